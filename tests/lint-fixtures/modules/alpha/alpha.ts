// A planted pair: alpha and beta import each other (src/server/module-graph.test.ts expects it found).
import { beta } from '../beta/beta.ts';

export const alpha = (): string => 'alpha';
export const both = (): string => alpha() + beta();
