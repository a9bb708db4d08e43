// A search's total as people read it: the count in Indian digits, and "2,000+" where the server
// stopped counting (its answer's isTotalCapped).
import { formatIndianNumber } from './money.ts';

export type SearchTotal = { totalElements: number; isTotalCapped: boolean };

export const formatSearchTotal = ({ totalElements, isTotalCapped }: SearchTotal) => `${formatIndianNumber(totalElements)}${isTotalCapped ? '+' : ''}`;

/** '1 home', '12 homes', '2,000+ homes' with the noun given in both numbers. */
export function totalOf(total: SearchTotal, one: string, many: string) {
  return `${formatSearchTotal(total)} ${total.totalElements === 1 && !total.isTotalCapped ? one : many}`;
}
