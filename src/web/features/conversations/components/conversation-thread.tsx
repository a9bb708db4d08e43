// One conversation: the listing on top, the messages (mine with read receipts), the other person's
// number once they share it, and the actions: Share my number, block, report, and the reply box.
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { MAX_MESSAGE_LENGTH, type TConversation } from '#shared/contracts/conversation.ts';
import { formatDayAndTime } from '#shared/format-date.ts';
import { Icon } from '#web/components/icon.tsx';
import { Link } from '#web/components/link.tsx';
import { SafetyLine } from '#web/components/safety-line.tsx';
import { ErrorState, LoadingState } from '#web/components/states.tsx';
import { conversationKeys, useConversation, useConversationAction, useSendMessage } from '../api/conversations.ts';
import { conversationPaths } from '../paths.ts';
import { ListingCard } from './listing-card.tsx';
import { ReportDialog } from './report-dialog.tsx';
import { useLiveMessages } from './use-live-messages.ts';
import { useQueryClient } from '@tanstack/react-query';
import { keyForText } from '#web/lib/idempotency-key.ts';
import styles from './conversations.module.css';

function Messages({ conversation }: { conversation: TConversation }) {
  const end = useRef<HTMLLIElement>(null);
  const lastRead = conversation.messages.filter((m) => m.isMine && m.readAt).at(-1)?.id;
  // A block body: Chromium's scrollIntoView now returns a promise, which React would take for a cleanup.
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'nearest' });
  }, [conversation.messages.length]);
  return (
    <div role="log" aria-live="polite" aria-label="Messages">
      <ol className={styles.messages}>
        {conversation.messages.map((m) => (
          <li key={m.id} className={m.isMine ? styles.mine : styles.theirs}>
            <span className="visually-hidden">{m.isMine ? 'You' : conversation.other.name}: </span>
            <p className={styles.bubble}>{m.body}</p>
            <span className={styles.meta}>
              {formatDayAndTime(m.createdAt)}
              {m.id === lastRead && ' · Seen'}
            </span>
          </li>
        ))}
        <li ref={end} aria-hidden="true" />
      </ol>
    </div>
  );
}

function Reply({ conversation, onSent }: { conversation: TConversation; onSent(): void }) {
  const [text, setText] = useState('');
  const [keys] = useState(keyForText);
  const send = useSendMessage(conversation.id);
  const queryClient = useQueryClient();
  function submit(event: SubmitEvent) {
    event.preventDefault();
    send.mutate(
      { text, key: keys.keyFor(text) },
      {
        onSuccess: (message) => {
          keys.done();
          setText('');
          queryClient.setQueryData<TConversation>(conversationKeys.one(conversation.id), (old) =>
            old && !old.messages.some((m) => m.id === message.id) ? { ...old, messages: [...old.messages, message] } : old,
          );
          onSent();
        },
      },
    );
  }
  if (!conversation.canWrite)
    return <p className="banner banner-info">{conversation.hasBlocked ? 'You blocked this person.' : 'You cannot message this person.'}</p>;
  const error = send.error?.message;
  return (
    <form className={styles.reply} onSubmit={submit} noValidate>
      <label htmlFor="reply-text" className="visually-hidden">
        Message
      </label>
      <textarea
        id="reply-text"
        className="input"
        rows={2}
        maxLength={MAX_MESSAGE_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'reply-error' : undefined}
        placeholder="Write a message"
      />
      <button type="submit" className="btn btn-primary" disabled={send.isPending || text.trim() === ''}>
        {send.isPending ? 'Sending…' : 'Send'}
      </button>
      {error && (
        <p id="reply-error" className="field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

function Actions({ conversation }: { conversation: TConversation }) {
  const action = useConversationAction(conversation.id);
  const [isReporting, setIsReporting] = useState(false);
  return (
    <div className={styles.actions}>
      {conversation.hasSharedMyPhone ? (
        <>
          <span className={styles.muted}>Your number is shown to {conversation.other.name}</span>
          <button type="button" className="btn btn-sm btn-ghost" onClick={() => action.mutate('unshare-phone')} disabled={action.isPending}>
            Stop sharing
          </button>
        </>
      ) : (
        <button type="button" className="btn btn-sm" onClick={() => action.mutate('share-phone')} disabled={action.isPending}>
          <Icon name="phone" size={14} /> Share my number
        </button>
      )}
      <Link className="btn btn-sm" to={conversationPaths.visits()}>
        <Icon name="calendar" size={14} /> Visits
      </Link>
      <button type="button" className="btn btn-sm btn-ghost" onClick={() => action.mutate(conversation.hasBlocked ? 'unblock' : 'block')}>
        {conversation.hasBlocked ? 'Unblock' : 'Block'}
      </button>
      <button type="button" className="btn btn-sm btn-ghost" onClick={() => setIsReporting(true)}>
        Report
      </button>
      {action.isError && (
        <p className="field-error" role="alert">
          {action.error.message}
        </p>
      )}
      <ReportDialog conversationId={conversation.id} isOpen={isReporting} onClose={() => setIsReporting(false)} />
    </div>
  );
}

export function ConversationThread({ id }: { id: number }) {
  const conversation = useConversation(id);
  const { hurry } = useLiveMessages(id, conversation.isSuccess);
  if (conversation.isPending) return <LoadingState label="Loading the conversation..." />;
  if (conversation.isError)
    return <ErrorState title="Could not load this conversation" message={conversation.error.message} onRetry={() => void conversation.refetch()} />;
  const data = conversation.data;
  return (
    <section className={styles.thread} aria-labelledby="thread-title">
      <ListingCard listing={data.listing} />
      <h2 id="thread-title" className={styles.threadTitle}>
        {data.other.name}
        {data.other.phone && (
          <a className={`tabular ${styles.phone}`} href={`tel:+91${data.other.phone}`}>
            <Icon name="phone" size={14} /> {data.other.phone}
          </a>
        )}
      </h2>
      {data.role === 'hunter' ? <SafetyLine /> : <p className={styles.muted}>Numbers stay private until you share yours.</p>}
      <Actions conversation={data} />
      <Messages conversation={data} />
      <Reply conversation={data} onSent={hurry} />
    </section>
  );
}
