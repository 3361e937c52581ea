/**
 * Fixed-window counters kept in memory. Enough for one process; behind a load balancer each
 * process counts on its own, which still bounds guessing to (processes x limit) per window.
 */
export class RateLimiter {
  private windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** True when `key` has already used up its allowance in the current window. */
  isBlocked(key: string): boolean {
    const w = this.current(key);
    return w !== undefined && w.count >= this.limit;
  }

  record(key: string): void {
    const w = this.current(key);
    if (w) w.count += 1;
    else this.windows.set(key, { count: 1, resetAt: Date.now() + this.windowMs });
    if (this.windows.size > 50_000) this.sweep();
  }

  /** Records a hit and tells whether it was over the limit. */
  hit(key: string): boolean {
    const blocked = this.isBlocked(key);
    this.record(key);
    return blocked;
  }

  clear(key: string): void {
    this.windows.delete(key);
  }

  private current(key: string) {
    const w = this.windows.get(key);
    if (w && w.resetAt <= Date.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return w;
  }

  private sweep(): void {
    const now = Date.now();
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
  }
}
