// The last day of a tenancy after notice: the notice period from the day it is given, not before the
// lock-in ends, and never after the agreed term ends.
import type { TTenancyTerms } from '../contracts/tenancy.ts';
import { addDays, addMonths, earlierOf, laterOf } from './calendar.ts';

/** The last day of the lock-in (the day before it ends), or null when there is none. */
export const lockInLastDay = (terms: Pick<TTenancyTerms, 'startDate' | 'lockInMonths'>) =>
  terms.lockInMonths > 0 ? addDays(addMonths(terms.startDate, terms.lockInMonths), -1) : null;

export function noticeLastDay(terms: Pick<TTenancyTerms, 'startDate' | 'endDate' | 'lockInMonths' | 'noticeDays'>, givenOn: string): string {
  const byNotice = addDays(givenOn, terms.noticeDays);
  const lockIn = lockInLastDay(terms);
  return earlierOf(lockIn ? laterOf(byNotice, lockIn) : byNotice, terms.endDate);
}
