// Every kept answer counts against one total: past it, an answer not used for longest goes, whichever
// cache keeps it, and an answer asked for again stays.
import { describe, expect, it } from 'vitest';
import { KeptPages } from '../render/kept-pages.ts';
import { KeptBytes } from './kept-bytes.ts';
import { VersionedCache } from './listings-version.ts';

const sizeOf = (value: string) => value.length;

describe('kept answers under one total', () => {
  it('forget an answer nobody asked for again, in whichever cache, once they pass the total', () => {
    const shared = new KeptBytes(12);
    const pages = new VersionedCache<string>('searchPages', 100, { max: 100, sizeOf, shared });
    const listings = new VersionedCache<string>('listings', 100, { max: 100, sizeOf, shared });
    pages.set('a', '1', 'aaaa');
    listings.set('b', '1', 'bbbb');
    pages.set('c', '1', 'cccc');
    // Asked for again, the oldest answer is now the newest: the listing kept after it goes first.
    expect(pages.get('a', '1')).toBe('aaaa');
    listings.set('d', '1', 'dddd');
    expect([pages.get('a', '1'), listings.get('b', '1'), pages.get('c', '1'), listings.get('d', '1')]).toEqual(['aaaa', undefined, 'cccc', 'dddd']);
    expect(shared.bytes).toBe(12);
  });

  it('count an answer once when it is replaced or its own cache forgets it', () => {
    const shared = new KeptBytes(100);
    const pages = new VersionedCache<string>('searchPages', 2, { max: 100, sizeOf, shared });
    pages.set('a', '1', 'aaaa');
    pages.set('a', '2', 'aaaaaa');
    pages.set('b', '2', 'bbbb');
    pages.set('c', '2', 'cccc');
    expect(pages.get('a', '2')).toBeUndefined();
    expect(shared.bytes).toBe(8);
  });

  it('hold rendered pages too: a page goes for newer answers of another cache, and makes room for them', async () => {
    const shared = new KeptBytes(20);
    const rendered = new KeptPages({ read: () => 'n1' }, { pages: 10, bytes: 1024, shared });
    const listings = new VersionedCache<string>('listings', 100, { max: 100, sizeOf, shared });
    let renders = 0;
    const render = async () => ({ status: 200, html: `<p>${++renders}</p>` });
    await rendered.page('/', render);
    for (const key of ['a', 'b', 'c']) listings.set(key, 'n1', 'xxxxxx');
    expect(shared.bytes).toBe(18);
    await rendered.page('/', render);
    expect(renders).toBe(2);
    expect(listings.get('a', 'n1')).toBeUndefined();
  });
});
