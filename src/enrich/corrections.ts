// Corrections that stick: an organization's `expected` values from POST /v1/report-issue,
// applied to that organization's later enrichments of the same title (normalised so store
// numbers, dates and references do not matter).
//
// - correctionKey(): the normalised title.
// - applyCorrection(): pure; rewrites an engine reply with the corrected values.
// - CorrectionBook: which organizations have corrections (one cheap poll every few seconds,
//   shared by every node through the database), and each such organization's corrections,
//   loaded on first use. An organization WITHOUT corrections costs one Set lookup per request.
import { LRUCache } from 'lru-cache';
import { fold } from '../../workers/engine/text.js';
import type { CategoryRef, Channel, MerchantData } from '../../workers/engine/types.js';
import type { EnrichReply } from '../../workers/protocol.js';

export const CORRECTION_REASON = 'organization_correction';

/** What a correction sets, resolved when the report is made (full merchant data, category path). */
export interface Correction {
  merchant?: MerchantData;
  category?: { primary: CategoryRef; secondary: CategoryRef; tertiary: CategoryRef };
  channel?: Channel;
  recurring?: boolean;
}

const MONTHS = 'JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|SEPT|OCT|NOV|DEC';
// "12 MAY 2024", "MAY 12", "12MAY24": dates written with a month name
const MONTH_DATE_RE = new RegExp(`\\b(?:\\d{1,2}\\s*(?:${MONTHS})[A-Z]*(?:\\s*\\d{2,4})?|(?:${MONTHS})[A-Z]*\\s*\\d{1,2}(?:\\s*,?\\s*\\d{4})?)\\b`, 'g');
// words that only introduce a reference or a number
const REFERENCE_WORDS = new Set(['REF', 'REFNO', 'REFERENCE', 'TRACE', 'TRN', 'TXN', 'AUTH', 'CONF', 'NO', 'NR', 'NUM', 'ID', 'INV', 'SEQ']);

/**
 * The title as a correction matches it: case and accents folded, dates with month names and
 * every word containing a digit (store numbers, dates, amounts, references) dropped, reference
 * words dropped, punctuation collapsed. "STARBUCKS #1234 SEATTLE 05/12 REF 88" and
 * "Starbucks #99 Seattle 06/01 ref 12" give the same key.
 */
export function correctionKey(title: string): string {
  const folded = fold(title).replace(MONTH_DATE_RE, ' ');
  const words = folded.split(/[^A-Z0-9&]+/);
  let key = '';
  for (const w of words) {
    if (w === '' || /\d/.test(w) || REFERENCE_WORDS.has(w)) continue;
    key += key === '' ? w : ` ${w}`;
  }
  // A title of numbers only keeps its exact text: it must not match every other such title.
  return key === '' ? folded.trim() : key;
}

interface ResultShape {
  transaction: { category: Record<string, unknown>; subscription: { recurring: boolean; type: string | null }; channel: string };
  enrichments: { merchant: { status: string; confidence: number | null; data: unknown } };
  entities?: Array<{ type: string; role?: string; confidence?: { value: number; reasons: string[] }; data?: unknown }>;
}

/** The merchant with a relative icon path (`/icons/x.svg`) made absolute with `iconBase` ('' keeps it relative). */
function merchantWithIcon(m: MerchantData, iconBase: string): MerchantData {
  return iconBase !== '' && typeof m.icon === 'string' && m.icon.startsWith('/') ? { ...m, icon: iconBase + m.icon } : m;
}

/** One result JSON text with the correction applied. */
function rewrite(json: string, c: Correction, iconBase: string): string {
  const r = JSON.parse(json) as ResultShape;
  if (c.merchant !== undefined) {
    const m = merchantWithIcon(c.merchant, iconBase);
    r.enrichments.merchant = { status: 'found', confidence: 100, data: m };
    if (Array.isArray(r.entities)) {
      r.entities = r.entities.filter((e) => e.type !== 'merchant');
      r.entities.unshift({ type: 'merchant', role: 'organization', confidence: { value: 100, reasons: [CORRECTION_REASON] }, data: m });
    }
  }
  if (c.category !== undefined) r.transaction.category = { ...c.category, confidence: 100 };
  if (c.channel !== undefined) r.transaction.channel = c.channel;
  if (c.recurring !== undefined) {
    const sub = r.transaction.subscription;
    r.transaction.subscription = { recurring: c.recurring, type: c.recurring ? sub.type ?? 'other' : null };
  }
  // Entities the correction confirms rather than replaces say so too (e.g. a merchant kept).
  if (c.merchant === undefined && Array.isArray(r.entities) && (c.category !== undefined || c.channel !== undefined || c.recurring !== undefined)) {
    for (const e of r.entities) {
      if (e.type === 'merchant' && e.confidence && !e.confidence.reasons.includes(CORRECTION_REASON)) e.confidence.reasons.push(CORRECTION_REASON);
    }
  }
  return JSON.stringify(r);
}

/**
 * The reply with the correction's values in place (pure: the input is not modified). Icons in
 * the reply are relative paths; a corrected merchant's icon is too (rendered per response).
 */
export function applyCorrection(reply: EnrichReply, c: Correction): EnrichReply {
  const out: EnrichReply = { ...reply, json: Buffer.from(rewrite(reply.json.toString(), c, '')), iconAt: null };
  if (c.merchant !== undefined) {
    out.merchantId = c.merchant.id;
    out.merchantJson = JSON.stringify(merchantWithIcon(c.merchant, '')); // as the result holds it
  }
  return out;
}

/** applyCorrection when there is a correction, the reply unchanged otherwise. */
export function applyCorrectionOrKeep(reply: EnrichReply, c: Correction | null): EnrichReply {
  return c === null ? reply : applyCorrection(reply, c);
}

/** What the book needs from storage. */
export interface CorrectionSource {
  /** Per organization with corrections (live or dismissed): a value that changes whenever they change. */
  correctionVersions(): Promise<Array<{ orgId: string; version: string }>>;
  /** The organization's live corrections, oldest first (a later one for the same title wins). */
  loadCorrections(orgId: string): Promise<Array<{ titleKey: string; correction: unknown }>>;
}

interface OrgCorrections {
  version: string;
  byKey: Map<string, Correction>;
}

export class CorrectionBook {
  private versions = new Map<string, string>();
  private readonly loaded: LRUCache<string, OrgCorrections>;
  private readonly loading = new Map<string, Promise<OrgCorrections>>();
  private timer: NodeJS.Timeout | null = null;
  private refreshing: Promise<void> | null = null;

  constructor(private readonly source: CorrectionSource, private readonly opts: { pollMs?: number; maxOrgs?: number; onError?: (err: unknown) => void } = {}) {
    this.loaded = new LRUCache({ max: opts.maxOrgs ?? 10_000 });
  }

  /** Loads the versions, then polls them (other nodes' reports and status changes arrive this way). */
  async start(): Promise<void> {
    await this.refresh();
    this.timer = setInterval(() => {
      this.refresh().catch((err: unknown) => this.opts.onError?.(err));
    }, this.opts.pollMs ?? 2000);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }

  /** Re-reads the versions now (called after a report or a status change on this node). */
  refresh(): Promise<void> {
    this.refreshing ??= (async () => {
      try {
        const rows = await this.source.correctionVersions();
        const next = new Map<string, string>();
        for (const r of rows) next.set(r.orgId, r.version);
        this.versions = next;
      } finally {
        this.refreshing = null;
      }
    })();
    return this.refreshing;
  }

  /**
   * The correction for this organization and title: null at once when the organization has
   * none (the common case, no allocation), otherwise a promise (usually of cached data).
   */
  match(orgId: string, title: string): Promise<Correction | null> | null {
    const version = this.versions.get(orgId);
    if (version === undefined) return null;
    return this.forOrg(orgId, version).then((o) => o.byKey.get(correctionKey(title)) ?? null);
  }

  private forOrg(orgId: string, version: string): Promise<OrgCorrections> {
    const cached = this.loaded.get(orgId);
    if (cached !== undefined && cached.version === version) return Promise.resolve(cached);
    const key = `${orgId}\0${version}`;
    let p = this.loading.get(key);
    if (p === undefined) {
      p = this.source.loadCorrections(orgId).then((rows) => {
        const byKey = new Map<string, Correction>();
        for (const r of rows) byKey.set(r.titleKey, r.correction as Correction);
        const o = { version, byKey };
        if (this.versions.get(orgId) === version) this.loaded.set(orgId, o);
        return o;
      });
      this.loading.set(key, p);
      void p.finally(() => this.loading.delete(key)).catch(() => {});
    }
    return p;
  }
}
