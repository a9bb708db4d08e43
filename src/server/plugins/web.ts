// Serves the built web app from the same port as the API (pictures: storage/public-files.ts).
// Hashed assets are immutable and sent as the build's own Brotli or gzip copies (the .br and .gz
// files beside them, see src/web/build/precompress.ts); index.html is always revalidated; unknown non-API paths get
// the app (client-side routes) when they are one of its pages, else HTTP 404 with the app's own
// not-found page (header, links onward); unknown /api paths get a JSON 404. Listing pages get their own
// head (title, description, Open Graph, JSON-LD) from the server: see page-head.ts; the search,
// listing and property pages also preload their route chunks (route-preloads.ts) and a property
// page its main picture, so neither waits for the app's entry to run first. Home, search and
// property pages come rendered (src/server/render/): the page and its data are in the HTML, so they
// paint before any script runs, and the app hydrates them.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { areaPageMeta, propertyPageMeta, propertyTypePageMeta, type PageMeta } from '../modules/properties/page-meta.ts';
import { isPagePath } from '../../web/app/page-routes.ts';
import { firstViewOf, type FirstView } from '../render/first-view.ts';
import { loadFirstViewRenderer } from '../render/first-view-renderer.ts';
import { createPageTemplate, escapeHtml, type PageTemplate } from './page-head.ts';
import { readManifest, routePreloadTags, type RoutePage } from './route-preloads.ts';

/** siteOrigin: where page links point (config.siteOrigin), never the request's Host, which any caller sets. */
type WebOptions = { webDir: string; db: Db; siteOrigin: string };

export async function webPlugin(app: FastifyInstance, opts: WebOptions) {

  const indexPath = path.join(opts.webDir, 'index.html');
  // Read once: the built index.html does not change while the server runs.
  const template = fs.existsSync(indexPath) ? createPageTemplate(fs.readFileSync(indexPath, 'utf8')) : null;
  let firstView: FirstView = async () => undefined;
  if (template) {
    await app.register(fastifyStatic, {
      root: opts.webDir,
      prefix: '/',
      index: false,
      wildcard: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    const manifest = readManifest(opts.webDir);
    const preloads = (page: RoutePage) => routePreloadTags(manifest, page);
    firstView = firstViewOf(app, opts.db, await loadFirstViewRenderer(opts.webDir));
    registerListingPages(app, opts.db, opts.siteOrigin, template, preloads, firstView);
    const searchTags = preloads('search');
    const homeTags = [`<link rel="canonical" href="${escapeHtml(`${opts.siteOrigin}/`)}" />`];
    app.get('/', { schema: { hide: true } }, async (request, reply) => sendHtml(reply, 200, template.withTags(homeTags, await firstView(request))));
    app.get('/search', { schema: { hide: true } }, async (request, reply) =>
      sendHtml(reply, 200, template.withTags(searchTags, await firstView(request))),
    );
  }

  const notFoundHead = { title: 'Page not found | Gruha', description: 'Homes for sale and rent in Hyderabad on Gruha.', isNoindex: true };
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0];
    const isPage = request.method === 'GET' && !url.startsWith('/api/') && url !== '/api' && !url.startsWith('/uploads/');
    if (isPage && template && isPagePath(url)) return sendHtml(reply, 200, template.plain);
    if (isPage && template) return sendHtml(reply, 404, template.render(notFoundHead, [], await firstView(request)));
    return reply.status(404).send({ success: false, code: 'NOT_FOUND', message: `No route for ${request.method} ${url}` });
  });
}

const sendHtml = (reply: FastifyReply, status: number, html: string) =>
  reply.status(status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);


/** The picture the property page shows first, fetched while the app loads (its largest paint). */
function picturePreload(meta: PageMeta): string[] {
  if (meta.status !== 200 || !meta.head.imageUrl) return [];
  const { pathname } = new URL(meta.head.imageUrl);
  return [`<link rel="preload" as="image" href="${escapeHtml(pathname)}" fetchpriority="high" />`];
}

function registerListingPages(
  app: FastifyInstance,
  db: Db,
  origin: string,
  template: PageTemplate,
  preloads: (page: RoutePage) => string[],
  firstView: FirstView,
) {
  const propertyTags = preloads('property');
  const categoryTags = preloads('category');
  const noFirstView: FirstView = async () => undefined;
  const page = (resolve: (request: FastifyRequest) => Promise<PageMeta>, tags: (meta: PageMeta) => string[], view = noFirstView) => async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      const meta = await resolve(request);
      // A page that does not exist gets the app's own not-found view, rendered in the browser.
      const body = meta.status === 200 ? await view(request) : undefined;
      // eslint-disable-next-line @typescript-eslint/return-await -- the reply is returned, as Fastify asks of an async handler that sent it.
      return sendHtml(reply, meta.status, template.render(meta.head, tags(meta), body));
    } catch (error) {
      // The page still works without its head: the app loads and fetches the listing itself.
      request.log.error({ err: error }, 'page head failed');
      return sendHtml(reply, 200, template.plain);
    }
  };
  const params = (request: FastifyRequest) => request.params as Record<string, string>;
  // Pages, not API: kept out of the OpenAPI document.
  const options = { schema: { hide: true } };

  app.get(
    '/property/:id',
    options,
    page((request) => {
      const { id } = params(request);
      return propertyPageMeta(db, /^\d{1,10}$/.test(id) ? Number(id) : 0, origin);
    }, (meta) => [...propertyTags, ...picturePreload(meta)], firstView),
  );
  app.get(
    '/property-type/:listingType/:propertyType',
    options,
    page((request) => {
      const { listingType, propertyType } = params(request);
      return propertyTypePageMeta(db, listingType, propertyType, origin);
    }, () => categoryTags),
  );
  app.get(
    '/area/:areaName',
    options,
    page((request) => areaPageMeta(db, params(request).areaName, origin), () => categoryTags),
  );
}
