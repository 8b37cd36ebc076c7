// Build step of the statement-line tagger: generate the synthetic corpus, train the averaged
// perceptron, score it on the held-out layouts and return the compact model file.
import type { GazetteerFile, IntermediaryRecord, MerchantRecord } from '../../workers/engine/types.js';
import { buildGazetteer } from '../../workers/engine/location.js';
import { buildMerchantIndex, type MerchantKeysFile } from '../../workers/engine/merchants.js';
import { taggerLexicon } from '../../workers/engine/tagger/lexicon.js';
import { train, toModelFile, type TrainingExample } from '../../workers/engine/tagger/train.js';
import { evaluateTagger } from '../../workers/engine/tagger/evaluate.js';
import { LABELS } from '../../workers/engine/tagger/labels.js';
import type { TaggerModelFile } from '../../workers/engine/tagger/model.js';
import { generateCorpus } from './tagger-corpus.js';
import { labelRealLines, loadRealLines, TAGGER_REAL_SETS, TAGGER_REAL_WEIGHT } from './tagger-real.js';
import { projectRoot } from './packages.js';

export const TAGGER_BITS = 16;
export const TAGGER_EPOCHS = 5;
export const TAGGER_SEED = 20261123;

export function buildTagger(
  merchants: MerchantRecord[], merchantKeys: MerchantKeysFile, gazetteer: GazetteerFile, intermediaries: IntermediaryRecord[],
  log: (m: string) => void = () => {},
): TaggerModelFile {
  const cpu0 = process.cpuUsage();
  const lex = taggerLexicon(buildGazetteer(gazetteer), buildMerchantIndex(merchants, merchantKeys));
  const corpus = generateCorpus({ merchants, cities: gazetteer.cities, countries: gazetteer.countries, intermediaries }, TAGGER_SEED);
  log(`tagger corpus: ${corpus.train.length} training titles, ${corpus.test.length} held-out-layout titles, ${corpus.rejected} unaligned dropped`);
  let tagger = train(corpus.train, lex, { bits: TAGGER_BITS, epochs: TAGGER_EPOCHS, seed: TAGGER_SEED });
  // Round 13: real labelled lines, labelled over the synthetic-only model's tags, added with a weight.
  // TXENRICH_TAGGER_REAL_SETS / _WEIGHT override the lists for experiments only (weight 0: off).
  const envSets = process.env.TXENRICH_TAGGER_REAL_SETS;
  const sets = envSets !== undefined ? envSets.split(',').filter(Boolean) : TAGGER_REAL_SETS;
  const weight = process.env.TXENRICH_TAGGER_REAL_WEIGHT !== undefined ? Number(process.env.TXENRICH_TAGGER_REAL_WEIGHT) : TAGGER_REAL_WEIGHT;
  if (weight > 0 && sets.length > 0) {
    const real = labelRealLines(loadRealLines(projectRoot(), sets), tagger);
    log(`tagger real lines: ${real.used} labelled lines of ${sets.join(', ')} (x${weight}), ${real.dropped} unaligned dropped`);
    const all: TrainingExample[] = [...corpus.train];
    for (const ex of real.examples) for (let k = 0; k < weight; k++) all.push(ex);
    tagger = train(all, lex, { bits: TAGGER_BITS, epochs: TAGGER_EPOCHS, seed: TAGGER_SEED });
  }
  const heldOut = evaluateTagger(tagger, corpus.test);
  const cpu = process.cpuUsage(cpu0);
  log(`tagger held-out layouts: token accuracy ${heldOut.tokenAccuracy}, merchant span F1 ${heldOut.merchantF1}, exact ${heldOut.merchantExact} (${Math.round((cpu.user + cpu.system) / 1000)} ms CPU)`);
  return toModelFile(tagger, heldOut, LABELS);
}
