// Spans of a tagged title: the merchant name (B-M I-M*) and runs of one label (person, place).
import { L_BM, L_IM } from './labels.js';

/** [start, end) word ranges of every merchant name in the labels. */
export function merchantSpans(labels: ArrayLike<number>, n = labels.length): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let i = 0; i < n; i++) {
    if (labels[i] !== L_BM) continue;
    let j = i + 1;
    while (j < n && labels[j] === L_IM) j++;
    out.push([i, j]);
    i = j - 1;
  }
  return out;
}

/** [start, end) ranges of maximal runs of `label`. */
export function labelRuns(labels: ArrayLike<number>, label: number, n = labels.length): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let i = 0; i < n; i++) {
    if (labels[i] !== label) continue;
    let j = i + 1;
    while (j < n && labels[j] === label) j++;
    out.push([i, j]);
    i = j - 1;
  }
  return out;
}
