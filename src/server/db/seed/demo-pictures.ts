// Which drawn pictures each demo listing shows: an exterior of its kind, then two rooms (an office
// for office space; nothing more for a plot). The catalogue has hundreds of listings, so they share
// a limited set of drawings (63): drawing and encoding is the slow part of a fresh start.
import { LIGHTS, type HomeKind, type PictureSpec } from './pictures/draw-home.ts';
import { itemAt } from './item-at.ts';

/** Exterior drawings per kind, about in proportion to how many listings of the kind there are. */
const EXTERIORS: Record<HomeKind, number> = { apartment: 14, house: 6, villa: 6, plot: 4, commercial: 5, penthouse: 4, studio: 4, duplex: 5 };
const ROOM_VIEWS = ['living', 'bedroom', 'kitchen'] as const;
const ROOM_SEEDS = 4;
const OFFICE_SEEDS = 3;

/** `ordinal`: how many listings of this kind come before this one, so neighbours differ. */
export function demoPictureSpecs(kind: HomeKind, ordinal: number): PictureSpec[] {
  const variant = ordinal % EXTERIORS[kind];
  const exterior: PictureSpec = { kind, seed: 100 + variant, view: itemAt(LIGHTS, variant % LIGHTS.length), mirror: variant % 2 === 1 };
  if (kind === 'plot') return [exterior];
  if (kind === 'commercial') return [exterior, { kind, seed: 1 + (ordinal % OFFICE_SEEDS), view: 'office' }];
  const room = (k: number): PictureSpec => ({
    kind,
    seed: 1 + ((ordinal + k) % ROOM_SEEDS),
    view: itemAt(ROOM_VIEWS, (ordinal + k) % ROOM_VIEWS.length),
  });
  return [exterior, room(0), room(1)];
}

/** A drawing's identity (rooms look the same whatever the home's kind). */
export const pictureKey = (spec: PictureSpec) =>
  (LIGHTS as readonly string[]).includes(spec.view)
    ? `${spec.kind}:${spec.seed}:${spec.view}:${spec.mirror ? 1 : 0}`
    : `room:${spec.seed}:${spec.view}`;
