// Strict-Transport-Security, sent only over TLS (security-headers.ts, docs/decisions/0018-security-headers.md).
export const HSTS = 'max-age=31536000; includeSubDomains';
