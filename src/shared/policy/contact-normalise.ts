// Brokers hide numbers and addresses from a plain pattern: full-width or Devanagari digits, a zero-width
// space inside a number, "98765 / 43210", "4321O", "evil[.]com". These turn such text back into the
// plain form the contact-detail patterns read. What they produce is only read, never shown or stored.
// Each pattern runs in time linear in the text (up to 2,000 characters of anyone's choosing): none can
// start a match at every position of a long run and scan the rest of the run from each.

/** Invisible characters (zero-width spaces and joiners, soft hyphens, direction marks). */
const INVISIBLE = /\p{Cf}/gu;
const ANY_DIGIT = /\p{Nd}/u;
/** Letters that stand in for digits when they touch one: O for 0, l and I for 1. */
const LOOK_ALIKE = { O: '0', o: '0', l: '1', I: '1', '|': '1' } as const;
/** Runs of digits and look-alike letters; a run holding a digit is a number. */
const DIGIT_LIKE_RUN = /[0-9OolI|]+/g;
/** What people put between groups of a number's digits (a match starts only right after a digit). */
const DIGIT_SEPARATORS = /(?<=\d)[\s/\\,.()[\]\-‐-―_·*'"]+(?=\d)/gu;
/** Dots written out so that a pattern misses them: 。 (ideographic), "[.]", "(dot)", " dot ". */
const SPELLED_DOTS = /(?<!\s)\s*[[({]\s*(?:\.|dot)\s*[\])}]\s*|(?<!\s)\s+dot\s+|[。｡]/giu;

/** The value of any Unicode decimal digit: digits come in runs of ten from zero, so count back to the run's start. */
function asciiDigit(char: string): string {
  let code = char.codePointAt(0) ?? 0;
  let steps = 0;
  while (ANY_DIGIT.test(String.fromCodePoint(code - 1))) {
    code -= 1;
    steps += 1;
  }
  return String(steps % 10);
}

/** Compatibility forms folded (full-width letters and digits), invisible characters gone, every digit ASCII. */
function plain(text: string): string {
  return text
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(/\p{Nd}/gu, (char) => (/[0-9]/.test(char) ? char : asciiDigit(char)));
}

const asDigits = (run: string) => (/[0-9]/.test(run) ? run.replace(/[OolI|]/g, (char) => LOOK_ALIKE[char as keyof typeof LOOK_ALIKE]) : run);

/** The text with each number's digits run together, look-alike letters inside numbers read as digits. */
export function digitsJoined(text: string): string {
  // Joined again once the letters are digits: "98765 4321O" is one number only when its O is a 0.
  return plain(text).replace(DIGIT_SEPARATORS, '').replace(DIGIT_LIKE_RUN, asDigits).replace(DIGIT_SEPARATORS, '');
}

/** The text with spelled-out and look-alike dots as dots, in lower case, for reading addresses in. */
export function dotsPlain(text: string): string {
  return plain(text).replace(SPELLED_DOTS, '.').toLowerCase();
}
