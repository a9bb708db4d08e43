// The PDF's fonts as built assets, fetched only when a PDF is made (this module is loaded lazily).
import devanagari from '../pdf-fonts/noto-sans-devanagari-regular.ttf?url';
import latinBold from '../pdf-fonts/noto-sans-latin-bold.ttf?url';
import latinRegular from '../pdf-fonts/noto-sans-latin-regular.ttf?url';
import telugu from '../pdf-fonts/noto-sans-telugu-regular.ttf?url';
import type { PdfFontSource } from './agreement-pdf.ts';

const urls = { latinRegular, latinBold, devanagari, telugu };

export const fetchPdfFont: PdfFontSource = async (file) => {
  const response = await fetch(urls[file]);
  if (!response.ok) throw new Error(`Could not load the PDF font (${response.status})`);
  return new Uint8Array(await response.arrayBuffer());
};
