// Interiors for the gallery: a living room, bedroom, kitchen or office, drawn in one-point
// perspective, in the same flat style as the exteriors.
import { mix, shade } from './colour.ts';
import { GREENS, WOODS } from './palettes.ts';
import { type Random } from './random.ts';
import { H, W } from './scene.ts';
import { circle, ellipse, group, line, linearGradient, path, polygon, rect, type Point } from './svg.ts';

export const ROOM_VIEWS = ['living', 'bedroom', 'kitchen', 'office'] as const;
export type RoomView = (typeof ROOM_VIEWS)[number];

/** The back wall; side walls, floor and ceiling run from its corners to the picture's. */
const BACK = { left: 130, right: 1070, top: 46, bottom: 720 } as const;
const WALLS = ['#efe6da', '#e7eee9', '#f1e4d6', '#e6e9ef', '#f3ede4', '#e4ebe6', '#ece3ea'] as const;
const FEATURES = ['#3f7d7a', '#c8643b', '#47607a', '#7f8f5e', '#b9825a', '#5d6a8a', '#a35d5d'] as const;
const FABRICS = ['#5d7d9a', '#c9a27a', '#8a9a7b', '#d7cbbd', '#6f7f8f', '#b86b4b', '#4f6d6a'] as const;
const TRIM = '#fbfaf7';

type Room = { rng: Random; wall: string; feature: string; fabric: string; defs: string[] };

export function drawRoom(rng: Random, view: RoomView): { svg: string; defs: string[] } {
  const room: Room = { rng, wall: rng.pick(WALLS), feature: rng.pick(FEATURES), fabric: rng.pick(FABRICS), defs: [] };
  const body = { living, bedroom, kitchen, office }[view](room);
  return { svg: group([shell(room, view === 'office' || view === 'kitchen' ? 'tiles' : 'wood'), body]), defs: room.defs };
}

function shell(room: Room, floor: 'wood' | 'tiles'): string {
  const { left, right, top, bottom } = BACK;
  const parts = [
    rect(0, 0, W, H, { fill: room.wall }),
    polygon(
      [
        [0, 0],
        [W, 0],
        [right, top],
        [left, top],
      ],
      { fill: shade(room.wall, 0.35) },
    ),
    polygon(
      [
        [0, 0],
        [left, top],
        [left, bottom],
        [0, H],
      ],
      { fill: shade(room.wall, -0.08) },
    ),
    polygon(
      [
        [W, 0],
        [right, top],
        [right, bottom],
        [W, H],
      ],
      { fill: shade(room.wall, -0.12) },
    ),
  ];
  const floorColour =
    floor === 'wood' ? room.rng.pick(['#c89f74', '#b88a5e', '#d2b08a', '#a77b55']) : room.rng.pick(['#e6e1d8', '#d9d4cc', '#ece8e1']);
  parts.push(
    polygon(
      [
        [left, bottom],
        [right, bottom],
        [W, H],
        [0, H],
      ],
      { fill: floorColour },
    ),
  );
  // Boards or tile joints run towards the vanishing point; cross joints get closer with depth.
  const joint = shade(floorColour, -0.1);
  const lines = floor === 'wood' ? 12 : 8;
  for (let i = 1; i < lines; i++) {
    const t = i / lines;
    parts.push(line(left + (right - left) * t, bottom, W * t, H, { stroke: joint, 'stroke-width': 2 }));
  }
  if (floor === 'tiles') {
    for (const t of [0.12, 0.3, 0.55, 0.85]) {
      const y = bottom + (H - bottom) * t;
      parts.push(line(left * (1 - t), y, right + (W - right) * t, y, { stroke: joint, 'stroke-width': 2 }));
    }
  }
  parts.push(rect(left, bottom - 12, right - left, 12, { fill: TRIM }));
  return group(parts);
}

/** A window in the back wall with the sky and a distant skyline outside. */
function windowView(room: Room, x: number, y: number, w: number, h: number, curtains = true): string {
  room.defs.push(
    linearGradient('outside', [
      [0, '#8cc6e6'],
      [1, '#e6f3f8'],
    ]),
  );
  const parts = [rect(x - 10, y - 10, w + 20, h + 20, { fill: TRIM }), rect(x, y, w, h, { fill: 'url(#outside)' })];
  let bx = x;
  while (bx < x + w) {
    const bw = room.rng.between(30, 70);
    const bh = room.rng.between(h * 0.15, h * 0.45);
    parts.push(rect(bx, y + h - bh, Math.min(bw, x + w - bx), bh, { fill: room.rng.pick(['#b8cad8', '#a9bfd0', '#c6d4de']) }));
    bx += bw + room.rng.between(4, 20);
  }
  parts.push(circle(x + w * 0.25, y + h - 16, 40, { fill: '#7fb37a' }), circle(x + w * 0.4, y + h - 6, 30, { fill: '#6aa86a' }));
  parts.push(rect(x + w / 2 - 4, y, 8, h, { fill: TRIM }), rect(x, y + h * 0.62, w, 6, { fill: TRIM }));
  parts.push(rect(x - 18, y + h + 8, w + 36, 10, { fill: shade(TRIM, -0.06) }));
  if (curtains) {
    const fabric = shade(room.fabric, 0.35);
    parts.push(rect(x - 46, y - 30, w + 92, 6, { fill: '#6b6259' }));
    for (const cx of [x - 44, x + w - 6]) {
      parts.push(
        path(
          `M ${cx} ${y - 24} L ${cx + 50} ${y - 24} Q ${cx + 40} ${y + h * 0.6} ${cx + 56} ${y + h + 40} L ${cx - 4} ${y + h + 40} Q ${cx + 6} ${y + h * 0.5} ${cx} ${y - 24} Z`,
          { fill: fabric },
        ),
      );
      for (const fx of [14, 30]) parts.push(line(cx + fx, y - 20, cx + fx + 4, y + h + 36, { stroke: shade(fabric, -0.1), 'stroke-width': 3 }));
    }
  }
  return group(parts);
}

function artwork(room: Room, x: number, y: number, w: number, h: number): string {
  const { rng } = room;
  const paper = rng.pick(['#f6f1e7', '#efe8dc', '#f3f3ef']);
  const parts = [rect(x - 8, y - 8, w + 16, h + 16, { fill: '#3a3430' }), rect(x, y, w, h, { fill: paper })];
  if (rng.chance(0.5)) {
    parts.push(circle(x + w * 0.65, y + h * 0.35, Math.min(w, h) * 0.16, { fill: rng.pick(['#e0a458', '#d9775a', '#c9b458']) }));
    parts.push(
      path(
        `M ${x} ${y + h * 0.8} Q ${x + w * 0.3} ${y + h * 0.45} ${x + w * 0.55} ${y + h * 0.7} T ${x + w} ${y + h * 0.6} L ${x + w} ${y + h} L ${x} ${y + h} Z`,
        { fill: room.feature },
      ),
    );
  } else {
    parts.push(
      rect(x + w * 0.15, y + h * 0.2, w * 0.35, h * 0.6, { fill: room.feature }),
      circle(x + w * 0.66, y + h * 0.55, Math.min(w, h) * 0.2, { fill: rng.pick(['#e0a458', '#d7cbbd', '#8a9a7b']) }),
    );
  }
  return group(parts);
}

function plant(room: Room, x: number, baseY: number, size: number): string {
  const green = room.rng.pick(GREENS);
  const parts = [];
  for (let i = 0; i < 7; i++) {
    const angle = -Math.PI / 2 + (i - 3) * 0.38;
    const length = size * room.rng.between(0.6, 0.95);
    const tipX = x + Math.cos(angle) * length;
    const tipY = baseY - size * 0.5 + Math.sin(angle) * length;
    parts.push(
      path(
        `M ${x} ${baseY - size * 0.45} Q ${(x + tipX) / 2 - 18} ${(baseY - size * 0.45 + tipY) / 2} ${tipX} ${tipY} Q ${(x + tipX) / 2 + 18} ${(baseY - size * 0.45 + tipY) / 2} ${x} ${baseY - size * 0.45} Z`,
        { fill: i % 2 ? green : shade(green, -0.15) },
      ),
    );
  }
  parts.push(
    path(
      `M ${x - size * 0.26} ${baseY - size * 0.5} L ${x + size * 0.26} ${baseY - size * 0.5} L ${x + size * 0.2} ${baseY} L ${x - size * 0.2} ${baseY} Z`,
      { fill: room.rng.pick(['#e8e2d8', '#b8643e', '#3a3f47']) },
    ),
  );
  return group(parts);
}

function pendant(x: number, length: number, colour: string): string {
  return group([
    line(x, 0, x, length, { stroke: '#3a3430', 'stroke-width': 2 }),
    path(`M ${x - 34} ${length + 30} Q ${x} ${length - 16} ${x + 34} ${length + 30} Z`, { fill: colour }),
    ellipse(x, length + 30, 20, 5, { fill: '#fff2c4' }),
  ]);
}

function rug(room: Room, y: number, halfBack: number, halfFront: number, depth: number): string {
  const colour = shade(room.feature, 0.35);
  const cx = W / 2;
  const outer: Point[] = [
    [cx - halfBack, y],
    [cx + halfBack, y],
    [cx + halfFront, y + depth],
    [cx - halfFront, y + depth],
  ];
  const inner: Point[] = [
    [cx - halfBack + 16, y + 8],
    [cx + halfBack - 16, y + 8],
    [cx + halfFront - 22, y + depth - 10],
    [cx - halfFront + 22, y + depth - 10],
  ];
  return group([polygon(outer, { fill: colour }), polygon(inner, { fill: 'none', stroke: shade(colour, 0.4), 'stroke-width': 4 })]);
}

function living(room: Room): string {
  const { rng } = room;
  const base = BACK.bottom;
  const windowLeft = rng.chance(0.5);
  const sofaX = windowLeft ? 520 : 200;
  const sofaW = 440;
  const fabric = room.fabric;
  const parts = [
    rect(sofaX - 40, BACK.top, sofaW + 80, base - BACK.top, { fill: room.feature }),
    windowView(room, windowLeft ? 190 : 720, 140, 260, 380),
    artwork(room, sofaX + 60, 200, 140, 110),
    artwork(room, sofaX + 240, 220, 110, 90),
  ];
  // The sofa.
  parts.push(
    rect(sofaX, base - 196, sofaW, 100, { rx: 22, fill: shade(fabric, -0.06) }),
    rect(sofaX - 14, base - 112, sofaW + 28, 64, { rx: 16, fill: fabric }),
    rect(sofaX - 30, base - 150, 52, 112, { rx: 20, fill: shade(fabric, -0.12) }),
    rect(sofaX + sofaW - 22, base - 150, 52, 112, { rx: 20, fill: shade(fabric, -0.12) }),
    rect(sofaX - 6, base - 46, sofaW + 12, 16, { rx: 6, fill: shade(fabric, -0.2) }),
  );
  for (const [lx, c] of [
    [sofaX + 30, rng.pick(['#e0a458', '#f1e4d6', '#c8643b'])],
    [sofaX + sofaW - 110, rng.pick(['#f1e4d6', '#e0a458', '#8a9a7b'])],
  ] as const) {
    parts.push(rect(lx, base - 172, 80, 64, { rx: 14, fill: c }));
  }
  for (const lx of [sofaX + 10, sofaX + sofaW - 18]) parts.push(rect(lx, base - 30, 8, 30, { fill: '#3a3430' }));
  // A floor lamp and a plant either side, a rug and a coffee table in front.
  const lampX = windowLeft ? sofaX + sofaW + 80 : sofaX - 80;
  parts.push(
    line(lampX, base, lampX, base - 300, { stroke: '#3a3430', 'stroke-width': 5 }),
    path(`M ${lampX - 40} ${base - 300} L ${lampX + 40} ${base - 300} L ${lampX + 26} ${base - 360} L ${lampX - 26} ${base - 360} Z`, {
      fill: '#f3e3c0',
    }),
  );
  parts.push(ellipse(lampX, base, 34, 8, { fill: '#3a3430' }));
  parts.push(plant(room, windowLeft ? 150 : 1050, base + 60, 240));
  parts.push(rug(room, base + 30, 300, 420, 120));
  const wood = rng.pick(WOODS);
  parts.push(
    rect(W / 2 - 170, base + 70, 340, 22, { rx: 6, fill: wood }),
    rect(W / 2 - 150, base + 92, 12, 50, { fill: shade(wood, -0.25) }),
    rect(W / 2 + 138, base + 92, 12, 50, { fill: shade(wood, -0.25) }),
  );
  parts.push(
    rect(W / 2 - 60, base + 44, 30, 26, { rx: 4, fill: '#f4f1ea' }),
    ellipse(W / 2 + 60, base + 64, 46, 10, { fill: shade(room.feature, 0.2) }),
  );
  parts.push(pendant(windowLeft ? 380 : 820, 120, shade(room.feature, -0.1)));
  return group(parts);
}

function bedroom(room: Room): string {
  const { rng } = room;
  const base = BACK.bottom;
  const cx = W / 2 + rng.between(-60, 60);
  const bedW = 420;
  const wood = rng.pick(WOODS);
  const linen = rng.pick(['#f4f1ea', '#eef1f4', '#f6efe6']);
  const cover = room.fabric;
  const parts = [
    windowView(room, rng.chance(0.5) ? 170 : 820, 150, 200, 320),
    rect(cx - bedW / 2 - 30, base - 300, bedW + 60, 300, { fill: shade(room.feature, 0.1) }),
    artwork(room, cx - 90, 150, 180, 110),
    rect(cx - bedW / 2, base - 210, bedW, 150, { rx: 14, fill: shade(wood, -0.05) }),
  ];
  // The bed runs towards the viewer: its sides follow the perspective lines.
  const backY = base - 70;
  const frontY = 860;
  const spread = (frontY - backY) * 0.28;
  parts.push(
    polygon(
      [
        [cx - bedW / 2, backY],
        [cx + bedW / 2, backY],
        [cx + bedW / 2 + spread, frontY],
        [cx - bedW / 2 - spread, frontY],
      ],
      { fill: linen },
    ),
  );
  parts.push(
    rect(cx - bedW / 2 + 24, backY - 36, 170, 58, { rx: 18, fill: '#ffffff' }),
    rect(cx + bedW / 2 - 194, backY - 36, 170, 58, { rx: 18, fill: '#ffffff' }),
  );
  const coverTop = backY + 90;
  parts.push(
    polygon(
      [
        [cx - bedW / 2 - 10 - spread * 0.3, coverTop],
        [cx + bedW / 2 + 10 + spread * 0.3, coverTop],
        [cx + bedW / 2 + spread + 14, frontY],
        [cx - bedW / 2 - spread - 14, frontY],
      ],
      { fill: cover },
    ),
  );
  parts.push(
    polygon(
      [
        [cx - bedW / 2 - 10 - spread * 0.3, coverTop],
        [cx + bedW / 2 + 10 + spread * 0.3, coverTop],
        [cx + bedW / 2 + 12 + spread * 0.36, coverTop + 26],
        [cx - bedW / 2 - 12 - spread * 0.36, coverTop + 26],
      ],
      { fill: shade(cover, 0.3) },
    ),
  );
  parts.push(rect(cx - bedW / 2 - spread - 14, frontY, bedW + spread * 2 + 28, 40, { fill: shade(wood, -0.1) }));
  // Bedside tables with lamps.
  for (const side of [-1, 1]) {
    const tx = cx + side * (bedW / 2 + 70) - 45;
    parts.push(rect(tx, base - 90, 90, 90, { rx: 4, fill: wood }), rect(tx + 8, base - 56, 74, 3, { fill: shade(wood, -0.2) }));
    parts.push(
      rect(tx + 40, base - 130, 10, 40, { fill: '#3a3430' }),
      path(`M ${tx + 18} ${base - 128} L ${tx + 72} ${base - 128} L ${tx + 62} ${base - 172} L ${tx + 28} ${base - 172} Z`, { fill: '#f3e3c0' }),
    );
  }
  parts.push(plant(room, rng.chance(0.5) ? 140 : 1060, base + 70, 200));
  return group(parts);
}

function kitchen(room: Room): string {
  const { rng } = room;
  const base = BACK.bottom;
  const cabinet = rng.pick(['#f4f1ea', '#3f5f6b', '#7f8f6e', '#c9b79c', '#2f3e4e', '#e4ded2']);
  const counter = rng.pick(['#3a3a3a', '#e9e6e0', '#8a8178', '#d8d2c8']);
  const handle = shade(cabinet, cabinet > '#9' ? -0.4 : 0.5);
  const parts = [];
  // Backsplash tiles.
  const tile = mix(room.wall, rng.pick(['#ffffff', '#cfe0e6', '#e8d8c8']), 0.5);
  parts.push(rect(BACK.left, 300, BACK.right - BACK.left, base - 300, { fill: tile }));
  for (let y = 318; y < base - 190; y += 22) parts.push(line(BACK.left, y, BACK.right, y, { stroke: shade(tile, -0.08), 'stroke-width': 2 }));
  parts.push(windowView(room, 500, 150, 200, 230, false));
  // Upper cabinets either side of the window, base cabinets and the counter.
  for (const [x0, x1] of [
    [BACK.left + 20, 460],
    [740, BACK.right - 170],
  ] as const) {
    parts.push(rect(x0, 110, x1 - x0, 190, { fill: cabinet }));
    const doors = Math.max(1, Math.round((x1 - x0) / 110));
    for (let d = 1; d < doors; d++) parts.push(rect(x0 + ((x1 - x0) / doors) * d - 1.5, 110, 3, 190, { fill: shade(cabinet, -0.15) }));
    for (let d = 0; d < doors; d++) parts.push(rect(x0 + ((x1 - x0) / doors) * (d + 0.5) - 14, 282, 28, 5, { rx: 2, fill: handle }));
  }
  const counterTop = base - 190;
  parts.push(rect(BACK.left, counterTop + 20, BACK.right - BACK.left - 150, 170, { fill: cabinet }));
  for (let x = BACK.left + 110; x < BACK.right - 150; x += 110) parts.push(rect(x, counterTop + 20, 3, 170, { fill: shade(cabinet, -0.15) }));
  for (let x = BACK.left + 55; x < BACK.right - 160; x += 110) parts.push(rect(x - 14, counterTop + 40, 28, 5, { rx: 2, fill: handle }));
  parts.push(rect(BACK.left - 4, counterTop, BACK.right - BACK.left - 142, 20, { fill: counter }));
  // A tall fridge at the end.
  const fridgeX = BACK.right - 150;
  parts.push(
    rect(fridgeX, 130, 140, base - 130, { rx: 6, fill: '#c9ced3' }),
    rect(fridgeX, 330, 140, 3, { fill: '#a9aeb3' }),
    rect(fridgeX + 14, 240, 6, 70, { rx: 3, fill: '#8a9096' }),
    rect(fridgeX + 14, 360, 6, 90, { rx: 3, fill: '#8a9096' }),
  );
  // Hob and hood, a bowl of fruit and a plant on the sill.
  const hobX = rng.chance(0.5) ? 240 : 820;
  parts.push(rect(hobX - 70, counterTop - 6, 140, 8, { fill: '#2a2a2a' }), rect(hobX - 40, counterTop - 34, 80, 28, { rx: 6, fill: '#6b7178' }));
  if (hobX === 240)
    parts.push(
      polygon(
        [
          [hobX - 80, 300],
          [hobX + 80, 300],
          [hobX + 40, 250],
          [hobX - 40, 250],
        ],
        { fill: '#9aa1a8' },
      ),
      rect(hobX - 24, 110, 48, 140, { fill: '#b2b8be' }),
    );
  parts.push(
    ellipse(600, counterTop - 12, 46, 14, { fill: '#f4f1ea' }),
    circle(585, counterTop - 22, 12, { fill: '#e0a458' }),
    circle(608, counterTop - 26, 12, { fill: '#c8643b' }),
    circle(624, counterTop - 20, 10, { fill: '#8ab04a' }),
  );
  parts.push(plant(room, 540, 392, 70));
  // The island in front with stools.
  const islandTop = 800;
  parts.push(rect(300, islandTop, 600, 24, { fill: counter }), rect(320, islandTop + 24, 560, 80, { fill: shade(cabinet, -0.08) }));
  for (const sx of [380, 560, 740]) {
    parts.push(ellipse(sx + 40, islandTop - 10, 38, 10, { fill: room.feature }), rect(sx + 36, islandTop - 4, 8, 110, { fill: '#3a3430' }));
  }
  parts.push(pendant(460, 150, room.feature), pendant(740, 150, room.feature));
  return group(parts);
}

function office(room: Room): string {
  const { rng } = room;
  const base = BACK.bottom;
  const parts = [];
  // A meeting room with a glass wall onto the city.
  room.defs.push(
    linearGradient('outside', [
      [0, '#8cc6e6'],
      [1, '#e6f3f8'],
    ]),
  );
  parts.push(rect(BACK.left, BACK.top + 30, BACK.right - BACK.left, base - BACK.top - 60, { fill: 'url(#outside)' }));
  let bx: number = BACK.left;
  while (bx < BACK.right) {
    const bw = rng.between(40, 90);
    const bh = rng.between(120, 360);
    parts.push(rect(bx, base - 30 - bh, Math.min(bw, BACK.right - bx), bh, { fill: rng.pick(['#b8cad8', '#a9bfd0', '#c6d4de', '#9fb4c6']) }));
    bx += bw + rng.between(6, 24);
  }
  for (let x: number = BACK.left; x <= BACK.right; x += (BACK.right - BACK.left) / 6)
    parts.push(rect(x - 4, BACK.top + 30, 8, base - BACK.top - 60, { fill: '#5b636c' }));
  parts.push(rect(BACK.left, base - 34, BACK.right - BACK.left, 8, { fill: '#5b636c' }));
  for (const x of [360, 600, 840])
    parts.push(
      polygon(
        [
          [x - 80, 14],
          [x + 80, 14],
          [x + 70, 30],
          [x - 70, 30],
        ],
        { fill: '#fdf6df' },
      ),
    );

  // The table runs towards the viewer; chairs line both sides, smaller further away.
  const top = rng.pick(['#e9e4da', '#c9a27a', '#f4f1ea', '#3a3430']);
  const chair = room.feature;
  const back = { y: 640, half: 150 };
  const front = { y: 860, half: 270 };
  const at = (t: number, side: number) => [W / 2 + side * (back.half + (front.half - back.half) * t), back.y + (front.y - back.y) * t] as const;
  const chairAt = (x: number, y: number, s: number) =>
    group([
      rect(x - 30 * s, y - 86 * s, 60 * s, 78 * s, { rx: 16 * s, fill: chair }),
      rect(x - 26 * s, y - 82 * s, 52 * s, 12 * s, { rx: 6 * s, fill: shade(chair, 0.2) }),
    ]);
  parts.push(chairAt(W / 2, back.y + 8, 0.75));
  for (const t of [0.1, 0.45, 0.8]) {
    for (const side of [-1, 1]) {
      const [x, y] = at(t, side);
      const s = 0.75 + 0.4 * t;
      parts.push(chairAt(x + side * 44 * s, y + 10, s));
    }
  }
  parts.push(
    polygon(
      [
        [W / 2 - back.half, back.y],
        [W / 2 + back.half, back.y],
        [W / 2 + front.half, front.y],
        [W / 2 - front.half, front.y],
      ],
      { fill: top },
    ),
  );
  parts.push(rect(W / 2 - front.half, front.y, front.half * 2, 16, { fill: shade(top, -0.2) }));
  for (const t of [0.3, 0.7]) {
    const [x, y] = at(t, -1);
    parts.push(rect(W / 2 - 30 + (x - W / 2) * 0.3, y - 6, 60, 5, { rx: 2, fill: shade(top, -0.3) }));
  }
  parts.push(pendant(W / 2 - 120, 220, '#2b3340'), pendant(W / 2 + 120, 220, '#2b3340'));
  parts.push(plant(room, 170, base + 40, 220), plant(room, 1030, base + 40, 220));
  return group(parts);
}
