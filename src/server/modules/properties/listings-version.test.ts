// Kept answers: reused only under their version, computed once for askers at the same time, and
// bounded by a count of entries and, when given, a total size; the oldest go first.
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { VersionedCache } from './listings-version.ts';

const db = {} as Db;

describe('VersionedCache', () => {
  it('answers only under the version an answer was kept under', () => {
    const cache = new VersionedCache<string>(10);
    cache.set(db, 'a', '1', 'first');
    expect(cache.get(db, 'a', '1')).toBe('first');
    expect(cache.get(db, 'a', '2')).toBeUndefined();
    expect(cache.get({} as Db, 'a', '1')).toBeUndefined();
  });

  it('forgets the oldest beyond its entry count', () => {
    const cache = new VersionedCache<string>(2);
    for (const key of ['a', 'b', 'c']) cache.set(db, key, '1', key);
    expect(['a', 'b', 'c'].map((key) => cache.get(db, key, '1'))).toEqual([undefined, 'b', 'c']);
  });

  it('forgets the oldest beyond its size, counting a replaced answer once', () => {
    const cache = new VersionedCache<string>(100, { max: 10, sizeOf: (value) => value.length });
    cache.set(db, 'a', '1', 'aaaa');
    cache.set(db, 'a', '2', 'aaaa');
    cache.set(db, 'b', '2', 'bbbb');
    expect([cache.get(db, 'a', '2'), cache.get(db, 'b', '2')]).toEqual(['aaaa', 'bbbb']);
    cache.set(db, 'c', '2', 'cccc');
    expect(['a', 'b', 'c'].map((key) => cache.get(db, key, '2'))).toEqual([undefined, 'bbbb', 'cccc']);
  });

  it('computes once for askers at the same time, again under a new version, and keeps no failure', async () => {
    const cache = new VersionedCache<string>(10);
    let runs = 0;
    const compute = async () => `answer ${++runs}`;
    expect(await Promise.all([cache.getOrCompute(db, 'a', '1', compute), cache.getOrCompute(db, 'a', '1', compute)])).toEqual([
      'answer 1',
      'answer 1',
    ]);
    expect(await cache.getOrCompute(db, 'a', '1', compute)).toBe('answer 1');
    expect(await cache.getOrCompute(db, 'a', '2', compute)).toBe('answer 2');
    await expect(cache.getOrCompute(db, 'b', '2', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.getOrCompute(db, 'b', '2', compute)).toBe('answer 3');
  });
});
