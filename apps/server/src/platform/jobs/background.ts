/**
 * Work that must not delay or shape the answer to a request (the mail after a reset request: doing
 * it inline would tell by its timing whether the account exists). It starts after the current
 * request's answer is on its way; failures are logged, never thrown at the caller. `drain` waits for
 * what is running, so a shutdown or a test sees it finish.
 */
export class BackgroundWork {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: (message: string, err: unknown) => void = (m, err) => console.error(m, err)) {}

  run(name: string, work: () => Promise<void>): void {
    const job: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((err: unknown) => this.log(`${name} failed`, err))
      .finally(() => this.running.delete(job));
    this.running.add(job);
  }

  async drain(): Promise<void> {
    while (this.running.size) await Promise.all([...this.running]);
  }
}
