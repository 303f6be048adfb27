/** Bounds how many expensive operations (password hashing) run at once, with a bounded queue behind them. */
export class QueueFullError extends Error {
  override name = 'QueueFullError';
}

export class Semaphore {
  #active = 0;
  readonly #waiting: Array<() => void> = [];

  constructor(
    private readonly limit: number,
    private readonly maxQueue: number,
  ) {}

  get active(): number {
    return this.#active;
  }

  get queued(): number {
    return this.#waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.#acquire();
    try {
      return await task();
    } finally {
      this.#release();
    }
  }

  #acquire(): Promise<void> {
    if (this.#active < this.limit) {
      this.#active += 1;
      return Promise.resolve();
    }
    if (this.#waiting.length >= this.maxQueue) {
      return Promise.reject(new QueueFullError('Too many operations waiting'));
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  #release(): void {
    const next = this.#waiting.shift();
    if (next) {
      next();
    } else {
      this.#active -= 1;
    }
  }
}
