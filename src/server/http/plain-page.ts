// The small pages a link in an email opens (unsubscribe, a listing's one-click answers): plain HTML
// from the server, readable without the app's script.
import type { FastifyReply } from 'fastify';

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function plainPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escapeHtml(title)} · Gruha</title>
<style>body{font-family:system-ui,Arial,sans-serif;background:#f5f6f8;color:#1a1a1a;margin:0;padding:48px 16px}main{max-width:480px;margin:0 auto;background:#fff;border-radius:8px;padding:32px}
button{background:#0b5cad;color:#fff;border:0;border-radius:6px;padding:12px 20px;font-size:16px;cursor:pointer}button:focus-visible{outline:3px solid #f0a500;outline-offset:2px}a{color:#0b5cad}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}<p><a href="/">Go to Gruha</a></p></main></body></html>`;
}

/**
 * For a page whose form posts back to this site. Under the site-wide no-referrer policy a browser posts
 * a form with 'Origin: null', which the origin check refuses (http/origin-check.ts); same-origin lets it
 * send the site's own origin, and still sends no referrer to any other site.
 */
export function letFormSendOwnOrigin(reply: FastifyReply): void {
  reply.header('Referrer-Policy', 'same-origin');
}
