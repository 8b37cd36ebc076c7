// Per-organization transaction counts, so GET /v1/transactions/count without afterDate is a
// read of a few rows instead of count(*) over millions. Statement-level triggers with
// transition tables keep the counts exact for EVERY insert and delete path (the writer's batch
// statement, bulk loads, manual SQL), adding one grouped upsert per statement, not per row.
// Counts are striped over 16 slots per organization (slot = backend pid % 16) so concurrent
// writer batches on different connections do not queue on one hot row; a count is SUM(n).
export const version = 2;
export const name = 'transaction_counts';
export const sql = /* sql */ `
CREATE TABLE transaction_counts (
  org_id uuid    NOT NULL,
  slot   integer NOT NULL,
  n      bigint  NOT NULL,
  PRIMARY KEY (org_id, slot)                                                   -- countTransactions
);

CREATE FUNCTION transaction_counts_add() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO transaction_counts AS c (org_id, slot, n)
  SELECT org_id, pg_backend_pid() % 16, count(*) FROM new_rows GROUP BY org_id
  ON CONFLICT (org_id, slot) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$fn$;

CREATE FUNCTION transaction_counts_sub() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO transaction_counts AS c (org_id, slot, n)
  SELECT org_id, pg_backend_pid() % 16, -count(*) FROM old_rows GROUP BY org_id
  ON CONFLICT (org_id, slot) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$fn$;

-- Triggers first: CREATE TRIGGER locks transactions against writes until this migration
-- commits, so the backfill below counts exactly the rows present (no write slips between).
CREATE TRIGGER transactions_count_insert AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_counts_add();
CREATE TRIGGER transactions_count_delete AFTER DELETE ON transactions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_counts_sub();

INSERT INTO transaction_counts (org_id, slot, n)
SELECT org_id, 0, count(*) FROM transactions GROUP BY org_id;
`;
