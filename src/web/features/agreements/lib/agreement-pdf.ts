// Draws the agreement document as an A4 PDF with pdf-lib and Noto fonts shipped in the repo (both
// loaded lazily: only people who download pay for them). Amounts print ₹, and names and addresses
// may be written in Telugu or Devanagari (docs/decisions/0049-agreement-pdf-in-the-browser.md).
import 'regenerator-runtime/runtime.js';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { AgreementDocument } from '#shared/agreement/document.ts';
import { textRuns, usesScript, type PdfScript } from '#shared/pdf/text-runs.ts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const WIDTH = A4[0] - MARGIN * 2;
const BODY_SIZE = 10.5;
const LEADING = 1.45;
const INK = rgb(0.12, 0.16, 0.23);
const MUTED = rgb(0.4, 0.45, 0.52);

export type PdfFontFile = 'latinRegular' | 'latinBold' | 'devanagari' | 'telugu';
/** Bytes of one shipped TTF: fetched in the browser, read from disk in tests. */
export type PdfFontSource = (file: PdfFontFile) => Promise<Uint8Array>;

// fontkit's Indic shaper needs regeneratorRuntime (imported above), and its mark positioning
// crashes on Noto's empty anchors; pdf-lib draws glyphs at their advance widths and never uses
// GPOS positions, so dropping GPOS loses nothing and keeps GSUB's conjunct forms.
const shapingFontkit = {
  create(bytes: Uint8Array, postscriptName?: string) {
    const font = fontkit.create(bytes as Buffer, postscriptName) as unknown as { directory: { tables: Record<string, unknown> } };
    delete font.directory.tables.GPOS;
    return font as unknown as ReturnType<typeof fontkit.create>;
  },
};

type Fonts = { regular: Record<PdfScript, PDFFont>; bold: Record<PdfScript, PDFFont> };

/** A piece of one line drawn in one font. */
type Piece = { text: string; font: PDFFont };

function piecesOf(text: string, fonts: Record<PdfScript, PDFFont>): Piece[] {
  return textRuns(text).map((run) => ({ text: run.text, font: fonts[run.script] }));
}

const widthOf = (text: string, fonts: Record<PdfScript, PDFFont>, size: number) =>
  piecesOf(text, fonts).reduce((sum, piece) => sum + piece.font.widthOfTextAtSize(piece.text, size), 0);

function wrap(text: string, fonts: Record<PdfScript, PDFFont>, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (widthOf(candidate, fonts, size) <= width || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function drawLine(page: PDFPage, line: string, fonts: Record<PdfScript, PDFFont>, at: { x: number; y: number; size: number; color: typeof INK }) {
  let x = at.x;
  for (const piece of piecesOf(line, fonts)) {
    page.drawText(piece.text, { x, y: at.y, size: at.size, font: piece.font, color: at.color });
    x += piece.font.widthOfTextAtSize(piece.text, at.size);
  }
}

type Writer = {
  text(value: string, options?: { bold?: boolean; size?: number; center?: boolean; indent?: number; gapAfter?: number; color?: typeof INK }): void;
  gap(points: number): void;
  ensure(points: number): void;
  columns(left: string[], right: string[]): void;
};

function createWriter(pdf: PDFDocument, { regular, bold }: Fonts): Writer {
  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  const ensure = (points: number) => {
    if (y - points < MARGIN) {
      page = pdf.addPage(A4);
      y = A4[1] - MARGIN;
    }
  };
  return {
    text(value, { bold: isBold = false, size = BODY_SIZE, center = false, indent = 0, gapAfter = 6, color = INK } = {}) {
      const fonts = isBold ? bold : regular;
      for (const line of wrap(value, fonts, size, WIDTH - indent)) {
        ensure(size * LEADING);
        const x = center ? (A4[0] - widthOf(line, fonts, size)) / 2 : MARGIN + indent;
        drawLine(page, line, fonts, { x, y: y - size, size, color });
        y -= size * LEADING;
      }
      y -= gapAfter;
    },
    gap(points) {
      y -= points;
    },
    ensure,
    columns(left, right) {
      const half = WIDTH / 2;
      const rowHeight = BODY_SIZE * LEADING * 1.6;
      // Keep a signature or witness block together on one page.
      ensure(Math.max(left.length, right.length) * rowHeight);
      for (let i = 0; i < Math.max(left.length, right.length); i++) {
        const fonts = i === 0 ? bold : regular;
        // A long name wraps inside its own column instead of running into the other one.
        const cells = [left[i] ?? '', right[i] ?? ''].map((cell) => wrap(cell, fonts, BODY_SIZE, half - 12));
        const lines = Math.max(1, ...cells.map((c) => c.length));
        ensure(rowHeight + (lines - 1) * BODY_SIZE * LEADING);
        cells.forEach((cellLines, column) =>
          cellLines.forEach((line, n) =>
            drawLine(page, line, fonts, { x: MARGIN + column * half, y: y - BODY_SIZE - n * BODY_SIZE * LEADING, size: BODY_SIZE, color: INK }),
          ),
        );
        y -= rowHeight + (lines - 1) * BODY_SIZE * LEADING;
      }
      y -= 8;
    },
  };
}

/** Every text the document prints, to see which scripts it needs. */
const textsOf = (doc: AgreementDocument) => [
  doc.dateLine,
  doc.premises,
  doc.closing,
  ...doc.parties.flatMap((party) => [party.name, party.details, party.description]),
  ...doc.clauses.flatMap((clause) => [clause.heading, ...clause.paragraphs]),
  ...doc.signatures.map((signature) => signature.name),
];

async function embedFonts(pdf: PDFDocument, doc: AgreementDocument, load: PdfFontSource): Promise<Fonts> {
  pdf.registerFontkit(shapingFontkit);
  // Devanagari always (it holds ₹), Telugu only when written. Subsetting keeps each PDF small and
  // gives every shaped glyph (conjuncts too) its text in the ToUnicode map, so the text extracts.
  const embed = async (file: PdfFontFile) => pdf.embedFont(await load(file), { subset: true });
  const [latinRegular, latinBold, devanagari, writtenTelugu] = await Promise.all([
    embed('latinRegular'),
    embed('latinBold'),
    embed('devanagari'),
    usesScript(textsOf(doc), 'telugu') ? embed('telugu') : undefined,
  ]);
  const telugu = writtenTelugu ?? latinRegular;
  // One weight per Indic script: bold text in them prints regular.
  return {
    regular: { latin: latinRegular, devanagari, telugu },
    bold: { latin: latinBold, devanagari, telugu },
  };
}

export async function renderAgreementPdf(doc: AgreementDocument, loadFont: PdfFontSource): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${doc.title}${doc.reference ? ` ${doc.reference}` : ''}`);
  pdf.setProducer('Gruha');
  const fonts = await embedFonts(pdf, doc, loadFont);
  const regular = fonts.regular.latin;
  const w = createWriter(pdf, fonts);

  w.text(doc.title, { bold: true, size: 18, center: true, gapAfter: 2 });
  if (doc.reference) w.text(`Agreement No. ${doc.reference}`, { size: 9, center: true, color: MUTED, gapAfter: 14 });
  w.text(doc.dateLine, { gapAfter: 10 });
  doc.parties.forEach((party, i) => {
    w.text(i === 0 ? 'BETWEEN' : 'AND', { bold: true, gapAfter: 4 });
    w.text(`${party.name}, ${party.details},`, { bold: true, gapAfter: 2 });
    w.text(party.description, { gapAfter: 10 });
  });
  w.text(doc.premises, { gapAfter: 10 });
  w.text('NOW THIS AGREEMENT WITNESSES AS FOLLOWS:', { bold: true, gapAfter: 8 });
  for (const clause of doc.clauses) {
    w.ensure(BODY_SIZE * LEADING * 3);
    w.text(`${clause.number}. ${clause.heading}`, { bold: true, gapAfter: 3 });
    for (const paragraph of clause.paragraphs) w.text(paragraph, { indent: 14, gapAfter: 4 });
    w.gap(4);
  }
  w.text(doc.closing, { gapAfter: 24 });
  w.columns(
    [doc.signatures[0].role, '', 'Signature: ______________________', `Name: ${doc.signatures[0].name}`],
    [doc.signatures[1].role, '', 'Signature: ______________________', `Name: ${doc.signatures[1].name}`],
  );
  w.text('WITNESSES', { bold: true, gapAfter: 6 });
  const witness = (n: number) => [
    `${n}.`,
    'Signature: ______________________',
    'Name: ___________________________',
    'Address: _________________________',
  ];
  w.columns(witness(1), witness(2));

  const pages = pdf.getPages();
  pages.forEach((page, i) => {
    const label = `Page ${i + 1} of ${pages.length}`;
    page.drawText(label, { x: A4[0] - MARGIN - regular.widthOfTextAtSize(label, 8), y: MARGIN / 2, size: 8, font: regular, color: MUTED });
  });
  return pdf.save();
}
