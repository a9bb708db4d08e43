// The benchmark's ceiling: Fastify with no plugins and one JSON route answering what Gruha's
// trivial route answers (/api/health/live). Every scenario is also reported as a ratio to it
// (issue 18), so what Gruha's own stack costs per request shows. Run by bench/server.ts.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/api/health/live', async () => ({ success: true, data: { status: 'ok' } }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
