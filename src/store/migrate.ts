// Applies pending migrations in one transaction under an advisory lock, so several nodes
// starting together apply each migration exactly once (the others wait, then see it applied).
import type { Sql } from './connection.js';
import { MIGRATIONS, type Migration } from './migrations/index.js';

/** Arbitrary constant shared by every node: pg_advisory_xact_lock key for migrations. */
const MIGRATION_LOCK = 7_346_112_001;

export async function migrate(sql: Sql, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  return sql.begin(async (tx) => {
    await tx`SET LOCAL statement_timeout = 0`; // migrations (and waiting for another node's) may take long
    await tx`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`;
    await tx`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`;
    const rows = await tx<{ version: number }[]>`SELECT version FROM schema_migrations`;
    const done = new Set(rows.map((r) => r.version));
    const applied: number[] = [];
    for (const m of [...migrations].sort((a, b) => a.version - b.version)) {
      if (done.has(m.version)) continue;
      await tx.unsafe(m.sql).simple(); // simple protocol: a migration holds several statements
      await tx`INSERT INTO schema_migrations (version, name) VALUES (${m.version}, ${m.name})`;
      applied.push(m.version);
    }
    return applied;
  }) as Promise<number[]>;
}
