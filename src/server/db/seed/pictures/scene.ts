// Everything around a building: sky, sun or moon, clouds, the distant city or rocky hills that
// Hyderabad is known for, the lawn and the street.
import { mix, shade } from './colour.ts';
import { type Ctx } from './context.ts';
import { LAWNS, SKIES } from './palettes.ts';
import { type Random } from './random.ts';
import { itemAt } from '../item-at.ts';
import { circle, group, linearGradient, path, rect } from './svg.ts';

export const W = 1200;
export const H = 900;
/** Where buildings stand. */
export const GROUND = 700;
/** The kerb between the plot and the street. */
export const KERB = 826;

export type Sky = { svg: string; horizon: string };

export function drawSky(ctx: Ctx, rng: Random): Sky {
  const [top, middle, horizon] = rng.pick(SKIES[ctx.light]);
  ctx.defs.push(
    linearGradient('sky', [
      [0, top],
      [0.6, middle],
      [1, horizon],
    ]),
  );
  const parts = [rect(0, 0, W, GROUND + 20, { fill: 'url(#sky)' })];
  if (ctx.light === 'dusk') {
    for (let i = 0; i < 28; i++) {
      parts.push(circle(rng.between(0, W), rng.between(10, 300), rng.between(0.8, 2), { fill: '#fff8e6', opacity: rng.between(0.4, 0.9) }));
    }
    parts.push(glowingDisc(rng.between(820, 1100), rng.between(100, 170), 30, '#fbf1cf'));
  } else if (ctx.light === 'morning') {
    parts.push(glowingDisc(rng.between(120, 1080), rng.between(300, 400), 44, '#ffe0a6'));
  } else {
    parts.push(glowingDisc(rng.between(780, 1090), rng.between(100, 180), 42, '#fff4c8'));
  }
  const clouds = ctx.light === 'dusk' ? rng.int(1, 2) : rng.int(2, 4);
  for (let i = 0; i < clouds; i++) {
    const x = (W / clouds) * i + rng.between(-40, W / clouds - 200);
    parts.push(cloud(x, rng.between(70, 300), rng.between(0.6, 1.15), ctx));
  }
  return { svg: group(parts), horizon };
}

function glowingDisc(cx: number, cy: number, r: number, colour: string) {
  return group([
    circle(cx, cy, r * 2.4, { fill: colour, opacity: 0.12 }),
    circle(cx, cy, r * 1.6, { fill: colour, opacity: 0.22 }),
    circle(cx, cy, r, { fill: colour }),
  ]);
}

function cloud(x: number, y: number, s: number, ctx: Ctx) {
  const colour = { day: '#ffffff', morning: '#fff3e6', dusk: '#c98ea6' }[ctx.light];
  const opacity = { day: 0.92, morning: 0.85, dusk: 0.35 }[ctx.light];
  return group(
    [
      rect(x, y, 170 * s, 36 * s, { rx: 18 * s }),
      circle(x + 50 * s, y + 4 * s, 30 * s),
      circle(x + 98 * s, y - 4 * s, 42 * s),
      circle(x + 138 * s, y + 10 * s, 24 * s),
    ],
    { fill: colour, opacity },
  );
}

/** A far-off skyline, rocky hills, or both, in hazy colours close to the horizon's. */
export function drawBackdrop(ctx: Ctx, rng: Random, horizon: string): string {
  const kind = rng.pick(['skyline', 'hills', 'both'] as const);
  const parts: string[] = [];
  if (kind !== 'skyline') parts.push(hills(ctx, rng, horizon));
  if (kind !== 'hills') parts.push(skyline(ctx, rng, horizon));
  return group(parts);
}

function skyline(ctx: Ctx, rng: Random, horizon: string) {
  const far = mix(horizon, ctx.light === 'dusk' ? '#3a3a6a' : '#8aa3b8', 0.5);
  const near = mix(horizon, ctx.light === 'dusk' ? '#2e2f5a' : '#7d97ad', 0.68);
  const parts: string[] = [];
  for (const [colour, maxHeight] of [
    [far, 240],
    [near, 170],
  ] as const) {
    let x = rng.between(-60, 0);
    while (x < W) {
      const width = rng.between(36, 96);
      if (rng.chance(0.7)) {
        const height = rng.between(40, maxHeight);
        parts.push(rect(x, GROUND - height, width, height + 10, { fill: colour }));
        if (ctx.light === 'dusk') {
          for (let i = 0; i < 4; i++) {
            if (rng.chance(0.6)) {
              parts.push(rect(x + rng.between(6, width - 10), GROUND - rng.between(10, height - 8), 4, 3, { fill: '#f7d58c', opacity: 0.8 }));
            }
          }
        }
      }
      x += width + rng.between(4, 30);
    }
  }
  return group(parts);
}

function hills(ctx: Ctx, rng: Random, horizon: string) {
  const colour = mix(horizon, ctx.light === 'dusk' ? '#3f3d63' : '#8fa08a', 0.55);
  const boulder = mix(colour, ctx.light === 'dusk' ? '#4a4666' : '#b3aa98', 0.45);
  const peaks: [number, number][] = [];
  for (let x = -100; x <= W + 200; x += rng.between(160, 260)) peaks.push([x, GROUND - rng.between(50, 140)]);
  let [px, py] = itemAt(peaks, 0);
  let d = `M -100 ${GROUND + 10} L ${px} ${py}`;
  for (const [x, y] of peaks.slice(1)) {
    d += ` C ${px + (x - px) / 2} ${py} ${px + (x - px) / 2} ${y} ${x} ${y}`;
    [px, py] = [x, y];
  }
  d += ` L ${W + 200} ${GROUND + 10} Z`;
  const parts = [path(d, { fill: colour })];
  // Granite boulders stacked on the crests.
  for (const [x, y] of peaks) {
    if (!rng.chance(0.6)) continue;
    const r = rng.between(14, 26);
    parts.push(
      path(`M ${x - r * 1.4} ${y + 6} Q ${x - r * 1.3} ${y - r} ${x} ${y - r} Q ${x + r * 1.3} ${y - r} ${x + r * 1.4} ${y + 6} Z`, {
        fill: boulder,
      }),
    );
    if (rng.chance(0.5)) {
      const r2 = r * 0.7;
      parts.push(
        path(
          `M ${x - r2} ${y - r + 4} Q ${x - r2} ${y - r - r2 * 1.4} ${x + r2 * 0.2} ${y - r - r2 * 1.3} Q ${x + r2 * 1.2} ${y - r - r2} ${x + r2} ${y - r + 4} Z`,
          { fill: shade(boulder, 0.08) },
        ),
      );
    }
  }
  return group(parts);
}

/** Lawn, a paved walk to the door and the street in front. */
export function drawGround(ctx: Ctx, walkX: number | null, walkWidth = 56): string {
  const lawn = ctx.tone(LAWNS[ctx.light === 'dusk' ? 'day' : ctx.light]);
  const parts = [rect(0, GROUND, W, H - GROUND, { fill: lawn }), rect(0, GROUND, W, 10, { fill: shade(lawn, -0.08) })];
  if (walkX !== null) {
    const half = walkWidth / 2;
    parts.push(
      path(`M ${walkX - half} ${GROUND} L ${walkX + half} ${GROUND} L ${walkX + half * 2.2} ${KERB} L ${walkX - half * 2.2} ${KERB} Z`, {
        fill: ctx.tone('#d9d0c1'),
      }),
    );
  }
  return group(parts);
}

export function drawStreet(ctx: Ctx): string {
  const asphalt = ctx.tone('#6c7179');
  const parts = [
    rect(0, KERB, W, 12, { fill: ctx.tone('#d8d4cc') }),
    rect(0, KERB + 12, W, 4, { fill: ctx.tone('#a9a59d') }),
    rect(0, KERB + 16, W, H - KERB - 16, { fill: asphalt }),
  ];
  for (let x = 20; x < W; x += 120) parts.push(rect(x, 868, 60, 5, { fill: ctx.tone('#e9e6df'), opacity: 0.8 }));
  return group(parts);
}
