// One byte budget for every answer an app keeps as bytes: search pages, listings, deal lists, inboxes,
// tenancy pages, My homes, receipts, rendered pages. Each cache has a budget of its own, sized for
// what its answers are worth, but those add up to more than the server may hold beside everything
// else it needs (its peak memory budget, docs/performance.md). So every kept answer also counts here,
// and once they pass the total the answer not used for longest goes, whichever cache keeps it: a cache
// whose answers are asked for keeps them, one nobody reads gives up its room.
import type { FastifyInstance } from 'fastify';
import { leastUsed, nextStamp, type Placed, type UseStamp } from './use-stamps.ts';

/**
 * What every kept answer may hold in all, bytes and compressed copies: the caches' own budgets add up
 * to 112 MB, which with the rest of the server would pass its budget; the benchmark's load keeps
 * about 20 MB, so every answer it repeats stays.
 */
export const KEPT_ANSWERS_MAX = 48 * 1024 * 1024;

/** An answer counted against the total: its bytes, and how its cache forgets it. */
type Counted = { bytes: number; forget: () => void } & Placed;

export class KeptBytes {
  /** In the order the answers were counted (use-stamps.ts): each cache marks its answers' uses. */
  private readonly byUse = new Map<UseStamp, Counted>();
  private total = 0;

  constructor(readonly max: number) {}

  /** The bytes of every answer counted now. */
  get bytes(): number {
    return this.total;
  }

  /**
   * Counts `answer` (again, at `bytes` now), then has the caches forget answers not used for longest
   * until the total holds; the answer just counted always stays.
   */
  count(answer: UseStamp, bytes: number, forget: () => void): void {
    this.release(answer);
    this.byUse.set(answer, { bytes, forget, placedAt: nextStamp() });
    this.total += bytes;
    while (this.total > this.max) {
      const unused = leastUsed(this.byUse, (kept) => kept.usedAt, answer);
      const counted = unused && this.byUse.get(unused);
      if (!unused || !counted) return;
      this.release(unused);
      counted.forget();
    }
  }

  /** Stops counting an answer its cache forgot or replaced. */
  release(answer: UseStamp): void {
    const counted = this.byUse.get(answer);
    if (!counted) return;
    this.byUse.delete(answer);
    this.total -= counted.bytes;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What this app's kept answers may hold in all. */
    keptBytes: KeptBytes;
  }
}

export function decorateKeptBytes(app: FastifyInstance, max: number): void {
  app.decorate('keptBytes', new KeptBytes(max));
}
