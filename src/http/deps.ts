// Everything the handlers use, created once at start-up.
import type { Config } from '../config.js';
import type { Logger } from '../log.js';
import type { Store } from '../store/types.js';
import type { EnrichPool } from '../enrich/pool.js';
import type { Authenticator } from './auth.js';
import type { Limiter } from '../limits/index.js';
import type { CorrectionBook } from '../enrich/corrections.js';
import type { Taxonomy } from '../../workers/engine/taxonomy.js';

export interface Deps {
  config: Config;
  log: Logger;
  /** False until the store, the pool and the taxonomy are ready (requests get 503 meanwhile). */
  ready: boolean;
  shuttingDown: boolean;
  store: Store;
  pool: EnrichPool;
  auth: Authenticator;
  limiter: Limiter;
  categoryVersion: string;
  /** Pre-serialised `data` of GET /v1/categories. */
  categoriesDataJson: string;
  iconsDir: string;
  /** The category taxonomy (corrections name categories by any taxonomy name). */
  taxonomy: Taxonomy;
  /** Organizations' corrections, applied to their enrichments of the same title. */
  corrections: CorrectionBook;
  /** PUBLIC_URL, else http://localhost:<port>: the origin of icon URLs when the Host header is unusable. */
  publicUrl: string;
  /** orgId + "\0" + idempotency key of enrichments running on this node. */
  enrichInFlight: Set<string>;
}
