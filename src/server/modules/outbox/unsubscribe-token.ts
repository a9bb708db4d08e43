// One-click unsubscribe links carry who, which kind of email and the day the link was made, signed
// with a key derived from the server's secret: a link cannot be made for someone else, any instance
// can check it, and it stops working after UNSUBSCRIBE_LINK_DAYS (a link found in an old mailbox or a
// log does not work for ever; the app's settings still stop any kind of email).
import crypto from 'node:crypto';
import { EMAIL_CATEGORIES, type TEmailCategory } from '#shared/contracts/notifications.ts';

/** How long an email's unsubscribe link works: long enough for mail read late, as mail providers expect. */
export const UNSUBSCRIBE_LINK_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

export type UnsubscribeSigner = {
  sign(userId: number, category: TEmailCategory): string;
  verify(token: string): { userId: number; category: TEmailCategory } | null;
};

export function createUnsubscribeSigner(secret: string | Uint8Array, now = () => Date.now()): UnsubscribeSigner {
  const key = crypto.createHmac('sha256', secret).update('gruha-unsubscribe-v2').digest();
  const mac = (text: string) => crypto.createHmac('sha256', key).update(text).digest('base64url');
  const today = () => Math.floor(now() / DAY_MS);
  return {
    sign(userId, category) {
      const claims = `${userId}.${category}.${today()}`;
      return `${claims}.${mac(claims)}`;
    },
    verify(token) {
      const match = /^(\d{1,10})\.([a-z]{1,20})\.(\d{1,6})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return null;
      const [, id, category = '', day, signature = ''] = match;
      if (!(EMAIL_CATEGORIES as readonly string[]).includes(category)) return null;
      const expected = Buffer.from(mac(`${id}.${category}.${day}`));
      if (!crypto.timingSafeEqual(expected, Buffer.from(signature))) return null;
      const age = today() - Number(day);
      if (age < 0 || age > UNSUBSCRIBE_LINK_DAYS) return null;
      return { userId: Number(id), category: category as TEmailCategory };
    },
  };
}
