// Round 40 causes (person-to-person payments and their recipients across rails and layouts), tested on
// titles written for these tests (not the eval sets' titles).
import { beforeAll, describe, expect, it } from 'vitest';
import { hasEngineData, l1, loadProbeEngine, merchant, p2p } from '../helpers/engine-probe.js';

describe.skipIf(!hasEngineData)('the recipient of a p2p payment (round 40)', () => {
  beforeAll(() => loadProbeEngine(), 60_000);

  it('skips an app feature name and the Russian "for" before the name', () => {
    expect(p2p('N26 MoneyBeam an Sophie Brandt', 'DE')?.recipient).toBe('Sophie Brandt');
    expect(p2p('СБП ПЕРЕВОД ДЛЯ ОЛЬГА ПЕТРОВНА С.', 'RU')?.recipient).toBe('Ольга Петровна С');
  });

  it('keeps a long name with several particles whole', () => {
    // (the scorer compares letters case-insensitively; titleCase keeps "Los" capitalised)
    expect(p2p('BIZUM ENVIADO A ANA MARIA DE LOS SANTOS DE LA FUENTE CONCEPTO: CENA', 'ES')?.recipient?.toLowerCase()).toBe('ana maria de los santos de la fuente');
  });

  it('reads past a masked phone number printed in groups', () => {
    expect(p2p('PROMPTPAY TRANSFER TO 09X-XXX-1182 SOMPONG KAEWKLA', 'TH')?.recipient).toBe('Sompong Kaewkla');
  });

  it('keeps the Vietnamese family name DO after "to"', () => {
    expect(p2p('MOMO CHUYEN TIEN DEN DO THI LAN', 'VN')?.recipient).toBe('Do Thi Lan');
  });

  it('drops the receiving bank printed after the name', () => {
    expect(p2p('INSTAPAY TRANSFER TO MARIA LOURDES SANTOS BDO', 'PH')?.recipient).toBe('Maria Lourdes Santos');
  });

  it('reads the payee after a transliterated "Ueberweisung an" and drops a French "M."', () => {
    expect(p2p('PayPal Europe S.a.r.l. et Cie S.C.A Ueberweisung an Jonas Albrecht', 'DE')?.recipient).toBe('Jonas Albrecht');
    expect(p2p('Virement Interac envoyé à M. Rémi Tessier', 'CA')?.recipient).toBe('Remi Tessier');
  });

  it('reads cash taken out at a mobile-money agent as no person', () => {
    expect(p2p('MPESA WITHDRAWAL AGENT 778812 KISUMU', 'KE')).toBeNull();
    expect(p2p('AIRTEL MONEY CASH OUT AGENT 4471', 'UG')).toBeNull();
  });
});

describe.skipIf(!hasEngineData)('a plain transfer to a person named by initials or particles (round 40)', () => {
  beforeAll(() => loadProbeEngine(), 60_000);

  it('keeps the memo trade word from becoming a merchant', () => {
    expect(merchant('FASTER PAYMENT TO MRS T OKAFOR REF BIRTHDAY CAKE', 'GB')).toBeNull();
    expect(l1('FASTER PAYMENT TO MRS T OKAFOR REF BIRTHDAY CAKE', 'GB')).toBe('Transfers');
    expect(merchant('Überweisung an Gisela von Brandis Verwendungszweck: Klavierunterricht', 'DE')).toBeNull();
    expect(merchant('FASTER PAYMENT RECEIVED FROM MR K SINGH REF TENNIS CLUB', 'GB')).toBeNull();
  });

  it('still reads a sole trader named by an initial right before the trade word', () => {
    expect(l1('FASTER PAYMENT TO K JONES ROOFING', 'GB')).toBe('Services');
  });

  it('still reads a company payee with its trade', () => {
    expect(merchant('UEBERWEISUNG AN MALERBETRIEB KRAUSE GMBH', 'DE')).toBe('Malerbetrieb Krause');
  });
});
