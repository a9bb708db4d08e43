// The PDF prints ₹ and names and addresses in Telugu and Devanagari with the shipped fonts:
// the text extracted from the file (as a PDF reader or a search would) holds them.
import fs from 'node:fs';
import path from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { buildAgreementDocument } from '#shared/agreement/document.ts';
import { SAMPLE_AGREEMENT_FORM } from '#shared/agreement/sample-form.ts';
import { renderAgreementPdf, type PdfFontFile } from './agreement-pdf.ts';

const fontDir = path.join(import.meta.dirname, '../pdf-fonts');
const files: Record<PdfFontFile, string> = {
  latinRegular: 'noto-sans-latin-regular.ttf',
  latinBold: 'noto-sans-latin-bold.ttf',
  devanagari: 'noto-sans-devanagari-regular.ttf',
  telugu: 'noto-sans-telugu-regular.ttf',
};
const loaded: PdfFontFile[] = [];
const readFont = async (file: PdfFontFile) => {
  loaded.push(file);
  return new Uint8Array(fs.readFileSync(path.join(fontDir, files[file])));
};

// Readers may split a shaped word where glyphs meet, so the comparison ignores spaces. A PDF
// stores glyphs in visual order: a pre-base vowel sign (ि) or a reph (र्) extracts out of logical
// order, so the Devanagari name here has neither (see docs/decisions/0049-agreement-pdf-in-the-browser.md).
async function pdfText(bytes: Uint8Array) {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text.normalize('NFC').replace(/\s+/g, '');
}

describe('agreement PDF', () => {
  it('prints ₹ and Telugu and Devanagari names and addresses', async () => {
    const form = {
      ...SAMPLE_AGREEMENT_FORM,
      ownerName: 'రవి కుమార్',
      tenantName: 'राजेश कुमार',
      propertyAddress: 'ఫ్లాట్ 302, మాదాపూర్, హైదరాబాద్ 500081',
    };
    const bytes = await renderAgreementPdf(buildAgreementDocument(form, { madeOn: '2026-11-24' }), readFont);
    const text = await pdfText(bytes);
    expect(text).toContain('₹25,000/-');
    expect(text).not.toContain('Rs.');
    for (const words of ['రవి కుమార్', 'राजेश कुमार', 'మాదాపూర్', 'హైదరాబాద్']) expect(text).toContain(words.replace(/ /g, ''));
    expect(text).toContain('RupeesTwentyFiveThousandOnly');
  });

  it('does not fetch the Telugu font for an agreement without Telugu', async () => {
    loaded.length = 0;
    const bytes = await renderAgreementPdf(buildAgreementDocument(SAMPLE_AGREEMENT_FORM, { madeOn: '2026-11-24' }), readFont);
    expect(loaded).not.toContain('telugu');
    const text = await pdfText(bytes);
    expect(text).toContain('RaviKumar');
    expect(text).toContain('₹1,00,000/-');
  });
});
