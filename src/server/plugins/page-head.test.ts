import { describe, expect, it } from 'vitest';
import { createPageTemplate, escapeHtml, jsonForScript, summarize } from './page-head.ts';

const template = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Gruha — the app" />
    <title>Gruha — Homes in Hyderabad</title>
    <script type="module" src="/assets/app.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('createPageTemplate', () => {
  const page = createPageTemplate(template);

  it("replaces the template's own title and description with the page's", () => {
    const html = page.render({ title: 'Villa in Gachibowli | Gruha', description: 'Four bedrooms' });
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<title>Villa in Gachibowli | Gruha</title>');
    expect(html).toContain('<meta name="description" content="Four bedrooms" />');
    expect(html).toContain('<script type="module" src="/assets/app.js"></script>');
    expect(html).toContain('<div id="root"></div>');
  });

  it('puts the tags inside the head', () => {
    const html = page.render({ title: 'T', description: 'D', url: 'https://gruha.example/property/1', imageUrl: 'https://gruha.example/a.webp' });
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    expect(head).toContain('<link rel="canonical" href="https://gruha.example/property/1" />');
    expect(head).toContain('<meta property="og:image" content="https://gruha.example/a.webp" />');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it('keeps the plain template for pages without a head of their own', () => {
    expect(page.plain).toBe(template);
  });

  it('adds further tags (preloads) at the end of the head, with or without a head of its own', () => {
    const preload = '<link rel="modulepreload" href="/assets/search.js" />';
    for (const html of [page.withTags([preload]), page.render({ title: 'T', description: 'D' }, [preload])]) {
      const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
      expect(head).toContain(preload);
      expect(html.match(/modulepreload/g)).toHaveLength(1);
    }
    expect(page.withTags([preload])).toContain('<title>Gruha — Homes in Hyderabad</title>');
    expect(page.withTags([])).toBe(template);
  });

  it('escapes text so a title cannot open a tag or end an attribute', () => {
    const html = page.render({ title: '"><script>alert(1)</script>', description: `it's <b>&</b>` });
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('<title>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).toContain('content="it&#39;s &lt;b&gt;&amp;&lt;/b&gt;"');
  });

  it('writes JSON-LD that cannot close its script element and reads back as the same data', () => {
    const data = { name: '</script><script>alert(1)</script><!--', note: 'a & b \u2028' };
    const html = page.render({ title: 'T', description: 'D', jsonLd: data });
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    expect(json).toBeDefined();
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json!)).toEqual(data);
  });

  it("puts the server's first view into the root and its data after it, as JSON that cannot close its element", () => {
    const state = { queries: [{ queryKey: ['properties', 1], data: { title: '</script><script>alert(1)</script>' } }] };
    const body = { html: '<main><h1>Villa</h1></main>', state, stateId: 'first-view-state' };
    for (const html of [page.render({ title: 'T', description: 'D' }, [], body), page.withTags([], body)]) {
      expect(html).toContain('<div id="root"><main><h1>Villa</h1></main></div>');
      expect(html).not.toContain('<div id="root"></div>');
      const json = /<script type="application\/json" id="first-view-state">(.*?)<\/script>/.exec(html)?.[1];
      expect(json).toBeDefined();
      expect(json).not.toMatch(/[<>&]/);
      expect(JSON.parse(json!)).toEqual(state);
      expect(html.indexOf('first-view-state')).toBeGreaterThan(html.indexOf('<div id="root">'));
    }
  });

  it('keeps a first view with a $ pattern as it is (no replacement patterns)', () => {
    const html = page.withTags([], { html: "<p>$& $' $1</p>", state: null, stateId: 's' });
    expect(html).toContain('<div id="root"><p>$& $\' $1</p></div>');
  });

  it('marks pages that do not exist as noindex', () => {
    expect(page.render({ title: 'T', description: 'D', isNoindex: true })).toContain('<meta name="robots" content="noindex" />');
    expect(page.render({ title: 'T', description: 'D' })).not.toContain('noindex');
  });
});

describe('helpers', () => {
  it('escapeHtml escapes the five HTML special characters', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;');
  });

  it('jsonForScript keeps JSON valid', () => {
    expect(JSON.parse(jsonForScript({ a: '<>&' }))).toEqual({ a: '<>&' });
  });

  it('summarize cuts long text at a word and keeps short text whole', () => {
    expect(summarize('  short   text ')).toBe('short text');
    const long = 'word '.repeat(60);
    const cut = summarize(long, 40);
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(cut).toMatch(/word…$/);
  });
});
