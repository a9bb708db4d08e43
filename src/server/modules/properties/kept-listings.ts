// The listings answers one app keeps (docs/performance.md): search pages, listings and the
// featured list as sent, under the app's listings version. They hang on the app (app.listings),
// so two apps, on one database or two, never share or mix what they keep.
import type { FastifyInstance } from 'fastify';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db } from '../../db/client.ts';
import type { KeptBody } from '../../http/kept-answer.ts';
import type { Visibility } from './find-properties.ts';
import { listingsVersions, VersionedCache, type ListingsVersions } from './listings-version.ts';

export type KeptListings = {
  versions: ListingsVersions;
  /** Search pages by filters, page, size and order: searches find only public listings. */
  searchPages: VersionedCache<KeptBody<null>>;
  /** Listings by id, with who may see them: the body is the same for every viewer who may. */
  listings: VersionedCache<KeptBody<Visibility>>;
  /** The featured list: the same for every visitor, and the home page asks for it on every visit. */
  featured: VersionedCache<KeptBody<null>>;
  /** Posters' listings (My Properties), by poster and whether the viewer sees the inactive ones. */
  byPoster: VersionedCache<KeptBody<null>>;
};

declare module 'fastify' {
  interface FastifyInstance {
    listings: KeptListings;
  }
}

const bytes = (kept: { body: Buffer }) => kept.body.byteLength;

/** Bounds: a page of 20 is about 22 KB, a listing about 1.5 KB; at most about 40 MB in all. */
export function decorateKeptListings(app: FastifyInstance, db: Db, feed: ChangeFeed): void {
  const kept: KeptListings = {
    versions: listingsVersions(db, feed),
    searchPages: new VersionedCache<KeptBody<null>>(1000, { max: 16 * 1024 * 1024, sizeOf: bytes }),
    listings: new VersionedCache<KeptBody<Visibility>>(10_000, { max: 8 * 1024 * 1024, sizeOf: bytes }),
    featured: new VersionedCache(1),
    byPoster: new VersionedCache<KeptBody<null>>(1000, { max: 16 * 1024 * 1024, sizeOf: bytes }),
  };
  app.decorate('listings', kept);
}
