// Averaged structured perceptron (Collins 2002) over the hashed features, used by the data
// build. Deterministic: a seeded shuffle per epoch and plain float arithmetic.
import { NUM_LABELS } from './labels.js';
import { FEATURES_PER_WORD, type TagInput, type TaggerLexicon } from './features.js';
import { Tagger, type TaggerModelFile } from './model.js';

export interface TrainingExample { input: TagInput; labels: Uint8Array }

export interface TrainOptions { bits: number; epochs: number; seed: number; log?: (m: string) => void }

/** Seeded PRNG (mulberry32): the corpus and the training order depend on the seed only. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function train(examples: TrainingExample[], lex: TaggerLexicon, opts: TrainOptions): Tagger {
  const L = NUM_LABELS;
  const size = (1 << opts.bits) * L;
  const w = new Float64Array(size);
  const u = new Float64Array(size); // sum of c * update, for the average w - u / c
  const t = new Float64Array((L + 1) * L);
  const tu = new Float64Array((L + 1) * L);
  const tagger = new Tagger(opts.bits, w, t, lex);
  // Features once per example (the weights change, the features do not).
  const feats: Int32Array[] = examples.map((ex) => tagger.features(ex.input).slice(0, ex.input.words.length * FEATURES_PER_WORD));
  const rnd = prng(opts.seed);
  const order = examples.map((_, i) => i);
  const pred = new Uint8Array(64);
  let c = 1;
  for (let epoch = 0; epoch < opts.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    let errors = 0;
    for (const idx of order) {
      const gold = examples[idx]!.labels;
      const f = feats[idx]!;
      const n = gold.length;
      tagger.decode(f, n, pred);
      let wrong = false;
      for (let i = 0; i < n; i++) if (pred[i] !== gold[i]) { wrong = true; break; }
      if (wrong) {
        errors++;
        for (let i = 0; i < n; i++) {
          const g = gold[i]!, p = pred[i]!;
          const gPrev = i === 0 ? 0 : gold[i - 1]! + 1, pPrev = i === 0 ? 0 : pred[i - 1]! + 1;
          if (g !== p) {
            const base = i * FEATURES_PER_WORD;
            for (let k = 0; k < FEATURES_PER_WORD; k++) {
              const fi = f[base + k]! * L;
              w[fi + g] += 1; u[fi + g] += c;
              w[fi + p] -= 1; u[fi + p] -= c;
            }
          }
          if (g !== p || gPrev !== pPrev) {
            t[gPrev * L + g] += 1; tu[gPrev * L + g] += c;
            t[pPrev * L + p] -= 1; tu[pPrev * L + p] -= c;
          }
        }
      }
      c++;
    }
    opts.log?.(`tagger epoch ${epoch + 1}: ${errors} of ${examples.length} titles wrong`);
  }
  for (let i = 0; i < size; i++) w[i] = w[i]! - u[i]! / c;
  for (let i = 0; i < t.length; i++) t[i] = t[i]! - tu[i]! / c;
  return tagger;
}

/** Quantised model file: int16 weights with one scale (a quarter of the float size). */
export function toModelFile(tagger: Tagger, heldOut: TaggerModelFile['heldOut'], labels: readonly string[]): TaggerModelFile {
  let max = 0;
  for (let i = 0; i < tagger.weights.length; i++) max = Math.max(max, Math.abs(tagger.weights[i]! * tagger.scale));
  const scale = max > 0 ? max / 32767 : 1;
  const bytes = new Uint8Array(tagger.weights.length * 2);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < tagger.weights.length; i++) view.setInt16(i * 2, Math.round((tagger.weights[i]! * tagger.scale) / scale), true);
  return { version: 1, bits: tagger.bits, labels: [...labels], weights: bytes, scale, transitions: Array.from(tagger.trans, (x) => Math.fround(x)), heldOut };
}
