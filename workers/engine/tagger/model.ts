// The compiled tagger model and Viterbi decoding. Pure: no I/O, no allocation per title
// beyond the returned label array (the decoder owns its scratch buffers).
import { NUM_LABELS, L_BM, L_IM } from './labels.js';

if (NUM_LABELS !== 8) throw new Error('the decoder is unrolled for 8 labels');
import { extractFeatures, FEATURES_PER_WORD, FeatureScratch, MAX_WORDS, type TagInput, type TaggerLexicon } from './features.js';

/** As written by the data build (native-data/build/engine/tagger.msgpack). */
export interface TaggerModelFile {
  version: 1;
  bits: number; // hashed feature space = 2^bits features x NUM_LABELS weights
  labels: string[];
  /** Emission weights quantised to int16 (weight = q * scale), as little-endian bytes (msgpack
   * bin; msgpackr does not round-trip typed arrays). Index feature * NUM_LABELS + label. */
  weights: Uint8Array;
  scale: number;
  /** (NUM_LABELS + 1) x NUM_LABELS transition weights; row 0 is the start state. */
  transitions: number[];
  /** Held-out-layout figures measured when the model was built. */
  heldOut: { tokenAccuracy: number; merchantF1: number; merchantExact: number; titles: number };
}

/** Illegal transitions: a name continues only after its first word. */
function allowed(prev: number, cur: number): boolean {
  return cur !== L_IM || prev === L_BM || prev === L_IM;
}

export class Tagger {
  readonly mask: number;
  readonly feats = new Int32Array(MAX_WORDS * FEATURES_PER_WORD);
  private readonly scratch = new FeatureScratch();
  private readonly score = new Float64Array(MAX_WORDS * NUM_LABELS);
  private readonly back = new Int8Array(MAX_WORDS * NUM_LABELS);
  private readonly emit = new Float64Array(MAX_WORDS * NUM_LABELS);

  /**
   * weights: emission weights (feature * NUM_LABELS + label), times `scale`: the run-time model
   * keeps the int16 weights (a quarter of the float size, so more of it stays in cache: the
   * decoder's cost is memory reads); trans: (L+1) x L transition weights.
   */
  constructor(readonly bits: number, readonly weights: Int16Array | Float64Array, readonly trans: Float32Array | Float64Array, readonly lex: TaggerLexicon, readonly scale = 1) {
    this.mask = (1 << bits) - 1;
  }

  static fromFile(f: TaggerModelFile, lex: TaggerLexicon): Tagger {
    const n = (1 << f.bits) * NUM_LABELS;
    if (f.version !== 1 || f.labels.length !== NUM_LABELS || f.weights.byteLength !== n * 2 || f.transitions.length !== (NUM_LABELS + 1) * NUM_LABELS) {
      throw new Error('tagger model file has the wrong shape: rebuild it with `npm run build:data`');
    }
    const view = new DataView(f.weights.buffer, f.weights.byteOffset, f.weights.byteLength);
    const w = new Int16Array(n);
    for (let i = 0; i < n; i++) w[i] = view.getInt16(i * 2, true);
    return new Tagger(f.bits, w, Float32Array.from(f.transitions), lex, f.scale);
  }

  /** Features of a title into the decoder's own buffer (the trainer reads them back). */
  features(input: TagInput): Int32Array {
    extractFeatures(input, this.lex, this.mask, this.scratch, this.feats);
    return this.feats;
  }

  /** Best label sequence for the input (one label per word, at most MAX_WORDS words). */
  tag(input: TagInput, out?: Uint8Array): Uint8Array {
    const n = extractFeatures(input, this.lex, this.mask, this.scratch, this.feats);
    const res = out && out.length >= n ? out : new Uint8Array(n);
    this.decode(this.feats, n, res);
    return res;
  }

  /** Viterbi over precomputed features (n words). */
  decode(feats: Int32Array, n: number, out: Uint8Array): void {
    if (n === 0) return;
    const L = NUM_LABELS, W = this.weights, T = this.trans, em = this.emit, sc = this.score, bk = this.back, scale = this.scale;
    // Emission scores: eight accumulators in registers (NUM_LABELS is 8), one cache line of
    // weights per feature.
    for (let i = 0; i < n; i++) {
      const base = i * FEATURES_PER_WORD;
      let a0 = 0, a1 = 0, a2 = 0, a3 = 0, a4 = 0, a5 = 0, a6 = 0, a7 = 0;
      for (let k = 0; k < FEATURES_PER_WORD; k++) {
        const f = feats[base + k]! << 3;
        a0 += W[f]!; a1 += W[f + 1]!; a2 += W[f + 2]!; a3 += W[f + 3]!;
        a4 += W[f + 4]!; a5 += W[f + 5]!; a6 += W[f + 6]!; a7 += W[f + 7]!;
      }
      const e = i << 3;
      em[e] = a0 * scale; em[e + 1] = a1 * scale; em[e + 2] = a2 * scale; em[e + 3] = a3 * scale;
      em[e + 4] = a4 * scale; em[e + 5] = a5 * scale; em[e + 6] = a6 * scale; em[e + 7] = a7 * scale;
    }
    for (let l = 0; l < L; l++) { sc[l] = allowed(-1, l) ? T[l]! + em[l]! : -Infinity; bk[l] = -1; }
    for (let i = 1; i < n; i++) {
      const e = i * L, p = (i - 1) * L;
      for (let l = 0; l < L; l++) {
        let best = -Infinity, arg = 0;
        for (let q = 0; q < L; q++) {
          if (!allowed(q, l)) continue;
          const s = sc[p + q]! + T[(q + 1) * L + l]!;
          if (s > best) { best = s; arg = q; }
        }
        sc[e + l] = best + em[e + l]!;
        bk[e + l] = arg;
      }
    }
    let best = -Infinity, arg = 0;
    const last = (n - 1) * L;
    for (let l = 0; l < L; l++) if (sc[last + l]! > best) { best = sc[last + l]!; arg = l; }
    for (let i = n - 1; i >= 0; i--) {
      out[i] = arg;
      arg = bk[i * L + arg]!;
    }
  }
}
