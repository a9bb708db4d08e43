// Shared reads: a caller never gets the answer of a read that began before it asked.
import { describe, expect, it } from 'vitest';
import { FreshRead } from './fresh-read.ts';

/** A source whose reads finish only when told to, each answering the value current when it began. */
function controlledSource() {
  let value = 0;
  const pending: (() => void)[] = [];
  let reads = 0;
  const load = () => {
    reads++;
    const seen = value;
    return new Promise<number>((resolve) => pending.push(() => resolve(seen)));
  };
  return {
    load,
    write: () => value++,
    finishNext: async () => {
      pending.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    },
    reads: () => reads,
  };
}

describe('FreshRead', () => {
  it('gives callers that arrive during a read the next read, one for all of them', async () => {
    const source = controlledSource();
    const shared = new FreshRead(source.load);
    const first = shared.read();
    source.write();
    const later = [shared.read(), shared.read(), shared.read()];
    await source.finishNext();
    expect(await first).toBe(0);
    await source.finishNext();
    expect(await Promise.all(later)).toEqual([1, 1, 1]);
    expect(source.reads()).toBe(2);
  });

  it('starts afresh once nothing is running, and recovers after a failed read', async () => {
    let calls = 0;
    const shared = new FreshRead(async () => {
      calls++;
      if (calls === 1) throw new Error('down');
      return calls;
    });
    await expect(shared.read()).rejects.toThrow('down');
    expect(await shared.read()).toBe(2);
    expect(await shared.read()).toBe(3);
  });
});
