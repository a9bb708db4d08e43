// Kept answers: reused only under their version, computed once for askers at the same time, and
// bounded by a count of entries and, when given, a total size; the oldest go first.
import { describe, expect, it } from 'vitest';
import { VersionedCache } from './listings-version.ts';

describe('VersionedCache', () => {
  it('answers only under the version an answer was kept under', () => {
    const cache = new VersionedCache<string>('searchPages', 10);
    cache.set('a', '1', 'first');
    expect(cache.get('a', '1')).toBe('first');
    expect(cache.get('a', '2')).toBeUndefined();
  });

  it('forgets the oldest beyond its entry count', () => {
    const cache = new VersionedCache<string>('searchPages', 2);
    for (const key of ['a', 'b', 'c']) cache.set(key, '1', key);
    expect(['a', 'b', 'c'].map((key) => cache.get(key, '1'))).toEqual([undefined, 'b', 'c']);
  });

  it('forgets the oldest beyond its size, counting a replaced answer once', () => {
    const cache = new VersionedCache<string>('searchPages', 100, { max: 10, sizeOf: (value) => value.length });
    cache.set('a', '1', 'aaaa');
    cache.set('a', '2', 'aaaa');
    cache.set('b', '2', 'bbbb');
    expect([cache.get('a', '2'), cache.get('b', '2')]).toEqual(['aaaa', 'bbbb']);
    cache.set('c', '2', 'cccc');
    expect(['a', 'b', 'c'].map((key) => cache.get(key, '2'))).toEqual([undefined, 'bbbb', 'cccc']);
  });

  it('computes once for askers at the same time, again under a new version, and keeps no failure', async () => {
    const cache = new VersionedCache<string>('searchPages', 10);
    let runs = 0;
    const compute = async () => `answer ${++runs}`;
    expect(await Promise.all([cache.getOrCompute('a', '1', compute), cache.getOrCompute('a', '1', compute)])).toEqual(['answer 1', 'answer 1']);
    expect(await cache.getOrCompute('a', '1', compute)).toBe('answer 1');
    expect(await cache.getOrCompute('a', '2', compute)).toBe('answer 2');
    await expect(cache.getOrCompute('b', '2', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.getOrCompute('b', '2', compute)).toBe('answer 3');
  });
});
