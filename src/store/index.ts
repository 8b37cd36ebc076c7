// Storage entry point: createStore() opens the database (DATABASE_URL or embedded PGlite);
// call init() to migrate and seed before serving.
import { resolve } from 'node:path';
import { openConnection } from './connection.js';
import { defaultNativeDataDir } from './reference-data.js';
import { PgStore } from './pg-store.js';
import type { Store, StoreOptions } from './types.js';

export type * from './types.js';
export { PERMISSIONS } from './types.js';
export { InvalidCursorError } from './cursor.js';
export { StoreClosedError, StoreOverloadedError } from './writer.js';
export { PgStore } from './pg-store.js';

export async function createStore(opts: StoreOptions): Promise<Store & Pick<PgStore, 'kind' | 'writerStats' | 'observeWriterBatches' | 'purgeExpiredIdempotencyKeys'>> {
  // A new embedded database may start from the install-time seeded cluster only when this
  // store serves that same default reference data.
  const usesDefaultData = resolve(opts.nativeDataDir ?? defaultNativeDataDir()) === resolve(defaultNativeDataDir());
  const seededTemplate = (opts.pgliteTemplate ?? (usesDefaultData ? 'seeded' : 'empty')) === 'seeded';
  const conn = await openConnection({ databaseUrl: opts.databaseUrl, dataDir: opts.dataDir, seededTemplate });
  return new PgStore(conn, opts);
}
