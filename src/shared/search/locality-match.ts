// Localities as one types them, for the typeaheads: by name or another name in use ('Hitech City'),
// by pincode, and despite a slip of spelling or of the keyboard ('gachibouli', 'kondapr', 'madhpaur').
// The name itself comes first, then names that start with the text, then names that contain it, then
// near spellings, closest first.
import { localityAliases, localityKey } from './locality-names.ts';

export const MAX_LOCALITY_OPTIONS = 8;

type Named = { areaName: string; pincode: string };

/**
 * The fewest one-letter edits (add, drop, change, or swap two neighbours) that turn `typed` into the
 * start of `name`: 'gachibouli' is 1 from 'gachibowli', 'kondapr' 1 from 'kondapur'.
 */
export function editsToStartOf(typed: string, name: string): number {
  // previous[j]: edits turning typed's first i-1 letters into name's first j; current the same for i.
  let older: number[] = [];
  let previous = Array.from({ length: name.length + 1 }, (_, j) => j);
  // A cell outside the table is a way that does not exist.
  const at = (row: number[], j: number) => row[j] ?? Infinity;
  for (let i = 1; i <= typed.length; i++) {
    const current = [i];
    for (let j = 1; j <= name.length; j++) {
      const change = typed[i - 1] === name[j - 1] ? 0 : 1;
      let best = Math.min(at(previous, j) + 1, at(current, j - 1) + 1, at(previous, j - 1) + change);
      if (i > 1 && j > 1 && typed[i - 1] === name[j - 2] && typed[i - 2] === name[j - 1]) best = Math.min(best, at(older, j - 2) + 1);
      current.push(best);
    }
    older = previous;
    previous = current;
  }
  return Math.min(...previous);
}

/** How many slips a typed text may hold and still find a name: none in a short text, where one letter changes everything. */
const slipsAllowed = (length: number) => (length >= 8 ? 2 : length >= 5 ? 1 : 0);

/** A locality's name and its other names, as keys, each also from every word on ('hills' of Jubilee Hills). */
function keysOf(area: Named): { whole: string[]; fromEveryWord: string[] } {
  const names = [area.areaName, ...localityAliases(area.areaName)];
  const whole = names.map(localityKey);
  const fromEveryWord = names.flatMap((name) => {
    const words = name.split(/[^A-Za-z0-9]+/).filter(Boolean);
    return words.map((_, index) => localityKey(words.slice(index).join(' ')));
  });
  return { whole, fromEveryWord };
}

/** The localities `text` may mean, best first, at most `limit`. */
export function matchLocalities<T extends Named>(areas: readonly T[], text: string, limit = MAX_LOCALITY_OPTIONS): T[] {
  const needle = localityKey(text);
  if (!needle) return [];
  const allowed = slipsAllowed(needle.length);
  const ranked: { area: T; rank: number; edits: number }[] = [];
  for (const area of areas) {
    const { whole, fromEveryWord } = keysOf(area);
    if (whole.includes(needle)) ranked.push({ area, rank: 0, edits: 0 });
    else if (whole.some((key) => key.startsWith(needle)) || area.pincode.startsWith(needle)) ranked.push({ area, rank: 1, edits: 0 });
    else if (whole.some((key) => key.includes(needle))) ranked.push({ area, rank: 2, edits: 0 });
    else if (allowed > 0) {
      const edits = Math.min(...fromEveryWord.map((key) => editsToStartOf(needle, key)));
      if (edits <= allowed) ranked.push({ area, rank: 3, edits });
    }
  }
  // A stable sort: equal matches keep the list's own order.
  return ranked
    .sort((a, b) => a.rank - b.rank || a.edits - b.edits)
    .slice(0, limit)
    .map(({ area }) => area);
}
