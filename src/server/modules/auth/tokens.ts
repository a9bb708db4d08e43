// Stateless sign-in tokens (HS256 JWT): any instance with the secret can verify them.
// The token version claim lets the server revoke every older token of a user at once.
import { SignJWT, jwtVerify } from 'jose';
import { countCacheLookup } from '#server/metrics/process-metrics.ts';

export type TokenClaims = { userId: number; tokenVersion: number };

export type TokenService = {
  sign(claims: TokenClaims): Promise<string>;
  verify(token: string): Promise<TokenClaims | null>;
};

/** Tokens already verified, with their claims and expiry: checking a signature is an asynchronous WebCrypto call. */
const VERIFIED_KEPT = 10_000;

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  // A token's signature and claims never change, so once verified it needs only its expiry checked;
  // whether its user may still use it is checked on every request (plugins/authenticate.ts).
  const verified = new Map<string, { claims: TokenClaims; expiresAt: number }>();
  const keep = (token: string, claims: TokenClaims, expiresAt: number) => {
    if (verified.size >= VERIFIED_KEPT) verified.delete(verified.keys().next().value as string);
    verified.set(token, { claims, expiresAt });
  };
  return {
    sign: ({ userId, tokenVersion }) =>
      new SignJWT({ tv: tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key),
    async verify(token) {
      const known = verified.get(token);
      countCacheLookup('verifiedTokens', known !== undefined);
      if (known) return Date.now() < known.expiresAt ? known.claims : null;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] });
        const userId = Number(payload.sub);
        const tokenVersion = payload.tv;
        if (!Number.isSafeInteger(userId) || typeof tokenVersion !== 'number' || payload.exp === undefined) return null;
        const claims = { userId, tokenVersion };
        keep(token, claims, payload.exp * 1000);
        return claims;
      } catch {
        return null;
      }
    },
  };
}
