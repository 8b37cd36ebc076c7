// Contract checks shared by the API tests. Shape checks return a list of problems (empty when
// the value conforms) so one failing assertion shows every deviation at once.
import { expect } from 'vitest';
import type { Res } from './api.js';

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const CHANNELS = ['in_store', 'online', 'mobile_app', 'atm', 'bank_transfer', 'direct_debit', 'unknown'];
/** The hosted original's eight: its client rejects any other value and aborts the run. */
export const SUBSCRIPTION_TYPES = ['streaming', 'software', 'news', 'fitness', 'mobile', 'gaming', 'utilities', 'other'];
export const LEVEL1 = [
  'Income', 'Transfers', 'Food & Drink', 'Shopping', 'Transportation', 'Travel',
  'Housing & Utilities', 'Entertainment', 'Health & Wellness', 'Personal Care', 'Education',
  'Financial Services', 'Government & Taxes', 'Services', 'Charity & Gifts',
];
export const ENTRY_STATUSES = ['found', 'no_match', 'not_applicable'];
export const ENTITY_ROLES: Record<string, string[]> = {
  merchant: ['organization'], location: ['store_location'], intermediary: ['processor', 'p2p', 'wallet'], person: ['recipient'],
};
export const REASON_RE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;
export const ERROR_TAG_RE = /^(merchant|location|category|payment_processor|peer_to_peer)_(timeout|error)$/;
export const RATE_HEADERS = [
  'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'x-ratelimit-scope',
  'x-ratelimit-concurrency-limit', 'x-ratelimit-concurrency-remaining', 'x-ratelimit-burst',
];

export function isIsoDateTime(v: unknown): boolean {
  return typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(v) && !Number.isNaN(Date.parse(v));
}

export function isInt(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v);
}

/** Problems with the envelope's `meta` and the X-Request-Id header (every response). */
export function metaProblems(res: Res): string[] {
  const p: string[] = [];
  const b = res.body;
  if (!b || typeof b !== 'object') return ['body is not a JSON object'];
  const m = b.meta;
  if (!m || typeof m !== 'object') return ['meta missing'];
  if (!isIsoDateTime(m.generatedAt)) p.push(`meta.generatedAt not ISO date-time: ${JSON.stringify(m.generatedAt)}`);
  if (typeof m.requestId !== 'string' || !UUID_RE.test(m.requestId)) p.push(`meta.requestId not a UUID: ${JSON.stringify(m.requestId)}`);
  if (typeof m.version !== 'string' || m.version.length === 0) p.push(`meta.version not a non-empty string: ${JSON.stringify(m.version)}`);
  const hdr = res.headers.get('x-request-id');
  if (hdr !== m.requestId) p.push(`X-Request-Id header ${JSON.stringify(hdr)} != meta.requestId ${JSON.stringify(m.requestId)}`);
  const ct = res.headers.get('content-type') ?? '';
  if (!ct.toLowerCase().startsWith('application/json')) p.push(`content-type not application/json: ${ct}`);
  return p;
}

/** Asserts a success envelope with the given status and returns `data`. */
export function expectSuccess(res: Res, status = 200): any {
  expect(res.status, res.describe()).toBe(status);
  expect(res.body?.success, res.describe()).toBe(true);
  expect('data' in (res.body ?? {}), `data missing: ${res.describe()}`).toBe(true);
  expect(metaProblems(res), res.describe()).toEqual([]);
  return res.body.data;
}

/** Asserts an error envelope with the given status and code; returns `error`. */
export function expectError(res: Res, status: number, code: string): any {
  expect(res.status, res.describe()).toBe(status);
  expect(res.body?.success, res.describe()).toBe(false);
  expect(res.body?.error?.code, res.describe()).toBe(code);
  expect(typeof res.body?.error?.message, res.describe()).toBe('string');
  expect(res.body.error.message.length, res.describe()).toBeGreaterThan(0);
  if (res.body.error.details !== undefined) {
    expect(typeof res.body.error.details, `details must be an object: ${res.describe()}`).toBe('object');
  }
  expect(metaProblems(res), res.describe()).toEqual([]);
  return res.body.error;
}

/** Asserts 422 validation_error whose fieldErrors name each of `fields` (case-insensitive match on the key). */
export function expectFieldErrors(res: Res, fields: string[]): Record<string, string[]> {
  const err = expectError(res, 422, 'validation_error');
  const fe = err.details?.fieldErrors;
  expect(fe && typeof fe === 'object', `details.fieldErrors missing: ${res.describe()}`).toBe(true);
  for (const [k, v] of Object.entries(fe)) {
    expect(Array.isArray(v) && (v as unknown[]).length > 0 && (v as unknown[]).every((s) => typeof s === 'string'),
      `fieldErrors.${k} must be a non-empty array of strings: ${res.describe()}`).toBe(true);
  }
  const keys = Object.keys(fe).map((k) => k.toLowerCase());
  for (const f of fields) {
    expect(keys.some((k) => k === f.toLowerCase() || k.endsWith(`.${f.toLowerCase()}`) || k.endsWith(`/${f.toLowerCase()}`)),
      `fieldErrors should name "${f}": ${res.describe()}`).toBe(true);
  }
  return fe;
}

/** Problems with the six X-RateLimit-* headers of an authenticated response. */
export function rateHeaderProblems(res: Res, want?: { limit?: number; concurrency?: number; burst?: number }): string[] {
  const p: string[] = [];
  const h = (n: string) => res.headers.get(n);
  for (const n of RATE_HEADERS) if (h(n) === null) p.push(`${n} missing`);
  const intHeader = (n: string) => {
    const v = h(n);
    if (v !== null && !/^\d+$/.test(v)) p.push(`${n} not a non-negative integer: ${v}`);
    return v === null ? NaN : Number(v);
  };
  const limit = intHeader('x-ratelimit-limit');
  const remaining = intHeader('x-ratelimit-remaining');
  const climit = intHeader('x-ratelimit-concurrency-limit');
  const cremaining = intHeader('x-ratelimit-concurrency-remaining');
  const burst = intHeader('x-ratelimit-burst');
  if (burst < limit) p.push(`burst ${burst} < limit ${limit}`);
  if (remaining > burst) p.push(`remaining ${remaining} > burst ${burst}`);
  if (cremaining > climit) p.push(`concurrency remaining ${cremaining} > limit ${climit}`);
  const reset = h('x-ratelimit-reset');
  if (reset !== null && !isIsoDateTime(reset)) p.push(`x-ratelimit-reset not an ISO timestamp: ${reset}`);
  const scope = h('x-ratelimit-scope');
  if (scope !== null && scope !== 'rps' && scope !== 'concurrency') p.push(`x-ratelimit-scope not rps|concurrency: ${scope}`);
  if (want?.limit !== undefined && limit !== want.limit) p.push(`x-ratelimit-limit ${limit} != ${want.limit}`);
  if (want?.concurrency !== undefined && climit !== want.concurrency) p.push(`x-ratelimit-concurrency-limit ${climit} != ${want.concurrency}`);
  if (want?.burst !== undefined && burst !== want.burst) p.push(`x-ratelimit-burst ${burst} != ${want.burst}`);
  return p;
}

function str(v: unknown): boolean {
  return typeof v === 'string';
}
function strOrNull(v: unknown): boolean {
  return v === null || typeof v === 'string';
}
function confidence(v: unknown): boolean {
  return isInt(v) && v >= 0 && v <= 100;
}

function categoryRefProblems(ref: any, at: string): string[] {
  const p: string[] = [];
  if (!ref || typeof ref !== 'object') return [`${at} missing`];
  if (!str(ref.name) || ref.name.length === 0) p.push(`${at}.name not a non-empty string`);
  for (const c of ['mcc', 'sic', 'naics']) if (!isInt(ref.code?.[c])) p.push(`${at}.code.${c} not an integer: ${JSON.stringify(ref.code?.[c])}`);
  return p;
}

/** Problems with an enrichment's `transaction` part. */
export function transactionPartProblems(t: any): string[] {
  if (!t || typeof t !== 'object') return ['transaction missing'];
  const p: string[] = [];
  const cat = t.category;
  p.push(...categoryRefProblems(cat?.primary, 'category.primary'));
  p.push(...categoryRefProblems(cat?.secondary, 'category.secondary'));
  p.push(...categoryRefProblems(cat?.tertiary, 'category.tertiary'));
  if (!confidence(cat?.confidence)) p.push(`category.confidence not an integer 0-100: ${JSON.stringify(cat?.confidence)}`);
  if (cat?.primary && !LEVEL1.includes(cat.primary.name)) p.push(`category.primary.name not a level-1 name: ${cat.primary.name}`);
  const sub = t.subscription;
  if (typeof sub?.recurring !== 'boolean') p.push('subscription.recurring not boolean');
  if (sub?.recurring === true && !SUBSCRIPTION_TYPES.includes(sub.type)) p.push(`subscription.type not in enum: ${JSON.stringify(sub.type)}`);
  if (sub?.recurring === false && sub.type !== null) p.push(`subscription.type must be null when not recurring: ${JSON.stringify(sub.type)}`);
  if (!CHANNELS.includes(t.channel)) p.push(`channel not in enum: ${JSON.stringify(t.channel)}`);
  if (!confidence(t.confidence)) p.push(`transaction.confidence not an integer 0-100: ${JSON.stringify(t.confidence)}`);
  return p;
}

const ENTRY_DATA_CHECKS: Record<string, (d: any) => string[]> = {
  merchant: (d) => {
    const p: string[] = [];
    if (!UUID_RE.test(d?.id)) p.push('id not uuid');
    if (!str(d?.name)) p.push('name not string');
    if (!Array.isArray(d?.alias)) p.push('alias not array');
    if (!Array.isArray(d?.keywords)) p.push('keywords not array');
    for (const f of ['icon', 'description', 'color', 'website', 'domain']) if (!strOrNull(d?.[f])) p.push(`${f} not string|null`);
    return p;
  },
  location: (d) => {
    const p: string[] = [];
    if (!UUID_RE.test(d?.id)) p.push('id not uuid');
    if (!str(d?.name)) p.push('name not string');
    if (!str(d?.formatted)) p.push('formatted not string');
    const s = d?.structured;
    if (!s || typeof s !== 'object') p.push('structured missing');
    else {
      for (const f of ['street', 'city', 'state', 'postalCode', 'country', 'countryName', 'timezone']) if (!strOrNull(s[f])) p.push(`structured.${f} not string|null`);
      const c = s.coordinates;
      if (c !== null && (typeof c?.latitude !== 'number' || typeof c?.longitude !== 'number')) p.push('structured.coordinates not {latitude, longitude} numbers');
    }
    if (!strOrNull(d?.phoneNumber)) p.push('phoneNumber not string|null');
    return p;
  },
  paymentProcessor: (d) => {
    const p: string[] = [];
    if (!UUID_RE.test(d?.id)) p.push('id not uuid');
    if (!str(d?.name)) p.push('name not string');
    for (const f of ['icon', 'color', 'website']) if (!strOrNull(d?.[f])) p.push(`${f} not string|null`);
    return p;
  },
  peerToPeer: (d) => {
    const p: string[] = [];
    const pl = d?.platform;
    if (!UUID_RE.test(pl?.id)) p.push('platform.id not uuid');
    if (!str(pl?.name)) p.push('platform.name not string');
    for (const f of ['icon', 'color', 'website']) if (!strOrNull(pl?.[f])) p.push(`platform.${f} not string|null`);
    if (d?.recipient !== null && !str(d?.recipient?.displayName)) p.push('recipient not {displayName}|null');
    if (!strOrNull(d?.memo)) p.push('memo not string|null');
    return p;
  },
};

/** Problems with the `enrichments` part: all four entries, statuses, data/confidence nullness. */
export function enrichmentsProblems(e: any): string[] {
  if (!e || typeof e !== 'object') return ['enrichments missing'];
  const p: string[] = [];
  for (const [name, check] of Object.entries(ENTRY_DATA_CHECKS)) {
    const entry = e[name];
    if (!entry || typeof entry !== 'object') {
      p.push(`enrichments.${name} missing`);
      continue;
    }
    if (!ENTRY_STATUSES.includes(entry.status)) p.push(`enrichments.${name}.status not in ${ENTRY_STATUSES}: ${JSON.stringify(entry.status)}`);
    if (entry.status === 'found') {
      if (!confidence(entry.confidence)) p.push(`enrichments.${name}.confidence not an integer 0-100 on found: ${JSON.stringify(entry.confidence)}`);
      p.push(...check(entry.data).map((x) => `enrichments.${name}.data.${x}`));
    } else {
      if (entry.data !== null) p.push(`enrichments.${name}.data must be null when status is ${entry.status}`);
      if (entry.confidence !== null) p.push(`enrichments.${name}.confidence must be null when status is ${entry.status}`);
    }
  }
  return p;
}

/** Problems with a 200 enrich body: partial, data parts, meta.errors consistency. */
export function enrichBodyProblems(body: any): string[] {
  const p: string[] = [];
  if (body?.success !== true) p.push('success not true');
  if (typeof body?.partial !== 'boolean') p.push('top-level partial not boolean');
  p.push(...transactionPartProblems(body?.data?.transaction));
  p.push(...enrichmentsProblems(body?.data?.enrichments));
  const meta = body?.meta ?? {};
  if (typeof meta.categoryVersion !== 'string' || meta.categoryVersion.length === 0) p.push('meta.categoryVersion missing');
  if (!Array.isArray(meta.errors)) p.push('meta.errors not an array');
  else {
    for (const t of meta.errors) if (!ERROR_TAG_RE.test(t)) p.push(`meta.errors tag not <part>_timeout|_error: ${t}`);
    if (body.partial === true && meta.errors.length === 0) p.push('partial true but meta.errors empty');
    if (body.partial === false && meta.errors.length > 0) p.push('partial false but meta.errors not empty');
  }
  p.push(...entitiesProblems(body?.data?.entities, body?.data?.enrichments));
  return p;
}

/** Problems with a stored transaction as GET /v1/transactions/{id} returns it. */
export function storedTransactionProblems(t: any): string[] {
  if (!t || typeof t !== 'object') return ['stored transaction missing'];
  const p: string[] = [];
  if (!UUID_RE.test(t.id)) p.push(`id not uuid: ${t.id}`);
  if (!str(t.raw)) p.push('raw not string');
  if (t.direction !== 'expense' && t.direction !== 'income') p.push(`direction: ${t.direction}`);
  if (!['pending', 'completed', 'failed'].includes(t.status)) p.push(`status: ${t.status}`);
  if (typeof t.partial !== 'boolean') p.push('partial not boolean');
  if (!Array.isArray(t.errors) || !t.errors.every((x: unknown) => str(x))) p.push('errors not array of strings');
  else if (t.partial === true && t.errors.length === 0) p.push('partial true but errors empty');
  if (!isIsoDateTime(t.createdAt)) p.push(`createdAt not ISO: ${t.createdAt}`);
  if (!str(t.country) || !/^[A-Z]{2}$/.test(t.country)) p.push(`country not uppercase alpha-2: ${t.country}`);
  if (!isInt(t.processingTimeMs) || t.processingTimeMs < 0) p.push(`processingTimeMs not a non-negative integer: ${t.processingTimeMs}`);
  if (t.status === 'completed') {
    p.push(...transactionPartProblems(t.transaction));
    p.push(...enrichmentsProblems(t.enrichments));
    p.push(...entitiesProblems(t.entities, t.enrichments));
  }
  return p;
}

const INTERMEDIARY_CHECK = (d: any): string[] => {
  const p: string[] = [];
  if (!UUID_RE.test(d?.id)) p.push('id not uuid');
  if (!str(d?.name)) p.push('name not string');
  for (const f of ['icon', 'description', 'color', 'website', 'domain']) if (!strOrNull(d?.[f])) p.push(`${f} not string|null`);
  return p;
};

/**
 * Problems with `data.entities`: one entry per FOUND enrichment (merchant -> organization,
 * location -> store_location, processor -> processor|wallet, p2p platform -> p2p, p2p recipient ->
 * person recipient), each `{type, role, confidence: {value 0-100, reasons: [snake_case, ≥1]}, data}`
 * with the same ids as the enrichments.
 */
export function entitiesProblems(entities: any, e: any): string[] {
  if (!Array.isArray(entities)) return [`entities not an array: ${JSON.stringify(entities)}`];
  const p: string[] = [];
  for (const [i, en] of entities.entries()) {
    const at = `entities[${i}]`;
    if (!ENTITY_ROLES[en?.type]) { p.push(`${at}.type not merchant|location|intermediary|person: ${JSON.stringify(en?.type)}`); continue; }
    if (!ENTITY_ROLES[en.type]!.includes(en.role)) p.push(`${at}.role ${JSON.stringify(en.role)} not a role of ${en.type}`);
    const c = en.confidence;
    if (!c || typeof c !== 'object' || !confidence(c.value)) p.push(`${at}.confidence.value not an integer 0-100: ${JSON.stringify(c)}`);
    if (!Array.isArray(c?.reasons) || c.reasons.length === 0 || !c.reasons.every((r: unknown) => typeof r === 'string' && REASON_RE.test(r))) {
      p.push(`${at}.confidence.reasons not a non-empty array of snake_case tags: ${JSON.stringify(c?.reasons)}`);
    }
    const check = en.type === 'merchant' ? ENTRY_DATA_CHECKS.merchant! : en.type === 'location' ? ENTRY_DATA_CHECKS.location! : en.type === 'intermediary' ? INTERMEDIARY_CHECK
      : (d: any) => (str(d?.displayName) ? [] : ['displayName not string']);
    p.push(...check(en.data).map((x) => `${at}.data.${x}`));
  }
  if (!e || typeof e !== 'object') return p;
  // Exactly the found parts, with their ids.
  const want: string[] = [];
  if (e.merchant?.status === 'found') want.push(`merchant/organization/${e.merchant.data?.id}`);
  if (e.location?.status === 'found') want.push(`location/store_location/${e.location.data?.id}`);
  if (e.paymentProcessor?.status === 'found') want.push(`intermediary/processor/${e.paymentProcessor.data?.id}`);
  if (e.peerToPeer?.status === 'found') {
    want.push(`intermediary/p2p/${e.peerToPeer.data?.platform?.id}`);
    if (e.peerToPeer.data?.recipient) want.push(`person/recipient/${e.peerToPeer.data.recipient.displayName}`);
  }
  const got = entities.map((en: any) => `${en?.type}/${en?.role === 'wallet' ? 'processor' : en?.role}/${en?.type === 'person' ? en?.data?.displayName : en?.data?.id}`);
  if (JSON.stringify([...got].sort()) !== JSON.stringify([...want].sort())) p.push(`entities ${JSON.stringify(got)} do not match the found enrichments ${JSON.stringify(want)}`);
  return p;
}

export function bankProblems(b: any): string[] {
  const p: string[] = [];
  const fields = ['id', 'name', 'country', 'foundedYear', 'foundedOn', 'description', 'icon', 'color', 'website', 'domain'];
  for (const f of fields) if (!(f in (b ?? {}))) p.push(`bank.${f} absent (all fields must be present)`);
  if (!UUID_RE.test(b?.id)) p.push(`bank.id not uuid: ${b?.id}`);
  if (!str(b?.name) || b.name.length < 1 || b.name.length > 200) p.push('bank.name not 1-200 chars');
  if (b?.country !== null && !/^[A-Z]{2}$/.test(b?.country)) p.push(`bank.country not ^[A-Z]{2}$|null: ${b?.country}`);
  if (b?.foundedYear !== null && !(isInt(b?.foundedYear) && b.foundedYear >= 1 && b.foundedYear <= 9999)) p.push(`bank.foundedYear: ${b?.foundedYear}`);
  if (b?.foundedOn !== null && !/^\d{4}-\d{2}-\d{2}$/.test(b?.foundedOn)) p.push(`bank.foundedOn not YYYY-MM-DD: ${b?.foundedOn}`);
  if (isInt(b?.foundedYear) && str(b?.foundedOn) && Number(b.foundedOn.slice(0, 4)) !== b.foundedYear) p.push('bank.foundedOn year disagrees with foundedYear');
  for (const f of ['description', 'icon', 'color', 'website', 'domain']) if (!strOrNull(b?.[f])) p.push(`bank.${f} not string|null`);
  return p;
}

export function issueReportProblems(r: any): string[] {
  const p: string[] = [];
  if (!UUID_RE.test(r?.id)) p.push('id not uuid');
  if (!UUID_RE.test(r?.transactionId)) p.push('transactionId not uuid');
  if (!str(r?.description)) p.push('description not string');
  if (!Array.isArray(r?.fields) || !r.fields.every((x: unknown) => str(x))) p.push('fields not array of strings');
  if (!['pending', 'reviewing', 'resolved', 'dismissed'].includes(r?.status)) p.push(`status: ${r?.status}`);
  if (!str(r?.statusMessage)) p.push('statusMessage not string');
  if (!isIsoDateTime(r?.createdAt)) p.push('createdAt not ISO');
  if (!isIsoDateTime(r?.updatedAt)) p.push('updatedAt not ISO');
  return p;
}
