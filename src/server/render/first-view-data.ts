// The data of a server-rendered first view (src/web/entry-server.tsx): for each query, the API's own
// answer to the call the browser would make, made in-process (no network) through the same route,
// so it is exactly what the API gives (its validation, answer caches and serialiser) and stays so
// when a route changes. Pages are rendered for a visitor who is not signed in: no token is sent.
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { toPropertyCard, type TProperty, type TSearchResponse } from '#shared/contracts/property.ts';
import type { FirstViewSource, LoadFirstView } from '#web/entry-server.tsx';

/**
 * The API refused the call (a missing listing, a search with a bad filter): the page is left to the app,
 * which says why. Such a page is kept like any other; a failure (5xx) is not.
 */
export class RefusedCall extends Error {}

/**
 * A page's loader, and once the page is made, a check of whether the answers it gave are the same as
 * fresh calls give now. The check keeps a digest of the answers, not the answers (they are in the page).
 */
export type FirstViewLoader = { load: LoadFirstView; unchangedCheck: () => Promise<() => Promise<boolean>> };

/** Loads a page's data; one page asking twice for the same call (its head, then its view) makes it once. */
export function firstViewLoader(app: FastifyInstance): FirstViewLoader {
  const answers = new Map<string, { source: FirstViewSource; answer: Promise<unknown> }>();
  const load = (source: FirstViewSource) => {
    // JSON.stringify(undefined) is undefined, whatever its type says.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
    const key = `${source.method} ${source.path} ${JSON.stringify(source.body) ?? ''} ${source.answer}`;
    let made = answers.get(key);
    if (!made) answers.set(key, (made = { source, answer: call(app, source) }));
    return made.answer;
  };
  const unchangedCheck = async () => {
    const sources = [...answers.values()].map((made) => made.source);
    const madeFrom = await digest([...answers.values()].map((made) => made.answer));
    return async () => (await digest(sources.map((source) => call(app, source)))) === madeFrom;
  };
  return { load, unchangedCheck };
}

/** The answers, a refusal as its message, as one digest to compare; a failure (5xx) rejects. */
async function digest(answers: Promise<unknown>[]): Promise<string> {
  const outcome = async (answer: Promise<unknown>) => {
    try {
      return { data: await answer };
    } catch (error) {
      if (error instanceof RefusedCall) return { refused: error.message };
      throw error;
    }
  };
  return createHash('sha256')
    .update(JSON.stringify(await Promise.all(answers.map(outcome))))
    .digest('base64');
}

async function call(app: FastifyInstance, { method, path, body, answer }: FirstViewSource): Promise<unknown> {
  const response = await app.inject({ method, url: path, payload: body as object | undefined, headers: { accept: 'application/json' } });
  if (response.statusCode >= 500) throw new Error(`${method} ${path} answered ${response.statusCode}`);
  const answered = response.json() as { success?: boolean; data?: unknown };
  // Failures keep the envelope (success: false) also where a success has none (one property).
  if (response.statusCode !== 200 || answered.success === false) throw new RefusedCall(`${method} ${path} answered ${response.statusCode}`);
  if (answer === 'cards') {
    const page = answered as TSearchResponse;
    return { ...page, data: page.data.map(toPropertyCard) };
  }
  return answer === 'body' ? answered : answered.data;
}

/** A listing as the API answers a visitor, or undefined when it refuses (missing, withdrawn, hidden). */
export async function loadProperty(load: LoadFirstView, id: number): Promise<TProperty | undefined> {
  try {
    // The call the property page's first view makes (src/web/app/first-view.ts), so it is made once.
    return (await load({ method: 'GET', path: `/api/properties/${id}`, answer: 'body' })) as TProperty;
  } catch (error) {
    if (error instanceof RefusedCall) return undefined;
    throw error;
  }
}
