// The bell: the unread count, and a panel of the latest alerts, leads and deal
// events, each linking to its page (opening one marks it read), with Mark all read. Escape or a
// click elsewhere closes the panel; focus returns to the bell.
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TNotification } from '#shared/contracts/notifications.ts';
import { formatDayAndTime } from '#shared/format-date.ts';
import { Icon } from '#web/components/icon.tsx';
import { useMarkRead, useNotifications } from '../api/notifications.ts';
import styles from './header-engagement.module.css';

export function NotificationBell() {
  const [isOpen, setIsOpen] = useState(false);
  const notifications = useNotifications();
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const unread = notifications.data?.unreadCount ?? 0;

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  const close = () => {
    setIsOpen(false);
    buttonRef.current?.focus();
  };

  const open = (item: TNotification) => {
    if (!item.isRead) markRead.mutate(item.id);
    setIsOpen(false);
    void navigate(item.link);
  };

  return (
    <div
      ref={rootRef}
      className={styles.bell}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && isOpen) close();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.iconLink}
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        onClick={() => setIsOpen((value) => !value)}
      >
        <Icon name="bell" size={20} />
        {unread > 0 && (
          <span className={styles.count} aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {isOpen && (
        <div id={panelId} className={styles.panel} role="region" aria-label="Notifications">
          <div className={styles.panelHeader}>
            <h2 className={styles.panelTitle}>Notifications</h2>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={unread === 0 || markRead.isPending}
              onClick={() => markRead.mutate('all')}
            >
              Mark all read
            </button>
          </div>
          <NotificationList query={notifications} onOpen={open} />
        </div>
      )}
    </div>
  );
}

function NotificationList({ query, onOpen }: { query: ReturnType<typeof useNotifications>; onOpen(item: TNotification): void }) {
  if (query.isPending)
    return (
      <p className={styles.note} role="status">
        Loading notifications…
      </p>
    );
  if (query.isError) {
    return (
      <p className={styles.note} role="alert">
        Could not load your notifications.{' '}
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => void query.refetch()}>
          Try Again
        </button>
      </p>
    );
  }
  if (query.data.items.length === 0) {
    return <p className={styles.note}>Nothing yet. Save a search to hear about new homes that match it.</p>;
  }
  return (
    <ul className={styles.list}>
      {query.data.items.map((item) => (
        <li key={item.id} className={`${styles.item} ${item.isRead ? '' : styles.unread}`}>
          <a
            href={item.link}
            className={styles.itemLink}
            onClick={(event) => {
              event.preventDefault();
              onOpen(item);
            }}
          >
            <span className={styles.itemTitle}>
              {!item.isRead && <span className="visually-hidden">Unread: </span>}
              {item.title}
            </span>
            <span className={styles.itemBody}>{item.body}</span>
            <span className={styles.itemTime}>{formatDayAndTime(item.createdAt)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
