// Progress bar on standard error (cli-progress): rows done, rows/s and, for a file whose size is
// known, percent and ETA from the bytes read. Messages go above the bar while it runs.
import { MultiBar, type SingleBar } from 'cli-progress';

export class Progress {
  rows = 0;
  bytes = 0;
  private multi: MultiBar | null = null;
  private bar: SingleBar | null = null;
  private timer: NodeJS.Timeout | null = null;
  private startedAt = 0;

  constructor(private readonly enabled: boolean, private readonly totalBytes: number) {}

  start(): void {
    this.startedAt = performance.now();
    if (!this.enabled) return;
    const sized = this.totalBytes > 0;
    this.multi = new MultiBar({
      stream: process.stderr,
      format: sized
        ? ' {bar} {percentage}% | {rows} rows | {rate} rows/s | ETA {eta_formatted}'
        : ' {rows} rows | {rate} rows/s | {elapsed}s',
      barsize: 30,
      hideCursor: true,
      clearOnComplete: false,
      etaBuffer: 50,
      // Outside a terminal (CI logs, --progress) the bar is printed as a line every second.
      noTTYOutput: true,
      notTTYSchedule: 1000,
      fps: 10,
    });
    this.bar = this.multi.create(sized ? this.totalBytes : 1, 0, { rows: 0, rate: 0, elapsed: 0 });
    this.timer = setInterval(() => this.render(), 200);
    this.timer.unref();
  }

  private render(): void {
    if (this.bar === null) return;
    const secs = (performance.now() - this.startedAt) / 1000;
    this.bar.update(this.totalBytes > 0 ? Math.min(this.bytes, this.totalBytes) : 0, {
      rows: this.rows, rate: secs > 0 ? Math.round(this.rows / secs) : 0, elapsed: Math.round(secs),
    });
  }

  log(text: string): void {
    if (this.multi !== null) this.multi.log(text);
    else process.stderr.write(text);
  }

  stop(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    if (this.multi !== null) {
      this.render();
      this.multi.stop();
      this.multi = null;
      this.bar = null;
    }
  }
}
