// Uses alpha one way: no pair.
import { alpha } from '../alpha/alpha.ts';

export const gamma = (): string => alpha();
