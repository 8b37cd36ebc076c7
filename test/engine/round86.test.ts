// Round 86 (p2p platform and recipient): causes of docs/accuracy/round-81.md (2, 3, 4, 7) and of this round's set
// (docs/accuracy/round-86.md), tested on titles written for these tests.
import { describe, expect, it, beforeAll } from 'vitest';
import { hasEngineData, loadProbeEngine, merchant, p2p } from '../helpers/engine-probe.js';

describe.skipIf(!hasEngineData)('round 86', () => {
  beforeAll(loadProbeEngine);

  it('reads the sender after "from -" and a phone number (round 81 cause 2)', () => {
    expect(p2p('M-PESA Funds received from - 254733112233 ACHIENG OTIENO', 'KE')).toEqual({ platform: 'M-Pesa', recipient: 'Achieng Otieno' });
    expect(p2p('Funds received from - 0799887766 MUTUA KILONZO M-PESA', 'KE')).toEqual({ platform: 'M-Pesa', recipient: 'Mutua Kilonzo' });
  });

  it('reads the payee before an app\'s "sent from <platform>" signature (round 81 cause 3)', () => {
    expect(p2p('To Siobhan Duffy Sent from Revolut', 'IE')).toEqual({ platform: 'Revolut', recipient: 'Siobhan Duffy' });
    expect(p2p('To Gareth Pryce Sent from Monzo', 'GB')).toEqual({ platform: 'Monzo', recipient: 'Gareth Pryce' });
    expect(p2p('An Greta Lindner gesendet von N26', 'DE')).toEqual({ platform: 'N26', recipient: 'Greta Lindner' });
  });

  it('drops a masked mixed-case reference after the stars (round 81 cause 4)', () => {
    expect(p2p('Send E-TFR ***xRb PRIYA MENON', 'CA')).toEqual({ platform: 'Interac', recipient: 'Priya Menon' });
  });

  it('keeps a labelled person when the platform is also a processor or card rail (round 81 cause 7)', () => {
    expect(p2p('REVOLUT PLATBA PRO JANA KRALOVA VECERE', 'CZ')).toEqual({ platform: 'Revolut', recipient: 'Jana Kralova' });
    expect(merchant('REVOLUT PLATBA PRO JANA KRALOVA VECERE', 'CZ')).toBeNull();
    expect(p2p('REVOLUT PLATBA OD LUKAS HORAK', 'CZ')).toEqual({ platform: 'Revolut', recipient: 'Lukas Horak' });
    expect(p2p('N26 Transfer an Tobias Reiter Pizza', 'DE')).toEqual({ platform: 'N26', recipient: 'Tobias Reiter' });
    expect(p2p('PayPal Europe S.a.r.l. et Cie S.C.A Geld erhalten von Henning Lorenz', 'DE')).toEqual({ platform: 'PayPal', recipient: 'Henning Lorenz' });
    expect(p2p('PAYPAL *GRETCHENMOSS 402-935-7733 Sent money', 'US')?.platform).toBe('PayPal');
    expect(merchant('PAYPAL *GRETCHENMOSS 402-935-7733 Sent money', 'US')).toBeNull();
  });

  it('skips the transfer words of more languages before the name', () => {
    expect(p2p('VIPPS BETALT TIL INGRID HOLM 91234567', 'NO')?.recipient).toBe('Ingrid Holm');
    expect(p2p('MOBILEPAY LÄHETETTY AINO LEHTONEN', 'FI')?.recipient).toBe('Aino Lehtonen');
    expect(p2p('PAPARA PARA GONDERME - AHMET CELIK', 'TR')?.recipient).toBe('Ahmet Celik');
    expect(p2p('REVOLUT PLATBA PRE ZUZANA NOVA', 'SK')?.recipient).toBe('Zuzana Nova');
  });

  it('ends the name at a phone label, a purpose label and a bank app named after a labelled name', () => {
    expect(p2p('Wero Geld senden an Jonas Weber Handy 0151 2233445', 'DE')?.recipient).toBe('Jonas Weber');
    expect(p2p('REVOLUT UEBERWEISUNG AN ANNA HUBER ZWECK KINO', 'AT')?.recipient).toBe('Anna Huber');
    expect(p2p('Перевод СБП получатель: Ольга Петровна М. Тинькофф', 'RU')?.recipient).toBe('Ольга Петровна М');
  });

  it('reads a SPEI sender after a verb printed after the rail, and a French "received from" as a label', () => {
    expect(p2p('DIGICASH VIREMENT RECU DE CLAUDE BRAUN', 'LU')).toEqual({ platform: 'Digicash', recipient: 'Claude Braun' });
    expect(p2p('TRANSFERENCIA SPEI RECIBIDA DE: JUAN CARLOS MENDEZ', 'MX')).toEqual({ platform: 'SPEI', recipient: 'Juan Carlos Mendez' });
  });

  it('reads no person in a company, a Swish business number or a direct debit', () => {
    expect(p2p('INTERAC E-TRANSFER TO NORTHSHORE GUTTER CLEANING INC', 'CA')).toBeNull();
    expect(p2p('INSTAPAY PAYMENT TO EL SAYED BAKERY', 'EG')).toBeNull();
    expect(p2p('SWISH BETALNING 1239876543 KAFFEHUSET', 'SE')).toBeNull();
    expect(p2p('N26 Lastschrift Stadtwerke Hameln Abschlag', 'DE')).toBeNull();
  });
});
