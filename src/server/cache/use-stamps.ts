// Which kept answer to forget first, at one number written per hit. Moving an answer to the back of
// its cache's map on every hit (and again in the shared byte total) made the allocator and the
// collector busy on the server's most repeated reads. Instead each answer carries when it was last
// used and when it took its place in line; the one at the front goes if it was not used since, and
// one that was goes to the back (second chance: close to least recently used, exact for the order
// of first uses).

/** When an answer was last used, from one counter for the whole process: a later use is larger. */
export type UseStamp = { usedAt: number };
/** And when it took its place in a cache's line: unused since then while `usedAt <= placedAt`. */
export type Placed = { placedAt: number };

let uses = 0;

/** The next stamp: larger than every earlier one. */
export const nextStamp = (): number => ++uses;

/** Marks `answer` as used now. */
export function markUsed(answer: UseStamp): void {
  answer.usedAt = ++uses;
}

/**
 * The key of the answer to forget from `line` (oldest placed first): the first not used since it took
 * its place. Each one used since, and `spare` (the answer just kept), goes to the back, placed now.
 * Undefined when only `spare` is left.
 */
export function leastUsed<K, V extends Placed>(line: Map<K, V>, usedAt: (key: K, value: V) => number, spare?: K): K | undefined {
  if (line.size === 0 || (line.size === 1 && line.has(spare as K))) return undefined;
  for (;;) {
    const [key, value] = line.entries().next().value as [K, V];
    if (key !== spare && usedAt(key, value) <= value.placedAt) return key;
    line.delete(key);
    value.placedAt = ++uses;
    line.set(key, value);
  }
}
