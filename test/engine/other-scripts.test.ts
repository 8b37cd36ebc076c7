// Names and transfers written in scripts other than Latin (issue 8, round 4): keys and words keep
// the letters of every script, full-width forms are normalised, the card / transfer / cash words of
// other scripts never enter a name, brands' names in other scripts (name-suggestion-index) match,
// and wallets named in another script are transfers only with a transfer word of that script.
import { beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadEngine, type Engine } from '../../workers/engine/index.js';
import { fold, isLetterWord, nameKey, normaliseWidth, squash, titleCase, words } from '../../workers/engine/text.js';
import { parseTitle } from '../../workers/engine/parse.js';
import { buildMerchantIndex, matchMerchant } from '../../workers/engine/merchants.js';
import { defaultDataDir, loadEngineData } from '../../workers/engine/data.js';

const hasData = existsSync(join(defaultDataDir(), 'merchants.msgpack'));

describe('text primitives in other scripts', () => {
  it('keeps the letters of other scripts in keys and words, Latin as before', () => {
    expect(nameKey("Кав'ярня Зерно")).toBe('КАВЯРНЯЗЕРНО');
    expect(nameKey('김밥 천국')).toBe('김밥천국');
    expect(nameKey('老王 面馆')).toBe('老王面馆');
    expect(words(fold('ХЛІБНА ЛАВКА, КИЇВ'))).toEqual(['ХЛІБНА', 'ЛАВКА', 'КИІВ']);
    expect(words(fold('ร้านข้าว มันไก่'))).toEqual(['ร้านข้าว', 'มันไก่']); // Thai vowel and tone marks stay in their words
    expect(squash('TACO BELL')).toBe('TACOBELL');
    expect(words(fold("McDonald's Wal-Mart"))).toEqual(['MCDONALDS', 'WAL', 'MART']);
    // A stray mark of another script after a Latin letter (seen in city data) is dropped as before.
    expect(nameKey('SHOKHAIB\u064d')).toBe('SHOKHAIB');
    expect(isLetterWord('ЗЕРНО')).toBe(true);
    expect(isLetterWord('SMITH')).toBe(true);
    expect(isLetterWord('A1')).toBe(false);
  });

  it('composes Hangul and kana again after folding', () => {
    expect(fold('카카오')).toBe('카카오');
    expect(fold('カード')).toBe('カード');
    expect(fold('Pâtisserie')).toBe('PATISSERIE');
  });

  it('title-cases scripts with case only when printed in capitals; caseless scripts stay as printed', () => {
    expect(titleCase('ХЛІБНА ЛАВКА')).toBe('Хлібна Лавка');
    expect(titleCase('ΦΟΥΡΝΟΣ Η ΓΩΝΙΑ')).toBe('Φουρνος Η Γωνια');
    expect(titleCase("Кав'ярня Зерно")).toBe("Кав'ярня Зерно");
    expect(titleCase('김밥천국 강남점')).toBe('김밥천국 강남점');
    expect(titleCase('SUNRISE DONUTS & KOLACHE')).toBe('Sunrise Donuts & Kolache');
  });

  it('normalises full-width and half-width forms (NFKC) only where a title holds them', () => {
    expect(normaliseWidth('ＳＴＡＲＢＵＣＫＳ　＃１２')).toBe('STARBUCKS #12');
    expect(normaliseWidth('ﾃﾞﾋﾞｯﾄ')).toBe('デビット');
    expect(normaliseWidth('NETFLIX™ ﬁt')).toBe('NETFLIX™ ﬁt'); // no compatibility form of those ranges: untouched
  });

  it('cuts the card, transfer and cash words of other scripts out of the words a name is read from', () => {
    const w = (t: string) => parseTitle(t, 'XX').toks.filter((x) => x.k === 'w').map((x) => x.o);
    expect(w('Оплата карткою ХЛІБНА ЛАВКА')).toEqual(['ХЛІБНА', 'ЛАВКА']);
    expect(w('체크카드 승인 김밥천국')).toEqual(['김밥천국']);
    expect(w('ΑΓΟΡΑ ΚΑΡΤΑΣ ΚΑΦΕΝΕΙΟ')).toEqual(['ΚΑΦΕΝΕΙΟ']);
    expect(parseTitle('Зняття готівки ПриватБанк', 'UA').signals.has('atm')).toBe(true);
    expect(parseTitle('手数料 振込', 'JP').signals.has('fee')).toBe(true);
  });
});

describe.skipIf(!hasData)('engine on titles in other scripts', () => {
  let engine: Engine;
  beforeAll(() => { engine = loadEngine(); });
  const run = (t: string, country: string) => engine.enrich({ title: t, country, type: 'expense' });
  const merchant = (t: string, country: string) => run(t, country).enrichments.merchant.data?.name ?? null;
  const p2p = (t: string, country: string) => {
    const d = run(t, country).enrichments.peerToPeer.data;
    return d ? [d.platform.name, d.recipient?.displayName ?? null] : null;
  };

  it('names an unknown business in the script it is printed in', () => {
    expect(merchant('Покупка ПЕКАРНЯ СВІТАНОК', 'UA')).toBe('Пекарня Світанок');
    expect(merchant('ΑΓΟΡΑ ΚΑΡΤΑ ΚΑΦΕΝΕΙΟ Η ΠΛΑΤΕΙΑ', 'GR')).toBe('Καφενειο Η Πλατεια');
    expect(merchant('체크카드 승인 김밥천국', 'KR')).toBe('김밥천국');
    expect(merchant('شراء نقاط بيع - مطعم الواحة - جدة', 'SA')).toBe('مطعم الواحة');
    expect(merchant('VISAデビット ラーメン タロウ', 'JP')).toBe('ラーメン タロウ');
  });

  it('reads full-width titles as their ASCII forms', () => {
    expect(merchant('ＳＴＡＲＢＵＣＫＳ ＃１２３', 'JP')).toBe('Starbucks');
    const r = run('ＡＭＡＺＯＮ．ＣＯ．ＪＰ', 'JP');
    expect(r.enrichments.merchant.data?.name).toBe('Amazon');
    expect(r.transaction.channel).toBe('online');
  });

  it("matches a brand by its name in another script (name-suggestion-index's name tags)", () => {
    expect(merchant('ローソン 渋谷店', 'JP')).toBe('Lawson');
    expect(merchant('Покупка ПЯТЁРОЧКА 1234 МОСКВА', 'RU')).toBe('Pyaterochka');
    expect(merchant('セブン-イレブン 梅田店', 'JP')).toBe('7-Eleven');
  });

  it('reads transfers of platforms named in other scripts, with the recipient as printed', () => {
    expect(p2p('토스 송금 박서연', 'KR')).toEqual(['Toss', '박서연']);
    expect(p2p('微信转账-李娜', 'CN')).toEqual(['WeChat Pay', '李娜']);
    expect(p2p('โอนเงินพร้อมเพย์ ไปยัง นางสาว สุดา ดีมาก', 'TH')).toEqual(['PromptPay', 'สุดา ดีมาก']);
    expect(p2p('ביט העברה למיכל כהן', 'IL')).toEqual(['Bit', 'מיכל כהן']);
  });

  it('reads a wallet named in another script as a purchase without a transfer word', () => {
    expect(p2p('카카오페이 김밥천국', 'KR')).toBeNull();
    expect(merchant('카카오페이 김밥천국', 'KR')).toBe('김밥천국');
  });

  it('names no bank as the merchant of a cash withdrawal or fee written in another script', () => {
    const r = run('Зняття готівки ПриватБанк', 'UA');
    expect(r.enrichments.merchant.data?.name ?? null).toBeNull();
    expect(r.transaction.channel).toBe('atm');
    expect(merchant('Комиссия за обслуживание Сбербанк', 'RU')).toBeNull();
  });

  it('keeps keys in other scripts out of the typed-array tables (they slowed every Latin lookup), and still matches them', () => {
    const m = buildMerchantIndex(loadEngineData().merchants);
    for (const k of m.exact.keyList()) expect(/[^\x00-\xff]/.test(k), k).toBe(false);
    expect(m.other.size).toBeGreaterThan(1000);
    const words = parseTitle('ローソン 渋谷店', 'JP').toks.map((t) => t.w);
    expect(matchMerchant(m, { words, country: 'JP', regionStart: 0, regionEnd: words.length, partyRange: null, blocked: new Set(), otherScript: true })?.rec.name).toBe('Lawson');
  });
});

describe.skipIf(!hasData)('transfer recipients and rails (round 4)', () => {
  let engine: Engine;
  beforeAll(() => { engine = loadEngine(); });
  const p2p = (t: string, country: string) => {
    const d = engine.enrich({ title: t, country, type: 'expense' }).enrichments.peerToPeer.data;
    return d ? [d.platform.name, d.recipient?.displayName ?? null] : null;
  };

  it('reads a card push payment (Visa Direct, Mastercard Send) as a transfer, the rail words after the name', () => {
    expect(p2p('VENMO *Maria Kovacs Visa Direct CA', 'US')).toEqual(['Venmo', 'Maria Kovacs']);
    expect(p2p('CASH APP*Tobias Brandt Visa Direct', 'US')).toEqual(['Cash App', 'Tobias Brandt']);
  });

  it('takes the payee after "payment to" in a wallet description, first name known or not', () => {
    expect(p2p('PayPal Europe S.a.r.l. et Cie S.C.A. Ihre Zahlung an Wiebke Harms', 'DE')).toEqual(['PayPal', 'Wiebke Harms']);
    expect(p2p('PAYPAL EUROPE BETALING AAN Joost Verhoeven', 'NL')).toEqual(['PayPal', 'Joost Verhoeven']);
  });

  it('reads a payee printed before the platform after "transferencia a", past the account kind', () => {
    expect(p2p('TRANSFERENCIA A MARTIN ACOSTA CVU MERCADO PAGO', 'AR')).toEqual(['Mercado Pago', 'Martin Acosta']);
  });
});


describe.skipIf(!hasData)('mobile-money and wallet platforms of more markets (round 4)', () => {
  let engine: Engine;
  beforeAll(() => { engine = loadEngine(); });
  const ADDED = ['nagad', 'airtel-money', 'orange-money', 'opay', 'palmpay', 'stc-pay', 'daviplata', 'uala', 'maya', 'touch-n-go', 'zalopay', 'esewa', 'khalti', 'vodafone-cash', 'chipper-cash'];
  const PEOPLE = ['AMARA OKONKWO', 'LUCIA PEREZ', 'FATIMA RAHMAN', 'NGUYEN THI HOA', 'ANITA SHRESTHA'];

  it('reads a transfer over each of them, with the recipient', async () => {
    const { readFileSync } = await import('node:fs');
    const recs = JSON.parse(readFileSync(join(process.cwd(), 'native-data', 'curated', 'p2p.json'), 'utf8')) as Array<{ key: string; name: string; alias: string[] }>;
    let n = 0;
    for (const r of recs.filter((x) => ADDED.includes(x.key))) {
      const person = PEOPLE[n++ % PEOPLE.length]!;
      const t = `${r.alias[0]} TRANSFER TO ${person}`;
      const d = engine.enrich({ title: t, country: 'XX', type: 'expense' }).enrichments.peerToPeer.data;
      expect(d?.platform.name, t).toBe(r.name);
      expect(d?.recipient?.displayName.toUpperCase(), t).toBe(person);
    }
    expect(n).toBe(ADDED.length);
  });
});
