// Piscina worker: loads the engine once per thread, then enriches one msgpackr request per call.
// The per-request budget arrives as a duration; the deadline is set here, on this thread's clock.
// Icons: the engine emits relative `/icons/x.svg` (what is stored, so URLs never go stale when
// the host or port changes); the response copy gets the request's origin here, off the main thread.
import { workerData, move } from 'piscina';
import { loadEngine } from './engine/index.js';
import { buildEntities } from './engine/output.js';
import { decodeRequest, encodeReply } from '../src/enrich/protocol.js';

interface PoolWorkerData { dataDir?: string; iconBaseUrl?: string }
const opts = (workerData ?? {}) as PoolWorkerData;
const engine = loadEngine({ dataDir: opts.dataDir, iconBaseUrl: '' });
const defaultBase = (opts.iconBaseUrl ?? '').replace(/\/+$/, '');
const RELATIVE_ICON = '"icon":"/icons/';

export default function enrich(message: Uint8Array): Uint8Array {
  const started = performance.now();
  const [title, country, type, budgetMs, iconBase] = decodeRequest(message);
  const result = engine.enrich({ title, country, type }, { deadline: started + budgetMs });
  const merchant = result.enrichments.merchant.status === 'found' ? result.enrichments.merchant.data : null;
  const location = result.enrichments.location.status === 'found' ? result.enrichments.location.data : null;
  const stored = JSON.stringify({
    transaction: result.transaction,
    enrichments: result.enrichments,
    entities: buildEntities(result.enrichments, country, result.evidence),
  });
  const base = iconBase ?? defaultBase;
  const json = base !== '' && stored.includes(RELATIVE_ICON) ? stored.replaceAll(RELATIVE_ICON, `"icon":"${base}/icons/`) : stored;
  const reply = encodeReply({
    json,
    storedJson: json === stored ? undefined : stored,
    partial: result.partial,
    errors: result.errors,
    merchantId: merchant?.id ?? null,
    merchant,
    location,
    engineMs: performance.now() - started,
  });
  return move(reply) as Uint8Array;
}
