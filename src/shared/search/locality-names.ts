// Locality names as people type them: any case, with or without spaces and dots ('LB Nagar',
// 'l.b. nagar', 'lbnagar'), the -pally/-palli and -pet/-peth spellings of Telugu place names, and
// a few other names in real use for the same place ('Hitech City' for HITEC City, 'KPHB' for Kukatpally).

/** Other names in real use, by the locality's own name (only applied to localities that exist). */
const ALIASES: Record<string, string[]> = {
  'HITEC City': ['Hitech City', 'Hi-Tech City', 'Hitec', 'Hitech'],
  Kukatpally: ['KPHB', 'KPHB Colony'],
  Serilingampally: ['Sherilingampally'],
  'Banjara Hills': ['Banjara'],
  'Jubilee Hills': ['Jubilee'],
  Himayatnagar: ['Himayathnagar'],
  'Pragathi Nagar': ['Pragati Nagar'],
  Punjagutta: ['Panjagutta'],
  Yousufguda: ['Yusufguda'],
  Kachiguda: ['Kacheguda'],
  Dilsukhnagar: ['Dilsuknagar'],
  Hafeezpet: ['Hafizpet'],
  Secunderabad: ['Secundrabad'],
};

/** The letters and digits of a name, lower case, with -palli read as -pally and -peth as -pet. */
export function localityKey(name: string): string {
  return name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .map((word) => word.replace(/palli$/, 'pally').replace(/peth$/, 'pet'))
    .join('');
}

export type LocalityIndex = {
  /** The locality a name means exactly (its own name or an alias), or null. */
  exact(name: string): string | null;
  /** Exactly, or else the one locality whose name contains it ('jubil'); null when none or several do. */
  lookup(name: string): string | null;
};

export function localityIndex(localityNames: readonly string[]): LocalityIndex {
  const byKey = new Map<string, string>();
  for (const name of localityNames) {
    byKey.set(localityKey(name), name);
    for (const alias of ALIASES[name] ?? []) byKey.set(localityKey(alias), name);
  }
  const exact = (name: string) => byKey.get(localityKey(name)) ?? null;
  return {
    exact,
    lookup(name) {
      const found = exact(name);
      const key = localityKey(name);
      if (found || key.length < 3) return found;
      const containing = new Set([...byKey].filter(([k]) => k.includes(key)).map(([, locality]) => locality));
      const [only, ...others] = containing;
      return only !== undefined && others.length === 0 ? only : null;
    },
  };
}

/** The other names in real use for a locality ('Hitech City' for HITEC City), for the web's typeahead. */
export const localityAliases = (name: string): readonly string[] => ALIASES[name] ?? [];
