// Serves the built web app and uploaded files from the same port as the API.
// Hashed assets are immutable; index.html is always revalidated; unknown non-API paths get
// the app (client-side routes), unknown /api paths get a JSON 404. Listing pages get their own
// head (title, description, Open Graph, JSON-LD) from the server: see page-head.ts.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { areaPageMeta, propertyPageMeta, propertyTypePageMeta, type PageMeta } from '../modules/properties/page-meta.ts';
import { createPageTemplate, type PageTemplate } from './page-head.ts';

type WebOptions = { webDir: string; uploadsDir: string; db: Db };

export async function webPlugin(app: FastifyInstance, opts: WebOptions) {
  fs.mkdirSync(opts.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: opts.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    maxAge: '7d',
    setHeaders: (res) => res.header('X-Content-Type-Options', 'nosniff'),
  });

  const indexPath = path.join(opts.webDir, 'index.html');
  // Read once: the built index.html does not change while the server runs.
  const template = fs.existsSync(indexPath) ? createPageTemplate(fs.readFileSync(indexPath, 'utf8')) : null;
  if (template) {
    await app.register(fastifyStatic, {
      root: opts.webDir,
      prefix: '/',
      index: false,
      wildcard: false,
      setHeaders: (res, filePath) => {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    registerListingPages(app, opts.db, template);
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    const isPage = request.method === 'GET' && !url.startsWith('/api/') && url !== '/api' && !url.startsWith('/uploads/');
    if (isPage && template) return sendHtml(reply, 200, template.plain);
    return reply.status(404).send({ success: false, code: 'NOT_FOUND', message: `No route for ${request.method} ${url}` });
  });
}

const sendHtml = (reply: FastifyReply, status: number, html: string) =>
  reply.status(status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

function registerListingPages(app: FastifyInstance, db: Db, template: PageTemplate) {
  const page = (resolve: (request: FastifyRequest) => Promise<PageMeta>) => async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      const { status, head } = await resolve(request);
      return sendHtml(reply, status, template.render(head));
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
      return propertyPageMeta(db, /^\d{1,10}$/.test(id) ? Number(id) : 0, originOf(request));
    }),
  );
  app.get(
    '/property-type/:listingType/:propertyType',
    options,
    page((request) => {
      const { listingType, propertyType } = params(request);
      return propertyTypePageMeta(db, listingType, propertyType, originOf(request));
    }),
  );
  app.get(
    '/area/:areaName',
    options,
    page((request) => areaPageMeta(db, params(request).areaName, originOf(request))),
  );
}
