// A BusinessVocabularyFile from [word, category, purity, weight] rows, for vocabulary lookup tests.
import type { BusinessVocabularyFile } from '../../workers/engine/business-vocabulary.js';

export function vocabulary(entries: Array<[string, string, number, number]>): BusinessVocabularyFile {
  const sorted = [...entries].sort((a, b) => (a[0] < b[0] ? -1 : 1));
  const categories = [...new Set(sorted.map((e) => e[1]))];
  return {
    version: 1, source: 'test', categories, words: sorted.map((e) => e[0]),
    category: sorted.map((e) => categories.indexOf(e[1])), purity: sorted.map((e) => e[2]), weight: sorted.map((e) => e[3]),
  };
}
