// The other half of the planted import cycle (cycle-a.ts).
import { a } from './cycle-a.ts';

export const b = (n: number): number => (n > 0 ? a(n - 1) : 1);
