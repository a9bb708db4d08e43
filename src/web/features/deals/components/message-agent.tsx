// A buyer or tenant reaches their deal's agent in Gruha: phones stay hidden from them, so the deal
// offers a conversation with the agent (which the agent finds in their Inbox).
import { lazy, Suspense, useState } from 'react';

// Loaded when it opens: not part of the deal page's first load.
const MessageDialog = lazy(() =>
  import('#web/features/conversations/components/message-dialog.tsx').then(({ MessageDialog: Message }) => ({ default: Message })),
);

export function MessageAgent({ dealId }: { dealId: number }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-sm btn-primary" onClick={() => setIsOpen(true)}>
        Message the agent
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <MessageDialog to={{ dealId }} isOpen onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
