// Sitemap XML (sitemaps.org protocol 0.9): a file holds at most 50,000 URLs, so /sitemap.xml is an
// index of the files that list them.
import type { SitemapEntry } from './queries.ts';

export const MAX_URLS_PER_FILE = 50_000;

const xmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => xmlEntities[c] ?? c);

/** W3C datetime, as the protocol asks: '2026-11-24T09:30:00.000Z'. */
const lastmod = (date: Date | null) => (date ? `<lastmod>${date.toISOString()}</lastmod>` : '');

const document = (root: string, items: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</${root}>\n`;

export const urlSet = (origin: string, entries: SitemapEntry[]) =>
  document(
    'urlset',
    entries.map((entry) => `<url><loc>${escapeXml(origin + entry.path)}</loc>${lastmod(entry.lastModified)}</url>`),
  );

export const sitemapIndex = (origin: string, files: SitemapEntry[]) =>
  document(
    'sitemapindex',
    files.map((file) => `<sitemap><loc>${escapeXml(origin + file.path)}</loc>${lastmod(file.lastModified)}</sitemap>`),
  );
