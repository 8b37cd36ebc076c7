// Storage entry point: createStore() opens the database (DATABASE_URL or embedded PGlite);
// call init() to migrate and seed before serving.
import { openConnection } from './connection.js';
import { PgStore } from './pg-store.js';
import type { Store, StoreOptions } from './types.js';

export type * from './types.js';
export { PERMISSIONS } from './types.js';
export { InvalidCursorError } from './cursor.js';
export { StoreClosedError, StoreOverloadedError } from './writer.js';
export { PgStore } from './pg-store.js';

export async function createStore(opts: StoreOptions): Promise<Store & Pick<PgStore, 'kind' | 'writerStats' | 'purgeExpiredIdempotencyKeys'>> {
  const conn = await openConnection({ databaseUrl: opts.databaseUrl, dataDir: opts.dataDir });
  return new PgStore(conn, opts);
}
