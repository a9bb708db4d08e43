// The header's Inbox icon with the number of unread messages.
import { Icon } from '#web/components/icon.tsx';
import { Link } from '#web/components/link.tsx';
import { useInboxCount } from '../api/conversations.ts';
import { conversationPaths } from '../paths.ts';

export function InboxLink({ className, countClassName }: { className: string | undefined; countClassName: string | undefined }) {
  const count = useInboxCount().data?.unreadCount ?? 0;
  return (
    <Link to={conversationPaths.inbox()} className={className} aria-label={`Inbox, ${count} unread`} title="Inbox">
      <Icon name="mail" size={20} />
      {count > 0 && (
        <span className={countClassName} aria-hidden="true">
          {count}
        </span>
      )}
    </Link>
  );
}
