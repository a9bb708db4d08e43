// A gate for work that costs memory: at most `capacity` units are held at once, taken first come
// first served (a big piece of work is never starved by small ones behind it). At most `maxWaiting`
// wait; one more is refused at once with a 503 and Retry-After, so a flood holds no memory.
import { AppError } from './app-error.ts';

export class ServerBusyError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('UNAVAILABLE', message);
  }
}

export type WorkGate = {
  /** Runs `work` once `weight` units are free (a weight above the capacity runs alone). */
  run<T>(weight: number, work: () => Promise<T>): Promise<T>;
  /** Units held and pieces of work waiting now. */
  load(): { used: number; waiting: number };
};

export function createWorkGate({ capacity, maxWaiting, busy }: { capacity: number; maxWaiting: number; busy: () => Error }): WorkGate {
  let used = 0;
  const queue: { weight: number; start: () => void }[] = [];
  const startWaiting = () => {
    for (let next = queue[0]; next && used + next.weight <= capacity; next = queue[0]) {
      queue.shift();
      used += next.weight;
      next.start();
    }
  };
  return {
    async run(weight, work) {
      const units = Math.min(Math.max(weight, 0), capacity);
      if (queue.length === 0 && used + units <= capacity) {
        used += units;
      } else {
        if (queue.length >= maxWaiting) throw busy();
        await new Promise<void>((start) => queue.push({ weight: units, start }));
      }
      try {
        return await work();
      } finally {
        used -= units;
        startWaiting();
      }
    },
    load: () => ({ used, waiting: queue.length }),
  };
}
