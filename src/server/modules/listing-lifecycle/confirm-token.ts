// The one-click answers in an "is it still available?" email: each link carries the listing, the one
// answer it gives, the confirmation it asks about (the listing's confirmed_at, so a link works once:
// any answer moves or ends that round) and when it expires, signed with a key of its own derived from
// the server's secret, as unsubscribe links are (outbox/unsubscribe-token.ts).
import crypto from 'node:crypto';

export const LINK_ANSWERS = ['available', 'rented_out', 'sold'] as const;
export type TLinkAnswer = (typeof LINK_ANSWERS)[number];

/** How long an answer link works after its email is written. */
export const LINK_VALID_DAYS = 30;

export type ConfirmClaims = { propertyId: number; answer: TLinkAnswer; round: number; expiresAt: number };

export type ConfirmLinkSigner = {
  sign(claims: ConfirmClaims): string;
  /** The claims of a genuine link (expired or not), or null for anything forged or malformed. */
  verify(token: string): ConfirmClaims | null;
};

export function createConfirmLinkSigner(secret: string | Uint8Array): ConfirmLinkSigner {
  const key = crypto.createHmac('sha256', secret).update('gruha-listing-answer-v1').digest();
  const mac = (text: string) => crypto.createHmac('sha256', key).update(text).digest('base64url');
  const body = ({ propertyId, answer, round, expiresAt }: ConfirmClaims) => `${propertyId}.${answer}.${round}.${expiresAt}`;
  return {
    sign: (claims) => `${body(claims)}.${mac(body(claims))}`,
    verify(token) {
      const match = /^(\d{1,10})\.([a-z_]{1,12})\.(\d{1,16})\.(\d{1,16})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return null;
      const [, id, answer = '', round, expiresAt, signature = ''] = match;
      if (!(LINK_ANSWERS as readonly string[]).includes(answer)) return null;
      const claims = { propertyId: Number(id), answer: answer as TLinkAnswer, round: Number(round), expiresAt: Number(expiresAt) };
      if (!crypto.timingSafeEqual(Buffer.from(mac(body(claims))), Buffer.from(signature))) return null;
      return claims;
    },
  };
}
