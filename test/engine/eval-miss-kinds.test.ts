// bench/eval.ts --miss-kinds: each kind of miss is counted where it belongs, on cases written for this
// test and a stand-in engine that answers what each case says (no built data needed), and the
// printed counts hold no title or label text.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { evaluate, merchantMissKind, printMissKinds, type MissKindsReport } from '../../bench/eval.js';
import type { Engine } from '../../workers/engine/index.js';
import type { EngineResult, MerchantRecord } from '../../workers/engine/types.js';

interface Answer {
  merchant?: string | null;
  category?: string;
  processor?: string | null;
  p2p?: { platform: string; recipient: string | null } | null;
  city?: string | null;
  channel?: string;
  recurring?: boolean;
}

const found = <T>(data: T | null | undefined) => (data == null ? { status: 'not_found', data: null } : { status: 'found', data, confidence: 80 });

function fakeResult(a: Answer): EngineResult {
  return {
    transaction: {
      category: { primary: { name: a.category ?? 'Shopping' } },
      channel: a.channel ?? 'in_store',
      subscription: { recurring: a.recurring ?? false },
    },
    enrichments: {
      merchant: found(a.merchant == null ? null : { name: a.merchant }),
      paymentProcessor: found(a.processor == null ? null : { name: a.processor }),
      peerToPeer: found(a.p2p == null ? null : { platform: { name: a.p2p.platform }, recipient: a.p2p.recipient === null ? null : { displayName: a.p2p.recipient } }),
      location: found(a.city == null ? null : { structured: { city: a.city } }),
    },
  } as unknown as EngineResult;
}

type Expect = Record<string, unknown>;
let n = 0;
const cases: Array<{ c: { id: string; title: string; country: string; type: 'expense'; expect: Expect }; a: Answer }> = [];
const add = (expect: Expect, a: Answer, title = `ZQX TITLE ${n}`) => cases.push({ c: { id: `t-${++n}`, title, country: 'GB', type: 'expense', expect }, a });

const engine = { enrich: (input: { title: string }) => fakeResult(cases.find((x) => x.c.title === input.title)!.a) } as unknown as Engine;
const merchants = [
  { name: 'Curatedmart', alias: [], source: 'curated' },
  { name: 'Nsishop', alias: [], source: 'nsi' },
] as unknown as MerchantRecord[];

function run(): MissKindsReport {
  const res = evaluate(engine, cases.map((x) => x.c) as never, merchants, { missKinds: true });
  return res.missKinds!;
}

afterEach(() => { cases.length = 0; n = 0; });

describe('merchant miss kinds', () => {
  it('tells each way two names differ', () => {
    const k = merchantMissKind;
    expect(k(null, 'Anything')).toBe('invented');
    expect(k(['Blue Bottle Coffee'], null)).toBe('none_predicted');
    expect(k(['Blue Bottle'], 'Ec Blue Bottle')).toBe('too_long_extra_before');
    expect(k(['Blue Bottle'], 'Blue Bottle Oakland')).toBe('too_long_extra_after');
    expect(k(['Blue Bottle'], 'Sq Blue Bottle Oakland')).toBe('too_long_extra_both');
    expect(k(['Blue Bottle'], 'BlueBottle Coffee')).toBe('too_long_extra_after');
    expect(k(['Hotel Villa Rosa'], 'Hotel Pensione Villa Rosa')).toBe('too_long_extra_between');
    expect(k(['Gelato Messina'], 'Messina')).toBe('too_short_missing_before');
    expect(k(['Greenleaf Nursery'], 'Greenleafnurs')).toBe('too_short_missing_after');
    expect(k(['Taqueria Los Compadres'], 'Taqueria Los Compa')).toBe('too_short_missing_after');
    expect(k(['Cabinet Orthophonie Leroy'], 'Orthophonie')).toBe('too_short_missing_both');
    expect(k(['Hotel Pensione Villa Rosa'], 'Hotel Villa Rosa')).toBe('too_short_missing_between');
    expect(k(['Lola Nena Bakeshop'], "Lola Nena's")).toBe('too_short_missing_after');
    expect(k(['Tesco Express'], 'Tesco Extra')).toBe('shifted_overlap');
    expect(k(['Somtam Jay So'], 'Somtam Jay Silom')).toBe('shifted_overlap');
    expect(k(['Mercado Livre'], 'Mercado Libre')).toBe('spelling_variant');
    expect(k(['Smart & Final'], 'Smrtfnl')).toBe('abbreviated');
    expect(k(['Telepass'], 'Autostrade')).toBe('different_name');
    expect(k(['Колесо'], 'Koleso')).toBe('other_script');
    expect(k(['Acqua e Sapone'], 'Acqua & Sapone')).toBe('format_only');
    expect(k(['Café Müller'], 'CAFE MULLER')).toBe('format_only');
  });

  it('takes the acceptable name the prediction comes closest to', () => {
    expect(merchantMissKind(['Raia', 'Droga Raia'], 'Droga Raia Centro')).toBe('too_long_extra_after');
    expect(merchantMissKind(['Magnit', 'Магнит'], 'Rus')).toBe('different_name');
    expect(merchantMissKind(['Магнит'], 'Rus')).toBe('other_script');
  });

  it('does not count a word as shared for a stop word, nor a letter run inside a word as containment', () => {
    expect(merchantMissKind(['Bar de Paris'], 'Casa de Campo')).toBe('different_name');
    expect(merchantMissKind(['Rus'], 'Cirus Tec')).toBe('different_name');
  });

  it('counts each kind under the brand and processor splits', () => {
    add({ merchant: ['Curatedmart'], processor: null }, { merchant: null });
    add({ merchant: ['Nsishop'], processor: 'Square' }, { merchant: 'Nsishop London', processor: 'Square' });
    add({ merchant: ['Corner Deli'], processor: null }, { merchant: 'Deli' });
    add({ merchant: ['Corner Deli'], processor: null }, { merchant: 'Corner Deli' }); // a hit: not counted
    add({ merchant: null }, { merchant: 'Invented' });
    const mk = run();
    expect(mk.scored.merchant).toBe(5);
    expect(mk.merchant.none_predicted).toMatchObject({ count: 1, brand: { curated: 1 }, processor: { no_processor: 1 } });
    expect(mk.merchant.too_long_extra_after).toMatchObject({ count: 1, brand: { nsi_only: 1 }, processor: { behind_processor: 1 } });
    expect(mk.merchant.too_short_missing_before).toMatchObject({ count: 1, brand: { no_data: 1 } });
    expect(mk.merchant.invented).toMatchObject({ count: 1, brand: { no_merchant: 1 } });
    const total = Object.values(mk.merchant).reduce((s, x) => s + x.count, 0);
    expect(total).toBe(4);
  });
});

describe('other fields', () => {
  it('category1: a confusion list and whether the merchant was right', () => {
    add({ merchant: ['Corner Deli'], category1: 'Food & Drink' }, { merchant: 'Corner Deli', category: 'Shopping' });
    add({ merchant: ['Corner Deli'], category1: 'Food & Drink' }, { merchant: 'Deli', category: 'Shopping' });
    add({ merchant: null, category1: 'Transfers' }, { merchant: null, category: 'Housing & Utilities' });
    add({ category1: 'Travel' }, { category: 'Transportation' });
    add({ category1: 'Not A Category' }, { category: 'Shopping' });
    add({ category1: 'Shopping' }, { category: 'Shopping' });
    const mk = run();
    expect(mk.category1.merchant.merchant_name_right!.count).toBe(1);
    expect(mk.category1.merchant.merchant_wrong!.count).toBe(1);
    expect(mk.category1.merchant.merchant_none_right!.count).toBe(1);
    expect(mk.category1.merchant.merchant_unscored!.count).toBe(2);
    expect(mk.category1.confusion).toEqual([
      { expected: 'Food & Drink', predicted: 'Shopping', count: 2 },
      { expected: '(other)', predicted: 'Shopping', count: 1 },
      { expected: 'Transfers', predicted: 'Housing & Utilities', count: 1 },
      { expected: 'Travel', predicted: 'Transportation', count: 1 },
    ]);
  });

  it('processor, city: none predicted, wrong, invented', () => {
    add({ processor: 'Square', city: 'Leeds' }, { processor: null, city: null });
    add({ processor: 'Square', city: 'Leeds' }, { processor: 'Stripe', city: 'York' });
    add({ processor: null, city: null }, { processor: 'Stripe', city: 'York' });
    add({ processor: 'Square', city: 'Leeds' }, { processor: 'Square', city: 'LEEDS' });
    const mk = run();
    for (const f of ['processor', 'city'] as const) {
      expect(mk[f].none_predicted!.count).toBe(1);
      expect(mk[f].wrong!.count).toBe(1);
      expect(mk[f].invented!.count).toBe(1);
    }
    expect(mk.processor.invented!.processor.no_processor).toBe(1);
  });

  it('p2p: none, wrong platform, recipient missing or wrong, invented', () => {
    add({ p2p: { platform: 'Venmo', recipient: 'Ann Lee' } }, { p2p: null });
    add({ p2p: { platform: 'Venmo', recipient: 'Ann Lee' } }, { p2p: { platform: 'Zelle', recipient: 'Ann Lee' } });
    add({ p2p: { platform: 'Venmo', recipient: 'Ann Lee' } }, { p2p: { platform: 'Venmo', recipient: null } });
    add({ p2p: { platform: 'Venmo', recipient: 'Ann Lee' } }, { p2p: { platform: 'Venmo', recipient: 'Bob Roe' } });
    add({ p2p: null }, { p2p: { platform: 'Venmo', recipient: 'Bob Roe' } });
    add({ p2p: { platform: 'Venmo' } }, { p2p: { platform: 'Venmo', recipient: 'Bob Roe' } }); // recipient unscored: a hit
    const mk = run();
    expect(Object.fromEntries(Object.entries(mk.p2p).map(([k, v]) => [k, v.count]))).toEqual({
      none_predicted: 1, platform_wrong: 1, recipient_none: 1, recipient_wrong: 1, invented: 1,
    });
  });

  it('channel: kinds and a confusion list; recurring: missed and invented', () => {
    add({ channel: 'bank_transfer', recurring: true }, { channel: 'unknown', recurring: false });
    add({ channel: 'online', recurring: false }, { channel: 'in_store', recurring: true });
    add({ channel: 'online' }, { channel: 'in_store' });
    add({ channel: 'unknown' }, { channel: 'online' });
    const mk = run();
    expect(mk.channel.kinds.none_predicted!.count).toBe(1);
    expect(mk.channel.kinds.wrong!.count).toBe(2);
    expect(mk.channel.kinds.invented!.count).toBe(1);
    expect(mk.channel.confusion[0]).toEqual({ expected: 'online', predicted: 'in_store', count: 2 });
    expect(mk.recurring.missed!.count).toBe(1);
    expect(mk.recurring.invented!.count).toBe(1);
  });
});

describe('what it prints', () => {
  it('holds counts and the fixed names only, never a title or label text', () => {
    add({ merchant: ['Secretname Bakery'], city: 'Secretcity', p2p: null, category1: 'Food & Drink' }, { merchant: 'Secretname', city: 'Othersecret', category: 'Shopping' }, 'SECRETTITLE 1');
    add({ p2p: { platform: 'Secretpay', recipient: 'Secret Person' }, category1: 'Secret Category' }, { p2p: { platform: 'Otherpay', recipient: 'Other Person' } }, 'SECRETTITLE 2');
    const mk = run();
    const lines: string[] = [];
    const spy = vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => { lines.push(a.join(' ')); });
    try { printMissKinds(mk); } finally { spy.mockRestore(); }
    const text = (lines.join('\n') + JSON.stringify(mk)).toLowerCase();
    expect(text).toContain('food & drink -> shopping: 1');
    expect(text).not.toMatch(/secret|other ?person|otherpay|t-\d/);
    expect(text).toContain('(other) -> shopping: 1');
  });

  it('leaves the result without missKinds when not asked', () => {
    add({ merchant: ['Corner Deli'] }, { merchant: null });
    const res = evaluate(engine, cases.map((x) => x.c) as never, merchants);
    expect('missKinds' in res).toBe(false);
  });
});
