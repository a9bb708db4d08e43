// Commercial buildings: a glass office block with a stone core, or a shopping arcade of
// shopfronts under coloured sign bands.
import { shade } from '../colour.ts';
import { type Ctx } from '../context.ts';
import { ACCENTS, DARK, TRIM } from '../palettes.ts';
import { groundShadow, windowPane } from '../parts.ts';
import { GROUND } from '../scene.ts';
import { group, polygon, rect } from '../svg.ts';
import { type Drawn } from './drawn.ts';

const STONES = ['#d8d2c8', '#c9ccd1', '#e3ddd2', '#b9a48c', '#a7adb4'] as const;

function signBoard(ctx: Ctx, x: number, y: number, w: number, h: number, colour: string): string {
  const parts = [rect(x, y, w, h, { fill: ctx.tone(colour), rx: 3 })];
  const ink = ctx.light === 'dusk' ? '#fff3c8' : '#ffffff';
  parts.push(rect(x + h * 0.3, y + h * 0.25, h * 0.5, h * 0.5, { fill: ink, rx: h * 0.12 }));
  parts.push(
    rect(x + h, y + h * 0.3, w * 0.5, h * 0.16, { fill: ink, opacity: 0.9 }),
    rect(x + h, y + h * 0.56, w * 0.32, h * 0.12, { fill: ink, opacity: 0.7 }),
  );
  return group(parts);
}

function office(ctx: Ctx, cx: number): Drawn {
  const { rng } = ctx;
  const width = rng.int(44, 52) * 10;
  const sideW = Math.round(width * 0.22);
  const x = cx - (width + sideW) / 2;
  const floors = rng.int(7, 10);
  const floorH = 50;
  const lobbyH = 72;
  const top = GROUND - lobbyH - floors * floorH;
  const stone = ctx.tone(rng.pick(STONES));
  const steel = ctx.tone('#45525f');
  const parts = [groundShadow(x, x + width + sideW, GROUND)];

  const coreW = width * 0.24;
  const coreLeft = rng.chance(0.5);
  const coreX = coreLeft ? x : x + width - coreW;
  const glassX = coreLeft ? x + coreW : x;
  const glassW = width - coreW;
  const glassH = floors * floorH;
  parts.push(rect(glassX, top, glassW, glassH, { fill: ctx.glass }));
  parts.push(rect(x + width, top, sideW, glassH, { fill: 'url(#glass2)' }), rect(x + width, top, sideW, glassH, { fill: '#000', opacity: 0.18 }));
  for (let f = 0; f < floors; f++) {
    const y = top + f * floorH;
    if (ctx.light === 'dusk' && rng.chance(0.55)) parts.push(rect(glassX + 2, y + 4, glassW - 4, floorH - 12, { fill: '#ffe0a0', opacity: 0.5 }));
    parts.push(rect(glassX, y + floorH - 9, glassW, 9, { fill: steel }), rect(x + width, y + floorH - 9, sideW, 9, { fill: shade(steel, -0.2) }));
  }
  for (let mx = glassX; mx <= glassX + glassW; mx += glassW / Math.round(glassW / 40))
    parts.push(rect(mx - 1, top, 2, glassH, { fill: '#eef4f7', opacity: 0.55 }));
  for (let mx = x + width + sideW / 3; mx < x + width + sideW; mx += sideW / 3)
    parts.push(rect(mx - 1, top, 2, glassH, { fill: '#eef4f7', opacity: 0.3 }));
  if (ctx.light !== 'dusk') {
    parts.push(
      polygon(
        [
          [glassX, top + glassH * 0.55],
          [glassX + glassW * 0.55, top],
          [glassX + glassW * 0.78, top],
          [glassX, top + glassH * 0.9],
        ],
        { fill: '#ffffff', opacity: 0.16 },
      ),
    );
  }
  // The stone core with slot windows and the company sign on top.
  parts.push(rect(coreX, top - 40, coreW, glassH + 40, { fill: stone }));
  for (let y = top + 14; y < top + glassH - 20; y += floorH)
    parts.push(rect(coreX + coreW / 2 - 6, y, 12, floorH - 24, { fill: shade(stone, -0.3) }));
  parts.push(signBoard(ctx, coreX + 8, top - 34, coreW - 16, 26, rng.pick(ACCENTS)));
  parts.push(rect(x - 6, top - 8, width + sideW + 6, 8, { fill: ctx.tone(shade(TRIM, -0.1)) }));

  // A double-height glass lobby under a deep canopy.
  const lobbyTop = GROUND - lobbyH;
  parts.push(rect(x, lobbyTop, width + sideW, lobbyH, { fill: ctx.tone('#3c4450') }));
  parts.push(
    windowPane(ctx, x + 20, lobbyTop + 16, width - 40, lobbyH - 16, {
      mullions: 5,
      frame: ctx.tone(DARK),
      fill: ctx.light === 'dusk' ? '#ffe2a6' : ctx.glass,
    }),
  );
  for (let px = x; px <= x + width; px += width / 3) parts.push(rect(Math.min(px, x + width - 16), lobbyTop, 16, lobbyH, { fill: stone }));
  const doorX = x + width / 2;
  parts.push(
    rect(doorX - 90, lobbyTop + 4, 180, 12, { fill: ctx.tone(TRIM) }),
    rect(doorX - 86, lobbyTop + 16, 172, 4, { fill: '#000', opacity: 0.15 }),
  );
  return { svg: group(parts), left: x, right: x + width + sideW, door: doorX };
}

function arcade(ctx: Ctx, cx: number): Drawn {
  const { rng } = ctx;
  const width = rng.int(56, 64) * 10;
  const x = cx - width / 2;
  const floors = rng.int(3, 4);
  const floorH = 96;
  const top = GROUND - floors * floorH;
  const wall = ctx.tone(rng.pick(STONES));
  const parts = [groundShadow(x, x + width, GROUND), rect(x, top, width, GROUND - top, { fill: wall })];
  const shops = 4;
  const shopW = width / shops;
  for (let f = 0; f < floors; f++) {
    const y = top + f * floorH;
    parts.push(rect(x, y + floorH - 8, width, 8, { fill: shade(wall, -0.15) }));
    for (let s = 0; s < shops; s++) {
      const sx = x + s * shopW;
      parts.push(signBoard(ctx, sx + 10, y + 8, shopW - 20, 22, rng.pick(ACCENTS)));
      parts.push(windowPane(ctx, sx + 14, y + 38, shopW - 28, floorH - 52, { mullions: 2, frame: ctx.tone(DARK) }));
    }
  }
  // Striped awnings over the ground-floor shops.
  const groundY = GROUND - floorH;
  for (let s = 0; s < shops; s++) {
    const sx = x + s * shopW + 8;
    const colour = ctx.tone(rng.pick(['#c8643b', '#3f7d7a', '#d49b3c', '#b83b3b', '#47607a']));
    parts.push(
      polygon(
        [
          [sx, groundY + 34],
          [sx + shopW - 16, groundY + 34],
          [sx + shopW - 8, groundY + 54],
          [sx - 8, groundY + 54],
        ],
        { fill: colour },
      ),
    );
    for (let st = sx; st < sx + shopW - 20; st += 22) {
      parts.push(
        polygon(
          [
            [st, groundY + 34],
            [st + 11, groundY + 34],
            [st + 11, groundY + 54],
            [st - 2, groundY + 54],
          ],
          { fill: ctx.tone(TRIM), opacity: 0.85 },
        ),
      );
    }
  }
  parts.push(rect(x - 8, top - 14, width + 16, 14, { fill: ctx.tone(TRIM) }));
  return { svg: group(parts), left: x, right: x + width, door: x + width / 2 };
}

export function commercial(ctx: Ctx, cx: number): Drawn {
  return ctx.rng.chance(0.6) ? office(ctx, cx) : arcade(ctx, cx);
}
