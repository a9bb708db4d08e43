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
