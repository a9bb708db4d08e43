import { describe, expect, it } from 'vitest';
import { unpairedSurrogateAt } from './unpaired-surrogates.ts';

describe('unpairedSurrogateAt', () => {
  it.each([
    [{ reason: 'bad \ud800 thing' }, 'reason'],
    [{ slots: [{ date: '2026-12-01' }, { note: 'x\udc00' }] }, 'slots.1.note'],
    [{ ['key\ud83d']: 1 }, 'key\ud83d'],
    ['\ud800', 'body'],
    [{ a: { b: ['ok', 'end \udbff'] } }, 'a.b.1'],
  ])('finds the lone surrogate in %j at %j', (value, path) => {
    expect(unpairedSurrogateAt(value)).toBe(path);
  });

  it.each([{ text: 'पत्र 😀 ₹45,000' }, { n: 1, flag: true, none: null, list: [] }, 'plain'])('passes well-formed text: %j', (value) => {
    expect(unpairedSurrogateAt(value)).toBeNull();
  });
});
