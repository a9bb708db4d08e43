// Stateless sign-in tokens (HS256 JWT): any instance with the secret can verify them.
// The token version claim lets the server revoke every older token of a user at once.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SignJWT, jwtVerify } from 'jose';

export type TokenClaims = { userId: number; tokenVersion: number };

export type TokenService = {
  sign(claims: TokenClaims): Promise<string>;
  verify(token: string): Promise<TokenClaims | null>;
};

/** JWT_SECRET when set, else a secret generated once and kept in the data directory. */
export function resolveJwtSecret(secret: string | undefined, dataDir: string): string {
  if (secret) return secret;
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const generated = crypto.randomBytes(48).toString('base64url');
    fs.writeFileSync(file, generated, { mode: 0o600 });
    return generated;
  }
}

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign: ({ userId, tokenVersion }) =>
      new SignJWT({ tv: tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] });
        const userId = Number(payload.sub);
        const tokenVersion = payload.tv;
        if (!Number.isSafeInteger(userId) || typeof tokenVersion !== 'number') return null;
        return { userId, tokenVersion };
      } catch {
        return null;
      }
    },
  };
}
