// What every part of a picture shares: the random stream, the light, shared gradients.
import { mix } from './colour.ts';
import { type Light } from './palettes.ts';
import { type Random } from './random.ts';
import { linearGradient } from './svg.ts';

export type Ctx = {
  rng: Random;
  light: Light;
  defs: string[];
  /** A surface colour as it looks in this light. */
  tone(hex: string): string;
  /** The fill of one window pane: glass by day, lit or dark rooms at dusk. */
  pane(): string;
  /** Glass of large fronts (offices, sliding doors). */
  glass: string;
};

const TINTS: Record<Light, readonly [string, number]> = { day: ['#ffffff', 0], morning: ['#ffc890', 0.1], dusk: ['#252a58', 0.5] };
const LIT = ['#ffd98a', '#ffcf73', '#ffe3a6', '#fbc96b'];

/** `paneRng` is separate so a building keeps its shape and colours whatever the light. */
export function createContext(rng: Random, paneRng: Random, light: Light): Ctx {
  const [tint, amount] = TINTS[light];
  const dusk = light === 'dusk';
  const defs = [
    linearGradient(
      'glass',
      dusk
        ? [
            [0, '#3d4a78'],
            [1, '#222b4a'],
          ]
        : [
            [0, '#d6edf7'],
            [0.55, '#9cc7de'],
            [1, '#7aaac6'],
          ],
      false,
    ),
    linearGradient(
      'glass2',
      dusk
        ? [
            [0, '#343f68'],
            [1, '#1d2542'],
          ]
        : [
            [0, '#c2e0ee'],
            [1, '#6f9dbb'],
          ],
      false,
    ),
    linearGradient(
      'front',
      dusk
        ? [
            [0, '#4a5a8a'],
            [1, '#2a3358'],
          ]
        : [
            [0, '#cde6f2'],
            [0.5, '#8fbdd6'],
            [1, '#5f8fb0'],
          ],
      false,
    ),
  ];
  return {
    rng,
    light,
    defs,
    tone: (hex) => (amount ? mix(hex, tint, amount) : hex),
    pane: () => (dusk ? (paneRng.chance(0.6) ? paneRng.pick(LIT) : '#2c3658') : paneRng.chance(0.25) ? 'url(#glass2)' : 'url(#glass)'),
    glass: 'url(#front)',
  };
}
