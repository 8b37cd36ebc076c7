// transactions.result becomes text. Nothing queries inside it (GET /v1/transactions/{id} and the
// list return it whole), so PostgreSQL no longer parses ~1.5 KB of JSON on every insert; the
// writer sends the worker's JSON text and reads return it as stored. json kept its input text
// verbatim, so old rows read back unchanged. (One table rewrite when this runs.)
export const version = 5;
export const name = 'transactions_result_text';
export const sql = /* sql */ `
ALTER TABLE transactions ALTER COLUMN result TYPE text USING result::text;
`;
