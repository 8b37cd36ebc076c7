// Collects calls made in the same turn of the event loop (and, while a batch is in flight, the
// calls made meanwhile) and hands them to ONE async function: one database round trip serves
// many requests. Each caller gets its own answer (or the batch's error).
export type BatchFn<I, O> = (items: readonly I[]) => Promise<readonly O[]>;

interface Waiter<I, O> {
  item: I;
  resolve: (o: O) => void;
  reject: (err: unknown) => void;
}

export class TickBatcher<I, O> {
  private queue: Waiter<I, O>[] = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(private readonly run: BatchFn<I, O>, private readonly maxInFlight = 1, private readonly maxBatch = 1024) {}

  add(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.inFlight >= this.maxInFlight) return; // a finishing batch flushes
    this.scheduled = true;
    setImmediate(this.flush);
  }

  private readonly flush = (): void => {
    this.scheduled = false;
    while (this.queue.length > 0 && this.inFlight < this.maxInFlight) {
      const batch = this.queue.length <= this.maxBatch ? this.queue : this.queue.slice(0, this.maxBatch);
      this.queue = batch === this.queue ? [] : this.queue.slice(this.maxBatch);
      this.inFlight++;
      const items = batch.map((w) => w.item);
      this.run(items).then(
        (out) => { for (let i = 0; i < batch.length; i++) batch[i]!.resolve(out[i]!); },
        (err: unknown) => { for (const w of batch) w.reject(err); },
      ).finally(() => {
        this.inFlight--;
        if (this.queue.length > 0) this.schedule();
      });
    }
  };
}
