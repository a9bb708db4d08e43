// A clock a test moves: it runs on from wherever it was set, as the system clock does, so a test can
// step past midnight in India or past an expiry and read the answer again without writing anything.
import type { Clock } from '#server/time/clock.ts';

export type MovableClock = Clock & {
  /** From now on the clock reads `instant`, and runs on from there. */
  moveTo(instant: Date | string): void;
  /** Moves the clock on by `ms` milliseconds. */
  advance(ms: number): void;
};

export function movableClock(): MovableClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    moveTo(instant) {
      offset = new Date(instant).getTime() - Date.now();
    },
    advance(ms) {
      offset += ms;
    },
  };
}
