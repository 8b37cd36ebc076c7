// An admitted request's hold on its organization's limits, shared by both backends: one object per
// request and no closures (it lives as long as the request), released once.
import { rateHeaders, type BucketState } from './headers.js';
import type { Admission } from './types.js';

export abstract class HeldAdmission implements Admission {
  private released = false;

  constructor(readonly rate: BucketState) {}

  get headers(): Array<[string, string]> {
    return rateHeaders(this.rate, 'rps');
  }

  release(): void {
    if (this.released) return;
    this.released = true;
    this.free();
  }

  /** Gives the concurrency slot back (called once). */
  protected abstract free(): void;
}
