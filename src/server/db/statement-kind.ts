// Whether an SQL statement only reads: the one test for it, used where a read is treated apart
// from a write (listen.ts settles after writes; prepared-reads.ts keeps a plan for reads only).

/**
 * A word that makes a statement write (or lock rows to write them: `for update`), or announce a write
 * made before it (`pg_notify`, db/announce.ts), anywhere in it.
 */
const WRITES = /\b(?:insert|update|delete|merge|pg_notify)\b/i;

/**
 * A select, or a WITH query, naming no writing command anywhere: everything else may write, and a
 * transaction's end commits. A read that merely mentions such a word is taken for a write, which
 * costs a plan kept or a moment's settling, never a stale answer.
 */
export const isReadOnly = (text: string): boolean => /^\s*(?:select|with)\b/i.test(text) && !WRITES.test(text);
