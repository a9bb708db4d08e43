// Villas: a modern one of white boxes, glass, timber and stone, or a classic one under a tiled
// hip roof with arches; both behind a compound wall or beside a pool.
import { shade } from '../colour.ts';
import { type Ctx } from '../context.ts';
import { DARK, PASTELS, ROOFS, TRIM, WOODS } from '../palettes.ts';
import { compoundWall, groundShadow, railing } from '../parts.ts';
import { pottedPlant } from '../plants.ts';
import { GROUND, KERB } from '../scene.ts';
import { group, path, polygon, rect } from '../svg.ts';
import { type Drawn } from './drawn.ts';

function timber(ctx: Ctx, x: number, y: number, w: number, h: number): string {
  const wood = ctx.tone(ctx.rng.pick(WOODS));
  const parts = [rect(x, y, w, h, { fill: wood })];
  for (let sx = x + 8; sx < x + w; sx += 10) parts.push(rect(sx, y, 2, h, { fill: shade(wood, -0.15) }));
  return group(parts);
}

function stone(ctx: Ctx, x: number, y: number, w: number, h: number): string {
  const base = ctx.tone(ctx.rng.pick(['#b9b2a6', '#a9a49c', '#c4b8a4']));
  const parts = [rect(x, y, w, h, { fill: base })];
  for (let row = 0, sy = y; sy < y + h; row++, sy += 18) {
    for (let sx = x + (row % 2) * 14 - 14; sx < x + w; sx += 30) {
      const left = Math.max(x, sx);
      parts.push(rect(left + 2, sy + 2, Math.min(sx + 28, x + w) - left - 3, 14, { fill: shade(base, ctx.rng.between(-0.1, 0.1)), rx: 2 }));
    }
  }
  return group(parts);
}

function pool(ctx: Ctx, x: number, y: number, w: number): string {
  const water = ctx.light === 'dusk' ? '#3f6fa0' : '#5fc3e0';
  return group([
    polygon(
      [
        [x, y],
        [x + w, y],
        [x + w + 40, y + 46],
        [x - 40, y + 46],
      ],
      { fill: ctx.tone('#e9e4da') },
    ),
    polygon(
      [
        [x + 10, y + 6],
        [x + w - 10, y + 6],
        [x + w + 24, y + 40],
        [x - 24, y + 40],
      ],
      { fill: water },
    ),
    path(`M ${x + 30} ${y + 20} l 40 0 M ${x + w * 0.5} ${y + 28} l 60 0 M ${x + w * 0.3} ${y + 34} l 30 0`, {
      stroke: '#ffffff',
      'stroke-width': 3,
      opacity: 0.6,
      'stroke-linecap': 'round',
    }),
  ]);
}

function modernVilla(ctx: Ctx, cx: number, parts: string[]): { left: number; right: number; door: number } {
  const { rng } = ctx;
  const width = rng.int(52, 60) * 10;
  const x = cx - width / 2;
  const gfH = 140;
  const ffH = 126;
  const white = ctx.tone(rng.pick(['#f7f5f0', '#f2efe8', '#ece9e3', '#eef0ee']));
  const trim = ctx.tone(TRIM);
  const frame = ctx.tone(DARK);
  const upperLeft = rng.chance(0.5);
  const fw = width * 0.6;
  const fx = upperLeft ? x + 20 : x + width - fw - 20;
  const gfTop = GROUND - gfH;
  const top = gfTop - ffH;
  parts.push(groundShadow(x, x + width, GROUND));

  parts.push(rect(x, gfTop, width, gfH, { fill: white }));
  // Ground floor: a stone wall, a timber-clad entrance and wide sliding glass.
  const stoneW = width * 0.2;
  const stoneX = upperLeft ? x + width - stoneW : x;
  parts.push(stone(ctx, stoneX, gfTop, stoneW, gfH));
  const entryX = upperLeft ? x + width * 0.56 : x + width * 0.24;
  parts.push(timber(ctx, entryX, gfTop + 10, 86, gfH - 10));
  parts.push(rect(entryX + 22, GROUND - 100, 42, 100, { fill: shade(ctx.tone('#5a3d28'), 0) }));
  const glassX = upperLeft ? x + 18 : x + width * 0.46;
  const glassW = width * 0.34;
  parts.push(rect(glassX, gfTop + 24, glassW, gfH - 24, { fill: ctx.glass }));
  for (let i = 0; i <= 4; i++) parts.push(rect(glassX + (glassW / 4) * i - 2, gfTop + 24, 4, gfH - 24, { fill: frame }));
  parts.push(rect(glassX, gfTop + 22, glassW, 4, { fill: frame }));
  if (ctx.light === 'dusk') parts.push(rect(glassX + 4, gfTop + 30, glassW - 8, gfH - 32, { fill: '#ffd98a', opacity: 0.5 }));

  // First floor: a white box with a ribbon window and timber panel; the rest of the roof a terrace.
  parts.push(rect(fx, top, fw, ffH, { fill: white }));
  parts.push(timber(ctx, upperLeft ? fx + fw - 90 : fx, top, 90, ffH));
  const ribbonX = upperLeft ? fx + 24 : fx + 112;
  const ribbonW = fw - 136;
  parts.push(rect(ribbonX, top + 30, ribbonW, 62, { fill: ctx.glass }));
  for (let i = 0; i <= 5; i++) parts.push(rect(ribbonX + (ribbonW / 5) * i - 2, top + 30, 4, 62, { fill: frame }));
  if (ctx.light === 'dusk') {
    for (let i = 0; i < 5; i++)
      if (rng.chance(0.6)) parts.push(rect(ribbonX + (ribbonW / 5) * i + 3, top + 34, ribbonW / 5 - 6, 54, { fill: '#ffd98a', opacity: 0.6 }));
  }
  parts.push(rect(fx - 26, top - 14, fw + 52, 14, { fill: trim }), rect(fx - 20, top, fw + 40, 5, { fill: '#000', opacity: 0.12 }));
  parts.push(rect(x - 18, gfTop - 12, width + 36, 12, { fill: trim }), rect(x - 14, gfTop, width + 28, 5, { fill: '#000', opacity: 0.12 }));
  const terraceX = upperLeft ? fx + fw + 26 : x - 10;
  const terraceW = upperLeft ? x + width + 10 - terraceX : fx - 26 - terraceX;
  parts.push(railing(ctx, terraceX, gfTop - 40, terraceW, 28, true));
  parts.push(pottedPlant(ctx, terraceX + terraceW / 2, gfTop - 12, 34));
  return { left: x, right: x + width, door: entryX + 43 };
}

function classicVilla(ctx: Ctx, cx: number, parts: string[]): { left: number; right: number; door: number } {
  const { rng } = ctx;
  const width = rng.int(48, 54) * 10;
  const x = cx - width / 2;
  const floorH = 130;
  const top = GROUND - 2 * floorH;
  const wall = ctx.tone(rng.pick(['#f3e6cf', '#efe0c6', ...PASTELS.slice(0, 3)]));
  const trim = ctx.tone(TRIM);
  const tiles = ctx.tone(rng.pick(ROOFS));
  parts.push(groundShadow(x, x + width, GROUND), rect(x, top, width, GROUND - top, { fill: wall }));
  parts.push(
    polygon(
      [
        [x - 34, top + 6],
        [x + width + 34, top + 6],
        [x + width - 70, top - 96],
        [x + 70, top - 96],
      ],
      { fill: tiles },
    ),
  );
  for (let ty = top - 82; ty < top + 6; ty += 13) parts.push(rect(x - 10, ty, width + 20, 2, { fill: shade(tiles, -0.14) }));
  parts.push(rect(x - 34, top + 2, width + 68, 9, { fill: shade(tiles, -0.25) }));
  parts.push(rect(x - 8, GROUND - floorH - 6, width + 16, 12, { fill: trim }));
  // Arched windows on both floors, a portico with columns and a balcony over it.
  const count = 4;
  const bay = width / count;
  for (let i = 0; i < count; i++) {
    const wx = x + bay * i + bay * 0.26;
    const ww = bay * 0.48;
    for (const base of [GROUND - 30, GROUND - floorH - 30]) {
      if (base === GROUND - 30 && (i === 1 || i === 2)) continue;
      const h = 74;
      parts.push(
        path(
          `M ${wx - 4} ${base} L ${wx - 4} ${base - h} A ${ww / 2 + 4} ${ww / 2 + 4} 0 0 1 ${wx + ww + 4} ${base - h} L ${wx + ww + 4} ${base} Z`,
          { fill: trim },
        ),
      );
      parts.push(
        path(`M ${wx} ${base} L ${wx} ${base - h} A ${ww / 2} ${ww / 2} 0 0 1 ${wx + ww} ${base - h} L ${wx + ww} ${base} Z`, { fill: ctx.pane() }),
      );
      parts.push(rect(wx + ww / 2 - 1.5, base - h - ww / 2, 3, h + ww / 2, { fill: trim }));
    }
  }
  const porchX = x + bay;
  const porchW = bay * 2;
  parts.push(rect(porchX + porchW / 2 - 30, GROUND - 104, 60, 104, { fill: ctx.tone(rng.pick(WOODS)) }));
  for (const px of [porchX + 6, porchX + porchW - 22]) parts.push(rect(px, GROUND - floorH + 6, 16, floorH - 6, { fill: trim }));
  parts.push(rect(porchX - 6, GROUND - floorH - 6, porchW + 12, 16, { fill: trim }));
  const balusters: string[] = [rect(porchX, GROUND - floorH - 40, porchW, 6, { fill: trim })];
  for (let bx = porchX + 6; bx < porchX + porchW - 6; bx += 14) balusters.push(rect(bx, GROUND - floorH - 34, 7, 28, { fill: trim, rx: 3 }));
  parts.push(...balusters, rect(x - 6, GROUND - 14, width + 12, 14, { fill: shade(wall, -0.2) }));
  return { left: x, right: x + width, door: porchX + porchW / 2 };
}

export function villa(ctx: Ctx, cx: number): Drawn {
  const parts: string[] = [];
  const span = ctx.rng.chance(0.6) ? modernVilla(ctx, cx, parts) : classicVilla(ctx, cx, parts);
  if (ctx.rng.chance(0.55)) {
    parts.push(compoundWall(ctx, -20, 1220, KERB - 22, span.door, 96, ctx.rng.pick(['#e9e4da', '#d8d2c8', '#c9b79c'])));
  } else {
    const poolW = 260;
    const poolX = span.door > cx ? span.left + 20 : span.right - poolW - 20;
    parts.push(pool(ctx, poolX, GROUND + 40, poolW));
  }
  return { svg: group(parts), ...span };
}
