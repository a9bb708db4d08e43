// Photo-like pictures for the copy checks: a seeded scene of shapes and gradients (a plain colour
// would say nothing about whose home it is), and copies of one as copiers make them: resized and
// re-compressed as JPEG, or cropped.
import sharp from 'sharp';

/** A 640 × 480 scene, the same for the same seed, different across seeds. */
export async function scene(seed: number): Promise<Buffer> {
  const random = (() => {
    let state = seed * 2654435761;
    return () => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return state / 2147483648;
    };
  })();
  const colour = () => `rgb(${Math.floor(random() * 256)},${Math.floor(random() * 256)},${Math.floor(random() * 256)})`;
  const shapes = Array.from({ length: 14 }, () => {
    const [x, y, w, h] = [random() * 600, random() * 440, 60 + random() * 260, 40 + random() * 200];
    return random() < 0.5
      ? `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${colour()}"/>`
      : `<ellipse cx="${x}" cy="${y}" rx="${w / 2}" ry="${h / 2}" fill="${colour()}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour()}"/><stop offset="1" stop-color="${colour()}"/></linearGradient></defs>
    <rect width="640" height="480" fill="url(#g)"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/** What a copier uploads: the picture at `width`, re-compressed (so a new file, stored apart). */
export async function copyOf(bytes: Buffer, width = 400, quality = 60): Promise<Buffer> {
  return sharp(bytes).resize({ width }).jpeg({ quality }).toBuffer();
}

/** What a copier who crops uploads: `share` of each side kept, placed at `left` and `top` (0 to 1) of what is cut. */
export async function cropOf(bytes: Buffer, share: number, left: number, top: number): Promise<Buffer> {
  const { width, height } = await sharp(bytes).metadata();
  const box = { width: Math.round(width * share), height: Math.round(height * share) };
  const at = { left: Math.round((width - box.width) * left), top: Math.round((height - box.height) * top) };
  return sharp(bytes)
    .extract({ ...box, ...at })
    .jpeg({ quality: 70 })
    .toBuffer();
}
