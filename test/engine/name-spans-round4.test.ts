// Unknown-business name spans (issue 8, round 4): rail words before the shop, family-business words
// that are no legal form, a doctor's faculty words, a road and its number, a last word cut short
// after "&"; and the fuzzy brand paths that read trade words as a brand.
import { beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadEngine, type Engine } from '../../workers/engine/index.js';
import { defaultDataDir } from '../../workers/engine/data.js';

const hasData = existsSync(join(defaultDataDir(), 'merchants.msgpack'));

describe.skipIf(!hasData)('unknown-business name spans, round 4', () => {
  let engine: Engine;
  beforeAll(() => { engine = loadEngine(); });
  const merchant = (t: string, country: string) => engine.enrich({ title: t, country, type: 'expense' }).enrichments.merchant.data?.name ?? null;

  it('starts the shop after a merchant-rail word of the platform (Swish handel, Bizum comercio)', () => {
    expect(merchant('Swish handel Gustavs Cykelverkstad Lund', 'SE')).toBe('Gustavs Cykelverkstad');
  });

  it('keeps "Hnos." (brothers) inside a family business name, and ends the name at it when it is last', () => {
    expect(merchant('COMPRA TARJ. 4940XXXXXXXX1111 CARPINTERIA HNOS. RUIZ-VALENCIA', 'ES')).toBe('Carpinteria Hnos Ruiz');
    expect(merchant('COMPRA TARJ. 4940XXXXXXXX1111 CARPINTERIA RUIZ HNOS', 'ES')).toBe('Carpinteria Ruiz');
  });

  it("leaves a doctor's faculty words out of the name (Dr. med. dent.)", () => {
    expect(merchant('VISA Debit TIERARZTPRAXIS DR. MED. VET. A. BRANDT HANNOVER', 'DE')).toBe('Tierarzt Praxis Dr A Brandt');
  });

  it('ends the name at a road and its number', () => {
    expect(merchant('CHECKCARD 1107 MABELS DINER ROUTE 66 TULSA OK 2413746', 'US')).toBe('Mabels Diner');
  });

  it('drops a last word cut short after "&" (the field width), keeps whole ones', () => {
    expect(merchant('Card Purchase 11/06 Novak Roofing & Plumb 763-5550123 MN Card 8812', 'US')).toBe('Novak Roofing');
    expect(merchant('SQ *SALT & PEPPER', 'US')).toBe('Salt & Pepper');
    expect(merchant('SQ *ROSE & CROWN', 'US')).toBe('Rose & Crown');
  });

  it('reads no brand into trade words followed by another name (prefix path), nor into a misspelt trade word', () => {
    expect(merchant('Kartenzahlung girocard Bäckerei Konditorei Lindemann GmbH Freiburg', 'DE')).toBe('Bäckerei Konditorei Lindemann');
    expect(merchant('SQ *THE LITTLE BAKERY Fitzroy', 'AU')).toBe('The Little Bakery');
    expect(merchant('COMPRA CARTAO CRED 10/11 DROGARIA SANTA LUZIA CURITIBA', 'BR')).toBe('Drogaria Santa Luzia');
  });
});

describe.skipIf(!hasData)('direct-debit markers, round 4', () => {
  let engine: Engine;
  beforeAll(() => { engine = loadEngine(); });
  const channel = (t: string, country: string) => engine.enrich({ title: t, country, type: 'expense' }).transaction.channel;

  it('reads a Canadian title ending in PAD as a pre-authorized debit, never a dish or a descriptor', () => {
    expect(channel('ROGERS WIRELESS PAD', 'CA')).toBe('direct_debit');
    expect(channel('ENBRIDGE GAS PAD 0012345', 'CA')).toBe('direct_debit');
    expect(channel('SQ *THAI PAD', 'CA')).not.toBe('direct_debit');
    expect(channel('PAD THAI KITCHEN', 'CA')).not.toBe('direct_debit');
  });
});

describe.skipIf(!hasData)('online gateways and tax words, round 4', () => {
  let engine: Engine;
  beforeAll(() => { engine = loadEngine(); });
  const run = (t: string, country: string) => engine.enrich({ title: t, country, type: 'expense' });

  it('reads Shopify and Paystack descriptors as online purchases, Shopify with a printed city as in store', () => {
    expect(run('SP * FERNWOODPOTTERY', 'US').transaction.channel).toBe('online');
    expect(run('PAYSTACK *ADAEZE BEADS', 'NG').transaction.channel).toBe('online');
    expect(run('SP * FERNWOOD POTTERY PORTLAND OR', 'US').transaction.channel).toBe('in_store');
  });

  it("reads Brazil's IOF as a tax, with no merchant", () => {
    const r = run('IOF ADICIONAL', 'BR');
    expect(r.transaction.category.primary.name).toBe('Government & Taxes');
    expect(r.enrichments.merchant.data).toBeNull();
  });
});
