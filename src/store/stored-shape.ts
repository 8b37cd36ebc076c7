// Read-time mapping of stored transactions to the current response shape. Rows written before
// the contract change (issue 9) keep their JSON as written: finer subscription kinds ("music"),
// an `error` entry status, no `entities`, absolute icon URLs of whatever host served them then.
// Mapping on read (not a migration) keeps every stored byte and costs a few property reads.
import { buildEntities, subscriptionOutputType } from '../../workers/engine/output.js';
import type { EnrichmentEntry, Entity } from '../../workers/engine/types.js';
import type { StoredTransaction } from './types.js';

// "/icons/x.svg", or an absolute URL of it on any origin (rows stored before relative icons).
const ICON_PATH_RE = /^(?:https?:\/\/[^/]+)?(\/icons\/[^/?#]+)$/;

/** Puts `base` (an origin, no trailing slash) before a stored icon path. */
export function renderIcon(icon: unknown, base: string): unknown {
  if (typeof icon !== 'string') return icon;
  const m = ICON_PATH_RE.exec(icon);
  return m ? base + m[1] : icon;
}

function withIcon<T>(data: T, base: string): T {
  const d = data as { icon?: unknown } | null;
  if (d && typeof d === 'object' && 'icon' in d) d.icon = renderIcon(d.icon, base);
  return data;
}

/** An `error` entry (old rows) is `no_match` now: the failure stays in `errors`/`partial`. */
function currentEntry<T>(e: EnrichmentEntry<T> | undefined): EnrichmentEntry<T> {
  if (!e || typeof e !== 'object') return { status: 'no_match', confidence: null, data: null };
  if ((e.status as string) === 'error') return { status: 'no_match', confidence: null, data: null };
  return e;
}

/** The stored transaction in the current shape, with icons rendered on `base`. Mutates and returns `tx`. */
export function currentShape(tx: StoredTransaction, base: string): StoredTransaction {
  if (tx.status !== 'completed' || !tx.enrichments || !tx.transaction) return tx;
  const sub = tx.transaction.subscription;
  if (sub) sub.type = sub.recurring ? subscriptionOutputType(sub.type) ?? 'other' : null;
  const e = tx.enrichments;
  e.merchant = currentEntry(e.merchant);
  e.location = currentEntry(e.location);
  e.paymentProcessor = currentEntry(e.paymentProcessor);
  e.peerToPeer = currentEntry(e.peerToPeer);
  withIcon(e.merchant.data, base);
  withIcon(e.paymentProcessor.data, base);
  if (e.peerToPeer.data) withIcon(e.peerToPeer.data.platform, base);
  let entities: Entity[] | undefined = tx.entities;
  if (!Array.isArray(entities)) entities = buildEntities(e, tx.country); // built from the icons just rendered
  else for (const en of entities) withIcon(en.data, base);
  tx.entities = entities;
  return tx;
}

/**
 * True when a stored transaction's JSON text is already in the current shape (written with
 * entities and relative icons), so it can be served as stored. `"entities":` cannot occur inside
 * a title: JSON escapes the quotes of any string value.
 */
export function storedInCurrentShape(json: string): boolean {
  return json.includes('"entities":');
}
