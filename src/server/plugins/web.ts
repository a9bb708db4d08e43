// Serves the built web app from the same port as the API (pictures: storage/public-files.ts).
// Hashed assets are immutable and sent as the build's own Brotli or gzip copies (the .br and .gz
// files beside them, see src/web/build/precompress.ts); index.html is always revalidated; unknown non-API paths get
// the app (client-side routes) when they are one of its pages, else HTTP 404 with the app's own
// not-found page (header, links onward); unknown /api paths get a JSON 404. Listing pages get their own
// head (title, description, Open Graph, JSON-LD) from the server: see page-head.ts; the search,
// listing and property pages also preload their route chunks (route-preloads.ts) and a property
// page its main picture, so neither waits for the app's entry to run first. Home, search and
// property pages come rendered (src/server/render/): the page and its data are in the HTML, so they
// paint before any script runs, and the app hydrates them. Every page the server makes is kept,
// compressed per encoding, until a listing changes (src/server/render/kept-pages.ts).
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { localityPageMeta } from '../modules/localities/page-meta.ts';
import { areaPageMeta, propertyPageMeta, propertyTypePageMeta, type PageMeta } from '../modules/properties/page-meta.ts';
import { isPagePath } from '#web/app/page-routes.ts';
import type { LoadFirstView } from '#web/entry-server.tsx';
import { firstViewCalls } from '../render/first-view-calls.ts';
import type { TGrievanceOfficer } from '#shared/contracts/privacy.ts';
import { firstViewLoader, loadProperty } from '../render/first-view-data.ts';
import { firstViewOf, type FirstView } from '../render/first-view.ts';
import { loadFirstViewRenderer } from '../render/first-view-renderer.ts';
import { varyOnEncoding } from '../http/encodings.ts';
import { KeptPages, type Page } from '../render/kept-pages.ts';
import { isOn } from '../speed-pieces.ts';
import { createPageTemplate, escapeHtml, type PageTemplate } from './page-head.ts';
import { readManifest, routePreloadTags, type RoutePage } from './route-preloads.ts';

/** siteOrigin: where page links point (config.siteOrigin), never the request's Host, which any caller sets. */
type WebOptions = { webDir: string; db: Db; siteOrigin: string; publicUrl: string | undefined; grievanceOfficer: TGrievanceOfficer };

// A rendered page is 20-120 KB, its Brotli copy about a tenth of that.
const KEPT_PAGES = { pages: 500, bytes: 16 * 1024 * 1024 };

/** Makes a page from the request, with a loader of its first view's answers (first-view-calls.ts). */
type RenderPage = (request: FastifyRequest, load: LoadFirstView) => Promise<Page>;
type PageHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

export async function webPlugin(app: FastifyInstance, opts: WebOptions) {
  const indexPath = path.join(opts.webDir, 'index.html');
  // Read once: the built index.html does not change while the server runs.
  const template = fs.existsSync(indexPath) ? createPageTemplate(fs.readFileSync(indexPath, 'utf8')) : null;
  let notFoundPage: PageHandler | undefined;
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
    const firstView = firstViewOf(await loadFirstViewRenderer(opts.webDir));
    const pages = new KeptPages(app.listings.versions, { ...KEPT_PAGES, shared: app.keptBytes });
    const answerCall = firstViewCalls(app, { db: opts.db, publicUrl: opts.publicUrl, grievanceOfficer: opts.grievanceOfficer });
    // Each page is kept per URL (path and query) under the listings version: see kept-pages.ts. A page
    // made from nothing but its first view's answers (`isFromAnswers`) is kept on while they stay the same.
    const serve =
      (render: RenderPage, isFromAnswers = false): PageHandler =>
      async (request, reply) => {
        const make = async (): Promise<Page> => {
          const loader = firstViewLoader(answerCall);
          const page = await render(request, loader.load);
          return isFromAnswers ? { ...page, isUnchanged: await loader.unchangedCheck() } : page;
        };
        try {
          if (!isOn('kept-pages')) {
            const page = await make();
            return await sendHtml(reply, page.status, page.html);
          }
          return await pages.send(request, reply, await pages.page(request.url, make));
        } catch (error) {
          // The page still works without its head or first view: the app loads and fetches its data itself.
          request.log.error({ err: error }, 'page not rendered');
          return sendHtml(reply, 200, template.plain);
        }
      };
    registerListingPages(app, { db: opts.db, origin: opts.siteOrigin, template, preloads, firstView, serve });
    const searchTags = preloads('search');
    const homeTags = [`<link rel="canonical" href="${escapeHtml(`${opts.siteOrigin}/`)}" />`, ...preloads('home')];
    const options = { schema: { hide: true } };
    app.get(
      '/',
      options,
      serve(async (request, load) => ({ status: 200, html: template.withTags(homeTags, await firstView(request.url, load)) }), true),
    );
    app.get(
      '/search',
      options,
      serve(async (request, load) => ({ status: 200, html: template.withTags(searchTags, await firstView(request.url, load)) }), true),
    );
    notFoundPage = serve(
      async (request, load) => ({ status: 404, html: template.render(notFoundHead, [], await firstView(request.url, load)) }),
      true,
    );
  }

  app.setNotFoundHandler(async (request, reply) => {
    const [url = ''] = request.url.split('?');
    const isPage = request.method === 'GET' && !url.startsWith('/api/') && url !== '/api' && !url.startsWith('/uploads/');
    if (isPage && template && isPagePath(url)) return sendHtml(reply, 200, template.plain);
    if (isPage && notFoundPage) return notFoundPage(request, reply);
    return reply.status(404).send({ success: false, code: 'NOT_FOUND', message: `No route for ${request.method} ${url}` });
  });
}

const notFoundHead = { title: 'Page not found | Gruha', description: 'Homes for sale and rent in Hyderabad on Gruha.', isNoindex: true };

/** A page not kept (the app's plain page), compressed on the fly by @fastify/compress. */
function sendHtml(reply: FastifyReply, status: number, html: string) {
  varyOnEncoding(reply);
  return reply.status(status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
}

/** The picture the property page shows first, fetched while the app loads (its largest paint). */
function picturePreload(meta: PageMeta, origin: string): string[] {
  if (meta.status !== 200 || !meta.head.imageUrl) return [];
  // Our own pictures by path; a picture linked from a picture host (PICTURE_HOSTS) as it is.
  const url = new URL(meta.head.imageUrl);
  const href = url.origin === new URL(origin).origin ? url.pathname : url.href;
  return [`<link rel="preload" as="image" href="${escapeHtml(href)}" fetchpriority="high" />`];
}

type ListingPages = {
  db: Db;
  origin: string;
  template: PageTemplate;
  preloads: (page: RoutePage) => string[];
  firstView: FirstView;
  serve: (render: RenderPage, isFromAnswers?: boolean) => PageHandler;
};

function registerListingPages(app: FastifyInstance, { db, origin, template, preloads, firstView, serve }: ListingPages) {
  const context = { db, kept: app.listings };
  const propertyTags = preloads('property');
  const categoryTags = preloads('category');
  const params = <Name extends string>(request: FastifyRequest) => request.params as Record<Name, string>;
  // A page that does not exist gets the app's own not-found view, rendered in the browser.
  const withHead = (meta: PageMeta, tags: string[], body?: Awaited<ReturnType<FirstView>>): Page => ({
    status: meta.status,
    html: template.render(meta.head, tags, meta.status === 404 ? undefined : body),
  });
  // Pages, not API: kept out of the OpenAPI document.
  const options = { schema: { hide: true } };

  app.get(
    '/property/:id',
    options,
    serve(async (request, load) => {
      const { id } = params<'id'>(request);
      // The head comes from the listing the first view shows, loaded once for both.
      const meta = propertyPageMeta(/^\d{1,10}$/.test(id) ? await loadProperty(load, Number(id)) : undefined, origin);
      const body = meta.status === 404 ? undefined : await firstView(request.url, load);
      return withHead(meta, [...propertyTags, ...picturePreload(meta, origin)], body);
    }, true),
  );
  app.get(
    '/property-type/:listingType/:propertyType',
    options,
    serve(async (request) => {
      const { listingType, propertyType } = params<'listingType' | 'propertyType'>(request);
      return withHead(await propertyTypePageMeta(context, listingType, propertyType, origin), categoryTags);
    }),
  );
  app.get(
    '/area/:areaName',
    options,
    serve(async (request) => withHead(await areaPageMeta(context, params<'areaName'>(request).areaName, origin), categoryTags)),
  );
  app.get(
    '/localities/:slug',
    options,
    serve(async (request) => withHead(await localityPageMeta(db, params<'slug'>(request).slug), [])),
  );
}
