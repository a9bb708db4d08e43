// An open plot: levelled soil inside a wire fence, painted boundary stones at the corners, a
// for-sale board, an old tree on the land, and the neighbourhood's houses behind.
import { mix, shade } from '../colour.ts';
import { type Ctx } from '../context.ts';
import { ACCENTS, GREENS, LAWNS, PASTELS, ROOFS } from '../palettes.ts';
import { windowPane } from '../parts.ts';
import { roundTree } from '../plants.ts';
import { GROUND, W } from '../scene.ts';
import { group, line, path, polygon, rect } from '../svg.ts';
import { type Drawn } from './drawn.ts';

/** The plot is seen from a little higher than the homes are, so the land itself fills the view. */
const HORIZON = GROUND - 90;

function neighbours(ctx: Ctx): string {
  const { rng } = ctx;
  const parts: string[] = [];
  const base = HORIZON + 4;
  let x = rng.between(-40, 0);
  while (x < W) {
    const w = rng.between(80, 130);
    const h = rng.between(56, 120);
    const colour = ctx.tone(mix(rng.pick(PASTELS), '#d6dde2', 0.35));
    parts.push(rect(x, base - h, w, h + 2, { fill: colour }));
    if (rng.chance(0.4)) {
      parts.push(
        polygon(
          [
            [x - 8, base - h],
            [x + w + 8, base - h],
            [x + w / 2, base - h - 40],
          ],
          { fill: ctx.tone(mix(rng.pick(ROOFS), '#d6dde2', 0.3)) },
        ),
      );
    } else {
      parts.push(rect(x - 3, base - h - 8, w + 6, 8, { fill: shade(colour, 0.3) }));
    }
    for (let wy = base - h + 16; wy < base - 30; wy += 44) {
      for (let wx = x + 16; wx < x + w - 30; wx += 40) parts.push(windowPane(ctx, wx, wy, 20, 22, { mullions: 0, frame: shade(colour, 0.25) }));
    }
    x += w + rng.between(6, 40);
  }
  return group(parts);
}

export function plot(ctx: Ctx, cx: number): Drawn {
  const { rng } = ctx;
  const backY = HORIZON + 26;
  const frontY = GROUND + 104;
  const half = rng.between(300, 350);
  const flare = 140;
  const soil = ctx.tone(rng.pick(['#d2b07a', '#c9a46b', '#d8b98a', '#c49a6c']));
  const corners = [
    [cx - half, backY],
    [cx + half, backY],
    [cx + half + flare, frontY],
    [cx - half - flare, frontY],
  ] as const;
  const lawn = ctx.tone(LAWNS[ctx.light === 'dusk' ? 'day' : ctx.light]);
  const parts = [neighbours(ctx), rect(0, HORIZON, W, GROUND - HORIZON + 2, { fill: lawn }), rect(0, HORIZON, W, 8, { fill: shade(lawn, -0.08) })];
  parts.push(polygon(corners, { fill: soil }));
  for (let i = 0; i < 70; i++) {
    const t = rng.next();
    const y = backY + 6 + t * (frontY - backY - 12);
    const spread = half + flare * t - 20;
    const x = cx + rng.between(-spread, spread);
    parts.push(rect(x, y, rng.between(8, 22), 2.5, { fill: shade(soil, rng.chance(0.5) ? -0.1 : 0.12), rx: 1 }));
  }
  const grass = ctx.tone(rng.pick(GREENS));
  for (let i = 0; i < 26; i++) {
    const t = rng.next();
    const y = backY + 8 + t * (frontY - backY - 10);
    const spread = half + flare * t - 10;
    const x = cx + rng.between(-spread, spread);
    parts.push(
      path(`M ${x - 7} ${y} L ${x - 3} ${y - 12} L ${x} ${y} L ${x + 3} ${y - 14} L ${x + 5} ${y} L ${x + 9} ${y - 10} L ${x + 11} ${y} Z`, {
        fill: grass,
      }),
    );
  }
  if (rng.chance(0.7)) parts.push(roundTree(ctx, cx + rng.between(-half * 0.6, half * 0.6), backY + 30, rng.between(120, 160)));

  // Fence posts along the back and sides, with two strands of wire.
  const post = ctx.tone('#8a8478');
  const wire = ctx.tone('#5d5a55');
  const fenceLine = (from: readonly [number, number], to: readonly [number, number], posts: number) => {
    for (let i = 0; i <= posts; i++) {
      const px = from[0] + ((to[0] - from[0]) * i) / posts;
      const py = from[1] + ((to[1] - from[1]) * i) / posts;
      const h = 30 + ((py - backY) / (frontY - backY)) * 14;
      parts.push(rect(px - 2.5, py - h, 5, h, { fill: post }));
    }
    for (const lift of [0.45, 0.85]) {
      const rise = (y: number) => (30 + ((y - backY) / (frontY - backY)) * 14) * lift;
      parts.push(line(from[0], from[1] - rise(from[1]), to[0], to[1] - rise(to[1]), { stroke: wire, 'stroke-width': 1.5 }));
    }
  };
  fenceLine(corners[0], corners[1], 12);
  fenceLine(corners[0], corners[3], 3);
  fenceLine(corners[1], corners[2], 3);

  // Boundary stones, whitewashed with a red cap.
  for (const [sx, sy] of corners) {
    parts.push(
      rect(sx - 7, sy - 22, 14, 24, { fill: ctx.tone('#f4f1ea'), rx: 2 }),
      rect(sx - 7, sy - 22, 14, 7, { fill: ctx.tone('#c0392b'), rx: 2 }),
    );
  }

  // The for-sale board: two legs and a blank panel (no text, so no fonts are needed).
  const boardX = rng.chance(0.5) ? cx - half * 0.7 : cx + half * 0.4;
  const boardY = frontY - 30;
  const board = ctx.tone(rng.pick(ACCENTS));
  parts.push(rect(boardX + 14, boardY - 70, 6, 76, { fill: post }), rect(boardX + 120, boardY - 70, 6, 76, { fill: post }));
  parts.push(
    rect(boardX, boardY - 120, 140, 66, { fill: board, rx: 4 }),
    rect(boardX + 6, boardY - 114, 128, 54, { fill: 'none', stroke: '#ffffff', 'stroke-width': 2, rx: 3 }),
  );
  parts.push(
    rect(boardX + 18, boardY - 104, 104, 10, { fill: '#ffffff' }),
    rect(boardX + 18, boardY - 88, 76, 7, { fill: '#ffffff', opacity: 0.8 }),
    rect(boardX + 18, boardY - 76, 90, 7, { fill: '#ffffff', opacity: 0.8 }),
  );
  return { svg: group(parts), left: cx - half - flare, right: cx + half + flare, door: cx };
}
