import { describe, expect, it } from 'vitest';
import { createWorkGate, ServerBusyError } from './work-gate.ts';

const busy = () => new ServerBusyError('busy', 5);

/** Work that ends when the test says. */
function pending() {
  let finish = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { done, finish };
}

describe('a gate for work that costs memory', () => {
  it('runs work side by side up to its capacity, first come first served, and refuses past its queue', async () => {
    const gate = createWorkGate({ capacity: 100, maxWaiting: 2, busy });
    const started: string[] = [];
    const run = (name: string, weight: number, work: { done: Promise<void> }) =>
      gate.run(weight, async () => {
        started.push(name);
        await work.done;
        return name;
      });
    const [a, b, c, d] = [pending(), pending(), pending(), pending()];
    const first = run('a', 60, a);
    const second = run('b', 30, b);
    // c needs more than is free and waits; d would fit, but does not overtake c.
    const third = run('c', 50, c);
    const fourth = run('d', 10, d);
    await expect(run('e', 1, pending())).rejects.toThrow(ServerBusyError);
    await Promise.resolve();
    expect(started).toEqual(['a', 'b']);
    expect(gate.load()).toEqual({ used: 90, waiting: 2 });

    a.finish();
    await first;
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    b.finish();
    c.finish();
    d.finish();
    expect(await Promise.all([second, third, fourth])).toEqual(['b', 'c', 'd']);
    expect(gate.load()).toEqual({ used: 0, waiting: 0 });
  });

  it('runs work heavier than its capacity alone, and frees its share when the work fails', async () => {
    const gate = createWorkGate({ capacity: 100, maxWaiting: 10, busy });
    await expect(gate.run(500, () => Promise.reject(new Error('bad picture')))).rejects.toThrow('bad picture');
    expect(gate.load()).toEqual({ used: 0, waiting: 0 });
    expect(await gate.run(500, async () => 'alone')).toBe('alone');
  });
});
