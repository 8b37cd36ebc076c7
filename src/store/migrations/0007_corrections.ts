// Corrections that stick: POST /v1/report-issue may carry `expected` values. The report keeps
// them (expected: as sent; correction: resolved - full merchant data, category path) with the
// normalised title they apply to; an organization's live corrections are those not dismissed.
export const version = 7;
export const name = 'issue_report_corrections';
export const sql = /* sql */ `
ALTER TABLE issue_reports ADD COLUMN expected   jsonb;
ALTER TABLE issue_reports ADD COLUMN title_key  text;
ALTER TABLE issue_reports ADD COLUMN correction jsonb;

-- loadCorrections(org) and the per-organization version poll
CREATE INDEX issue_reports_corrections_idx ON issue_reports (org_id, created_at, id) WHERE correction IS NOT NULL;
-- admin list across organizations, newest first, optionally by status
CREATE INDEX issue_reports_status_created_idx ON issue_reports (status, created_at DESC, id DESC);
CREATE INDEX issue_reports_created_idx ON issue_reports (created_at DESC, id DESC);
-- a corrected merchant name is looked up among the reference merchants
CREATE INDEX merchants_name_lower_idx ON merchants (lower(data->>'name'));
-- admin: an organization's keys
CREATE INDEX api_keys_org_idx ON api_keys (org_id, created_at);
`;
