// The enrichment engine: pure, synchronous, all indexes in memory. See enrich.ts for the
// per-title pipeline.
import { loadEngineData, type EngineData } from './data.js';
import type { EngineOptions, EngineResult, EnrichBudget, EnrichInput, TaxonomyEntry } from './types.js';
import { buildIndexes, enrichOne } from './enrich.js';

export interface Engine {
  enrich(input: EnrichInput, budget?: EnrichBudget): EngineResult;
  readonly categoryVersion: string;
  readonly taxonomy: TaxonomyEntry[];
}

export type { EngineData };

export function createEngine(data: EngineData, opts: EngineOptions = {}): Engine {
  const idx = buildIndexes(data, opts);
  return {
    enrich: (input, budget) => enrichOne(idx, input, budget),
    categoryVersion: data.taxonomy.version,
    taxonomy: data.taxonomy.entries,
  };
}

export function loadEngine(opts: EngineOptions = {}): Engine {
  return createEngine(loadEngineData(opts.dataDir), opts);
}
