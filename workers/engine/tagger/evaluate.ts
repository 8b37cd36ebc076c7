// Tagger accuracy on labelled titles: token accuracy, merchant-span F1 and exact merchant match.
import type { Tagger } from './model.js';
import type { TrainingExample } from './train.js';
import { merchantSpans } from './spans.js';

export interface TaggerScores { titles: number; tokenAccuracy: number; merchantF1: number; merchantExact: number }

export function evaluateTagger(tagger: Tagger, examples: readonly TrainingExample[]): TaggerScores {
  let tokens = 0, right = 0, tp = 0, fp = 0, fn = 0, exact = 0, withName = 0;
  const out = new Uint8Array(64);
  for (const ex of examples) {
    const pred = tagger.tag(ex.input, out);
    const n = ex.labels.length;
    for (let i = 0; i < n; i++) { tokens++; if (pred[i] === ex.labels[i]) right++; }
    const g = merchantSpans(ex.labels, n).map(([a, b]) => `${a}:${b}`);
    const p = merchantSpans(pred, n).map(([a, b]) => `${a}:${b}`);
    for (const s of p) { if (g.includes(s)) tp++; else fp++; }
    for (const s of g) if (!p.includes(s)) fn++;
    if (g.length > 0) {
      withName++;
      if (p.length > 0 && p[0] === g[0]) exact++;
    }
  }
  const prec = tp + fp > 0 ? tp / (tp + fp) : 0;
  const rec = tp + fn > 0 ? tp / (tp + fn) : 0;
  const r4 = (x: number) => Math.round(x * 10000) / 10000;
  return {
    titles: examples.length,
    tokenAccuracy: r4(tokens ? right / tokens : 0),
    merchantF1: r4(prec + rec > 0 ? (2 * prec * rec) / (prec + rec) : 0),
    merchantExact: r4(withName ? exact / withName : 0),
  };
}
