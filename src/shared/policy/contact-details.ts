// Until a poster replies, a hunter's first-contact texts (messages, inquiries, a visit request's note) may
// not carry a phone number or a link to another site: brokers' first move is to take the talk elsewhere.
// The text is read normalised (contact-normalise.ts), so disguised numbers and addresses count too.
import { digitsJoined, dotsPlain } from './contact-normalise.ts';
import { BARE_DOMAIN } from './web-domains.ts';

/**
 * An Indian mobile (ten digits from 6-9, perhaps after 91 or 0) or a landline with its 0 and area code,
 * inside a number whose groups have been joined. Prices, dates and floors are shorter or start otherwise.
 */
const PHONE = /[6-9]\d{9}|(?<!\d)0\d{10}/;
const SCHEME_OR_WWW = /\b(?:https?:\/\/|www\.)\S+/g;

export type ContactDetail = 'phone' | 'link';

/** What in `text` would take the talk outside Gruha; `ownHost` (the site's own) may be linked. */
export function findContactDetail(text: string, ownHost?: string): ContactDetail | null {
  if (PHONE.test(digitsJoined(text))) return 'phone';
  const lower = dotsPlain(text);
  for (const pattern of [SCHEME_OR_WWW, BARE_DOMAIN]) {
    for (const match of lower.matchAll(pattern)) {
      const [host = ''] = match[0].replace(/^https?:\/\//, '').split(/[/?#]/);
      // A bare name with no letter before its ending is a time or an amount ("10.am", "5.pm").
      const isTime = pattern === BARE_DOMAIN && !/[a-z]/.test(host.slice(0, host.lastIndexOf('.')));
      if (!isTime && (!ownHost || host !== ownHost.toLowerCase())) return 'link';
    }
  }
  return null;
}
