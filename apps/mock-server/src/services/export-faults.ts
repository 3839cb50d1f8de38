/** Export failures the control plane asks for: the next `count` exports fail with the developer's own text. */
export interface PendingFailure {
  message: string;
  remaining: number;
}

export class ExportFaults {
  private readonly queue: PendingFailure[] = [];

  /** The next `count` exports fail with `message`. */
  inject(message: string, count = 1): void {
    this.queue.push({ message, remaining: Math.max(1, Math.floor(count)) });
  }

  clear(): void {
    this.queue.length = 0;
  }

  pending(): PendingFailure[] {
    return this.queue.map((f) => ({ ...f }));
  }

  /** The failure the export starting now takes, or null. */
  take(): string | null {
    const f = this.queue[0];
    if (!f) return null;
    f.remaining -= 1;
    if (f.remaining <= 0) this.queue.shift();
    return f.message;
  }
}
