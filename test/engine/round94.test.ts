// Round 94 causes (p2p on mobile-money, Asian and Gulf rails), tested on titles written for these tests, not the tuning
// set's: transaction-id labels, India's rail names and the Colombian CC label end a name; mobile-money menu words
// (DEPOT, TRANSFERRED, SALDO, Arabic from / via) lead to the name and are not part of it.
import { describe, expect, it, beforeAll } from 'vitest';
import { hasEngineData, loadProbeEngine, p2p } from '../helpers/engine-probe.js';

describe.skipIf(!hasEngineData)('round 94', () => {
  beforeAll(loadProbeEngine);

  it('ends the name at a transaction-id label', () => {
    expect(p2p('BKASH SEND MONEY TO 01819998877 SHAHANA AKTER TRXID 9KD7F2QX', 'BD')).toEqual({ platform: 'bKash', recipient: 'Shahana Akter' });
    expect(p2p('AIRTEL MONEY SENT TO MUKASA DAVID 0705111222 TID 556677889', 'UG')).toEqual({ platform: 'Airtel Money', recipient: 'Mukasa David' });
  });

  it('ends the name at an Indian rail name and at the CC id label before digits', () => {
    expect(p2p('PhonePe transfer to Arjun Nair UPI Ref 418822334455', 'IN')).toEqual({ platform: 'PhonePe', recipient: 'Arjun Nair' });
    expect(p2p('NEQUI RECIBIDO DE MARIANA CASTRO CC 52123456', 'CO')).toEqual({ platform: 'Nequi', recipient: 'Mariana Castro' });
  });

  it('reads mobile-money menu words as lead words', () => {
    expect(p2p('ORANGE MONEY DEPOT RECU DE SOW AISSATOU 776543210', 'SN')).toEqual({ platform: 'Orange Money', recipient: 'Sow Aissatou' });
    expect(p2p('MOMO TRANSFERRED TO MUGISHA ERIC (250788445566)', 'RW')).toEqual({ platform: 'MTN MoMo', recipient: 'Mugisha Eric' });
    expect(p2p('GOPAY KIRIM SALDO KE DEWI LESTARI', 'ID')).toEqual({ platform: 'GoPay', recipient: 'Dewi Lestari' });
  });
});
