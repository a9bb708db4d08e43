// Colours the illustrations draw from: the plasters, tiles and greens of Hyderabad streets.
export const FACADES = ['#f3ede2', '#ece6dc', '#f6efe6', '#e8ddd0', '#dfe6ea', '#f1e6d8', '#e6e9e4'] as const;
export const ACCENTS = ['#c8643b', '#8a5a44', '#5b6b78', '#d49b3c', '#3f7d7a', '#9b4d3a', '#6b7f5c', '#47607a'] as const;
export const PASTELS = ['#f4c7a1', '#cfe3c8', '#f3e1a0', '#bcd8e8', '#e3cfe6', '#f2d0c4', '#e8e0cf', '#d9e7e3'] as const;
export const ROOFS = ['#a8483a', '#7a4b3a', '#5a5f66', '#8e3b2f', '#6d5a4e'] as const;
export const WOODS = ['#9a6a45', '#8b5e3c', '#a87b52', '#7d5236'] as const;
export const CARS = ['#d9dde2', '#b83b3b', '#2f4f7f', '#f2f2f0', '#3b3f46', '#8f9aa3', '#b07a3c'] as const;
export const GREENS = ['#4f9a5b', '#3f8a4f', '#5fa563', '#2f7a4a', '#6aa85e'] as const;
export const TRIM = '#fbfaf7';
export const DARK = '#2b3340';

export type Light = 'day' | 'morning' | 'dusk';

export const SKIES: Record<Light, readonly (readonly [string, string, string])[]> = {
  day: [
    ['#5eaedb', '#9fd0ea', '#e6f4f8'],
    ['#6bb6e0', '#a9d7ee', '#eef7f4'],
    ['#58a5d6', '#93c7e6', '#dcefff'],
  ],
  morning: [
    ['#84bde2', '#c9def0', '#fde2c2'],
    ['#8fc2e0', '#dde3e6', '#fbd3b0'],
  ],
  dusk: [
    ['#232c57', '#5a4a86', '#f0976a'],
    ['#2a2f5e', '#6b4f8c', '#f4a672'],
  ],
};

export const LAWNS: Record<Light, string> = { day: '#8cbd6c', morning: '#93b96d', dusk: '#4a6552' };
