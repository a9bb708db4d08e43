// How much one report counts towards taking a listing out of search, declared once: the server
// weighs reports with it and the admin queue shows the same figures. Why these numbers:
// docs/decisions/0069-weighted-reports.md.

export const REPORT_WEIGHTS = {
  /** An account younger than this adds nothing for its age. */
  settlingAfterDays: 7,
  settling: 0.25,
  establishedAfterDays: 30,
  established: 0.5,
  confirmedEmail: 0.25,
  /** Each earlier report an admin upheld (took the listing down or warned its poster), up to `upheldAtMost`. */
  perUpheld: 0.25,
  upheldAtMost: 0.5,
  /** Each earlier report an admin dismissed (kept or verified the listing) takes this off. */
  perDismissed: 0.25,
  /** No single report counts for more: at least three people must agree. */
  atMost: 1.25,
} as const;

/** Open reports weighing this much in all (the heaviest per network) take a listing out of search until an admin decides. */
export const REPORTS_THRESHOLD = 3;

export type ReporterFacts = { accountAgeDays: number; isEmailConfirmed: boolean; upheld: number; dismissed: number };

/** A reporter's weight, a multiple of 0.25 (exact in floating point) from 0 to `atMost`. */
export function reportWeight({ accountAgeDays, isEmailConfirmed, upheld, dismissed }: ReporterFacts): number {
  const w = REPORT_WEIGHTS;
  const age = accountAgeDays >= w.establishedAfterDays ? w.established : accountAgeDays >= w.settlingAfterDays ? w.settling : 0;
  const history = Math.min(upheld * w.perUpheld, w.upheldAtMost) - dismissed * w.perDismissed;
  const weight = age + (isEmailConfirmed ? w.confirmedEmail : 0) + history;
  return Math.min(Math.max(weight, 0), w.atMost);
}

/** The open reports' total: reports from one network count once, at the weight of the heaviest. */
export function weighReports(reports: { network: string; weight: number }[]): number {
  const heaviest = new Map<string, number>();
  for (const { network, weight } of reports) heaviest.set(network, Math.max(weight, heaviest.get(network) ?? 0));
  return [...heaviest.values()].reduce((sum, weight) => sum + weight, 0);
}
