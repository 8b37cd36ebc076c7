// Behaviour tests of the enrichment engine against the real built reference data.
import { describe, expect, it, beforeAll } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadEngine, type Engine } from '../../workers/engine/index.js';
import { defaultDataDir } from '../../workers/engine/data.js';
import { parseTitle } from '../../workers/engine/parse.js';
import { entityId } from '../../workers/engine/ids.js';

const hasData = existsSync(join(defaultDataDir(), 'merchants.msgpack'));
let engine: Engine;
const run = (title: string, country = 'US', type: 'expense' | 'income' = 'expense', budget?: { deadline: number }) =>
  engine.enrich({ title, country, type }, budget);

describe.skipIf(!hasData)('enrichment engine', () => {
  beforeAll(() => { engine = loadEngine({ iconBaseUrl: 'http://x' }); });

  it('normalises noise, dates, card numbers and keeps the phone number', () => {
    const p = parseTitle('PURCHASE AUTHORIZED ON 03/14 RALEYS #112 SACRAMENTO CA S384073512345678 CARD 4021', 'US');
    expect(p.toks.map((t) => t.w).filter((w) => !/^\d+$/.test(w))).toEqual(['RALEYS', 'SACRAMENTO', 'CA']);
    expect(p.signals.has('card')).toBe(true);
    const q = parseTitle('LYFT   *RIDE TUE 7PM 8552800278 CA', 'US');
    expect(q.phone).toBe('+1 855-280-0278');
    const r = parseTitle('COMPRA TARJ. 5402XXXXXXXX6213 BAR LA ESQUINITA-MADRID', 'ES');
    expect(r.toks.map((t) => t.w).join(' ')).toBe('BAR LA ESQUINITA - MADRID');
  });

  it('finds processors and derives an unknown merchant behind them', () => {
    const r = run('SQ *SUNRISE DONUTS & KOLACHE Austin TX');
    expect(r.enrichments.paymentProcessor.data?.name).toBe('Square');
    expect(r.enrichments.merchant.status).toBe('found');
    expect(r.enrichments.merchant.data?.name).toBe('Sunrise Donuts & Kolache');
    expect(r.enrichments.merchant.data?.id).toBe(entityId('merchant', 'derived:sunrisedonutsandkolache'));
    expect(r.enrichments.merchant.confidence!).toBeLessThan(90);
    expect(r.transaction.category.primary.name).toBe('Food & Drink');
    expect(r.enrichments.location.data?.structured.city).toBe('Austin');
    expect(r.enrichments.location.data?.structured.state).toBe('TX');
    expect(r.enrichments.location.data?.structured.timezone).toBe('America/Chicago');
    expect(r.transaction.channel).toBe('in_store');
  });

  it('extracts p2p recipients and marks the merchant not applicable', () => {
    const z = run('Zelle Transfer Conf# f7k2m9x1q; Nguyen, Linh');
    expect(z.enrichments.peerToPeer.data?.platform.name).toBe('Zelle');
    expect(z.enrichments.peerToPeer.data?.recipient?.displayName).toBe('Linh Nguyen');
    expect(z.enrichments.merchant.status).toBe('not_applicable');
    expect(z.enrichments.location.status).toBe('not_applicable');
    expect(z.transaction.category.primary.name).toBe('Transfers');
    const b = run('BIZUM ENVIADO A LUCIA FERNANDEZ RUIZ CONCEPTO: CENA VIERNES', 'ES');
    expect(b.enrichments.peerToPeer.data?.recipient?.displayName).toBe('Lucia Fernandez Ruiz');
    expect(b.enrichments.peerToPeer.data?.memo).toBe('CENA VIERNES');
  });

  it('treats a p2p rail paying a known business as a purchase', () => {
    const r = run('UPI/DR/407398765432/Swiggy/YESB/swiggy.stores@ybl/Pay to Swig', 'IN');
    expect(r.enrichments.peerToPeer.status).not.toBe('found');
    expect(r.enrichments.merchant.data?.name).toBe('Swiggy');
  });

  it('matches known merchants, with the country and the title context', () => {
    expect(run('POS DEBIT WAL-MART #5260 HOUSTON TX 03/09').enrichments.merchant.data?.name).toBe('Walmart');
    const gas = run('COSTCO GAS #0481 SAN DIEGO CA');
    expect(gas.transaction.category.primary.name).toBe('Transportation');
    expect(run('KORTKÖP 240315 WILLYS UPPSALA BOLANDER', 'SE').enrichments.merchant.data?.name).toBe('Willys');
  });

  it('prefers no_match over a guess on generic words and people', () => {
    expect(run('FASTER PAYMENTS OUT J O\'CONNOR REF DINNER SPLIT', 'GB').enrichments.merchant.status).not.toBe('found');
    expect(run('VIR INST EMIS /MOTIF REMBOURSEMENT RESTO /BEN M THOMAS LEROY /REFDO 2403160912', 'FR').enrichments.merchant.status).not.toBe('found');
    expect(run('TRANSFER TO SAVINGS XX9876').enrichments.merchant.status).not.toBe('found');
  });

  it('does not invent a city from a head-office state', () => {
    const r = run('EBAY O*12-11045-73261 800-456-6868 CA');
    expect(r.enrichments.location.status).not.toBe('found');
    expect(r.transaction.channel).toBe('online');
  });

  it('resolves places in many formats', () => {
    expect(run('EDEKA CENTER SCHMIDT//Hannover/DE 2024-03-12T17:42:19 KFN 1 VJ 2712 Kartenzahlung', 'DE').enrichments.location.data?.structured.city).toBe('Hannover');
    expect(run('FOODWORKS BALLARAT VI AUS Card xx4821 Value Date: 12/03/2024', 'AU').enrichments.location.data?.structured.city).toBe('Ballarat');
    const ny = run('ATM WITHDRAWAL 003218 03/12 1250 BROADWAY NEW YORK NY');
    expect(ny.enrichments.location.data?.structured.city).toBe('New York');
    expect(ny.enrichments.location.data?.structured.street).toBe('1250 Broadway');
    expect(ny.transaction.channel).toBe('atm');
  });

  it('classifies by direction and signals in several languages', () => {
    expect(run('SEPA-Gutschrift LOHN/GEHALT 03/2024 Mueller Logistik GmbH & Co. KG', 'DE', 'income').transaction.category.primary.name).toBe('Income');
    expect(run('HMRC SELF ASSESSMENT 1234567890K', 'GB').transaction.category.primary.name).toBe('Government & Taxes');
    const refund = run('PURCHASE RETURN AUTHORIZED ON 03/18 TARGET.COM 800-591-3869 MN S304078123456789 CARD 4021', 'US', 'income');
    expect(refund.transaction.category.primary.name).toBe('Income');
    const dd = run('PRLV SEPA ENGIE ECH/150324 ID EMETTEUR/FR94ZZZ401208 MDT/ENG000987654 REF/FAC240315778812', 'FR');
    expect(dd.transaction.channel).toBe('direct_debit');
    expect(dd.transaction.subscription.recurring).toBe(true);
    expect(dd.transaction.category.tertiary.name).toBeTruthy();
  });

  it('always returns all four entries with consistent statuses and integer confidences', () => {
    for (const t of ['SPOTIFY', '', '!!!', 'x'.repeat(500), 'ATM', 'Zelle payment to Marcus Johnson']) {
      const r = run(t);
      for (const e of Object.values(r.enrichments)) {
        expect(['found', 'no_match', 'not_applicable']).toContain(e.status);
        if (e.status === 'found') expect(Number.isInteger(e.confidence)).toBe(true);
        else { expect(e.data).toBeNull(); expect(e.confidence).toBeNull(); }
      }
      expect(Number.isInteger(r.transaction.category.confidence)).toBe(true);
      if (!r.transaction.subscription.recurring) expect(r.transaction.subscription.type).toBeNull();
    }
  });

  it('reports timeouts for parts that start after the deadline', () => {
    const r = run('SQ *BLUE BOTTLE COFFEE Oakland CA', 'US', 'expense', { deadline: performance.now() - 1 });
    expect(r.partial).toBe(true);
    for (const tag of ['merchant_timeout', 'location_timeout', 'category_timeout', 'payment_processor_timeout', 'peer_to_peer_timeout']) {
      expect(r.errors).toContain(tag);
    }
    expect(r.enrichments.merchant.status).toBe('no_match'); // a failed part: no_match + its tag
    expect(r.enrichments.merchant.data).toBeNull();
    expect(r.transaction.category.primary.name).toBeTruthy();
  });

  it('builds icon URLs from the base URL', () => {
    const r = run('NETFLIX.COM 866-579-7172 CA');
    const icon = r.enrichments.merchant.data?.icon;
    if (icon) expect(icon).toMatch(/^http:\/\/x\/icons\/[\w-]+\.svg$/);
  });
});
