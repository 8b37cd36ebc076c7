// Round 12 causes, tested on titles written for these tests (not the eval sets' titles): districts
// and wards of Japan's largest cities in kanji (Japan Post's town list) ending a shop's name and
// reporting the parent city, cities printed as an abbreviation reported in full, numbered districts
// before the city.
import { describe, expect, it, beforeAll } from 'vitest';
import { hasEngineData, loadProbeEngine, merchant, city } from '../helpers/engine-probe.js';

describe.skipIf(!hasEngineData)('round 12', () => {
  beforeAll(loadProbeEngine);

  it('cuts a Tokyo district in kanji after a shop name and reports Tokyo', () => {
    expect(merchant('カード利用　そば　まつや　神保町', 'JP')).toBe('そば まつや');
    expect(city('カード利用　そば　まつや　神保町', 'JP')).toBe('Tokyo');
    expect(merchant('デビット　カフェ　ルポ　上野', 'JP')).toBe('カフェ ルポ');
    expect(city('デビット　洋食　キッチン　ミナミ　中目黒', 'JP')).toBe('Tokyo');
  });

  it('cuts a Tokyo district printed in half-width katakana (its IPADIC reading)', () => {
    expect(merchant('ﾃﾞﾋﾞｯﾄ ｿﾊﾞﾔ ﾏﾙｲ ｱｻｸｻ', 'JP')).toBe('ソバヤ マルイ');
    expect(city('ｶｰﾄﾞ ﾊﾟﾝﾔ ﾐﾉﾘ ｺｳｴﾝｼﾞ', 'JP')).toBe('Tokyo');
  });

  it('gives a district of another designated city its own city', () => {
    expect(city('デビット　喫茶　こもれび　天神', 'JP')).toBe('Fukuoka');
  });

  it('keeps a district-like word after nothing but a trade word, and common town names', () => {
    expect(merchant('カード利用　寿司　青葉', 'JP')).toBe('寿司 青葉');
    expect(city('カード利用　焼肉　たけし　本町', 'JP')).toBeNull();
    // a district is no city printed before the shop's words
    expect(merchant('カード利用　青葉　寿司　本店', 'JP')).toMatch(/^青葉/);
  });

  it('reports a city printed as an abbreviation by its full name', () => {
    expect(city('CLIP*PANADERIA ROSETTA CDMX', 'MX')).toBe('Mexico City');
    expect(city('COMPRA DEBITO LIBRERIA EL ATENEO CABA', 'AR')).toBe('Buenos Aires');
  });

  it('cuts a numbered district printed before the city', () => {
    expect(merchant('THANH TOAN CUA HANG SACH PHUONG NAM QUAN 5 HCM', 'VN')).toBe('Cua Hang Sach Phuong Nam');
    expect(city('THANH TOAN CUA HANG SACH PHUONG NAM QUAN 5 HCM', 'VN')).toBe('Ho Chi Minh City');
  });
});
