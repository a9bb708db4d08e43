import { describe, expect, it } from 'vitest';
import { buildZip, docxParts } from '../../../../tests/api/fixtures/zip-archives.ts';
import { DOCX_LIMITS, inspectDocx } from './docx-archive.ts';

const MB = 1024 * 1024;

/** Paragraphs as Word writes them: numbered clauses with revision ids, which compress about 7 to 1. */
function wordXml(bytes: number): Buffer {
  const paragraphs: string[] = [];
  for (let i = 0, size = 0; size < bytes; i++) {
    const paragraph = `<w:p w:rsidR="${((i * 2654435761) >>> 0).toString(16).toUpperCase()}"><w:r><w:t>Clause ${i}: plot ${(i * 7919) % 10007}, survey no. ${(i * 104729) % 997}, Gachibowli.</w:t></w:r></w:p>`;
    paragraphs.push(paragraph);
    size += paragraph.length;
  }
  return Buffer.from(paragraphs.join(''));
}

describe('inspectDocx: sound Word files pass', () => {
  it.each([
    ['deflated parts', buildZip(docxParts())],
    ['stored parts', buildZip(docxParts().map((part) => ({ ...part, deflate: false })))],
    ['ZIP64 records', buildZip(docxParts(), { zip64: true })],
    ['a picture that does not compress', buildZip(docxParts([{ name: 'word/media/image1.png', data: Buffer.alloc(2 * MB, 7), deflate: false }]))],
    ['2 MB of Word XML', buildZip(docxParts([], { data: wordXml(2 * MB) }))],
  ])('%s', async (_what, bytes) => {
    expect(await inspectDocx(bytes)).toMatchObject({ ok: true });
  });

  it('counts parts and unpacked bytes', async () => {
    expect(await inspectDocx(buildZip(docxParts([{ name: 'word/styles.xml', data: 'x'.repeat(100) }])))).toEqual({
      ok: true,
      entries: 3,
      unpackedBytes: expect.any(Number),
    });
  });
});

describe('inspectDocx: refused before anything is unpacked', () => {
  it.each([
    ['more than 100 MB declared', buildZip(docxParts([], { declaredSize: 101 * MB })), /unpacks to more than 100 MB/],
    [
      'parts sharing one compressed body (an overlapping bomb)',
      buildZip(
        docxParts([
          { name: 'word/media/big.bin', data: Buffer.alloc(1 * MB, 1), deflate: false },
          ...Array.from({ length: 120 }, (_, i) => ({ name: `word/copy${i}.xml`, sameDataAs: 'word/media/big.bin' })),
        ]),
      ),
      /unpacks to more than 100 MB/,
    ],
    ['5 MB of spaces in a few KB', buildZip(docxParts([], { data: Buffer.alloc(5 * MB, ' ') })), /compressed more than 100 to 1/],
    [
      'more than 1000 parts',
      buildZip(docxParts(Array.from({ length: 1000 }, (_, i) => ({ name: `word/p${i}.xml`, data: 'x' })))),
      /more than 1000 parts/,
    ],
    [
      'more than 1000 parts behind an end record that claims 3',
      buildZip(docxParts(Array.from({ length: 1000 }, (_, i) => ({ name: `word/p${i}.xml`, data: 'x' }))), { declaredCount: 3 }),
      /more than 1000 parts/,
    ],
  ])('%s', async (_what, bytes, detail) => {
    const verdict = await inspectDocx(bytes);
    expect(verdict).toMatchObject({ ok: false, reason: 'too-large', detail: expect.stringMatching(detail) });
  });

  it('uses the limits it states', () => {
    expect(DOCX_LIMITS).toMatchObject({ maxEntries: 1000, maxUnpackedBytes: 100 * MB, maxRatio: 100 });
  });
});

describe('inspectDocx: an index that lies is caught while unpacking into a counter', () => {
  it('a part that declares 100 bytes but unpacks to 2 MB', async () => {
    const bytes = buildZip(docxParts([], { data: Buffer.alloc(2 * MB, ' '), declaredSize: 100 }));
    expect(await inspectDocx(bytes)).toMatchObject({
      ok: false,
      reason: 'too-large',
      detail: 'the part word/document.xml unpacks to more than its index says',
    });
  });
});

describe('inspectDocx: not a Word file', () => {
  const docx = buildZip(docxParts());
  it.each([
    [
      'no word/document.xml',
      buildZip([
        { name: '[Content_Types].xml', data: 'x' },
        { name: 'xl/workbook.xml', data: 'x' },
      ]),
    ],
    ['no [Content_Types].xml', buildZip([{ name: 'word/document.xml', data: 'x' }])],
    ['an encrypted part', buildZip(docxParts([], { flags: 1 }))],
    ['a part compressed with bzip2', buildZip(docxParts([], { method: 12, deflate: false }))],
    ['a stored part whose sizes disagree', buildZip(docxParts([], { deflate: false, declaredSize: 5 }))],
    ['a part whose data is not deflate', buildZip(docxParts([], { method: 8, deflate: false }))],
    ['a part that unpacks to less than declared', buildZip(docxParts([], { declaredSize: 10_000 }))],
    ['an archive cut short', docx.subarray(0, docx.length - 30)],
    ['an index pointing past the end', Buffer.concat([docx.subarray(0, docx.length - 6), Buffer.from([0xff, 0xff, 0xff, 0x00, 0, 0])])],
    ['a zip with no entries', buildZip([])],
    ['bytes that are no zip at all', Buffer.from('PK\x03\x04 and nothing else')],
  ])('%s', async (_what, bytes) => {
    expect(await inspectDocx(bytes)).toMatchObject({ ok: false, reason: 'not-a-docx' });
  });
});
