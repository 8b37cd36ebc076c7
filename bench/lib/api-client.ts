// Small typed calls to the running service (setup and checks, not load): admin org creation,
// counting stored transactions, one-off enrichments.
export interface CreatedOrg { id: string; apiKey: string }

async function call(base: string, method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<{ status: number; json: any; bytes: number }> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json: any = null;
  try { json = JSON.parse(text); } catch { /* keep null */ }
  return { status: res.status, json, bytes: Buffer.byteLength(text) };
}

export async function createOrg(base: string, adminKey: string, body: { name: string; plan: string; rps?: number; concurrency?: number; credits?: number | null }): Promise<CreatedOrg> {
  const r = await call(base, 'POST', '/admin/organizations', { 'x-admin-key': adminKey }, body);
  if (r.status !== 201 || typeof r.json?.data?.apiKey !== 'string') {
    throw new Error(`POST /admin/organizations -> ${r.status} ${JSON.stringify(r.json)}`);
  }
  return { id: r.json.data.organization.id, apiKey: r.json.data.apiKey };
}

export async function countTransactions(base: string, apiKey: string): Promise<number> {
  const r = await call(base, 'GET', '/v1/transactions/count', { 'x-api-key': apiKey });
  if (r.status !== 200) throw new Error(`GET /v1/transactions/count -> ${r.status} ${JSON.stringify(r.json)}`);
  return r.json.data.count as number;
}

export async function enrichOnce(base: string, apiKey: string, idempotencyKey: string, input: object): Promise<{ status: number; json: any; bytes: number }> {
  return call(base, 'POST', '/v1/transactions/enrich', { 'x-api-key': apiKey, 'idempotency-key': idempotencyKey }, input);
}

export async function getJson(base: string, path: string, apiKey: string): Promise<{ status: number; json: any; bytes: number }> {
  return call(base, 'GET', path, { 'x-api-key': apiKey });
}
