import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { editsToStartOf, matchLocalities } from './locality-match.ts';

// The city's own list, as the server seeds it.
const [, ...rows] = fs
  .readFileSync(new URL('../../server/db/seed/hyderabad-localities.csv', import.meta.url), 'utf8')
  .trim()
  .split(/\r?\n/);
const localities = rows.map((row) => {
  const [areaName = '', pincode = ''] = row.split(',');
  return { areaName, pincode };
});
const names = (text: string) => matchLocalities(localities, text).map((found) => found.areaName);

describe('editsToStartOf', () => {
  it.each([
    ['gachibowli', 'gachibowli', 0],
    ['gachib', 'gachibowli', 0],
    ['gachibouli', 'gachibowli', 1],
    ['gachiboli', 'gachibowli', 1],
    ['gachibwoli', 'gachibowli', 1],
    ['kondapr', 'kondapur', 1],
    ['xyz', 'gachibowli', 3],
    ['', 'gachibowli', 0],
  ])('%s → start of %s: %d', (typed, name, edits) => expect(editsToStartOf(typed, name)).toBe(edits));
});

describe('matchLocalities', () => {
  it('finds a locality despite a misspelling, first', () => {
    expect(names('gachibouli')[0]).toBe('Gachibowli');
    expect(names('Gachi bouli')[0]).toBe('Gachibowli');
    expect(names('kondapr')[0]).toBe('Kondapur');
    expect(names('madhpaur')[0]).toBe('Madhapur');
    expect(names('jubile hils')[0]).toBe('Jubilee Hills');
    expect(names('secundrabad')[0]).toBe('Secunderabad');
  });

  it('puts names starting with the text before names containing it, and both before near spellings', () => {
    expect(names('kuk')).toEqual(['Kukatpally']);
    expect(names('pally')).toEqual(['Kukatpally', 'Lingampally', 'Serilingampally', 'Bachupally', 'Bowenpally', 'Kompally']);
    const nagar = names('nagar');
    expect(nagar.length).toBe(8);
    for (const name of nagar) expect(name.toLowerCase().replace(/\s/g, '')).toContain('nagar');
    expect(names('hitech')).toEqual(['HITEC City']);
    expect(names('kukatpalli')).toEqual(['Kukatpally']);
    // A name that is the start of another's comes first when typed whole.
    expect(names('Lingampally')).toEqual(['Lingampally', 'Serilingampally']);
  });

  it('finds by pincode and by the other names in use', () => {
    expect(names('500032')).toContain('Gachibowli');
    expect(names('kphb')).toEqual(['Kukatpally']);
  });

  it('keeps a short text exact: one changed letter in four is another word', () => {
    expect(names('kond')).toEqual(['Kondapur', 'Manikonda']);
    expect(names('kondu')).toEqual(['Kondapur']);
    expect(names('zzzz')).toEqual([]);
    expect(names(' ')).toEqual([]);
  });

  it('finds nothing for text far from every name', () => {
    expect(names('atlantis')).toEqual([]);
    expect(names('qwertyuiop')).toEqual([]);
  });

  it('lists at most eight', () => {
    expect(names('5000').length).toBe(8);
  });
});
