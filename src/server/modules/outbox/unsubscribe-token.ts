// One-click unsubscribe links carry who and which kind of email, signed with a key derived from the
// server's secret: a link cannot be made for someone else, and any instance can check it.
import crypto from 'node:crypto';
import { EMAIL_CATEGORIES, type TEmailCategory } from '../../../shared/contracts/notifications.ts';

export type UnsubscribeSigner = {
  sign(userId: number, category: TEmailCategory): string;
  verify(token: string): { userId: number; category: TEmailCategory } | null;
};

export function createUnsubscribeSigner(secret: string | Uint8Array): UnsubscribeSigner {
  const key = crypto.createHmac('sha256', secret).update('gruha-unsubscribe-v1').digest();
  const mac = (text: string) => crypto.createHmac('sha256', key).update(text).digest('base64url');
  return {
    sign: (userId, category) => `${userId}.${category}.${mac(`${userId}.${category}`)}`,
    verify(token) {
      const match = /^(\d{1,10})\.([a-z]{1,20})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return null;
      const [, id, category, signature] = match;
      if (!(EMAIL_CATEGORIES as readonly string[]).includes(category)) return null;
      const expected = Buffer.from(mac(`${id}.${category}`));
      if (!crypto.timingSafeEqual(expected, Buffer.from(signature))) return null;
      return { userId: Number(id), category: category as TEmailCategory };
    },
  };
}
