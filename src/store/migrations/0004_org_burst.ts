// An enterprise organization's own token-bucket capacity (burst). NULL = the default, 2 x rps.
export const version = 4;
export const name = 'organization_burst';
export const sql = /* sql */ `
ALTER TABLE organizations ADD COLUMN burst integer CHECK (burst IS NULL OR burst >= 1);
`;
