// msgpackr vs structured clone for the main thread <-> engine worker hop, with a realistic
// EngineResult payload: in-process encode/decode cost, then real worker-thread round trips
// (one at a time = latency, 64 in flight = throughput per message).
import { Worker, MessageChannel } from 'node:worker_threads';
import { Packr, Unpackr } from 'msgpackr';
import { sampleEngineResult } from '../lib/sample-result.js';
import { decodeBatchReply } from '../../workers/protocol.js';
import { runTiny } from '../lib/tiny.js';
import type { HopMode, HopRequest } from '../lib/hop-worker.js';
import type { Suite } from '../lib/suite.js';

const input = { title: 'SQ *BLUE BOTTLE COFFEE OAKLAND CA', country: 'US', type: 'expense' };

export const workerHopSuite: Suite = {
  name: 'worker-hop',
  description: 'msgpackr vs structured clone vs JSON text for an EngineResult across a worker thread',
  async run(ctx) {
    const result = sampleEngineResult();
    const packr = new Packr({ useRecords: false });
    const unpackr = new Unpackr({ useRecords: false });
    const recordPackr = new Packr();
    const recordUnpackr = new Unpackr();
    const packed = packr.pack(result);
    const json = JSON.stringify(result);

    // In-process: what each encoding costs without any thread hop.
    // Messages on a port arrive in order, so a FIFO of resolvers matches replies to requests
    // (tinybench calls each task once extra to detect async, so `once` listeners would cross).
    const { port1, port2 } = new MessageChannel();
    const waiting: ((v: unknown) => void)[] = [];
    port2.on('message', (m) => waiting.shift()?.(m));
    const viaPort = <T>(msg: unknown, transfer: ArrayBuffer[] = []): Promise<T> =>
      new Promise((resolve) => { waiting.push(resolve as (v: unknown) => void); port1.postMessage(msg, transfer); });
    const encodeRows = await runTiny('encode/decode in-process', [
      { name: 'structuredClone(result)', fn: () => structuredClone(result) },
      { name: 'msgpackr pack+unpack', fn: () => unpackr.unpack(packr.pack(result)) },
      { name: 'msgpackr records pack+unpack', fn: () => recordUnpackr.unpack(recordPackr.pack(result)) },
      { name: 'JSON stringify+parse', fn: () => JSON.parse(JSON.stringify(result)) },
      { name: 'JSON stringify only', fn: () => JSON.stringify(result) },
      { name: 'MessageChannel clone (same thread)', fn: () => viaPort({ result }) },
      { name: 'MessageChannel msgpackr (same thread)', fn: async () => {
        const buf = packr.pack(result); const ab = new ArrayBuffer(buf.length); new Uint8Array(ab).set(buf);
        const m = await viaPort<{ bytes: ArrayBuffer }>({ bytes: ab }, [ab]);
        return unpackr.unpack(new Uint8Array(m.bytes));
      } },
    ], { time: 400 });
    port1.close();
    port2.close();

    // Real worker thread round trips.
    const worker = new Worker(new URL('../lib/hop-worker.js', import.meta.url));
    await new Promise<void>((resolve, reject) => { worker.once('online', resolve); worker.once('error', reject); });
    const pending = new Map<number, (m: Record<string, unknown>) => void>();
    worker.on('message', (m: { id: number }) => { const f = pending.get(m.id); pending.delete(m.id); f?.(m); });
    let nextId = 0;
    const decode = (mode: HopMode, m: Record<string, unknown>): unknown =>
      mode === 'clone' ? m.result
        : mode === 'msgpackr' ? unpackr.unpack(new Uint8Array(m.bytes as ArrayBuffer))
          : mode === 'msgpackr-records' ? recordUnpackr.unpack(new Uint8Array(m.bytes as ArrayBuffer))
            : mode === 'protocol' ? decodeBatchReply(new Uint8Array(m.bytes as ArrayBuffer)).replies[0]
            : m.json;
    const call = (mode: HopMode): Promise<unknown> => new Promise((resolve) => {
      const id = nextId++;
      pending.set(id, (m) => resolve(decode(mode, m)));
      worker.postMessage({ id, mode, input } satisfies HopRequest);
    });
    const burst = async (mode: HopMode, n: number): Promise<void> => {
      const ps: Promise<unknown>[] = [];
      for (let i = 0; i < n; i++) ps.push(call(mode));
      await Promise.all(ps);
    };
    const modes: [HopMode, string][] = [['clone', 'structured clone (object)'], ['msgpackr', 'msgpackr (transfer bytes)'], ['msgpackr-records', 'msgpackr records (transfer bytes)'], ['json', 'JSON text (string clone)'], ['protocol', 'service protocol (msgpackr batch reply of 1 with JSON texts)']];
    const latencyRows = await runTiny('worker round trip, 1 in flight', modes.map(([mode, label]) => ({ name: label, fn: () => call(mode) })), { time: 500 });
    const BURST = 64;
    const burstRows = (await runTiny(`worker round trip, ${BURST} in flight`, modes.map(([mode, label]) => ({ name: label, fn: () => burst(mode, BURST) })), { time: 600 }))
      .map((r) => ({ task: r.task, 'msgs/s': Math.round(r['ops/s'] * BURST), 'µs per msg': Math.round((r['mean µs'] / BURST) * 100) / 100, samples: r.samples }));
    await worker.terminate();
    ctx.log(`payload: msgpackr ${packed.length} B, msgpackr records ${recordPackr.pack(result).length} B, JSON ${Buffer.byteLength(json)} B`);
    return {
      tables: [
        { title: 'encode/decode in-process', rows: encodeRows },
        { title: 'worker round trip, 1 in flight (latency)', rows: latencyRows },
        { title: `worker round trip, ${BURST} in flight (throughput)`, rows: burstRows },
      ],
      details: { payloadBytes: { msgpackr: packed.length, msgpackrRecords: recordPackr.pack(result).length, json: Buffer.byteLength(json) } },
    };
  },
};
