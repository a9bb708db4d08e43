// Writing to a listing's poster from its page, or to a deal's agent from the deal: the message opens (or
// adds to) the conversation, which then opens.
import { useState, type SubmitEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DIALOG_PARAM } from '#web/lib/dialog-address.tsx';
import { keyForText } from '#web/lib/idempotency-key.ts';
import { MAX_MESSAGE_LENGTH } from '#shared/contracts/conversation.ts';
import { Dialog } from '#web/components/dialog.tsx';
import { FormField } from '#web/components/form-field.tsx';
import { SafetyLine } from '#web/components/safety-line.tsx';
import { useStartConversation, type Recipient } from '../api/conversations.ts';
import { conversationPaths } from '../paths.ts';
import { fieldErrorsOf } from './field-errors.ts';

const WORDS = {
  poster: { title: 'Message the poster', replier: 'the poster' },
  agent: { title: 'Message the agent', replier: 'the agent' },
} as const;

export function MessageDialog({ to, isOpen, onClose }: { to: Recipient; isOpen: boolean; onClose(): void }) {
  const [text, setText] = useState('');
  const [keys] = useState(keyForText);
  const start = useStartConversation(to);
  const words = 'dealId' in to ? WORDS.agent : WORDS.poster;
  const navigate = useNavigate();
  // Opened at its own address (lib/dialog-address.tsx), the conversation takes that entry's place:
  // Back from it goes to the page, not to the dialog again.
  const isAtItsAddress = new URLSearchParams(useLocation().search).has(DIALOG_PARAM);
  function submit(event: SubmitEvent) {
    event.preventDefault();
    start.mutate(
      { text, key: keys.keyFor(text) },
      { onSuccess: ({ conversationId }) => void navigate(conversationPaths.conversation(conversationId), { replace: isAtItsAddress }) },
    );
  }
  return (
    <Dialog title={words.title} isOpen={isOpen} onClose={onClose} size="sm">
      <form onSubmit={submit} noValidate>
        <FormField
          label="Your message"
          isRequired
          hint={`Your number stays private until you choose to share it. Numbers and outside links can be sent once ${words.replier} replies.`}
          error={fieldErrorsOf(start.error).text ?? start.error?.message}
        >
          {(control) => (
            <textarea
              {...control}
              className="input"
              rows={4}
              maxLength={MAX_MESSAGE_LENGTH}
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder="Is it still available? When could I visit?"
            />
          )}
        </FormField>
        <SafetyLine />
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={start.isPending || text.trim() === ''}>
            {start.isPending ? 'Sending…' : 'Send message'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
