// The first view a page's HTML carries (entry-server.tsx renders it), kept per URL while the
// listings version stays the same: every page rendered is a visitor's view of listings, localities
// and property types, and each of those moves the version (migration 0004). Rendering costs 10 to
// 25 ms of CPU; a kept page costs the version read that requests share (docs/performance.md).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { readListingsVersion, VersionedCache } from '../modules/properties/listings-version.ts';
import type { FirstView as RenderedView } from '../../web/entry-server.tsx';
import { firstViewLoader } from './first-view-data.ts';
import type { RenderFirstView } from './first-view-renderer.ts';

export type FirstView = (request: FastifyRequest) => Promise<RenderedView | undefined>;

const KEPT_PAGES = 500;
const KEPT_BYTES = 16 * 1024 * 1024;

/** The page's first view, or nothing (the browser renders it) when there is no renderer or it fails. */
export function firstViewOf(app: FastifyInstance, db: Db, render: RenderFirstView | null): FirstView {
  if (!render) return async () => undefined;
  const load = firstViewLoader(app);
  const pages = new VersionedCache<RenderedView | null>(KEPT_PAGES, {
    max: KEPT_BYTES,
    sizeOf: (view) => (view ? view.html.length + JSON.stringify(view.state).length : 0),
  });
  return async (request) => {
    try {
      const version = await readListingsVersion(db);
      return (await pages.getOrCompute(db, request.url, version, () => render(request.url, load))) ?? undefined;
    } catch (error) {
      // A search the API refuses (a page too deep) shows the app's own message instead.
      request.log.info({ err: error }, 'first view not rendered');
      return undefined;
    }
  };
}
