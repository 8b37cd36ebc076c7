// Credit reservations on record, so a credit taken for a request that then stored nothing
// (crash, lost database reply, refund that failed) is given back: a reservation is keyed by
// the id of the transaction it pays for, and one not matched by a stored transaction within
// a bounded time (or left by a process that is gone) is refunded by the reconciler
// (src/store/credits.ts). `node` is the reserving process (its connections' application_name
// is txenrich/<node>), so reservations of a dead node are settled at once.
export const version = 6;
export const name = 'credit_reservations';
export const sql = /* sql */ `
CREATE TABLE credit_reservations (
  id         uuid        PRIMARY KEY,                 -- the transaction the credit pays for
  org_id     uuid        NOT NULL,
  credits    integer     NOT NULL CHECK (credits > 0),
  node       text        NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX credit_reservations_created_at ON credit_reservations (created_at);
`;
