// Draws the agreement document as an A4 PDF with pdf-lib (loaded lazily: only people who download
// pay for it). Helvetica has no ₹ glyph, so amounts say 'Rs.' (docs/decisions/agreements.md).
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { AgreementDocument } from '../../../../shared/agreement/document.ts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const WIDTH = A4[0] - MARGIN * 2;
const BODY_SIZE = 10.5;
const LEADING = 1.45;
const INK = rgb(0.12, 0.16, 0.23);
const MUTED = rgb(0.4, 0.45, 0.52);

/** The standard fonts encode WinAnsi only; anything else (e.g. Telugu script) becomes '?'. */
const winAnsi = (text: string) => text.replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of winAnsi(text).split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

type Writer = {
  text(value: string, options?: { bold?: boolean; size?: number; center?: boolean; indent?: number; gapAfter?: number; color?: typeof INK }): void;
  gap(points: number): void;
  ensure(points: number): void;
  columns(left: string[], right: string[]): void;
};

function createWriter(pdf: PDFDocument, regular: PDFFont, bold: PDFFont): Writer {
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
      const font = isBold ? bold : regular;
      for (const line of wrap(value, font, size, WIDTH - indent)) {
        ensure(size * LEADING);
        const x = center ? (A4[0] - font.widthOfTextAtSize(line, size)) / 2 : MARGIN + indent;
        page.drawText(line, { x, y: y - size, size, font, color });
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
        const font = i === 0 ? bold : regular;
        // A long name wraps inside its own column instead of running into the other one.
        const cells = [left[i] ?? '', right[i] ?? ''].map((cell) => wrap(cell, font, BODY_SIZE, half - 12));
        const lines = Math.max(1, ...cells.map((c) => c.length));
        ensure(rowHeight + (lines - 1) * BODY_SIZE * LEADING);
        cells.forEach((cellLines, column) =>
          cellLines.forEach((line, n) =>
            page.drawText(line, { x: MARGIN + column * half, y: y - BODY_SIZE - n * BODY_SIZE * LEADING, size: BODY_SIZE, font, color: INK }),
          ),
        );
        y -= rowHeight + (lines - 1) * BODY_SIZE * LEADING;
      }
      y -= 8;
    },
  };
}

export async function renderAgreementPdf(doc: AgreementDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${doc.title}${doc.reference ? ` ${doc.reference}` : ''}`);
  pdf.setProducer('Gruha');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const w = createWriter(pdf, regular, bold);

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
  const witness = (n: number) => [`${n}.`, 'Signature: ______________________', 'Name: ___________________________', 'Address: _________________________'];
  w.columns(witness(1), witness(2));

  const pages = pdf.getPages();
  pages.forEach((page, i) => {
    const label = `Page ${i + 1} of ${pages.length}`;
    page.drawText(label, { x: A4[0] - MARGIN - regular.widthOfTextAtSize(label, 8), y: MARGIN / 2, size: 8, font: regular, color: MUTED });
  });
  return pdf.save();
}
