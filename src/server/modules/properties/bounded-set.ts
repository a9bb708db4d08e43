/** Keys remembered up to `capacity`, the oldest forgotten first. */
export class BoundedSet {
  private readonly keys = new Set<string>();

  constructor(private readonly capacity: number) {}

  has(key: string): boolean {
    return this.keys.has(key);
  }

  remember(key: string): void {
    this.keys.delete(key);
    this.keys.add(key);
    if (this.keys.size > this.capacity) this.keys.delete(this.keys.values().next().value as string);
  }

  forget(key: string): void {
    this.keys.delete(key);
  }
}
