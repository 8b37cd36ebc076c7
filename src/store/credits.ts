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
import type { Sql } from './connection.js';
import { TickBatcher } from './tick-batcher.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Ask { orgId: string; n: number }
/** New balance after this reservation, null when unlimited, false when not enough credits. */
export type Reservation = number | null | false;

export class CreditLedger {
  private readonly reserver: TickBatcher<Ask, Reservation>;
  private readonly refunder: TickBatcher<Ask, void>;

  constructor(private readonly reserveSql: Sql, private readonly sql: Sql, maxInFlight: number) {
    this.reserver = new TickBatcher((asks) => this.reserveBatch(asks), maxInFlight);
    this.refunder = new TickBatcher((asks) => this.refundBatch(asks), maxInFlight);
  }

  reserve(orgId: string, n: number): Promise<Reservation> {
    if (!UUID.test(orgId) || !(n > 0)) return Promise.resolve(false);
    return this.reserver.add({ orgId, n });
  }

  refund(orgId: string, n: number): Promise<void> {
    if (!UUID.test(orgId) || !(n > 0)) return Promise.resolve();
    return this.refunder.add({ orgId, n });
  }

  private async reserveBatch(asks: readonly Ask[]): Promise<Reservation[]> {
    const out = new Array<Reservation>(asks.length);
    const byOrg = groupByOrg(asks);
    await Promise.all([...byOrg].map(async ([orgId, idx]) => {
      let wanted = 0;
      for (const i of idx) wanted += asks[i]!.n;
      // The FOR UPDATE sub-select returns the locked, latest balance (the "before" value);
      // when nothing was taken (0 credits, unlimited, unknown org) the second branch reports why.
      const [row] = await this.reserveSql<{ before: number; unlimited: boolean }[]>`
        WITH t AS (
          UPDATE organizations o SET credits = o.credits - LEAST(o.credits, ${wanted})
          FROM (SELECT id, credits FROM organizations WHERE id = ${orgId} FOR UPDATE) old
          WHERE o.id = old.id AND o.credits > 0
          RETURNING old.credits AS before
        )
        SELECT before, false AS unlimited FROM t
        UNION ALL
        SELECT 0, credits IS NULL FROM organizations WHERE id = ${orgId} AND NOT EXISTS (SELECT 1 FROM t)`;
      if (row?.unlimited) {
        for (const i of idx) out[i] = null;
        return;
      }
      const before = row ? row.before : 0;
      let left = Math.min(before, wanted);
      const taken = left;
      let balance = before;
      // First come, first served, all or nothing per request.
      for (const i of idx) {
        const n = asks[i]!.n;
        if (n <= left) {
          left -= n;
          balance -= n;
          out[i] = balance;
        } else {
          out[i] = false;
        }
      }
      // Taken but not handed out (a large request did not fit): give it straight back.
      if (left > 0 && taken > 0) await this.refund(orgId, left);
    }));
    return out;
  }

  private async refundBatch(asks: readonly Ask[]): Promise<void[]> {
    const byOrg = groupByOrg(asks);
    await Promise.all([...byOrg].map(([orgId, idx]) => {
      let n = 0;
      for (const i of idx) n += asks[i]!.n;
      return this.sql`UPDATE organizations SET credits = credits + ${n} WHERE id = ${orgId} AND credits IS NOT NULL`;
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
