// Credit reservations and refunds, batched: every reservation made in one tick for one
// organization becomes ONE conditional UPDATE that takes as many credits as are available
// (LEAST(credits, wanted)), handed out first come, first served. The row lock serialises
// concurrent batches (other nodes too), so the balance never goes negative
// (CHECK (credits >= 0) is the backstop) and a credit is never handed out twice.
//
// Reservations commit with synchronous_commit = off on PostgreSQL (a separate connection):
// the WAL is flushed in order, so the COMMIT of the write batch that stores a request's result
// makes its earlier reservation durable as well. A crash can lose only reservations of
// requests that never got their 200 - as if refunded. Refunds commit synchronously.
//
// A reservation made for a transaction id is recorded (credit_reservations, migration 0006)
// in the same statement that takes the credit. A refund deletes the record and gives back
// exactly what it held (so a refund and the reconciler never both give it back). The
// reconciler settles every record older than RECONCILE_AFTER_MS, or left by a process that is
// gone: the credit comes back unless a stored transaction with that id was charged for it.
// So a crash, a lost reply or a failed refund costs nothing, and a retry with the same key is
// charged once.
import type { Sql } from './connection.js';
import { TickBatcher } from './tick-batcher.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Ask { orgId: string; n: number; id: string | null }

/** Reservations older than this are settled against stored transactions (requests end far sooner). */
export const RECONCILE_AFTER_MS = 60_000;
/** New balance after this reservation, null when unlimited, false when not enough credits. */
export type Reservation = number | null | false;

export class CreditLedger {
  private readonly reserver: TickBatcher<Ask, Reservation>;
  private readonly refunder: TickBatcher<Ask, void>;

  constructor(private readonly reserveSql: Sql, private readonly sql: Sql, maxInFlight: number, private readonly node: string) {
    this.reserver = new TickBatcher((asks) => this.reserveBatch(asks), maxInFlight);
    this.refunder = new TickBatcher((asks) => this.refundBatch(asks), maxInFlight);
  }

  /** `id`: the transaction the credits pay for; recorded so a lost request is refunded. */
  reserve(orgId: string, n: number, id?: string): Promise<Reservation> {
    if (!UUID.test(orgId) || !(n > 0)) return Promise.resolve(false);
    return this.reserver.add({ orgId, n, id: id !== undefined && UUID.test(id) ? id : null });
  }

  /** With `id`: gives back what that reservation holds (once); without: `n` credits. */
  refund(orgId: string, n: number, id?: string): Promise<void> {
    if (!UUID.test(orgId) || !(n > 0)) return Promise.resolve();
    return this.refunder.add({ orgId, n, id: id !== undefined && UUID.test(id) ? id : null });
  }

  private async reserveBatch(asks: readonly Ask[]): Promise<Reservation[]> {
    const out = new Array<Reservation>(asks.length);
    const byOrg = groupByOrg(asks);
    await Promise.all([...byOrg].map(async ([orgId, idx]) => {
      const ids = idx.map((i) => asks[i]!.id);
      const ns = idx.map((i) => asks[i]!.n);
      // First come, first served: asks are granted in order while their running total fits
      // the locked balance. One statement takes the credits and records the reservations.
      const [row] = await this.reserveSql<{ before: number | null; unlimited: boolean | null; granted: number }[]>`
        WITH a AS (
          SELECT * FROM unnest(${ids}::uuid[], ${ns}::int4[]) WITH ORDINALITY AS a(id, n, ord)
        ), o AS (
          SELECT id, credits FROM organizations WHERE id = ${orgId} FOR UPDATE
        ), g AS (
          SELECT a.id, a.n FROM a, o
          WHERE o.credits IS NOT NULL AND (SELECT sum(b.n) FROM a b WHERE b.ord <= a.ord) <= o.credits
        ), upd AS (
          UPDATE organizations SET credits = credits - (SELECT sum(n) FROM g)
          WHERE id = ${orgId} AND EXISTS (SELECT 1 FROM g)
          RETURNING 1
        ), ins AS (
          INSERT INTO credit_reservations (id, org_id, credits, node)
          SELECT g.id, ${orgId}, g.n, ${this.node} FROM g WHERE g.id IS NOT NULL
          ON CONFLICT (id) DO NOTHING
          RETURNING 1
        )
        SELECT (SELECT credits FROM o) AS before, (SELECT credits IS NULL FROM o) AS unlimited,
               (SELECT count(*) FROM g)::int4 AS granted`;
      if (row?.unlimited) {
        for (const i of idx) out[i] = null;
        return;
      }
      let balance = row?.before ?? 0;
      const granted = row?.granted ?? 0;
      for (let k = 0; k < idx.length; k++) {
        if (k < granted) {
          balance -= asks[idx[k]!]!.n;
          out[idx[k]!] = balance;
        } else {
          out[idx[k]!] = false;
        }
      }
    }));
    return out;
  }

  /**
   * Settles reservations: those older than `olderThanMs`, and (PostgreSQL) those of nodes with
   * no connection left. Each gives back its credits minus what its stored transaction (same
   * id) was charged. Returns the number of credits given back.
   */
  async reconcile(opts: { olderThanMs: number; deadNodes: boolean }): Promise<{ settled: number; refunded: number }> {
    const [row] = await this.sql<{ settled: number; refunded: number }[]>`
      WITH r AS (
        DELETE FROM credit_reservations c
        WHERE c.created_at < now() - ${opts.olderThanMs} * interval '1 millisecond'
           OR (${opts.deadNodes}::boolean AND c.node <> ${this.node} AND NOT EXISTS (
                 SELECT 1 FROM pg_stat_activity s WHERE s.application_name = 'txenrich/' || c.node))
        RETURNING c.id, c.org_id, c.credits
      ), back AS (
        SELECT r.org_id, sum(GREATEST(0, r.credits - COALESCE(t.credits_charged, 0)))::int8 AS n
        FROM r LEFT JOIN transactions t ON t.id = r.id
        GROUP BY r.org_id
      ), upd AS (
        UPDATE organizations o SET credits = o.credits + back.n
        FROM back WHERE o.id = back.org_id AND o.credits IS NOT NULL AND back.n > 0
        RETURNING back.n
      )
      SELECT (SELECT count(*) FROM r)::int4 AS settled, (SELECT COALESCE(sum(n), 0) FROM upd)::int4 AS refunded`;
    return row ?? { settled: 0, refunded: 0 };
  }

  private async refundBatch(asks: readonly Ask[]): Promise<void[]> {
    const byOrg = groupByOrg(asks);
    await Promise.all([...byOrg].map(async ([orgId, idx]) => {
      let n = 0;
      const ids: string[] = [];
      for (const i of idx) {
        const a = asks[i]!;
        if (a.id === null) n += a.n;
        else ids.push(a.id);
      }
      if (n > 0) await this.sql`UPDATE organizations SET credits = credits + ${n} WHERE id = ${orgId} AND credits IS NOT NULL`;
      if (ids.length > 0) {
        // Only what a reservation record still holds: the reconciler may have settled it already.
        await this.sql`
          WITH d AS (DELETE FROM credit_reservations WHERE id = ANY(${ids}::uuid[]) AND org_id = ${orgId} RETURNING credits)
          UPDATE organizations SET credits = credits + (SELECT sum(credits) FROM d)
          WHERE id = ${orgId} AND credits IS NOT NULL AND EXISTS (SELECT 1 FROM d)`;
      }
    }));
    return new Array<void>(asks.length);
  }
}

function groupByOrg(asks: readonly Ask[]): Map<string, number[]> {
  const byOrg = new Map<string, number[]>();
  for (let i = 0; i < asks.length; i++) {
    const id = asks[i]!.orgId.toLowerCase();
    const list = byOrg.get(id);
    if (list) list.push(i);
    else byOrg.set(id, [i]);
  }
  return byOrg;
}
