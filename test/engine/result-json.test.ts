// workers/result-json.ts must give exactly the texts JSON.stringify gives, for every kind of
// result: every labelled title of the eval sets and dev, twice (the second pass reads the texts
// kept for the engine's shared, frozen data).
import { describe, expect, it, beforeAll } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadEngine, type Engine } from '../../workers/engine/index.js';
import { defaultDataDir } from '../../workers/engine/data.js';
import { buildEntities } from '../../workers/engine/output.js';
import type { Direction } from '../../workers/engine/types.js';
import { resultTexts } from '../../workers/result-json.js';

const hasData = existsSync(join(defaultDataDir(), 'merchants.msgpack'));
const root = join(import.meta.dirname, '../..');

function labelledTitles(): Array<{ title: string; country: string; type: Direction }> {
  const files = [join(root, '../shared/eval/dev.jsonl'), ...readdirSync(join(root, 'bench/eval')).filter((f) => f.endsWith('.jsonl')).map((f) => join(root, 'bench/eval', f))];
  const out: Array<{ title: string; country: string; type: Direction }> = [];
  for (const f of files) {
    if (!existsSync(f)) continue;
    for (const line of readFileSync(f, 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      const c = JSON.parse(line) as { title: string; country: string; type?: Direction };
      out.push({ title: c.title, country: c.country, type: c.type ?? 'expense' });
    }
  }
  return out;
}

describe.skipIf(!hasData)('result texts', () => {
  let engine: Engine;
  beforeAll(() => { engine = loadEngine({ iconBaseUrl: '' }); });

  it('equal JSON.stringify of the result, the merchant and the location, byte for byte', () => {
    const inputs = labelledTitles();
    expect(inputs.length).toBeGreaterThan(1000);
    let merchants = 0, locations = 0, p2p = 0, processors = 0;
    for (let pass = 0; pass < 2; pass++) {
      for (const inp of inputs) {
        const r = engine.enrich(inp, { deadline: performance.now() + 1000 });
        const entities = buildEntities(r.enrichments, inp.country, r.evidence);
        const t = resultTexts(r, entities);
        const m = r.enrichments.merchant.status === 'found' ? r.enrichments.merchant.data : null;
        const l = r.enrichments.location.status === 'found' ? r.enrichments.location.data : null;
        // expect() only on a difference: ~30,000 titles, and three expect calls each cost more than the check
        const json = JSON.stringify({ transaction: r.transaction, enrichments: r.enrichments, entities });
        if (t.json !== json) expect(t.json).toBe(json);
        const mj = m ? JSON.stringify(m) : null;
        if (t.merchantJson !== mj) expect(t.merchantJson).toBe(mj);
        const lj = l ? JSON.stringify(l) : null;
        if (t.locationJson !== lj) expect(t.locationJson).toBe(lj);
        if (m) merchants++;
        if (l) locations++;
        if (r.enrichments.peerToPeer.status === 'found') p2p++;
        if (r.enrichments.paymentProcessor.status === 'found') processors++;
      }
    }
    // the sets exercise every kind of block
    expect(Math.min(merchants, locations, p2p, processors)).toBeGreaterThan(50);
  }, 300_000); // every labelled set grows each round: the limit only guards against a hang

  it('a known merchant comes back as the same frozen object', () => {
    const a = engine.enrich({ title: 'NETFLIX.COM', country: 'US', type: 'expense' });
    const b = engine.enrich({ title: 'NETFLIX.COM 866-579-7172 CA', country: 'US', type: 'expense' });
    expect(a.enrichments.merchant.data?.name).toBe('Netflix');
    expect(b.enrichments.merchant.data).toBe(a.enrichments.merchant.data);
    expect(Object.isFrozen(a.enrichments.merchant.data)).toBe(true);
    expect(Object.isFrozen(a.enrichments.merchant.data!.alias)).toBe(true);
    expect(Object.isFrozen(a.transaction.category.primary)).toBe(true);
  });
});
