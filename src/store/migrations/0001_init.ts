// Initial schema. SQL lives in .ts modules so `tsc` ships it in dist/ with the code.
// Every index below serves a query in src/store/pg-store.ts (named next to it).
export const version = 1;
export const name = 'init';
export const sql = /* sql */ `
CREATE TABLE organizations (
  id          uuid PRIMARY KEY,
  name        text NOT NULL,
  plan        text NOT NULL,
  credits     bigint,                 -- NULL = unlimited; never below 0 (CHECK + conditional UPDATE)
  rps         integer NOT NULL,
  concurrency integer NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT organizations_credits_nonneg CHECK (credits IS NULL OR credits >= 0)
);

CREATE TABLE api_keys (
  id          uuid PRIMARY KEY,
  org_id      uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  key_hash    text NOT NULL,          -- SHA-256 hex of the full key; the key itself is never stored
  permissions text[] NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  revoked_at  timestamptz
);
CREATE UNIQUE INDEX api_keys_hash_idx ON api_keys (key_hash);                  -- findApiKey
CREATE INDEX api_keys_revoked_idx ON api_keys (revoked_at) WHERE revoked_at IS NOT NULL; -- revokedKeyHashesSince

CREATE TABLE idempotency_keys (
  org_id         uuid NOT NULL,
  key            text NOT NULL,
  transaction_id uuid NOT NULL,
  state          text NOT NULL CHECK (state IN ('pending', 'completed')),
  created_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (org_id, key)                                                    -- claim / complete / release
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);    -- 24 h purge

CREATE TABLE transactions (
  id                 uuid PRIMARY KEY,                                         -- get / delete (+ org check)
  org_id             uuid NOT NULL,
  idempotency_key    text NOT NULL,
  raw                text NOT NULL,
  direction          text NOT NULL,
  country            text NOT NULL,
  status             text NOT NULL,
  partial            boolean NOT NULL,
  errors             text[] NOT NULL DEFAULT '{}',
  created_at         timestamptz NOT NULL,
  processing_time_ms integer NOT NULL,
  -- {transaction, enrichments}: json, not jsonb, keeps the worker's text verbatim (key order
  -- included), so GET /v1/transactions/{id} returns exactly what the enrichment returned.
  result             json NOT NULL,
  merchant_id        uuid,
  location_id        uuid,
  credits_charged    integer NOT NULL DEFAULT 0 -- settled reservation (reserveCredits), recorded for audit
);
-- keyset list (newest first), count with afterDate, issue-report ownership check
CREATE INDEX transactions_org_created_idx ON transactions (org_id, created_at DESC, id DESC);

CREATE TABLE locations (
  id         uuid PRIMARY KEY,
  data       json NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE issue_reports (
  id             uuid PRIMARY KEY,
  org_id         uuid NOT NULL,
  transaction_id uuid NOT NULL,
  description    text NOT NULL,
  fields         text[] NOT NULL,
  status         text NOT NULL,
  status_message text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX issue_reports_org_created_idx ON issue_reports (org_id, created_at DESC, id DESC);                -- list
CREATE INDEX issue_reports_org_status_created_idx ON issue_reports (org_id, status, created_at DESC, id DESC); -- list by status

-- Reference data: rows hold the API shape in data (json: key order as written, returned as is);
-- merchants.source is 'reference' (seeded) or 'derived' (found by enrichment, upserted by the writer).
CREATE TABLE banks (
  id       uuid PRIMARY KEY,
  name_key text NOT NULL,     -- trim + Unicode lower-case of the name, computed in JS (collation-independent)
  country  text,              -- ISO alpha-2 upper-case; NULL = unknown
  data     json NOT NULL
);
-- search: name_key = $1 [AND country = $2] ORDER BY country NULLS LAST, id
CREATE INDEX banks_name_country_idx ON banks (name_key, country, id);

CREATE TABLE merchants (
  id     uuid PRIMARY KEY,
  source text NOT NULL DEFAULT 'reference',
  data   json NOT NULL
);

CREATE TABLE intermediaries (
  id   uuid PRIMARY KEY,
  data json NOT NULL
);

CREATE TABLE p2p_platforms (
  id   uuid PRIMARY KEY,
  data json NOT NULL
);

-- Content hash of the seeded reference data, so restarts skip an unchanged seed.
CREATE TABLE reference_state (
  name       text PRIMARY KEY,
  hash       text NOT NULL,
  counts     jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
`;
