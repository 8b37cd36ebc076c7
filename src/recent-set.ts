// A bounded "seen recently" set for hints that may be forgotten: the writer's already-stored
// merchant and location ids, the result cache's doorkeeper.

/**
 * The keys seen most recently, between `max` and 2 x `max` of them: two generations of plain
 * Sets, the older dropped whole when the newer fills. No exact LRU order is kept: an LRUCache
 * here spent ~2.4 % of the main thread's time on its list upkeep (an entry per stored write).
 */
export class RecentSet {
  private current = new Set<string>();
  private previous = new Set<string>();

  constructor(private readonly max: number) {}

  has(key: string): boolean {
    return this.current.has(key) || this.previous.has(key);
  }

  add(key: string): void {
    if (this.current.has(key)) return;
    if (this.current.size >= this.max) {
      this.previous = this.current;
      this.current = new Set();
    }
    this.current.add(key);
  }

  clear(): void {
    this.current.clear();
    this.previous.clear();
  }
}
