// Password reset links: who, until when, and a signature over the account's current password hash,
// token version and email, with a key derived from the server's secret. Any instance can check one; it
// stops working when it expires, or once it has been used (the password hash changes) or the person has
// changed their password, signed out everywhere or changed their email meanwhile (a link sent to an old
// address, perhaps one no longer theirs, must not open the account): single use without a table of links.
import crypto from 'node:crypto';

export type ResetSigner = {
  sign(user: ResetSubject, now?: number): string;
  /** The user id the token names, if well formed and unexpired; `matches` then checks it against the account. */
  read(token: string, now?: number): { userId: number; matches(user: ResetSubject): boolean } | null;
};

export type ResetSubject = { id: number; passwordHash: string; tokenVersion: number; email: string };

export function createResetSigner(secret: string, ttlMinutes: number): ResetSigner {
  const key = crypto.createHmac('sha256', secret).update('gruha-password-reset-v1').digest();
  const mac = (userId: number, expires: number, user: ResetSubject) =>
    crypto
      .createHmac('sha256', key)
      .update(`${userId}.${expires}.${user.tokenVersion}.${user.passwordHash}.${user.email.toLowerCase()}`)
      .digest('base64url');
  return {
    sign(user, now = Date.now()) {
      const expires = Math.floor(now / 1000) + ttlMinutes * 60;
      return `${user.id}.${expires}.${mac(user.id, expires, user)}`;
    },
    read(token, now = Date.now()) {
      const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return null;
      const [, id, expiry, signature = ''] = match;
      const userId = Number(id);
      const expires = Number(expiry);
      if (expires * 1000 <= now) return null;
      return {
        userId,
        matches: (user) => user.id === userId && crypto.timingSafeEqual(Buffer.from(mac(userId, expires, user)), Buffer.from(signature)),
      };
    },
  };
}
