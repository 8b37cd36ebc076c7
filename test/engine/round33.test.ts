// Round 33 causes (person-to-person payments and bank transfers in internet-banking layouts), tested on
// titles written for these tests (not the eval sets' titles).
import { describe, expect, it, beforeAll } from 'vitest';
import { hasEngineData, loadProbeEngine, run, merchant, channel } from '../helpers/engine-probe.js';

const p2p = (title: string, country: string, type: 'expense' | 'income' = 'expense') => {
  const p = run(title, country, type).enrichments.peerToPeer;
  return p.status === 'found' ? { platform: p.data!.platform.name, recipient: p.data!.recipient?.displayName ?? null } : null;
};
const who = (title: string, country: string, type: 'expense' | 'income' = 'expense') => p2p(title, country, type)?.recipient ?? null;
const cat = (title: string, country: string, type: 'expense' | 'income' = 'expense') => run(title, country, type).transaction.category.primary.name;

describe.skipIf(!hasEngineData)('round 33', () => {
  beforeAll(loadProbeEngine);

  it('reads the transfer words of more internet banks (NO, EE, LV, Bulgarian, Greek, Russian, Ukrainian)', () => {
    expect(cat('Nettgiro til: Berg Solveig Betalt: 14.02.27', 'NO')).toBe('Transfers');
    expect(channel('Nettgiro til: Berg Solveig Betalt: 14.02.27', 'NO')).toBe('bank_transfer');
    expect(cat('LAEKUMINE KUUSK PRIIT', 'EE', 'income')).toBe('Transfers');
    expect(cat('PĀRSKAITĪJUMS OZOLIŅA LAURA APSVEIKUMS', 'LV')).toBe('Transfers');
    expect(merchant('PĀRSKAITĪJUMS OZOLIŅA LAURA APSVEIKUMS', 'LV')).toBeNull();
    expect(cat('ПРЕВОД КЪМ СТОЯН НИКОЛОВ ИВАНОВ', 'BG')).toBe('Transfers');
    expect(cat('ПОЛУЧЕН ПРЕВОД ОТ ЦВЕТАНКА ПЕТКОВА', 'BG', 'income')).toBe('Transfers');
    expect(cat('ΕΙΣΕΡΧΟΜΕΝΟ ΕΜΒΑΣΜΑ ΑΠΟ ΓΕΩΡΓΙΟΥ ΔΗΜΗΤΡΑ', 'GR', 'income')).toBe('Transfers');
  });

  it('drops the lead words and keys before a wallet payee (Ukrainian VID, FPS 轉數快, Pix keys, Vietnamese CHO)', () => {
    expect(who('MONOBANK ПЕРЕКАЗ ВІД ТАРАС БОНДАРЕНКО', 'UA', 'income')).toMatch(/^Тарас Бондаренко$/i);
    expect(who('FPS 轉數快 黃志強', 'HK')).toBe('黃志強');
    expect(who('PIX ENV CPF ***.812.334-** MARCELO TEIXEIRA', 'BR')).toBe('Marcelo Teixeira');
    expect(who('TRANSFERENCIA PIX CHAVE TELEFONE PATRICIA ROCHA', 'BR')).toBe('Patricia Rocha');
    expect(who('MOMO CHUYEN TIEN CHO NGO THI LAN', 'VN')).toBe('Ngo Thi Lan');
  });

  it('skips a bank printed before the payee\'s masked account', () => {
    expect(who('INSTAPAY TRANSFER TO BDO XXXX7788 MARICEL SANTOS', 'PH')).toBe('Maricel Santos');
  });

  it('reads a Pix payee paid by a company tax number (CNPJ) as no person', () => {
    expect(p2p('PIX CHAVE CNPJ 98.765.432/0001-10 PADARIA BOM DIA', 'BR')).toBeNull();
  });

  it('reads a wallet payee field opening with a donation word as a charity, no person', () => {
    expect(p2p('TWINT Spende an Verein Gassenkueche', 'CH')).toBeNull();
    expect(cat('TWINT Spende an Verein Gassenkueche', 'CH')).toBe('Charity & Gifts');
    // a person paid over the same wallet stays a transfer to that person
    expect(who('TWINT Geld senden an Corinne Zbinden', 'CH')).toBe('Corinne Zbinden');
  });

  it('keeps a Chinese name without the memo after it', () => {
    expect(who('微信转账-孙丽 房租分摊', 'CN')).toBe('孙丽');
  });

  it('reads the trade word after a person payee of a transfer as the memo, not a shop', () => {
    expect(merchant('ECHTZEITUEBERWEISUNG EMPFAENGER: LUKAS BECKER VERWENDUNGSZWECK: BURGER', 'DE')).toBeNull();
    expect(cat('ECHTZEITUEBERWEISUNG EMPFAENGER: LUKAS BECKER VERWENDUNGSZWECK: BURGER', 'DE')).toBe('Transfers');
    // a company payee with its trade word stays a merchant
    expect(merchant('UEBERWEISUNG AN MALERBETRIEB KRAUSE GMBH RECHNUNG 77', 'DE')).not.toBeNull();
  });
});
