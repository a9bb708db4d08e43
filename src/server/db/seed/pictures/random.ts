// A small seeded generator (mulberry32): the same seed always draws the same picture, so seeding
// is reproducible and pictures stored by content hash are reused across runs.
import { itemAt } from '../item-at.ts';
export type Random = {
  next(): number;
  between(min: number, max: number): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
};

export function createRandom(seed: number): Random {
  // Scramble the seed first (murmur3's finaliser): nearby seeds would otherwise start alike.
  let state = seed ^ 0x9e3779b9;
  state = Math.imul(state ^ (state >>> 16), 0x85ebca6b);
  state = Math.imul(state ^ (state >>> 13), 0xc2b2ae35);
  state = (state ^ (state >>> 16)) >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor((max - min + 1) * next()),
    pick: (items) => itemAt(items, Math.floor(items.length * next())),
    chance: (probability) => next() < probability,
  };
}
