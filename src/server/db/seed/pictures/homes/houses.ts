// Independent houses (G+1 or G+2, sunshades over every window, stair room and tanks on the roof)
// and duplex row houses, built as mirrored pairs the way gated villa communities are.
import { shade } from '../colour.ts';
import { type Ctx } from '../context.ts';
import { ACCENTS, FACADES, PASTELS, ROOFS, TRIM, WOODS } from '../palettes.ts';
import { groundShadow, railing, waterTank, windowPane } from '../parts.ts';
import { pottedPlant } from '../plants.ts';
import { GROUND } from '../scene.ts';
import { group, polygon, rect } from '../svg.ts';
import { type Drawn } from './drawn.ts';

function door(ctx: Ctx, x: number, baseY: number, w: number, h: number, wood: string): string {
  const colour = ctx.tone(wood);
  return group([
    rect(x - 6, baseY - h - 6, w + 12, h + 6, { fill: ctx.tone(TRIM) }),
    rect(x, baseY - h, w, h, { fill: colour }),
    rect(x + w * 0.15, baseY - h * 0.88, w * 0.7, h * 0.34, { fill: shade(colour, -0.12) }),
    rect(x + w * 0.15, baseY - h * 0.46, w * 0.7, h * 0.34, { fill: shade(colour, -0.12) }),
    rect(x + w * 0.78, baseY - h * 0.52, 4, 12, { fill: '#d9b45a' }),
    rect(x - 14, baseY - 6, w + 28, 6, { fill: ctx.tone('#b9b2a6') }),
  ]);
}

export function house(ctx: Ctx, cx: number): Drawn {
  const { rng } = ctx;
  const floors = rng.chance(0.35) ? 3 : 2;
  const floorH = floors === 3 ? 108 : 122;
  const width = rng.int(36, 42) * 10;
  const x = cx - width / 2;
  const top = GROUND - floors * floorH;
  const wall = ctx.tone(rng.pick(PASTELS));
  const trim = ctx.tone(TRIM);
  const accent = ctx.tone(rng.pick(ACCENTS));
  const parts = [groundShadow(x, x + width, GROUND), rect(x, top, width, GROUND - top, { fill: wall })];

  // A full-height feature panel in the accent colour on one side.
  const panelLeft = rng.chance(0.5);
  const panelW = width * 0.28;
  const panelX = panelLeft ? x : x + width - panelW;
  parts.push(rect(panelX, top, panelW, GROUND - top, { fill: accent }));
  for (let y = top + 16; y < GROUND - 10; y += 16) parts.push(rect(panelX, y, panelW, 2, { fill: shade(accent, -0.12) }));

  const mainX = panelLeft ? x + panelW : x;
  const mainW = width - panelW;
  const doorX = panelLeft ? mainX + mainW * 0.62 : mainX + mainW * 0.18;
  for (let f = 0; f < floors; f++) {
    const floorBase = GROUND - f * floorH;
    const y = floorBase - floorH;
    parts.push(windowPane(ctx, panelX + panelW * 0.22, y + 30, panelW * 0.56, floorH * 0.42, { mullions: 1, sunshade: true }));
    if (f === 0) {
      parts.push(door(ctx, doorX, GROUND, 52, 92, rng.pick(WOODS)));
      const wx = panelLeft ? mainX + 28 : mainX + mainW * 0.58;
      parts.push(windowPane(ctx, wx, y + 34, mainW * 0.3, floorH * 0.42, { mullions: 2, sunshade: true }));
    } else {
      const balconyX = mainX + mainW * 0.08;
      const balconyW = mainW * 0.84;
      parts.push(windowPane(ctx, balconyX + balconyW * 0.1, y + 28, balconyW * 0.3, floorH * 0.56, { mullions: 1 }));
      parts.push(windowPane(ctx, balconyX + balconyW * 0.58, y + 34, balconyW * 0.32, floorH * 0.4, { mullions: 2, sunshade: true }));
      parts.push(railing(ctx, balconyX, floorBase - 34, balconyW, 30, false));
      parts.push(
        rect(balconyX - 10, floorBase - 6, balconyW + 20, 10, { fill: trim }),
        rect(balconyX - 8, floorBase + 4, balconyW + 16, 4, { fill: '#000', opacity: 0.12 }),
      );
      if (rng.chance(0.6)) parts.push(pottedPlant(ctx, balconyX + balconyW * 0.5, floorBase - 6, 28));
    }
    if (f > 0) parts.push(rect(x - 8, floorBase - 4, width + 16, 8, { fill: trim }));
  }
  parts.push(rect(x - 6, GROUND - 14, width + 12, 14, { fill: shade(wall, -0.22) }));

  if (rng.chance(0.4)) {
    // A sloped, tiled roof.
    const tiles = ctx.tone(rng.pick(ROOFS));
    parts.push(
      polygon(
        [
          [x - 28, top + 8],
          [x + width + 28, top + 8],
          [x + width - 50, top - 78],
          [x + 50, top - 78],
        ],
        { fill: tiles },
      ),
    );
    for (let ty = top - 64; ty < top + 8; ty += 14) parts.push(rect(x, ty, width, 2, { fill: shade(tiles, -0.15) }));
    parts.push(rect(x - 28, top + 4, width + 56, 8, { fill: shade(tiles, -0.25) }));
  } else {
    // A flat roof: parapet, the stair room and water tanks.
    parts.push(rect(x - 6, top - 26, width + 12, 26, { fill: trim }), rect(x - 6, top - 26, width + 12, 5, { fill: shade(trim, -0.08) }));
    const roomX = panelLeft ? x + width - 130 : x + 30;
    parts.push(rect(roomX, top - 96, 100, 70, { fill: wall }), rect(roomX - 8, top - 104, 116, 10, { fill: trim }));
    parts.push(rect(roomX + 30, top - 80, 34, 54, { fill: ctx.tone(rng.pick(WOODS)) }));
    parts.push(waterTank(ctx, roomX + 14, top - 104, 1.1));
  }
  return { svg: group(parts), left: x, right: x + width, door: doorX + 26 };
}

export function duplex(ctx: Ctx, cx: number): Drawn {
  const { rng } = ctx;
  const unitW = rng.int(22, 25) * 10;
  const x = cx - unitW;
  const floorH = 124;
  const top = GROUND - 2 * floorH;
  const wall = ctx.tone(rng.pick(FACADES));
  const accent = ctx.tone(rng.pick(ACCENTS));
  const roof = ctx.tone(rng.pick(['#4a4f57', '#5a5f66', '#7a4b3a', '#3f4650']));
  const trim = ctx.tone(TRIM);
  const butterfly = rng.chance(0.4);
  const wood = rng.pick(WOODS);
  const parts = [groundShadow(x, x + unitW * 2, GROUND)];
  for (const side of [-1, 1] as const) {
    // Each unit is measured from the shared wall at cx, so the pair is a mirror image.
    const at = (offset: number, w = 0) => (side === 1 ? cx + offset : cx - offset - w);
    const ux = at(0, unitW);
    parts.push(rect(ux, top, unitW, GROUND - top, { fill: wall }));
    const innerY = butterfly ? top - 14 : top - 64;
    const outerY = butterfly ? top - 64 : top - 14;
    const outer = cx + side * (unitW + 26);
    parts.push(
      polygon(
        [
          [cx, top],
          [cx, innerY + 12],
          [cx + side * unitW, outerY + 12],
          [cx + side * unitW, top],
        ],
        { fill: wall },
      ),
    );
    parts.push(
      polygon(
        [
          [cx, innerY],
          [outer, outerY - 6],
          [outer, outerY + 8],
          [cx, innerY + 14],
        ],
        { fill: roof },
      ),
    );
    // The stair tower: an accent strip with one tall window.
    const stripX = at(0, unitW * 0.26);
    parts.push(rect(stripX, top, unitW * 0.26, GROUND - top, { fill: accent }));
    parts.push(windowPane(ctx, stripX + unitW * 0.06, top + 24, unitW * 0.14, floorH * 2 - 60, { mullions: 0, frame: shade(accent, -0.15) }));
    // Ground floor: door and a wide window; first floor: a balcony with glass railing.
    parts.push(door(ctx, at(unitW * 0.32, 46), GROUND, 46, 88, wood));
    parts.push(windowPane(ctx, at(unitW * 0.56, unitW * 0.36), GROUND - floorH + 30, unitW * 0.36, 62, { mullions: 2 }));
    const balconyX = at(unitW * 0.3, unitW * 0.66);
    parts.push(windowPane(ctx, balconyX + unitW * 0.12, top + 24, unitW * 0.42, floorH - 40, { mullions: 2 }));
    parts.push(railing(ctx, balconyX, GROUND - floorH - 32, unitW * 0.66, 30, true));
    parts.push(rect(balconyX - 4, GROUND - floorH - 4, unitW * 0.66 + 8, 10, { fill: trim }));
    parts.push(pottedPlant(ctx, at(unitW * 0.9), GROUND - 6, 34));
  }
  parts.push(rect(cx - 3, top - 60, 6, GROUND - top + 60, { fill: shade(wall, -0.12) }));
  parts.push(rect(x - 6, GROUND - 12, unitW * 2 + 12, 12, { fill: shade(wall, -0.22) }));
  return { svg: group(parts), left: x - 26, right: x + unitW * 2 + 26, door: cx - unitW * 0.32 - 23 };
}
