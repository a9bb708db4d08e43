// A JSON body may spell a lone UTF-16 surrogate ("\ud800"), which is no character at all: PostgreSQL
// cannot store it (in jsonb, or as UTF-8 text), so it would fail deep in a write as a 500. Every parsed
// body is read for one before any route sees it, and refused as a 400 naming the field.

const UNPAIRED = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNPAIRED_MESSAGE = 'Contains characters that are not allowed.';

/** The dotted path ('slots.0.note') of the first key or string in `value` holding a lone surrogate, or null. */
export function unpairedSurrogateAt(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return UNPAIRED.test(value) ? path || 'body' : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (UNPAIRED.test(key)) return at;
    const found = unpairedSurrogateAt(item, at);
    if (found !== null) return found;
  }
  return null;
}
