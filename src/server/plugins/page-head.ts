// Puts a page's own title, description, Open Graph tags and JSON-LD into the built index.html, so
// search engines and link previews read them before any script runs. Everything is escaped: text
// for HTML, JSON-LD so that nothing in it can close the <script> element.
export type PageHead = {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url?: string;
  /** Absolute URL of a picture for link previews. */
  imageUrl?: string;
  jsonLd?: unknown;
  /** For pages that do not exist: keep them out of search results. */
  isNoindex?: boolean;
};

const htmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => htmlEntities[c] ?? c);

/** JSON for a <script> element: '<', '>' and '&' as \u escapes, so '</script>' or '<!--' cannot appear. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

function headTags(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.isNoindex ? meta('name', 'robots', 'noindex') : '',
    head.url ? `<link rel="canonical" href="${escapeHtml(head.url)}" />` : '',
    meta('property', 'og:site_name', 'Gruha'),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', 'en_IN'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    head.url ? meta('property', 'og:url', head.url) : '',
    head.imageUrl ? meta('property', 'og:image', head.imageUrl) : '',
    meta('name', 'twitter:card', head.imageUrl ? 'summary_large_image' : 'summary'),
    head.jsonLd ? `<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>` : '',
  ];
  return tagLines(tags.filter(Boolean));
}

export type PageTemplate = {
  plain: string;
  /**
   * The page with its own head, plus any further tags (preloads) at the end of the head, and
   * optionally the app's first view rendered by the server in place of the empty root element.
   */
  render(head: PageHead, extraTags?: string[], body?: PageBody): string;
  /** The page with the template's own title and description, plus further tags and an optional first view. */
  withTags(extraTags: string[], body?: PageBody): string;
};

/** The server's rendering of the app (HTML) and the data it was rendered with, for the browser to hydrate. */
export type PageBody = { html: string; state: unknown; stateId: string };

const tagLines = (tags: string[]) => tags.map((tag) => `    ${tag}\n`).join('');

const ROOT = /<div id="root"><\/div>/i;

/** The root filled with the first view, followed by its data as a JSON data block (not code: the CSP allows it). */
const withBody = (html: string, body?: PageBody) =>
  body
    ? html.replace(
        ROOT,
        () =>
          `<div id="root">${body.html}</div>\n    <script type="application/json" id="${escapeHtml(body.stateId)}">${jsonForScript(body.state)}</script>`,
      )
    : html;

/** Splits the template once; each page then costs one string join. */
export function createPageTemplate(html: string): PageTemplate {
  const plainAt = html.search(/<\/head>/i);
  const withTags = (extraTags: string[], body?: PageBody) =>
    withBody(
      plainAt < 0 || extraTags.length === 0 ? html : `${html.slice(0, plainAt).replace(/\s*$/, '\n')}${tagLines(extraTags)}  ${html.slice(plainAt)}`,
      body,
    );
  const withoutOwnHead = html.replace(/<title>[\s\S]*?<\/title>\s*/i, '').replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '');
  const at = withoutOwnHead.search(/<\/head>/i);
  if (at < 0) return { plain: html, render: (_head, _tags, body) => withBody(html, body), withTags };
  const before = withoutOwnHead.slice(0, at).replace(/\s*$/, '\n');
  const after = withoutOwnHead.slice(at);
  return {
    plain: html,
    render: (head, extraTags = [], body) => `${before}${headTags(head)}${tagLines(extraTags)}  ${withBody(after, body)}`,
    withTags,
  };
}

/** Cuts text at a word boundary for a meta description. */
export function summarize(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}
