// HTTP client for the black-box tests: plain fetch, responses captured whole so assertion
// messages can show exactly what came back.
import { randomBytes, randomUUID } from 'node:crypto';

export interface Res {
  status: number;
  headers: Headers;
  text: string;
  /** Parsed JSON body, or undefined when the body is not JSON. */
  body: any;
  method: string;
  path: string;
  /** One-line summary for assertion messages. */
  describe(): string;
}

export interface RequestOptions {
  /** X-API-Key value; omitted when undefined. */
  key?: string;
  /** Serialised as JSON with Content-Type application/json. */
  json?: unknown;
  /** Raw body (sent as is; set Content-Type yourself via headers). */
  body?: string | Uint8Array;
  headers?: Record<string, string>;
  /** Retry on 429 after Retry-After (functional tests only; never in rate-limit tests). */
  retry429?: boolean;
}

export type Plan = 'free' | 'starter' | 'growth' | 'business' | 'enterprise';

export interface OrgOptions {
  name?: string;
  plan?: Plan;
  credits?: number | null;
  rps?: number;
  concurrency?: number;
}

export interface CreatedOrg {
  id: string;
  apiKey: string;
  keyId: string;
  organization: any;
  key: any;
}

export function idemKey(): string {
  return `k_${randomBytes(12).toString('base64url')}`;
}

export function describeRes(method: string, path: string, status: number, headers: Headers, text: string): string {
  const hdrs: string[] = [];
  headers.forEach((v, k) => {
    if (k.startsWith('x-') || k === 'retry-after' || k === 'content-type') hdrs.push(`${k}: ${v}`);
  });
  const shown = text.length > 3000 ? `${text.slice(0, 3000)}…(${text.length} chars)` : text;
  return `${method} ${path} -> ${status}\n  ${hdrs.join('\n  ')}\n  body: ${shown}`;
}

export class Api {
  constructor(
    readonly baseUrl: string,
    readonly adminKey: string,
  ) {}

  async request(method: string, path: string, opts: RequestOptions = {}): Promise<Res> {
    for (let attempt = 0; ; attempt++) {
      const res = await this.once(method, path, opts);
      if (res.status !== 429 || !opts.retry429 || attempt >= 8) return res;
      const wait = Math.max(1, Number(res.headers.get('retry-after')) || 1);
      await sleep(wait * 1000);
    }
  }

  private async once(method: string, path: string, opts: RequestOptions): Promise<Res> {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (opts.key !== undefined) headers['x-api-key'] = opts.key;
    let body: string | Uint8Array | undefined = opts.body;
    if (opts.json !== undefined) {
      body = JSON.stringify(opts.json);
      if (!Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) headers['content-type'] = 'application/json';
    }
    const r = await fetch(this.baseUrl + path, { method, headers, body });
    const text = await r.text();
    let parsed: any;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return {
      status: r.status,
      headers: r.headers,
      text,
      body: parsed,
      method,
      path,
      describe: () => describeRes(method, path, r.status, r.headers, text),
    };
  }

  get(path: string, key?: string, opts: RequestOptions = {}): Promise<Res> {
    return this.request('GET', path, { ...opts, key });
  }

  /** A functional GET: retries on 429 so limits never make a contract test flaky. */
  read(path: string, key: string): Promise<Res> {
    return this.request('GET', path, { key, retry429: true });
  }

  enrich(
    key: string,
    body: unknown,
    opts: { idem?: string | null; headers?: Record<string, string>; retry429?: boolean } = {},
  ): Promise<Res> {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    const idem = opts.idem === undefined ? idemKey() : opts.idem;
    if (idem !== null) headers['idempotency-key'] = idem;
    return this.request('POST', '/v1/transactions/enrich', { key, json: body, headers, retry429: opts.retry429 ?? true });
  }

  /**
   * Enriches and returns the stored transaction id. The enrich response carries only
   * `transaction` and `enrichments`, so the id is learned the contractual way: replaying the
   * idempotency key yields 409 `details.transactionId`.
   */
  async enrichStored(key: string, body: unknown): Promise<{ res: Res; id: string; idem: string }> {
    const idem = idemKey();
    const res = await this.enrich(key, body, { idem });
    if (res.status !== 200) throw new Error(`enrich failed: ${res.describe()}`);
    const replay = await this.enrich(key, body, { idem });
    const id = replay.body?.error?.details?.transactionId;
    if (replay.status !== 409 || typeof id !== 'string') throw new Error(`replaying an idempotency key did not give 409 with transactionId: ${replay.describe()}`);
    return { res, id, idem };
  }

  admin(method: string, path: string, json?: unknown, adminKey: string | null = this.adminKey): Promise<Res> {
    const headers: Record<string, string> = {};
    if (adminKey !== null) headers['x-admin-key'] = adminKey;
    return this.request(method, path, { json, headers });
  }

  async createOrg(o: OrgOptions = {}): Promise<CreatedOrg> {
    const plan = o.plan ?? 'business';
    const payload: Record<string, unknown> = { name: o.name ?? `org-${plan}-${randomUUID().slice(0, 8)}`, plan };
    if (o.credits !== undefined) payload.credits = o.credits;
    if (o.rps !== undefined) payload.rps = o.rps;
    if (o.concurrency !== undefined) payload.concurrency = o.concurrency;
    const res = await this.admin('POST', '/admin/organizations', payload);
    if (res.status !== 201) throw new Error(`creating an organization failed: ${res.describe()}`);
    const d = res.body.data;
    return { id: d.organization.id, apiKey: d.apiKey, keyId: d.key.id, organization: d.organization, key: d.key };
  }

  async createKey(orgId: string, permissions?: string[]): Promise<{ apiKey: string; keyId: string; key: any }> {
    const res = await this.admin('POST', `/admin/organizations/${orgId}/keys`, permissions ? { permissions } : {});
    if (res.status !== 201) throw new Error(`creating a key failed: ${res.describe()}`);
    return { apiKey: res.body.data.apiKey, keyId: res.body.data.key.id, key: res.body.data.key };
  }

  async orgCredits(orgId: string): Promise<number | null> {
    const res = await this.admin('GET', `/admin/organizations/${orgId}`);
    if (res.status !== 200) throw new Error(`reading an organization failed: ${res.describe()}`);
    return res.body.data.organization.credits;
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

/** Standard enrichment bodies. */
export const TITLES = {
  square: { title: 'SQ *BLUE BOTTLE COFFEE OAKLAND CA', country: 'US', type: 'expense' },
  venmo: { title: 'VENMO *JOHN SMITH', country: 'US', type: 'expense' },
  netflix: { title: 'NETFLIX.COM 866-579-7172 CA', country: 'US', type: 'expense' },
  rewe: { title: 'Kartenzahlung REWE Markt GmbH', country: 'DE', type: 'expense' },
} as const;
