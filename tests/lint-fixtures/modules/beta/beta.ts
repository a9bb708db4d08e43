import type { alpha } from '../alpha/alpha.ts';

export const beta = (): string => 'beta';
export type Alpha = typeof alpha;
