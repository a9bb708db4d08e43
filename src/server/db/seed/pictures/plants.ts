// Trees and shrubs: round shade trees (neem, rain tree), coconut palms, columnar Ashoka trees,
// hedges and bougainvillea, the greenery of Hyderabad compounds.
import { shade } from './colour.ts';
import { type Ctx } from './context.ts';
import { GREENS } from './palettes.ts';
import { circle, ellipse, group, path, rect } from './svg.ts';

const TRUNK = '#7a5a3e';

export function roundTree(ctx: Ctx, x: number, baseY: number, size: number): string {
  const green = ctx.tone(ctx.rng.pick(GREENS));
  const light = shade(green, 0.18);
  const dark = shade(green, -0.15);
  const r = size * 0.5;
  const cy = baseY - size * 1.05;
  return group([
    ellipse(x, baseY, size * 0.4, size * 0.06, { fill: '#000', opacity: 0.1 }),
    rect(x - size * 0.05, baseY - size * 0.8, size * 0.1, size * 0.8, { fill: ctx.tone(TRUNK) }),
    circle(x - r * 0.62, cy + r * 0.45, r * 0.72, { fill: dark }),
    circle(x + r * 0.62, cy + r * 0.4, r * 0.76, { fill: dark }),
    circle(x, cy, r, { fill: green }),
    circle(x - r * 0.55, cy + r * 0.3, r * 0.62, { fill: green }),
    circle(x + r * 0.5, cy + r * 0.25, r * 0.66, { fill: green }),
    circle(x - r * 0.3, cy - r * 0.3, r * 0.42, { fill: light }),
  ]);
}

export function palmTree(ctx: Ctx, x: number, baseY: number, height: number): string {
  const lean = ctx.rng.between(-0.18, 0.18) * height;
  const topX = x + lean;
  const topY = baseY - height;
  const green = ctx.tone(ctx.rng.pick(GREENS));
  const parts = [
    ellipse(x, baseY, height * 0.16, height * 0.03, { fill: '#000', opacity: 0.1 }),
    path(
      `M ${x - 7} ${baseY} Q ${x + lean * 0.2} ${baseY - height * 0.5} ${topX - 4} ${topY} L ${topX + 4} ${topY} Q ${x + lean * 0.2 + 8} ${baseY - height * 0.5} ${x + 7} ${baseY} Z`,
      { fill: ctx.tone('#8f7155') },
    ),
  ];
  const fronds = 7;
  for (let i = 0; i < fronds; i++) {
    const angle = Math.PI * (1.05 + (i / (fronds - 1)) * 0.9) + ctx.rng.between(-0.08, 0.08);
    const length = height * ctx.rng.between(0.42, 0.55);
    const tipX = topX + Math.cos(angle) * length;
    const tipY = topY + Math.sin(angle) * length * 0.55 + length * 0.35;
    const midX = topX + Math.cos(angle) * length * 0.55;
    const midY = topY + Math.sin(angle) * length * 0.55 - length * 0.12;
    parts.push(
      path(`M ${topX} ${topY} Q ${midX} ${midY - 12} ${tipX} ${tipY} Q ${midX} ${midY + 10} ${topX} ${topY} Z`, {
        fill: i % 2 ? green : shade(green, -0.12),
      }),
    );
  }
  parts.push(circle(topX, topY + 4, 7, { fill: ctx.tone('#6d5a2e') }));
  return group(parts);
}

/** The tall, narrow Ashoka (Polyalthia) that lines Indian compound walls. */
export function columnTree(ctx: Ctx, x: number, baseY: number, height: number): string {
  const green = ctx.tone(shade(ctx.rng.pick(GREENS), -0.12));
  const w = height * 0.17;
  return group([
    ellipse(x, baseY, w * 1.1, height * 0.025, { fill: '#000', opacity: 0.1 }),
    rect(x - 3, baseY - height * 0.15, 6, height * 0.15, { fill: ctx.tone(TRUNK) }),
    path(
      `M ${x} ${baseY - height} Q ${x + w * 1.25} ${baseY - height * 0.45} ${x + w * 0.6} ${baseY - height * 0.1} L ${x - w * 0.6} ${baseY - height * 0.1} Q ${x - w * 1.25} ${baseY - height * 0.45} ${x} ${baseY - height} Z`,
      { fill: green },
    ),
    path(`M ${x} ${baseY - height * 0.95} Q ${x - w * 0.9} ${baseY - height * 0.5} ${x - w * 0.35} ${baseY - height * 0.15}`, {
      stroke: shade(green, 0.15),
      'stroke-width': 5,
      fill: 'none',
      'stroke-linecap': 'round',
    }),
  ]);
}

/** A hedge from `left` to `right`, sometimes flowering with bougainvillea. */
export function hedge(ctx: Ctx, left: number, right: number, baseY: number, height = 30): string {
  const green = ctx.tone(ctx.rng.pick(GREENS));
  const flowers = ctx.rng.chance(0.45) ? ctx.tone(ctx.rng.pick(['#d94f8a', '#e0679a', '#f08a3c', '#e8e4f0'])) : null;
  const parts: string[] = [];
  const step = height * 0.9;
  for (let x = left; x < right; x += step) {
    const r = height * ctx.rng.between(0.55, 0.75);
    parts.push(circle(x + step / 2, baseY - r * 0.6, r, { fill: ctx.rng.chance(0.5) ? green : shade(green, -0.1) }));
    if (flowers) {
      for (let i = 0; i < 3; i++) parts.push(circle(x + ctx.rng.between(0, step), baseY - ctx.rng.between(r * 0.2, r * 1.3), 3.5, { fill: flowers }));
    }
  }
  return group([rect(left, baseY - height * 0.5, right - left, height * 0.5, { fill: shade(green, -0.1) }), ...parts]);
}

/** A potted plant on a balcony or terrace. */
export function pottedPlant(ctx: Ctx, x: number, baseY: number, size: number): string {
  const green = ctx.tone(ctx.rng.pick(GREENS));
  return group([
    circle(x - size * 0.25, baseY - size * 0.75, size * 0.32, { fill: shade(green, -0.1) }),
    circle(x + size * 0.22, baseY - size * 0.8, size * 0.3, { fill: green }),
    circle(x, baseY - size * 1.02, size * 0.34, { fill: shade(green, 0.1) }),
    path(
      `M ${x - size * 0.28} ${baseY - size * 0.42} L ${x + size * 0.28} ${baseY - size * 0.42} L ${x + size * 0.2} ${baseY} L ${x - size * 0.2} ${baseY} Z`,
      { fill: ctx.tone('#b8643e') },
    ),
  ]);
}
