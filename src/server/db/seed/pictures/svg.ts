// Tiny SVG string builders. Numbers are rounded to one decimal so pictures stay small and
// byte-for-byte reproducible.
export type Attrs = Record<string, string | number | undefined>;
export type Point = readonly [number, number];

const value = (v: string | number) => (typeof v === 'number' ? String(Math.round(v * 10) / 10) : v);

export function tag(name: string, attrs: Attrs, children?: string): string {
  const text = Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, v]) => ` ${key}="${value(v)}"`)
    .join('');
  return children === undefined ? `<${name}${text}/>` : `<${name}${text}>${children}</${name}>`;
}

export const rect = (x: number, y: number, width: number, height: number, attrs: Attrs = {}) => tag('rect', { x, y, width, height, ...attrs });

export const circle = (cx: number, cy: number, r: number, attrs: Attrs = {}) => tag('circle', { cx, cy, r, ...attrs });

export const ellipse = (cx: number, cy: number, rx: number, ry: number, attrs: Attrs = {}) => tag('ellipse', { cx, cy, rx, ry, ...attrs });

export const polygon = (points: readonly Point[], attrs: Attrs = {}) =>
  tag('polygon', { points: points.map(([x, y]) => `${value(x)},${value(y)}`).join(' '), ...attrs });

export const path = (d: string, attrs: Attrs = {}) => tag('path', { d, ...attrs });

export const line = (x1: number, y1: number, x2: number, y2: number, attrs: Attrs = {}) => tag('line', { x1, y1, x2, y2, ...attrs });

export const group = (children: readonly string[], attrs: Attrs = {}) => tag('g', attrs, children.join(''));

export function linearGradient(id: string, stops: readonly (readonly [number, string])[], vertical = true, attrs: Attrs = {}) {
  const direction = vertical ? { x1: 0, y1: 0, x2: 0, y2: 1 } : { x1: 0, y1: 0, x2: 1, y2: 1 };
  const children = stops.map(([offset, colour]) => tag('stop', { offset, 'stop-color': colour })).join('');
  return tag('linearGradient', { id, ...direction, ...attrs }, children);
}
