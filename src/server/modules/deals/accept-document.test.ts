import { describe, expect, it } from 'vitest';
import { attachmentHeader, detectDocument, documentFileName } from './accept-document.ts';

const pdf = { extension: 'pdf', contentType: 'application/pdf' } as const;

describe('documentFileName', () => {
  it.each([
    ['deed.pdf', 'deed.pdf'],
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['C:\\Users\\me\\Sale Deed.PDF', 'Sale Deed.pdf'],
    ['weird"name<>|?.pdf', 'weirdname.pdf'],
    ['line\r\nbreak.pdf', 'linebreak.pdf'],
    ['', 'document.pdf'],
    [undefined, 'document.pdf'],
    ['scan.docx', 'scan.pdf'],
    ['IMG_2041.JPEG', 'IMG_2041.pdf'],
    ['ಕನ್ನಡ ದಾಖಲೆ.pdf', 'ಕನ್ನಡ ದಾಖಲೆ.pdf'],
    ['CON.pdf', 'CON_.pdf'],
    ['nul.tar.pdf', 'nul_.tar.pdf'],
    ['com1.pdf', 'com1_.pdf'],
    ['LPT9', 'LPT9_.pdf'],
    ['Aux.docx', 'Aux_.pdf'],
    ['console.pdf', 'console.pdf'],
    ['com10.pdf', 'com10.pdf'],
  ])('%j → %s', (name, expected) => expect(documentFileName(name, pdf)).toBe(expected));

  it('keeps names short', () => expect(documentFileName(`${'a'.repeat(300)}.pdf`, pdf)).toHaveLength(124));
});

describe('attachmentHeader', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachmentHeader("Owner's deed (1).pdf")).toBe(
      `attachment; filename="Owner's deed (1).pdf"; filename*=UTF-8''Owner%27s%20deed%20%281%29.pdf`,
    );
    expect(attachmentHeader('CON.pdf')).toBe(`attachment; filename="CON_.pdf"; filename*=UTF-8''CON_.pdf`);
    expect(attachmentHeader('ದಾಖಲೆ.pdf')).toBe(`attachment; filename="_____.pdf"; filename*=UTF-8''%E0%B2%A6%E0%B2%BE%E0%B2%96%E0%B2%B2%E0%B3%86.pdf`);
  });
});

describe('detectDocument', () => {
  it('reads a PDF by its bytes', async () => {
    expect(await detectDocument(Buffer.from('%PDF-1.7\n%%EOF\n'))).toEqual(pdf);
  });

  it('refuses text that merely mentions PDF', async () => {
    expect(await detectDocument(Buffer.from('this is not a %PDF'))).toBeNull();
  });
});
