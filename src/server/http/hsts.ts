// Strict-Transport-Security, sent only over TLS (security-headers.ts, docs/decisions/security.md).
export const HSTS = 'max-age=31536000; includeSubDomains';
