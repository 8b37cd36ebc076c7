// Worker side of the worker-hop benchmark: answers each request with an EngineResult-sized
// payload encoded the way the main thread asked (structured clone, msgpackr, or JSON text).
import { parentPort } from 'node:worker_threads';
import { Packr } from 'msgpackr';
import { sampleEngineResult } from './sample-result.js';
import { encodeBatchReply } from '../../workers/protocol.js';

export type HopMode = 'clone' | 'msgpackr' | 'msgpackr-records' | 'json' | 'protocol';
export interface HopRequest { id: number; mode: HopMode; input: { title: string; country: string; type: string } }

const result = sampleEngineResult();
const packr = new Packr({ useRecords: false });
// Default msgpackr: record extension, structure definitions embedded in each message.
const recordPackr = new Packr();

parentPort!.on('message', (msg: HopRequest) => {
  // Copy so each reply is a fresh object, as a real engine call would produce.
  const r = { ...result, transaction: { ...result.transaction, confidence: msg.id % 100 } };
  switch (msg.mode) {
    case 'clone':
      parentPort!.postMessage({ id: msg.id, result: r });
      break;
    case 'msgpackr':
    case 'msgpackr-records': {
      const buf = (msg.mode === 'msgpackr' ? packr : recordPackr).pack(r);
      // Transfer the bytes: copy into an exactly-sized ArrayBuffer (pack() returns a view of a shared pool).
      const ab = new ArrayBuffer(buf.length);
      new Uint8Array(ab).set(buf);
      parentPort!.postMessage({ id: msg.id, bytes: ab }, [ab]);
      break;
    }
    case 'protocol': {
      // What the service's pool worker sends: result JSON text produced in the worker + side data.
      const loc = r.enrichments.location.data;
      const bytes = encodeBatchReply('bench', [{
        json: JSON.stringify({ transaction: r.transaction, enrichments: r.enrichments }), partial: r.partial, errors: r.errors, errorsJson: JSON.stringify(r.errors),
        merchantId: r.enrichments.merchant.data?.id ?? null, merchantJson: r.enrichments.merchant.data ? JSON.stringify(r.enrichments.merchant.data) : null, locationId: loc?.id ?? null, locationJson: loc ? JSON.stringify(loc) : null, engineMs: 0.1,
      }]);
      const ab = bytes.buffer.byteLength === bytes.length ? bytes.buffer as ArrayBuffer : bytes.slice().buffer as ArrayBuffer;
      parentPort!.postMessage({ id: msg.id, bytes: ab }, [ab]);
      break;
    }
    case 'json':
      parentPort!.postMessage({ id: msg.id, json: JSON.stringify(r) });
      break;
  }
});
