// Building parts shared by several kinds of home.
import { shade } from './colour.ts';
import { type Ctx } from './context.ts';
import { CARS, DARK, TRIM } from './palettes.ts';
import { circle, ellipse, group, line, path, rect } from './svg.ts';

export type WindowOptions = {
  /** Vertical glazing bars. */
  mullions?: number;
  /** A concrete sunshade (chajja) over the window. */
  sunshade?: boolean;
  frame?: string;
  fill?: string;
};

export function windowPane(ctx: Ctx, x: number, y: number, w: number, h: number, options: WindowOptions = {}): string {
  const frame = options.frame ?? ctx.tone(TRIM);
  const parts = [rect(x - 3, y - 3, w + 6, h + 6, { fill: frame }), rect(x, y, w, h, { fill: options.fill ?? ctx.pane() })];
  const mullions = options.mullions ?? 1;
  for (let i = 1; i <= mullions; i++) parts.push(rect(x + (w / (mullions + 1)) * i - 1.5, y, 3, h, { fill: frame }));
  if (ctx.light !== 'dusk')
    parts.push(
      path(`M ${x} ${y + h * 0.55} L ${x + w * 0.45} ${y} L ${x + w * 0.6} ${y} L ${x} ${y + h * 0.8} Z`, { fill: '#ffffff', opacity: 0.18 }),
    );
  if (options.sunshade) {
    parts.push(
      rect(x - 10, y - 14, w + 20, 7, { fill: ctx.tone(shade(TRIM, -0.06)) }),
      rect(x - 8, y - 7, w + 16, 4, { fill: '#000', opacity: 0.12 }),
    );
  }
  return group(parts);
}

/** A railing of vertical bars, or of glass when `glass` is set. */
export function railing(ctx: Ctx, x: number, y: number, w: number, h: number, glass = false, colour = DARK): string {
  if (glass) {
    return group([
      rect(x, y, w, h, { fill: ctx.light === 'dusk' ? '#8aa0c8' : '#d8eef6', opacity: 0.55 }),
      rect(x, y - 3, w, 3, { fill: ctx.tone('#8c939b') }),
    ]);
  }
  const parts = [rect(x, y, w, 3, { fill: ctx.tone(colour) })];
  for (let bx = x + 2; bx < x + w; bx += 9) parts.push(rect(bx, y, 2, h, { fill: ctx.tone(colour) }));
  return group(parts);
}

export function car(ctx: Ctx, x: number, baseY: number, scale = 1, colour = ctx.rng.pick(CARS)): string {
  const s = scale;
  const body = ctx.tone(colour);
  const glass = ctx.light === 'dusk' ? '#3a4668' : '#a9c8d8';
  return group([
    ellipse(x + 75 * s, baseY, 80 * s, 6 * s, { fill: '#000', opacity: 0.18 }),
    path(
      `M ${x + 30 * s} ${baseY - 36 * s} L ${x + 48 * s} ${baseY - 58 * s} L ${x + 104 * s} ${baseY - 58 * s} L ${x + 124 * s} ${baseY - 36 * s} Z`,
      { fill: shade(body, -0.08) },
    ),
    path(
      `M ${x + 38 * s} ${baseY - 37 * s} L ${x + 52 * s} ${baseY - 53 * s} L ${x + 74 * s} ${baseY - 53 * s} L ${x + 74 * s} ${baseY - 37 * s} Z`,
      { fill: glass },
    ),
    path(
      `M ${x + 79 * s} ${baseY - 37 * s} L ${x + 79 * s} ${baseY - 53 * s} L ${x + 101 * s} ${baseY - 53 * s} L ${x + 116 * s} ${baseY - 37 * s} Z`,
      { fill: glass },
    ),
    rect(x, baseY - 38 * s, 152 * s, 28 * s, { rx: 10 * s, fill: body }),
    rect(x + 4 * s, baseY - 26 * s, 144 * s, 3 * s, { fill: shade(body, -0.15) }),
    rect(x + 140 * s, baseY - 32 * s, 10 * s, 6 * s, { rx: 2, fill: ctx.light === 'dusk' ? '#ffe9a8' : '#f4f1e6' }),
    rect(x + 2 * s, baseY - 32 * s, 7 * s, 6 * s, { rx: 2, fill: '#d9453b' }),
    circle(x + 34 * s, baseY - 9 * s, 13 * s, { fill: '#23262b' }),
    circle(x + 34 * s, baseY - 9 * s, 5 * s, { fill: '#b9bec4' }),
    circle(x + 118 * s, baseY - 9 * s, 13 * s, { fill: '#23262b' }),
    circle(x + 118 * s, baseY - 9 * s, 5 * s, { fill: '#b9bec4' }),
  ]);
}

/** Water tanks on a roof: black polyethylene cylinders, as on most Indian rooftops. */
export function waterTank(ctx: Ctx, x: number, baseY: number, size = 1): string {
  const w = 30 * size;
  const h = 30 * size;
  const colour = ctx.tone('#2f3236');
  return group([
    rect(x, baseY - h, w, h, { rx: 4 * size, fill: colour }),
    ellipse(x + w / 2, baseY - h, w / 2, 5 * size, { fill: shade(colour, 0.15) }),
    rect(x + 2, baseY - h * 0.55, w - 4, 2 * size, { fill: shade(colour, 0.12) }),
  ]);
}

/** A compound wall across the front with pillars and a metal gate. */
export function compoundWall(ctx: Ctx, left: number, right: number, baseY: number, gateX: number, gateW: number, colour: string): string {
  const wall = ctx.tone(colour);
  const cap = shade(wall, 0.25);
  const h = 44;
  const parts: string[] = [];
  const segments: [number, number][] = [
    [left, gateX - gateW / 2],
    [gateX + gateW / 2, right],
  ];
  for (const [a, b] of segments) {
    if (b - a < 10) continue;
    parts.push(rect(a, baseY - h, b - a, h, { fill: wall }), rect(a - 2, baseY - h - 6, b - a + 4, 6, { fill: cap }));
    parts.push(rect(a, baseY - 10, b - a, 10, { fill: shade(wall, -0.12) }));
  }
  for (const px of [left, gateX - gateW / 2 - 18, gateX + gateW / 2, right - 18]) {
    parts.push(rect(px, baseY - h - 16, 18, h + 16, { fill: shade(wall, -0.06) }), rect(px - 3, baseY - h - 22, 24, 6, { fill: cap }));
  }
  const metal = ctx.tone('#3a3f47');
  const gx = gateX - gateW / 2;
  parts.push(rect(gx, baseY - h + 2, gateW, 4, { fill: metal }), rect(gx, baseY - 8, gateW, 4, { fill: metal }));
  for (let x = gx + 4; x < gx + gateW - 2; x += 10) parts.push(rect(x, baseY - h - 4, 3, h + 2, { fill: metal }));
  parts.push(line(gateX, baseY - h - 4, gateX, baseY - 4, { stroke: metal, 'stroke-width': 4 }));
  return group(parts);
}

/** The soft shadow a building casts on the lawn. */
export const groundShadow = (left: number, right: number, baseY: number) =>
  rect(left - 10, baseY - 2, right - left + 40, 14, { fill: '#000', opacity: 0.1, rx: 7 });
