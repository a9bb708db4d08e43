// /robots.txt and the sitemap, with every URL on the configured public origin.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { countListed, listedProperties, localityPages, typePages } from './queries.ts';
import { robotsTxt } from './robots.ts';
import { MAX_URLS_PER_FILE, sitemapIndex, urlSet } from './sitemap-xml.ts';

/** urlsPerFile: the protocol's 50,000 unless a test needs a smaller split. */
type CrawlerOptions = { db: Db; siteOrigin: string; urlsPerFile?: number };

const PAGES_FILE = '/sitemaps/pages.xml';
const listingsFile = (n: number) => `/sitemaps/listings-${n}.xml`;

// Search engines fetch these rarely; an hour keeps repeated fetches cheap and new listings prompt.
const sendXml = (reply: FastifyReply, xml: string) =>
  reply.header('Cache-Control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(xml);

export const crawlerRoutes: FastifyPluginAsync<CrawlerOptions> = async (app, { db, siteOrigin, urlsPerFile = MAX_URLS_PER_FILE }) => {
  const hidden = { schema: { hide: true } };

  app.get('/robots.txt', hidden, async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robotsTxt(siteOrigin)),
  );

  app.get('/sitemap.xml', hidden, async (_request, reply) => {
    const { count, lastModified } = await countListed(db);
    const files = Array.from({ length: Math.ceil(count / urlsPerFile) }, (_, i) => ({ path: listingsFile(i + 1), lastModified }));
    return sendXml(reply, sitemapIndex(siteOrigin, [{ path: PAGES_FILE, lastModified }, ...files]));
  });

  app.get(PAGES_FILE, hidden, async (_request, reply) => {
    const [localities, types] = await Promise.all([localityPages(db), typePages(db)]);
    const { lastModified } = await countListed(db);
    const pages = [{ path: '/', lastModified }, { path: '/localities', lastModified }, ...types, ...localities];
    return sendXml(reply, urlSet(siteOrigin, pages));
  });

  app.get<{ Params: { n: string } }>('/sitemaps/listings-:n.xml', hidden, async (request, reply) => {
    const n = /^[1-9]\d{0,6}$/.test(request.params.n) ? Number(request.params.n) : 0;
    const entries = n > 0 ? await listedProperties(db, n - 1, urlsPerFile) : [];
    if (entries.length === 0) {
      return reply.status(404).send({ success: false, code: 'NOT_FOUND', message: `No sitemap ${request.url}` });
    }
    return sendXml(reply, urlSet(siteOrigin, entries));
  });
};
