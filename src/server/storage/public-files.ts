// Public pictures at /uploads/..., from whichever store holds them, so any instance serves a
// picture another one stored. With PUBLIC_ASSET_URL (the bucket's public URL or a CDN) the answer is
// a permanent redirect there: listings keep relative URLs, so the base can change without
// rewriting data, and browsers remember the redirect. Documents are never served here.
import type { FastifyInstance } from 'fastify';
import { keyOfPublicPath, type ObjectStore } from './object-store.ts';

const IMAGE_PATH = /^\/uploads\/images\/[0-9a-f]{32}(?:-thumb)?\.webp$/;

export async function publicFileRoutes(app: FastifyInstance, { store, publicAssetUrl }: { store: ObjectStore; publicAssetUrl?: string }) {
  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const [urlPath = ''] = request.url.split('?');
    const notFound = () => reply.status(404).send({ success: false, code: 'NOT_FOUND', message: `No route for GET ${urlPath}` });
    if (!IMAGE_PATH.test(urlPath)) return notFound();
    const key = keyOfPublicPath(urlPath);
    if (publicAssetUrl) return reply.header('Cache-Control', 'public, max-age=86400').redirect(`${publicAssetUrl}/${key}`, 301);
    const body = await store.stream(key);
    if (!body) return notFound();
    // Named by their content: a name never gets other bytes.
    return (
      reply
        .header('Content-Type', 'image/webp')
        .header('Cache-Control', 'public, max-age=604800, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        // Listing pictures are public: a page or app on another origin may show them (helmet's default is same-origin).
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .send(body)
    );
  });
}
