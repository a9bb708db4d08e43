// Which kept answer goes first: one not used since it took its place; one used since goes to the back.
import { describe, expect, it } from 'vitest';
import { leastUsed, markUsed, nextStamp } from './use-stamps.ts';

type Answer = { usedAt: number; placedAt: number };
const lineOf = (...keys: string[]) =>
  new Map<string, Answer>(
    keys.map((key) => {
      const now = nextStamp();
      return [key, { usedAt: now, placedAt: now }];
    }),
  );
const usedAt = (_: string, answer: Answer) => answer.usedAt;

describe('the answer to forget', () => {
  it('is the first placed when none was used since', () => {
    expect(leastUsed(lineOf('a', 'b', 'c'), usedAt)).toBe('a');
  });

  it('skips answers used since they were placed, which go to the back', () => {
    const line = lineOf('a', 'b', 'c');
    markUsed(line.get('a')!);
    markUsed(line.get('b')!);
    expect(leastUsed(line, usedAt)).toBe('c');
    expect([...line.keys()]).toEqual(['c', 'a', 'b']);
    // Their second chance is spent: unused again, the oldest placed goes next.
    line.delete('c');
    expect(leastUsed(line, usedAt)).toBe('a');
  });

  it('takes another once every answer was used, in the order of their first uses', () => {
    const line = lineOf('a', 'b', 'c');
    for (const key of ['b', 'c', 'a']) markUsed(line.get(key)!);
    expect(leastUsed(line, usedAt)).toBe('a');
  });

  it('never names the spared answer, and nothing when only it is left', () => {
    const line = lineOf('new', 'old');
    expect(leastUsed(line, usedAt, 'new')).toBe('old');
    expect(leastUsed(lineOf('new'), usedAt, 'new')).toBeUndefined();
    expect(leastUsed(new Map<string, Answer>(), usedAt)).toBeUndefined();
  });
});
