// The API routes an app has registered, read from Fastify's own route tree (printRoutes), as
// "METHOD /path/:param". HEAD twins of GET routes (Fastify adds them), the OpenAPI pages under
// /api/docs and the web app's static and page routes are left out.
import type { FastifyInstance } from 'fastify';

const LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/;

export function registeredApiRoutes(app: FastifyInstance): string[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    const [, indent, segment, methods] = match;
    const depth = indent!.length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + segment;
    stack.push(path);
    if (!methods || !path.startsWith('/api/') || path === '/api/docs' || path.startsWith('/api/docs/')) continue;
    for (const method of methods.split(', ')) if (method !== 'HEAD') routes.push(`${method} ${path}`);
  }
  return routes;
}

/** The routes whose 200 answers carried a list (`data` an array) among the answers given. */
export function listRoutesAnswered(answers: { route: string; status: number; body: string }[]): string[] {
  const lists = new Set<string>();
  for (const { route, status, body } of answers) {
    if (status !== 200) continue;
    try {
      if (Array.isArray(JSON.parse(body).data)) lists.add(route);
    } catch {
      // not JSON: not a list
    }
  }
  return [...lists].sort();
}
