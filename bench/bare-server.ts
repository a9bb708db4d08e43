// The benchmark's ceiling: Fastify with no plugins and one JSON route answering what Gruha's
// trivial route answers (/api/health/live). Every scenario is also reported as a ratio to it,
// so what Gruha's own stack costs per request shows. Run by bench/server.ts.
//
// With HEADERS (a JSON object), every answer also carries those headers, set the cheapest way
// Fastify offers: the benchmark passes the security headers Gruha's trivial route sends, so a run
// shows what they cost alone, apart from the rest of Gruha's stack.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const headers = process.env.HEADERS ? (JSON.parse(process.env.HEADERS) as Record<string, string>) : null;
if (headers)
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
app.get('/api/health/live', async () => ({ success: true, data: { status: 'ok' } }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
