/** What the fuzz sent and what came back: counts by status, and successes by route (which handlers ran). */
import type { FuzzRequest } from './fuzz-requests';

export class FuzzTally {
  sent = 0;
  readonly statuses = new Map<number, number>();
  /** 2xx answers per route template. */
  readonly successes = new Map<string, number>();
  /** `status` is undefined for a request that got no answer (the connection failed or timed out). */
  record(request: FuzzRequest, status: number | undefined) {
    this.sent += 1;
    if (status === undefined) return;
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
    if (status >= 200 && status < 300)
      this.successes.set(request.route, (this.successes.get(request.route) ?? 0) + 1);
  }

  count(predicate: (status: number) => boolean): number {
    return [...this.statuses].reduce((sum, [status, count]) => sum + (predicate(status) ? count : 0), 0);
  }

  /** "200 ×2345, 201 ×120, …", in status order. */
  formatStatuses(): string {
    return [...this.statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status} ×${count}`)
      .join(', ');
  }
}
