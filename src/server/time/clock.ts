// What time it is, for every answer that depends on it. Production reads the system's clock; a test
// gives the app a clock it can move, so an answer that changes at midnight in India or when a link
// expires is read again with no write in between. Code that decides by the time takes it from here
// (or as an argument), never from Date.now() or the database's now().
import type { FastifyInstance } from 'fastify';
import { indiaDateOf } from '../../shared/india-date.ts';

export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** Today in India by this clock, as YYYY-MM-DD. */
export function todayBy(clock: Clock): string {
  return indiaDateOf(clock.now());
}

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

export function decorateClock(app: FastifyInstance, clock: Clock): void {
  app.decorate('clock', clock);
}
