// Colour arithmetic on #rrggbb strings, enough to shade faces and tint a scene for dusk.
import { itemAt } from '../item-at.ts';

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const toHex = (values: number[]) =>
  `#${values
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** a at t = 0, b at t = 1. */
export function mix(a: string, b: string, t: number): string {
  const [ca, cb] = [channels(a), channels(b)];
  return toHex(ca.map((v, i) => v + (itemAt(cb, i) - v) * t));
}

/** Negative amounts darken towards black, positive ones lighten towards white. */
export const shade = (hex: string, amount: number) => (amount < 0 ? mix(hex, '#000000', -amount) : mix(hex, '#ffffff', amount));
