// Share a listing: copy its link, or send it on WhatsApp (a wa.me link with the title and
// the address of the page; WhatsApp opens with the message ready, nothing is sent by Gruha).
import { useEffect, useState } from 'react';
import type { TProperty } from '#shared/contracts/property.ts';
import { paths } from '#web/app/paths.ts';
import { useNotify } from '#web/components/toast.tsx';
import styles from './share-actions.module.css';

export const whatsAppShareUrl = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;

export function ShareActions({ property }: { property: Pick<TProperty, 'id' | 'title'> }) {
  const notify = useNotify();
  // The page's address is known only in the browser (the server renders the page for any host).
  const [origin, setOrigin] = useState('');
  useEffect(() => setOrigin(window.location.origin), []);
  const url = `${origin}${paths.property(property.id)}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      notify('Link copied');
    } catch {
      notify('Could not copy the link. Copy it from the address bar.', 'error');
    }
  }

  return (
    <div className={styles.share} role="group" aria-label="Share this property">
      <button type="button" className="btn btn-sm" onClick={() => void copy()}>
        Copy link
      </button>
      <a className="btn btn-sm" href={whatsAppShareUrl(`${property.title} on Gruha: ${url}`)} target="_blank" rel="noopener noreferrer">
        Share on WhatsApp
      </a>
    </div>
  );
}
