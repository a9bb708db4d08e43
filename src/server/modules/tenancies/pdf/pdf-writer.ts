// A small A4 writer over pdf-lib for the tenancy's documents (receipts, statements, reports,
// terms, settlement), with the Noto fonts shipped in the repository: Latin, Devanagari (which holds
// ₹) and Telugu, so names and addresses written in either script print. Fonts are read from disk once
// per process; every document embeds only the glyphs it uses.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { textRuns, usesScript, type PdfScript } from '#shared/pdf/text-runs.ts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
export const CONTENT_WIDTH = A4[0] - MARGIN * 2;
const LEADING = 1.4;
/** A colour as red, green and blue from 0 to 1: pdf-lib's `rgb` makes it a PDF colour once loaded. */
type Shade = readonly [number, number, number];
const INK: Shade = [0.12, 0.16, 0.23];
export const MUTED: Shade = [0.4, 0.45, 0.52];
const RULE: Shade = [0.8, 0.82, 0.86];

/**
 * pdf-lib and fontkit load with the first document asked for: together about 34 MB that a server
 * which never prints a tenancy document should not hold (the upload memory budget counts it).
 */
async function pdfLibrary() {
  await import('./fontkit-runtime.ts');
  const [{ PDFDocument, rgb }, { default: fontkit }] = await Promise.all([import('pdf-lib'), import('@pdf-lib/fontkit')]);
  return { PDFDocument, rgb, fontkit };
}
type Fontkit = Awaited<ReturnType<typeof pdfLibrary>>['fontkit'];

const FONT_FILES = {
  latinRegular: 'noto-sans-latin-regular.ttf',
  latinBold: 'noto-sans-latin-bold.ttf',
  devanagari: 'noto-sans-devanagari-regular.ttf',
  telugu: 'noto-sans-telugu-regular.ttf',
} as const;
type FontFile = keyof typeof FONT_FILES;

/** Beside the bundled server (scripts/server-build.ts copies them there), else where the sources keep them. */
function fontDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const bundled = path.join(here, 'pdf-fonts');
  return fs.existsSync(bundled) ? bundled : path.resolve(here, '../../../../web/features/agreements/pdf-fonts');
}

const fontBytes = new Map<FontFile, Uint8Array>();
function bytesOf(file: FontFile): Uint8Array {
  let bytes = fontBytes.get(file);
  if (!bytes) {
    bytes = new Uint8Array(fs.readFileSync(path.join(fontDir(), FONT_FILES[file])));
    fontBytes.set(file, bytes);
  }
  return bytes;
}

// fontkit's mark positioning crashes on Noto's empty anchors; pdf-lib draws glyphs at their advance
// widths and never uses GPOS, so dropping it loses nothing and keeps GSUB's conjunct forms. Each file
// is parsed once per process (most of a receipt's time was parsing the Devanagari font again); every
// document still makes its own subset of it.
const parsedFonts = new WeakMap<Uint8Array, ReturnType<Fontkit['create']>>();
const shapingFontkit = (fontkit: Fontkit) => ({
  create(bytes: Uint8Array, postscriptName?: string) {
    const parsed = parsedFonts.get(bytes);
    if (parsed) return parsed;
    const font = fontkit.create(bytes as Buffer, postscriptName) as unknown as { directory: { tables: Record<string, unknown> } };
    delete font.directory.tables.GPOS;
    const shaped = font as unknown as ReturnType<Fontkit['create']>;
    parsedFonts.set(bytes, shaped);
    return shaped;
  },
});

type FontSet = Record<PdfScript, PDFFont>;
type TextOptions = { bold?: boolean; size?: number; indent?: number; gapAfter?: number; color?: Shade; width?: number };

export type PdfWriter = {
  text(value: string, options?: TextOptions): void;
  /** Label and value on one line each, the value beside the label. */
  facts(rows: [string, string][]): void;
  /** A table with a header row; widths are fractions of the page's width. */
  table(header: string[], rows: string[][], widths: number[]): void;
  /** An empty box with a caption (a revenue stamp's place). */
  box(caption: string, size: number): void;
  rule(): void;
  gap(points: number): void;
  save(): Promise<Uint8Array>;
};

/** A new document, with fonts for every script `texts` use. */
export async function createPdf(title: string, texts: string[]): Promise<PdfWriter> {
  const { PDFDocument, rgb, fontkit } = await pdfLibrary();
  const colour = (shade: Shade) => rgb(...shade);
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setProducer('Gruha');
  pdf.registerFontkit(shapingFontkit(fontkit));
  const embed = (file: FontFile) => pdf.embedFont(bytesOf(file), { subset: true });
  const [latinRegular, latinBold, devanagari, telugu] = await Promise.all([
    embed('latinRegular'),
    embed('latinBold'),
    embed('devanagari'),
    usesScript(texts, 'telugu') ? embed('telugu') : undefined,
  ]);
  const regular: FontSet = { latin: latinRegular, devanagari, telugu: telugu ?? latinRegular };
  const bold: FontSet = { latin: latinBold, devanagari, telugu: telugu ?? latinBold };

  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  const ensure = (points: number) => {
    if (y - points >= MARGIN) return;
    page = pdf.addPage(A4);
    y = A4[1] - MARGIN;
  };
  const widthOf = (text: string, fonts: FontSet, size: number) =>
    textRuns(text).reduce((sum, run) => sum + fonts[run.script].widthOfTextAtSize(run.text, size), 0);
  const wrap = (text: string, fonts: FontSet, size: number, width: number) => {
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (widthOf(candidate, fonts, size) <= width || !line) line = candidate;
        else {
          lines.push(line);
          line = word;
        }
      }
      lines.push(line);
    }
    return lines;
  };
  const draw = (line: string, fonts: FontSet, x: number, at: number, size: number, color = INK) => {
    let left = x;
    for (const run of textRuns(line)) {
      page.drawText(run.text, { x: left, y: at, size, font: fonts[run.script], color: colour(color) });
      left += fonts[run.script].widthOfTextAtSize(run.text, size);
    }
  };

  const writer: PdfWriter = {
    text(value, { bold: isBold = false, size = 10, indent = 0, gapAfter = 4, color = INK, width = CONTENT_WIDTH - indent } = {}) {
      const fonts = isBold ? bold : regular;
      for (const line of wrap(value, fonts, size, width)) {
        ensure(size * LEADING);
        draw(line, fonts, MARGIN + indent, y - size, size, color);
        y -= size * LEADING;
      }
      y -= gapAfter;
    },
    facts(rows) {
      for (const [label, value] of rows) {
        const lines = wrap(value, regular, 10, CONTENT_WIDTH * 0.62);
        ensure(lines.length * 10 * LEADING);
        draw(label, bold, MARGIN, y - 10, 10, MUTED);
        lines.forEach((line, i) => draw(line, regular, MARGIN + CONTENT_WIDTH * 0.36, y - 10 - i * 10 * LEADING, 10));
        y -= lines.length * 10 * LEADING + 3;
      }
      y -= 4;
    },
    table(header, rows, widths) {
      const size = 8.5;
      const row = (cells: string[], fonts: FontSet) => {
        const wrapped = cells.map((cell, i) => wrap(cell, fonts, size, CONTENT_WIDTH * (widths[i] ?? 0) - 4));
        const height = Math.max(...wrapped.map((w) => w.length)) * size * LEADING + 3;
        ensure(height);
        let x = MARGIN;
        wrapped.forEach((lines, i) => {
          lines.forEach((line, n) => draw(line, fonts, x, y - size - n * size * LEADING, size));
          x += CONTENT_WIDTH * (widths[i] ?? 0);
        });
        y -= height;
        page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + CONTENT_WIDTH, y }, thickness: 0.4, color: colour(RULE) });
        y -= 2;
      };
      row(header, bold);
      for (const cells of rows) row(cells, regular);
      y -= 6;
    },
    box(caption, size) {
      ensure(size + 20);
      page.drawRectangle({ x: MARGIN + CONTENT_WIDTH - size, y: y - size, width: size, height: size, borderColor: colour(INK), borderWidth: 0.8 });
      draw(caption, regular, MARGIN + CONTENT_WIDTH - size, y - size - 11, 7.5, MUTED);
      y -= size + 18;
    },
    rule() {
      ensure(8);
      page.drawLine({ start: { x: MARGIN, y: y - 2 }, end: { x: MARGIN + CONTENT_WIDTH, y: y - 2 }, thickness: 0.8, color: colour(RULE) });
      y -= 10;
    },
    gap(points) {
      y -= points;
    },
    async save() {
      const pages = pdf.getPages();
      pages.forEach((p, i) => {
        const label = `Gruha · Page ${i + 1} of ${pages.length}`;
        const labelWidth = widthOf(label, regular, 7.5);
        textRuns(label).reduce(
          (x, run) => {
            p.drawText(run.text, { x, y: MARGIN / 2, size: 7.5, font: regular[run.script], color: colour(MUTED) });
            return x + regular[run.script].widthOfTextAtSize(run.text, 7.5);
          },
          A4[0] - MARGIN - labelWidth,
        );
      });
      return pdf.save();
    },
  };
  return writer;
}
