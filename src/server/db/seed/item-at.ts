// The demo data refers to its own parts by position (the n-th locality, listing or step of a deal): one
// missing is a bug in that data, and seeding stops there.
export function itemAt<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new RangeError(`No item at ${index} of ${items.length}`);
  return item;
}
