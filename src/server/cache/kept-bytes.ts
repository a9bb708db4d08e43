// One byte budget for every answer an app keeps as bytes: search pages, listings, deal lists, inboxes,
// tenancy pages, My homes, receipts, rendered pages. Each cache has a budget of its own, sized for
// what its answers are worth, but those add up to more than the server may hold beside everything
// else it needs (its peak memory budget, docs/performance.md). So every kept answer also counts here,
// and once they pass the total the answer used longest ago goes, whichever cache keeps it: a cache
// whose answers are asked for keeps them, one nobody reads gives up its room.
import type { FastifyInstance } from 'fastify';

/**
 * What every kept answer may hold in all, bytes and compressed copies: the caches' own budgets add up
 * to 112 MB, which with the rest of the server would pass its budget; the benchmark's load keeps
 * about 20 MB, so every answer it repeats stays.
 */
export const KEPT_ANSWERS_MAX = 48 * 1024 * 1024;

/** An answer counted against the total: its bytes, and how its cache forgets it. */
type Counted = { bytes: number; forget: () => void };

export class KeptBytes {
  /** Oldest use first: an answer used is moved to the end. */
  private readonly byUse = new Map<object, Counted>();
  private total = 0;

  constructor(readonly max: number) {}

  /** The bytes of every answer counted now. */
  get bytes(): number {
    return this.total;
  }

  /**
   * Counts `answer` (again, at `bytes` now) as just used, then has the caches forget the answers used
   * longest ago until the total holds; the answer just counted always stays.
   */
  count(answer: object, bytes: number, forget: () => void): void {
    this.release(answer);
    this.byUse.set(answer, { bytes, forget });
    this.total += bytes;
    while (this.total > this.max && this.byUse.size > 1) {
      const oldest = this.byUse.entries().next();
      if (oldest.done) return;
      const [key, counted] = oldest.value;
      this.release(key);
      counted.forget();
    }
  }

  /** Marks an answer as just used: the last to go. */
  use(answer: object): void {
    const counted = this.byUse.get(answer);
    if (!counted) return;
    this.byUse.delete(answer);
    this.byUse.set(answer, counted);
  }

  /** Stops counting an answer its cache forgot or replaced. */
  release(answer: object): void {
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
