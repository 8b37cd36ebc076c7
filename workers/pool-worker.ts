// Piscina worker: loads the engine once per thread, then enriches a BATCH of jobs per task
// (workers/protocol.ts). The per-request budget arrives as a duration; each job's deadline is
// set here, on this thread's clock, when the job starts.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { workerData, move } from 'piscina';
import { loadEngine } from './engine/index.js';
import { defaultDataDir } from './engine/data.js';
import { buildEntities } from './engine/output.js';
import { decodeBatchRequest, encodeBatchReply, type WorkerReply } from './protocol.js';
import { resultTexts } from './result-json.js';

interface PoolWorkerData { dataDir?: string }
const opts = (workerData ?? {}) as PoolWorkerData;
// Icons stay relative (`/icons/x.svg`) in what the worker produces: that is what is stored, so
// URLs never go stale when the host or port changes; the main thread puts the request's origin
// in front when it renders a response.
const engine = loadEngine({ dataDir: opts.dataDir, iconBaseUrl: '' });

/** Identifies the data this engine answers from: the main thread's result cache keys on it. */
const dataVersion = ((): string => {
  const manifest = join(opts.dataDir ?? defaultDataDir(), 'manifest.json');
  let builtAt = 'unknown';
  try {
    if (existsSync(manifest)) builtAt = String((JSON.parse(readFileSync(manifest, 'utf8')) as { builtAt?: unknown }).builtAt ?? 'unknown');
  } catch { /* unreadable manifest: the category version still distinguishes taxonomies */ }
  return `${engine.categoryVersion}|${builtAt}`;
})();

const NO_ERRORS = '[]';

export default function enrich(message: Uint8Array): Uint8Array {
  const { budgetMs, jobs } = decodeBatchRequest(message);
  const replies = new Array<WorkerReply>(jobs.length);
  for (let i = 0; i < jobs.length; i++) {
    const [title, country, type] = jobs[i]!;
    const started = performance.now();
    const result = engine.enrich({ title, country, type }, { deadline: started + budgetMs });
    const merchant = result.enrichments.merchant.status === 'found' ? result.enrichments.merchant.data : null;
    const location = result.enrichments.location.status === 'found' ? result.enrichments.location.data : null;
    const texts = resultTexts(result, buildEntities(result.enrichments, country, result.evidence));
    replies[i] = {
      json: texts.json, // its UTF-8 is written once, into the message (protocol.ts)
      partial: result.partial,
      errors: result.errors,
      errorsJson: result.errors.length === 0 ? NO_ERRORS : JSON.stringify(result.errors),
      merchantId: merchant?.id ?? null,
      merchantJson: texts.merchantJson,
      locationId: location?.id ?? null,
      locationJson: texts.locationJson,
      engineMs: performance.now() - started,
    };
  }
  return move(encodeBatchReply(dataVersion, replies)) as Uint8Array;
}
