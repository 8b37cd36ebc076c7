// The JSON texts a worker sends for one engine result: the result itself
// (`{"transaction":…,"enrichments":…,"entities":…}`) and the merchant's and location's data.
// Byte for byte what JSON.stringify gives (test/engine/result-json.test.ts checks every eval title),
// but each data block is serialised once: the merchant and location data appear three times
// (enrichments, entities, the writer's merchantJson / locationJson) and were stringified three
// times; JSON.stringify was ~20 % of an engine worker's CPU under load (docs/BENCHMARKS.md).
// Objects the engine shares between results (category refs, a known merchant's, processor's or
// platform's data, frozen) keep their text across results.
import type { EngineResult, EnrichmentEntry, Entity, TransactionPart } from './engine/types.js';

export interface ResultTexts {
  json: string;
  merchantJson: string | null;
  locationJson: string | null;
}

/**
 * Texts of FROZEN objects, by identity: a frozen object cannot change, and the engine freezes
 * exactly the ones it hands to many results (workers/engine/enrich.ts FrozenByRecord, the taxonomy's
 * category refs). Weak: an object the engine drops takes its text with it.
 */
const shared = new WeakMap<object, string>();

/** One object's text: kept across results when frozen, within this result (`memo`) otherwise. */
function textOf(o: object, memo: Map<object, string>): string {
  const frozen = Object.isFrozen(o);
  let s = frozen ? shared.get(o) : memo.get(o);
  if (s === undefined) {
    s = JSON.stringify(o);
    if (frozen) shared.set(o, s);
    else memo.set(o, s);
  }
  return s;
}

function entryText(e: EnrichmentEntry<object>, memo: Map<object, string>): string {
  return `{"status":"${e.status}","confidence":${e.confidence === null ? 'null' : JSON.stringify(e.confidence)},"data":${e.data === null ? 'null' : textOf(e.data, memo)}}`;
}

function transactionText(t: TransactionPart, memo: Map<object, string>): string {
  const c = t.category;
  const sub = t.subscription;
  return `{"category":{"primary":${textOf(c.primary, memo)},"secondary":${textOf(c.secondary, memo)},"tertiary":${textOf(c.tertiary, memo)},` +
    `"confidence":${JSON.stringify(c.confidence)}},"subscription":{"recurring":${sub.recurring},"type":${sub.type === null ? 'null' : `"${sub.type}"`}},` +
    `"channel":"${t.channel}","confidence":${JSON.stringify(t.confidence)}}`;
}

function entityText(x: Entity, memo: Map<object, string>): string {
  return `{"type":"${x.type}","role":"${x.role}","confidence":${JSON.stringify(x.confidence)},"data":${textOf(x.data, memo)}}`;
}

export function resultTexts(r: EngineResult, entities: readonly Entity[]): ResultTexts {
  const memo = new Map<object, string>();
  const e = r.enrichments;
  let ents = '';
  for (let i = 0; i < entities.length; i++) ents += (i === 0 ? '' : ',') + entityText(entities[i]!, memo);
  const json = `{"transaction":${transactionText(r.transaction, memo)},"enrichments":{"merchant":${entryText(e.merchant, memo)},` +
    `"location":${entryText(e.location, memo)},"paymentProcessor":${entryText(e.paymentProcessor, memo)},` +
    `"peerToPeer":${entryText(e.peerToPeer, memo)}},"entities":[${ents}]}`;
  return {
    json,
    merchantJson: e.merchant.status === 'found' && e.merchant.data ? textOf(e.merchant.data, memo) : null,
    locationJson: e.location.status === 'found' && e.location.data ? textOf(e.location.data, memo) : null,
  };
}
