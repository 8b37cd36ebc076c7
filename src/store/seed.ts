// Upserts the reference data (banks, merchants, intermediaries, p2p platforms) with their
// stable ids. Skipped entirely when the stored content hash equals the current one, so a
// restart costs one small query; otherwise chunked multi-row upserts in one transaction.
import type postgres from 'postgres';
import type { Sql } from './connection.js';
import type { LoadedReference } from './reference-data.js';

const SEED_LOCK = 7_346_112_002;
const STATE_NAME = 'reference';
const CHUNK = 4000;

export interface SeedResult {
  skipped: boolean;
  counts: Record<string, number>;
  ms: number;
}

export async function seedReference(sql: Sql, ref: LoadedReference): Promise<SeedResult> {
  const started = performance.now();
  if (await storedHash(sql) === ref.hash) return { skipped: true, counts: {}, ms: performance.now() - started };
  const rows = ref.rows();
  const counts = {
    banks: rows.banks.length, merchants: rows.merchants.length,
    intermediaries: rows.intermediaries.length, p2p: rows.p2p.length,
  };

  const skipped = await sql.begin(async (tx) => {
    await tx`SET LOCAL statement_timeout = 0`; // seeding (and waiting for another node's) may take long
    await tx`SELECT pg_advisory_xact_lock(${SEED_LOCK})`;
    // Another node may have seeded the same data while this one waited for the lock.
    if (await storedHash(tx) === ref.hash) return true;
    for (const chunk of chunks(dedup(rows.banks))) {
      await tx`
        INSERT INTO banks (id, name_key, country, data)
        SELECT u.id, u.name_key, u.country, u.data::json
        FROM unnest(${chunk.map((r) => r.id)}::uuid[], ${chunk.map((r) => r.nameKey)}::text[],
                    ${chunk.map((r) => r.country)}::text[], ${chunk.map((r) => JSON.stringify(r.data))}::text[])
             AS u(id, name_key, country, data)
        ON CONFLICT (id) DO UPDATE SET name_key = excluded.name_key, country = excluded.country, data = excluded.data
        WHERE banks.data::text IS DISTINCT FROM excluded.data::text
           OR banks.name_key IS DISTINCT FROM excluded.name_key  -- a new key function (ROW_FORMAT)
           OR banks.country IS DISTINCT FROM excluded.country`;
    }
    for (const chunk of chunks(dedup(rows.merchants))) {
      await tx`
        INSERT INTO merchants (id, source, data)
        SELECT u.id, 'reference', u.data::json
        FROM unnest(${chunk.map((r) => r.id)}::uuid[], ${chunk.map((r) => JSON.stringify(r.data))}::text[]) AS u(id, data)
        ON CONFLICT (id) DO UPDATE SET source = 'reference', data = excluded.data
        WHERE merchants.source <> 'reference' OR merchants.data::text IS DISTINCT FROM excluded.data::text`;
    }
    for (const [table, list] of [['intermediaries', rows.intermediaries], ['p2p_platforms', rows.p2p]] as const) {
      for (const chunk of chunks(dedup<{ id: string; data: object }>(list))) {
        await tx`
          INSERT INTO ${tx(table)} (id, data)
          SELECT u.id, u.data::json
          FROM unnest(${chunk.map((r) => r.id)}::uuid[], ${chunk.map((r) => JSON.stringify(r.data))}::text[]) AS u(id, data)
          ON CONFLICT (id) DO UPDATE SET data = excluded.data
          WHERE ${tx(table)}.data::text IS DISTINCT FROM excluded.data::text`;
      }
    }
    // Rows no longer in the data are kept: ids already returned by enrichments stay resolvable.
    await tx`
      INSERT INTO reference_state (name, hash, counts, updated_at)
      VALUES (${STATE_NAME}, ${ref.hash}, ${JSON.stringify(counts)}::jsonb, now())
      ON CONFLICT (name) DO UPDATE SET hash = excluded.hash, counts = excluded.counts, updated_at = now()`;
    return false;
  });
  return { skipped: skipped as boolean, counts, ms: performance.now() - started };
}

async function storedHash(sql: Sql | postgres.TransactionSql<Record<string, unknown>>): Promise<string | null> {
  const r = await sql<{ hash: string }[]>`SELECT hash FROM reference_state WHERE name = ${STATE_NAME}`;
  return r[0]?.hash ?? null;
}

/** Last record wins on a duplicated id (one INSERT may not touch a row twice). */
function dedup<T extends { id: string }>(list: readonly T[]): T[] {
  const byId = new Map<string, T>();
  for (const r of list) byId.set(r.id, r);
  return [...byId.values()];
}

function* chunks<T>(list: T[]): Generator<T[]> {
  for (let i = 0; i < list.length; i += CHUNK) yield list.slice(i, i + CHUNK);
}
