// The data of a server-rendered first view (src/web/entry-server.tsx): for each call, the answer
// first-view-calls.ts makes with the API route's own service, so it is what the API gives.
import { createHash } from 'node:crypto';
import type { TProperty } from '#shared/contracts/property.ts';
import type { FirstViewCall, LoadFirstView } from '#web/entry-server.tsx';
import { RefusedCall, type AnswerCall } from './first-view-calls.ts';

/**
 * A page's loader, and once the page is made, a check of whether the answers it gave are the same as
 * fresh calls give now. The check keeps a digest of the answers, not the answers (they are in the page).
 */
export type FirstViewLoader = { load: LoadFirstView; unchangedCheck: () => Promise<() => Promise<boolean>> };

/** Loads a page's data; one page asking twice for the same call (its head, then its view) makes it once. */
export function firstViewLoader(answer: AnswerCall): FirstViewLoader {
  const answers = new Map<string, { call: FirstViewCall; answer: Promise<unknown> }>();
  const load = (call: FirstViewCall) => {
    const key = JSON.stringify(call);
    let made = answers.get(key);
    if (!made) answers.set(key, (made = { call, answer: answer(call) }));
    return made.answer;
  };
  const unchangedCheck = async () => {
    const calls = [...answers.values()].map((made) => made.call);
    const madeFrom = await digest([...answers.values()].map((made) => made.answer));
    return async () => (await digest(calls.map(answer))) === madeFrom;
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

/** A listing as the API answers a visitor, or undefined when it refuses (missing, withdrawn, hidden). */
export async function loadProperty(load: LoadFirstView, id: number): Promise<TProperty | undefined> {
  try {
    // The call the property page's first view makes (src/web/app/first-view.ts), so it is made once.
    return (await load({ call: 'property', id })) as TProperty;
  } catch (error) {
    if (error instanceof RefusedCall) return undefined;
    throw error;
  }
}
