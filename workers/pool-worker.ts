// Piscina worker: loads the engine once per thread, then enriches one msgpackr request per call.
// The per-request budget arrives as a duration; the deadline is set here, on this thread's clock.
import { workerData, move } from 'piscina';
import { loadEngine } from './engine/index.js';
import { decodeRequest, encodeReply } from '../src/enrich/protocol.js';

interface PoolWorkerData { dataDir?: string; iconBaseUrl?: string }
const opts = (workerData ?? {}) as PoolWorkerData;
const engine = loadEngine({ dataDir: opts.dataDir, iconBaseUrl: opts.iconBaseUrl });

export default function enrich(message: Uint8Array): Uint8Array {
  const started = performance.now();
  const [title, country, type, budgetMs] = decodeRequest(message);
  const result = engine.enrich({ title, country, type }, { deadline: started + budgetMs });
  const merchant = result.enrichments.merchant.status === 'found' ? result.enrichments.merchant.data : null;
  const location = result.enrichments.location.status === 'found' ? result.enrichments.location.data : null;
  const reply = encodeReply({
    json: JSON.stringify({ transaction: result.transaction, enrichments: result.enrichments }),
    partial: result.partial,
    errors: result.errors,
    merchantId: merchant?.id ?? null,
    merchant,
    location,
    engineMs: performance.now() - started,
  });
  return move(reply) as Uint8Array;
}
