// Opaque cursors for keyset paging: the sort key of the last row a page showed, so the next page starts
// after it and rows added meanwhile neither repeat nor shift what follows. The text is only base64url
// JSON: nothing secret is in it, and a tampered one can only start a page at another place.
import { z } from 'zod';

export type CursorKey = (string | number)[];

export const encodeCursor = (key: CursorKey): string => Buffer.from(JSON.stringify(key)).toString('base64url');

const CURSOR_INVALID = 'This page link is not valid: start again from the first page';

/** A `cursor` query field holding a key of these parts' kinds; anything else is a 400 naming `cursor`. */
export function ZCursor<const K extends readonly ('string' | 'number')[]>(kinds: K) {
  type Key = { [I in keyof K]: K[I] extends 'string' ? string : number };
  return z
    .string()
    .max(500, CURSOR_INVALID)
    .transform((text, ctx) => {
      try {
        const key: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
        if (Array.isArray(key) && key.length === kinds.length && key.every((part, i) => typeof part === kinds[i])) {
          if (key.every((part) => typeof part !== 'number' || Number.isSafeInteger(part))) return key as unknown as Key;
        }
      } catch {
        // Not JSON: answered below like any other bad cursor.
      }
      ctx.addIssue({ code: 'custom', message: CURSOR_INVALID });
      return z.NEVER;
    });
}
