// Half of a planted import cycle: src/server/import-rules.test.ts expects the lint to refuse it.
import { b } from './cycle-b.ts';

export const a = (n: number): number => (n > 0 ? b(n - 1) : 0);
