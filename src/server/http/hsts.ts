// Strict-Transport-Security, sent only over TLS (security-headers.ts, docs/decisions).
export const HSTS = 'max-age=31536000; includeSubDomains';
