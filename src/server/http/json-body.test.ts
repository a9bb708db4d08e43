import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, MAX_JSON_KEYS, measureJson } from './json-body.ts';

const keys = (n: number) => `{${Array.from({ length: n }, (_, i) => `"k${i}":1`).join(',')}}`;
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('measureJson', () => {
  it('passes the deepest and widest bodies allowed, refuses one more', () => {
    expect(measureJson(nested(MAX_JSON_DEPTH))).toBeNull();
    expect(measureJson(nested(MAX_JSON_DEPTH + 1))).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    expect(measureJson(keys(MAX_JSON_KEYS))).toBeNull();
    expect(measureJson(keys(MAX_JSON_KEYS + 1))).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('ignores brackets, braces and colons inside strings, escaped quotes included', () => {
    const tricky = JSON.stringify({ q: `${'['.repeat(100)}${':'.repeat(2000)}\\"{{{` });
    expect(measureJson(tricky)).toBeNull();
    expect(measureJson(JSON.stringify({ ['a:b"c\\']: '[' }))).toBeNull();
  });

  it('counts keys however deep they sit', () => {
    const spread = `[${Array.from({ length: MAX_JSON_KEYS + 1 }, (_, i) => `{"k${i}":1}`).join(',')}]`;
    expect(measureJson(spread)).not.toBeNull();
  });
});
