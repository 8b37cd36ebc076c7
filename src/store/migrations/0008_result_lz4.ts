// transactions.result (the engine's JSON, ~0.7-2.8 KB) is over PostgreSQL's TOAST threshold
// for the larger results, and each of those inserts compresses it. The default pglz costs the
// database backend CPU on every such row; lz4 compresses these texts about as small and much
// faster. bench/pg-compression.mjs (real engine results, 64-row unnest batches, 4 in flight,
// PostgreSQL 15): medians 44k rows/s pglz -> 51k lz4; with a uniform 2.5 KB result 27-30k ->
// 46-50k. Applies to rows written from now on (no rewrite). A build without lz4 keeps pglz.
export const version = 8;
export const name = 'transactions_result_lz4';
export const sql = /* sql */ `
DO $$
BEGIN
  ALTER TABLE transactions ALTER COLUMN result SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported OR invalid_parameter_value THEN
  RAISE NOTICE 'lz4 not available in this build: transactions.result keeps pglz';
END
$$;
`;
