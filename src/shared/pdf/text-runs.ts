// Splits text into runs that one embedded font can draw: Telugu, Devanagari (which also holds ₹) or
// Latin. pdf-lib draws one font per call, and no single Noto file covers all three. Used by every PDF
// Gruha makes, in the browser and on the server.
export type PdfScript = 'latin' | 'devanagari' | 'telugu';
export type TextRun = { script: PdfScript; text: string };

const TELUGU = /[\u0C00-\u0C7F]/;
// eslint-disable-next-line no-misleading-character-class -- single code points are tested, never combined sequences.
const DEVANAGARI = /[\u0900-\u097F\u1CD0-\u1CFF\uA8E0-\uA8FF\u20B9]/;
// Joiners and the danda belong to the script around them.
// eslint-disable-next-line no-misleading-character-class -- single code points are tested, never combined sequences.
const NEUTRAL = /[\u200C\u200D\u0964\u0965]/;

function scriptOf(char: string): PdfScript | null {
  if (TELUGU.test(char)) return 'telugu';
  if (DEVANAGARI.test(char)) return 'devanagari';
  return NEUTRAL.test(char) ? null : 'latin';
}

export function textRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  for (const char of text) {
    const last = runs[runs.length - 1];
    const script = scriptOf(char) ?? last?.script ?? 'latin';
    if (last && last.script === script) last.text += char;
    else runs.push({ script, text: char });
  }
  return runs;
}

export const usesScript = (texts: string[], script: PdfScript) => texts.some((text) => textRuns(text).some((run) => run.script === script));
