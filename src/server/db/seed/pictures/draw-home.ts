// Draws a home as a flat SVG illustration from a kind, a seed and a view. Listings of the demo
// data get these instead of photos: nothing is fetched from anywhere.
import { createContext, type Ctx } from './context.ts';
import { type Drawn } from './homes/drawn.ts';
import { commercial } from './homes/commercial.ts';
import { duplex, house } from './homes/houses.ts';
import { plot } from './homes/plot.ts';
import { apartment, penthouse, studio } from './homes/towers.ts';
import { villa } from './homes/villa.ts';
import { type Light } from './palettes.ts';
import { columnTree, hedge, palmTree, roundTree } from './plants.ts';
import { createRandom, type Random } from './random.ts';
import { drawRoom, type RoomView } from './rooms.ts';
import { drawBackdrop, drawGround, drawSky, drawStreet, GROUND, H, W } from './scene.ts';
import { car } from './parts.ts';
import { group, tag } from './svg.ts';

export const HOME_KINDS = ['apartment', 'villa', 'house', 'plot', 'commercial', 'penthouse', 'studio', 'duplex'] as const;
export type HomeKind = (typeof HOME_KINDS)[number];
export const LIGHTS = ['day', 'morning', 'dusk'] as const satisfies readonly Light[];
export type PictureView = Light | RoomView;
export type PictureSpec = { kind: HomeKind; seed: number; view: PictureView; mirror?: boolean };

type Builder = (ctx: Ctx, cx: number) => Drawn;
const BUILDERS: Record<HomeKind, Builder> = { apartment, villa, house, plot, commercial, penthouse, studio, duplex };
type TreeKind = 'round' | 'palm' | 'column';
const TREES: Record<HomeKind, readonly TreeKind[]> = {
  apartment: ['round', 'column', 'round'],
  villa: ['palm', 'round', 'palm'],
  house: ['round', 'column', 'palm'],
  plot: ['round', 'round', 'palm'],
  commercial: ['column', 'round'],
  penthouse: ['palm', 'round', 'column'],
  studio: ['round'],
  duplex: ['round', 'palm', 'column'],
};

/** Low homes are drawn closer, so the home, not the sky, fills the card. */
const ZOOM: Record<HomeKind, number> = { apartment: 1, villa: 1.3, house: 1.2, plot: 1.12, commercial: 1, penthouse: 1, studio: 1.08, duplex: 1.28 };

const HEDGED = new Set<HomeKind>(['apartment', 'penthouse', 'house', 'duplex', 'commercial']);

const isLight = (view: PictureView): view is Light => (LIGHTS as readonly string[]).includes(view);

export function drawHome(spec: PictureSpec): string {
  const { kind, seed, view } = spec;
  const body = isLight(view) ? drawExterior(kind, seed, view) : drawRoom(createRandom(seed), view);
  const content = spec.mirror ? group([body.svg], { transform: `translate(${W} 0) scale(-1 1)` }) : body.svg;
  return tag(
    'svg',
    { xmlns: 'http://www.w3.org/2000/svg', width: W, height: H, viewBox: `0 0 ${W} ${H}` },
    `<defs>${body.defs.join('')}</defs>${content}`,
  );
}

function drawExterior(kind: HomeKind, seed: number, light: Light): { svg: string; defs: string[] } {
  // One stream shapes the building (the same in every light), others the sky and lit windows.
  const ctx = createContext(createRandom(seed), createRandom(seed * 7 + 1 + LIGHTS.indexOf(light)), light);
  const sceneRng = createRandom(seed * 13 + 5 + LIGHTS.indexOf(light));
  const sky = drawSky(ctx, sceneRng);
  const backdrop = drawBackdrop(ctx, sceneRng, sky.horizon);
  const building = BUILDERS[kind](ctx, W / 2 + ctx.rng.between(-50, 50));
  const trees = drawTrees(ctx, kind, building);
  const parts = [sky.svg, backdrop, drawGround(ctx, kind === 'plot' ? null : building.door), trees.behind, building.svg];
  if (HEDGED.has(kind)) {
    parts.push(
      hedge(ctx, building.left - 10, building.door - 50, GROUND + 22, 28),
      hedge(ctx, building.door + 50, building.right + 10, GROUND + 22, 28),
    );
  }
  parts.push(trees.front, drawStreet(ctx));
  if (ctx.rng.chance(0.35)) parts.push(car(ctx, ctx.rng.between(40, W - 200), 884, 0.9));
  const zoom = ZOOM[kind];
  const transform = zoom === 1 ? undefined : `translate(${W / 2} ${H}) scale(${zoom}) translate(${-W / 2} ${-H})`;
  return { svg: group(parts, { transform }), defs: ctx.defs };
}

function tree(ctx: Ctx, kind: TreeKind, x: number, baseY: number, size: number) {
  if (kind === 'palm') return palmTree(ctx, x, baseY, size * 1.9);
  if (kind === 'column') return columnTree(ctx, x, baseY, size * 2);
  return roundTree(ctx, x, baseY, size);
}

/** Trees in the open ground either side of the building, and one or two in front of it. */
function drawTrees(ctx: Ctx, kind: HomeKind, building: Drawn): { behind: string; front: string } {
  const { rng } = ctx;
  const behind: string[] = [];
  const front: string[] = [];
  for (const [from, to] of [
    [0, building.left],
    [building.right, W],
  ] as const) {
    const room = to - from;
    if (room < 70) continue;
    const count = Math.min(3, Math.max(1, Math.floor(room / 110)));
    for (let i = 0; i < count; i++) {
      const x = from + (room / count) * (i + 0.5) + rng.between(-20, 20);
      behind.push(tree(ctx, rng.pick(TREES[kind]), x, GROUND + rng.between(4, 20), rng.between(110, 170)));
    }
  }
  const frontCount = rng.int(1, 2);
  for (let i = 0; i < frontCount; i++) {
    const x = rng.chance(0.5) ? rng.between(20, 200) : rng.between(W - 200, W - 20);
    front.push(tree(ctx, rng.pick(TREES[kind]), x, rng.between(780, 815), rng.between(150, 200)));
  }
  return { behind: group(behind), front: group(front) };
}

export type { Random };
