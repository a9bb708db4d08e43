// Until a poster replies, a hunter's messages may not carry a phone number or a link to another site:
// brokers' first move is to take the talk elsewhere. The same check runs in the form and on the server.

/** Ten digits, maybe after +91 or 0, maybe split by spaces, dots or dashes. */
const PHONE = /(?:\+?91|\b0)?[\s.-]?(?:\d[\s.-]?){9}\d/;
const SCHEME_OR_WWW = /\b(?:https?:\/\/|www\.)\S+/i;
const BARE_DOMAIN = /\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|in|net|org|co|io|me|ly|app|info|biz|xyz|link|site|online|page)\b(?:\/\S*)?/i;

export type ContactDetail = 'phone' | 'link';

/** What in `text` would take the talk outside Gruha; `ownHost` (the site's own) may be linked. */
export function findContactDetail(text: string, ownHost?: string): ContactDetail | null {
  if (PHONE.test(text)) return 'phone';
  for (const pattern of [SCHEME_OR_WWW, BARE_DOMAIN]) {
    const found = new RegExp(pattern.source, 'gi');
    for (const match of text.matchAll(found)) {
      const [host = ''] = match[0]
        .replace(/^https?:\/\//i, '')
        .toLowerCase()
        .split(/[/?#]/);
      if (!ownHost || host !== ownHost.toLowerCase()) return 'link';
    }
  }
  return null;
}
