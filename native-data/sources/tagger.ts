// Build step of the statement-line tagger: generate the synthetic corpus, train the averaged
// perceptron, score it on the held-out layouts and return the compact model file.
import type { GazetteerFile, IntermediaryRecord, MerchantRecord } from '../../workers/engine/types.js';
import { buildGazetteer } from '../../workers/engine/location.js';
import { buildMerchantIndex, type MerchantKeysFile } from '../../workers/engine/merchants.js';
import { taggerLexicon } from '../../workers/engine/tagger/lexicon.js';
import { train, toModelFile, type TrainingExample } from '../../workers/engine/tagger/train.js';
import { evaluateTagger } from '../../workers/engine/tagger/evaluate.js';
import { LABELS } from '../../workers/engine/tagger/labels.js';
import type { Tagger, TaggerModelFile } from '../../workers/engine/tagger/model.js';
import { generateCorpus } from './tagger-corpus.js';
import { labelRealLines, loadRealLines, TAGGER_REAL_SETS, TAGGER_REAL_WEIGHT } from './tagger-real.js';
import { projectRoot } from './packages.js';

export const TAGGER_BITS = 16;
export const TAGGER_EPOCHS = 5;
export const TAGGER_SEED = 20261123;

/** Round 28: the model is the average of TAGGER_RUNS trainings, each on its own corpus draw and
 * shuffle (seed + k): one training's weights move with any change of the lexicon or the corpus
 * (a different draw of names, a different order), the average of several moves less. */
export const TAGGER_RUNS = 5;

export function buildTagger(
  merchants: MerchantRecord[], merchantKeys: MerchantKeysFile, gazetteer: GazetteerFile, intermediaries: IntermediaryRecord[],
  log: (m: string) => void = () => {},
): TaggerModelFile {
  const cpu0 = process.cpuUsage();
  const lex = taggerLexicon(buildGazetteer(gazetteer), buildMerchantIndex(merchants, merchantKeys));
  // TXENRICH_TAGGER_SEED / _RUNS override the seed and the number of averaged trainings for experiments only.
  const seed0 = process.env.TXENRICH_TAGGER_SEED !== undefined ? Number(process.env.TXENRICH_TAGGER_SEED) : TAGGER_SEED;
  const runs = process.env.TXENRICH_TAGGER_RUNS !== undefined ? Number(process.env.TXENRICH_TAGGER_RUNS) : TAGGER_RUNS;
  // Round 13: real labelled lines, labelled over the synthetic-only model's tags, added with a weight.
  // TXENRICH_TAGGER_REAL_SETS / _WEIGHT override the lists for experiments only (weight 0: off).
  const envSets = process.env.TXENRICH_TAGGER_REAL_SETS;
  const sets = envSets !== undefined ? envSets.split(',').filter(Boolean) : TAGGER_REAL_SETS;
  const weight = process.env.TXENRICH_TAGGER_REAL_WEIGHT !== undefined ? Number(process.env.TXENRICH_TAGGER_REAL_WEIGHT) : TAGGER_REAL_WEIGHT;
  const realLines = weight > 0 && sets.length > 0 ? loadRealLines(projectRoot(), sets) : null;
  let tagger: Tagger | null = null;
  let testSet: TrainingExample[] = [];
  for (let k = 0; k < runs; k++) {
    const seed = seed0 + k;
    const corpus = generateCorpus({ merchants, cities: gazetteer.cities, countries: gazetteer.countries, intermediaries }, seed);
    if (k === 0) testSet = corpus.test;
    log(`tagger corpus ${k + 1}/${runs}: ${corpus.train.length} training titles, ${corpus.test.length} held-out-layout titles, ${corpus.rejected} unaligned dropped`);
    let one = train(corpus.train, lex, { bits: TAGGER_BITS, epochs: TAGGER_EPOCHS, seed });
    if (realLines) {
      const real = labelRealLines(realLines, one);
      log(`tagger real lines: ${real.used} labelled lines of ${sets.join(', ')} (x${weight}), ${real.dropped} unaligned dropped`);
      const all: TrainingExample[] = [...corpus.train];
      for (const ex of real.examples) for (let j = 0; j < weight; j++) all.push(ex);
      one = train(all, lex, { bits: TAGGER_BITS, epochs: TAGGER_EPOCHS, seed });
    }
    if (!tagger) tagger = one;
    else {
      for (let i = 0; i < tagger.weights.length; i++) tagger.weights[i]! += one.weights[i]!;
      for (let i = 0; i < tagger.trans.length; i++) tagger.trans[i]! += one.trans[i]!;
    }
  }
  if (runs > 1) {
    for (let i = 0; i < tagger!.weights.length; i++) tagger!.weights[i]! /= runs;
    for (let i = 0; i < tagger!.trans.length; i++) tagger!.trans[i]! /= runs;
  }
  const heldOut = evaluateTagger(tagger!, testSet);
  const cpu = process.cpuUsage(cpu0);
  log(`tagger held-out layouts: token accuracy ${heldOut.tokenAccuracy}, merchant span F1 ${heldOut.merchantF1}, exact ${heldOut.merchantExact} (${Math.round((cpu.user + cpu.system) / 1000)} ms CPU)`);
  return toModelFile(tagger!, heldOut, LABELS);
}
