// Apartment towers, penthouses and studio blocks: floors of bays over stilt parking, the way
// Hyderabad's gated communities are built.
import { mix, shade } from '../colour.ts';
import { type Ctx } from '../context.ts';
import { ACCENTS, DARK, FACADES, PASTELS, TRIM } from '../palettes.ts';
import { car, groundShadow, railing, waterTank, windowPane } from '../parts.ts';
import { pottedPlant } from '../plants.ts';
import { GROUND } from '../scene.ts';
import { group, polygon, rect } from '../svg.ts';
import { type Drawn } from './drawn.ts';

type Tower = {
  x: number;
  width: number;
  floors: number;
  floorH: number;
  stiltH: number;
  facade: string;
  accent: string;
  glassRailings: boolean;
};

/** The tower's body (stilt, floors, side face, parapet); returns its top edge. */
function towerBody(ctx: Ctx, t: Tower, parts: string[]): number {
  const { rng } = ctx;
  const facade = ctx.tone(t.facade);
  const side = shade(facade, -0.2);
  const sideW = Math.round(t.width * 0.26);
  const top = GROUND - t.stiltH - t.floors * t.floorH;
  const right = t.x + t.width;
  parts.push(groundShadow(t.x, right + sideW, GROUND));
  parts.push(rect(t.x, top, t.width, GROUND - top, { fill: facade }), rect(right, top, sideW, GROUND - top, { fill: side }));

  // A stair core in the accent colour, with slit windows, splits the front into bays.
  const coreW = Math.round(t.width * 0.15);
  const coreX = t.x + (rng.chance(0.5) ? t.width * 0.3 : t.width * 0.62);
  const bays = [
    { from: t.x, to: coreX },
    { from: coreX + coreW, to: right },
  ];
  const accent = ctx.tone(t.accent);
  parts.push(rect(coreX, top - 24, coreW, GROUND - top + 24 - t.stiltH, { fill: accent }));
  const balconyBays = new Set<number>();
  for (let f = 0; f < t.floors; f++) {
    const y = top + f * t.floorH;
    parts.push(rect(coreX + coreW / 2 - 4, y + 8, 8, t.floorH - 16, { fill: shade(accent, -0.25) }));
    parts.push(rect(t.x, y + t.floorH - 2, t.width, 2, { fill: shade(facade, -0.07) }));
    let bayIndex = 0;
    for (const { from, to } of bays) {
      const count = Math.max(1, Math.round((to - from) / 78));
      const bayW = (to - from) / count;
      for (let b = 0; b < count; b++, bayIndex++) {
        if (f === 0 && (b === 0 || rng.chance(0.45))) balconyBays.add(bayIndex);
        const bx = from + b * bayW;
        if (balconyBays.has(bayIndex)) {
          parts.push(rect(bx + 6, y + 5, bayW - 12, t.floorH - 10, { fill: shade(facade, -0.28) }));
          parts.push(windowPane(ctx, bx + bayW * 0.28, y + 10, bayW * 0.44, t.floorH - 18, { mullions: 1 }));
          parts.push(railing(ctx, bx + 4, y + t.floorH - 20, bayW - 8, 14, t.glassRailings));
          parts.push(rect(bx + 2, y + t.floorH - 6, bayW - 4, 5, { fill: ctx.tone(TRIM) }));
        } else {
          parts.push(windowPane(ctx, bx + bayW * 0.2, y + 11, bayW * 0.6, t.floorH - 22, { mullions: 2 }));
        }
      }
    }
    parts.push(windowPane(ctx, right + sideW * 0.3, y + 12, sideW * 0.4, t.floorH - 24, { mullions: 0, frame: shade(side, 0.2) }));
  }

  // Stilt parking with pillars and a lobby.
  const stiltTop = GROUND - t.stiltH;
  parts.push(rect(t.x, stiltTop, t.width + sideW, t.stiltH, { fill: ctx.tone('#4d535c') }));
  if (rng.chance(0.7)) parts.push(car(ctx, t.x + t.width * 0.58, GROUND - 2, 0.55));
  for (let px = t.x; px <= right; px += t.width / 4) {
    parts.push(rect(Math.min(px, right - 14), stiltTop, 14, t.stiltH, { fill: shade(facade, -0.04) }));
  }
  parts.push(rect(right + sideW - 12, stiltTop, 12, t.stiltH, { fill: side }));
  const lobbyX = t.x + t.width * 0.1;
  parts.push(rect(lobbyX, stiltTop + 12, 64, t.stiltH - 12, { fill: ctx.glass }));
  parts.push(rect(lobbyX - 10, stiltTop + 4, 84, 8, { fill: ctx.tone(TRIM) }));
  if (ctx.light === 'dusk') parts.push(rect(lobbyX + 4, stiltTop + 16, 56, t.stiltH - 18, { fill: '#ffe2a0', opacity: 0.55 }));

  // Parapet.
  parts.push(
    rect(t.x - 4, top - 12, t.width + 4, 12, { fill: shade(facade, 0.25) }),
    rect(right, top - 12, sideW + 3, 12, { fill: shade(side, 0.1) }),
  );
  return top;
}

function backTower(ctx: Ctx, x: number, width: number, height: number, facade: string): string {
  const colour = ctx.tone(mix(facade, '#b9c7d3', 0.35));
  const parts = [rect(x, GROUND - height, width, height, { fill: colour })];
  for (let y = GROUND - height + 14; y < GROUND - 50; y += 44) {
    for (let x2 = x + 16; x2 < x + width - 30; x2 += 46) {
      parts.push(rect(x2, y, 26, 20, { fill: ctx.light === 'dusk' && ctx.rng.chance(0.5) ? '#f3cf86' : shade(colour, -0.18) }));
    }
  }
  return group(parts);
}

export function apartment(ctx: Ctx, cx: number): Drawn {
  const { rng } = ctx;
  const width = rng.int(34, 42) * 10;
  const x = cx - (width * 1.26) / 2;
  const floors = rng.int(9, 12);
  const facade = rng.pick(FACADES);
  const parts: string[] = [];
  if (rng.chance(0.65)) {
    const behindLeft = rng.chance(0.5);
    parts.push(backTower(ctx, behindLeft ? x - width * 0.55 : x + width * 0.85, width * 0.7, (floors - rng.int(1, 3)) * 44 + 52, facade));
  }
  const tower = { x, width, floors, floorH: 44, stiltH: 52, facade, accent: rng.pick(ACCENTS), glassRailings: rng.chance(0.5) };
  const top = towerBody(ctx, tower, parts);
  parts.push(
    rect(x + width * 0.18, top - 50, 84, 38, { fill: ctx.tone(facade) }),
    rect(x + width * 0.18 + 84, top - 50, 22, 38, { fill: ctx.tone(shade(facade, -0.2)) }),
  );
  for (let i = 0; i < rng.int(2, 3); i++) parts.push(waterTank(ctx, x + width * 0.62 + i * 38, top - 12));
  return { svg: group(parts), left: x, right: x + width * 1.26, door: x + width * 0.1 + 32 };
}

export function penthouse(ctx: Ctx, cx: number): Drawn {
  const { rng } = ctx;
  const width = rng.int(40, 46) * 10;
  const x = cx - (width * 1.26) / 2;
  const facade = rng.pick(FACADES);
  const parts: string[] = [];
  const tower = { x, width, floors: rng.int(8, 10), floorH: 44, stiltH: 52, facade, accent: rng.pick(ACCENTS), glassRailings: true };
  const top = towerBody(ctx, tower, parts);

  // The penthouse: a glass pavilion set back on the roof, with a terrace garden and a pergola.
  const roofY = top - 12;
  const pw = width * 0.58;
  const leftSide = rng.chance(0.5);
  const px = leftSide ? x + 16 : x + width - pw - 16;
  const ph = 86;
  const frame = ctx.tone(DARK);
  parts.push(rect(px, roofY - ph, pw, ph, { fill: ctx.glass }));
  for (let mx = px; mx <= px + pw; mx += pw / 6) parts.push(rect(mx - 2, roofY - ph, 4, ph, { fill: frame }));
  if (ctx.light === 'dusk') parts.push(rect(px + 6, roofY - ph + 14, pw - 12, ph - 18, { fill: '#ffd98a', opacity: 0.55 }));
  parts.push(
    rect(px - 22, roofY - ph - 14, pw + 44, 14, { fill: ctx.tone(TRIM) }),
    rect(px - 18, roofY - ph, pw + 36, 4, { fill: '#000', opacity: 0.15 }),
  );
  const terraceFrom = leftSide ? px + pw + 16 : x + 10;
  const terraceTo = leftSide ? x + width - 10 : px - 16;
  const wood = ctx.tone('#8b5e3c');
  for (let post = terraceFrom + 10; post < terraceTo; post += (terraceTo - terraceFrom - 20) / 2) {
    parts.push(rect(post, roofY - 70, 6, 70, { fill: wood }));
  }
  parts.push(rect(terraceFrom, roofY - 76, terraceTo - terraceFrom, 7, { fill: wood }));
  for (let slat = terraceFrom + 4; slat < terraceTo; slat += 14) parts.push(rect(slat, roofY - 82, 5, 7, { fill: shade(wood, -0.15) }));
  parts.push(pottedPlant(ctx, terraceFrom + 22, roofY - 14, 34), pottedPlant(ctx, terraceTo - 24, roofY - 14, 40));
  parts.push(railing(ctx, x, roofY - 16, width, 16, true));
  return { svg: group(parts), left: x, right: x + width * 1.26, door: x + width * 0.1 + 32 };
}

/** A compact mid-rise of studio homes between its neighbours, with a café on the ground floor. */
export function studio(ctx: Ctx, cx: number): Drawn {
  const { rng } = ctx;
  const width = rng.int(27, 31) * 10;
  const x = cx - width / 2;
  const floors = rng.int(5, 6);
  const floorH = 62;
  const shopH = 74;
  const top = GROUND - shopH - floors * floorH;
  const parts: string[] = [];

  for (const [nx, nw] of [
    [x - 250, 250],
    [x + width, 250],
  ] as const) {
    const nh = rng.int(240, 330);
    const colour = ctx.tone(mix(rng.pick(PASTELS), '#c9d3da', 0.45));
    parts.push(rect(nx, GROUND - nh, nw, nh, { fill: colour }));
    for (let y = GROUND - nh + 22; y < GROUND - 40; y += 58) {
      for (let wx = nx + 26; wx < nx + nw - 40; wx += 62) parts.push(windowPane(ctx, wx, y, 34, 30, { frame: shade(colour, 0.2) }));
    }
  }
  const facade = ctx.tone(rng.pick(FACADES));
  const accents = [rng.pick(PASTELS), rng.pick(ACCENTS)].map((c) => ctx.tone(c));
  parts.push(groundShadow(x, x + width, GROUND), rect(x, top, width, GROUND - top, { fill: facade }));
  for (let f = 0; f < floors; f++) {
    const y = top + f * floorH;
    parts.push(windowPane(ctx, x + 22, y + 12, width * 0.42, floorH - 26, { mullions: 2 }));
    const bx = x + width * 0.56;
    const bw = width * 0.38;
    parts.push(rect(bx, y + 4, bw, floorH - 6, { fill: accents[f % 2] }));
    parts.push(windowPane(ctx, bx + bw * 0.2, y + 10, bw * 0.6, floorH - 18, { mullions: 1 }));
    parts.push(railing(ctx, bx - 4, y + floorH - 24, bw + 8, 18, true), rect(bx - 6, y + floorH - 6, bw + 12, 6, { fill: ctx.tone(TRIM) }));
  }
  // Vertical fins give the front its rhythm.
  for (const fx of [x - 6, x + width - 4]) parts.push(rect(fx, top - 10, 10, GROUND - top + 10 - shopH, { fill: ctx.tone(TRIM) }));
  parts.push(rect(x - 8, top - 16, width + 16, 12, { fill: ctx.tone(shade(TRIM, -0.05)) }));

  const shopTop = GROUND - shopH;
  parts.push(rect(x, shopTop, width, shopH, { fill: ctx.tone('#4f5660') }));
  parts.push(
    windowPane(ctx, x + 16, shopTop + 24, width * 0.55, shopH - 26, {
      mullions: 2,
      frame: ctx.tone(DARK),
      fill: ctx.light === 'dusk' ? '#ffd98a' : undefined,
    }),
  );
  parts.push(rect(x + width * 0.68, shopTop + 22, width * 0.2, shopH - 22, { fill: ctx.tone('#8b5e3c') }));
  const awning = ctx.tone(rng.pick(['#c8643b', '#3f7d7a', '#d49b3c', '#b83b3b']));
  const stripes: string[] = [];
  for (let sx = x + 10; sx < x + width * 0.62; sx += 28) {
    stripes.push(
      polygon(
        [
          [sx, shopTop + 6],
          [sx + 14, shopTop + 6],
          [sx + 14, shopTop + 24],
          [sx, shopTop + 24],
        ],
        { fill: ctx.tone(TRIM) },
      ),
    );
  }
  parts.push(rect(x + 10, shopTop + 6, width * 0.6, 18, { fill: awning }), ...stripes);
  return { svg: group(parts), left: x - 250, right: x + width + 250, door: x + width * 0.78 };
}
