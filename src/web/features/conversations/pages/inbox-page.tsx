// The Inbox (/inbox) and one conversation (/inbox/:id): two panes on wide screens, one on phones
// (the list, or the open conversation with a way back).
import { useParams } from 'react-router';
import { formatDayAndTime } from '#shared/format-date.ts';
import { Link } from '#web/components/link.tsx';
import { EmptyState, ErrorState, LoadingState } from '#web/components/states.tsx';
import { useInbox } from '../api/conversations.ts';
import { ConversationThread } from '../components/conversation-thread.tsx';
import { conversationPaths } from '../paths.ts';
import styles from '../components/conversations.module.css';

function ConversationList({ openId }: { openId: number | null }) {
  const inbox = useInbox();
  const conversations = inbox.data?.pages.flatMap((page) => page.items) ?? [];
  if (inbox.isPending) return <LoadingState label="Loading your conversations..." />;
  if (inbox.isError && conversations.length === 0)
    return <ErrorState title="Could not load your inbox" message={inbox.error.message} onRetry={() => void inbox.refetch()} />;
  if (conversations.length === 0)
    return (
      <EmptyState
        icon="mail"
        title="No conversations yet"
        message="Write to a poster from any home's page. Your number stays private until you share it."
        actions={
          <Link className="btn btn-primary" to="/search">
            Find homes
          </Link>
        }
      />
    );
  return (
    <>
      <ul className={styles.list} aria-label="Conversations">
        {conversations.map((c) => (
          <li key={c.id}>
            <Link
              to={conversationPaths.conversation(c.id)}
              className={`${styles.item} ${c.id === openId ? styles.itemOpen : ''}`}
              aria-current={c.id === openId ? 'page' : undefined}
            >
              {c.listing.imageUrl ? (
                <img className={styles.smallThumb} src={c.listing.imageUrl} alt="" width={56} height={42} />
              ) : (
                <span className={styles.smallThumb} />
              )}
              <span className={styles.itemText}>
                <span className={styles.itemName}>
                  {c.otherName}
                  {c.unreadCount > 0 && <span className={styles.unread}>{c.unreadCount} unread</span>}
                </span>
                <span className={styles.muted}>{c.listing.title}</span>
                {c.lastMessage && (
                  <span className={styles.preview}>
                    {c.lastMessage.isMine ? 'You: ' : ''}
                    {c.lastMessage.body} · {formatDayAndTime(c.lastMessage.createdAt)}
                  </span>
                )}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {inbox.isFetchNextPageError && (
        <p role="alert" className={styles.moreError}>
          Could not load more conversations: {inbox.error.message}
        </p>
      )}
      {inbox.hasNextPage && (
        <button type="button" className={`btn btn-sm ${styles.more}`} onClick={() => void inbox.fetchNextPage()} disabled={inbox.isFetchingNextPage}>
          {inbox.isFetchingNextPage ? 'Loading more...' : 'Load more conversations'}
        </button>
      )}
    </>
  );
}

export default function InboxPage() {
  const params = useParams();
  const openId = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  return (
    <div className="container page">
      <h1 className="page-title">Inbox</h1>
      <div className={`${styles.panes} ${openId ? styles.hasOpen : ''}`}>
        <div className={styles.listPane}>
          <ConversationList openId={openId} />
        </div>
        <div className={styles.threadPane}>
          {openId ? (
            <>
              <Link className={`btn btn-sm ${styles.back}`} to={conversationPaths.inbox()}>
                ← All conversations
              </Link>
              <ConversationThread key={openId} id={openId} />
            </>
          ) : (
            <p className={styles.muted}>Choose a conversation to read it.</p>
          )}
        </div>
      </div>
    </div>
  );
}
