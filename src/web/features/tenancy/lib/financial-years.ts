// The financial years (April to March) a tenancy's term touches, named by the year they start in.
const startYearOf = (date: string) => {
  const [year = 0, month = 1] = date.split('-').map(Number);
  return month >= 4 ? year : year - 1;
};

export function financialYears(startDate: string, endDate: string): number[] {
  const first = startYearOf(startDate);
  const last = Math.max(first, startYearOf(endDate));
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/** 2026 -> '2026-27'. */
export const financialYearLabel = (year: number) => `${year}-${String((year + 1) % 100).padStart(2, '0')}`;

/** The financial year a date falls in. */
export const financialYearOf = startYearOf;
