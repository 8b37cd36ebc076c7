// Preload (`node --import ./bench/heap-sample-preload.mjs …`, e.g. in bench/under-load.sh's FLAGS): samples the
// allocations of every thread between HS_START and HS_STOP seconds after it starts and writes
// /tmp/heap-sample-t<threadId>.heapprofile (thread 0 = the main thread). HS_MINOR=1 keeps the objects a
// scavenge collected too (all allocation); by default only what survived the young generation is kept
// (what was promoted: the main thread's major GCs come from it). Summarise with bench/heap-survivors.cjs.
import inspector from 'node:inspector';
import { writeFileSync } from 'node:fs';
import { threadId } from 'node:worker_threads';

const session = new inspector.Session();
session.connect();
const start = Number(process.env.HS_START ?? 6), stop = Number(process.env.HS_STOP ?? 12);
setTimeout(() => {
  session.post('HeapProfiler.startSampling', {
    samplingInterval: 4096, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: process.env.HS_MINOR === '1',
  }, (err) => { if (err) console.error('heap sampling did not start:', err.message); });
  setTimeout(() => session.post('HeapProfiler.stopSampling', (err, r) => {
    if (err) { console.error('heap sampling failed:', err.message); return; }
    writeFileSync(`/tmp/heap-sample-t${threadId}.heapprofile`, JSON.stringify(r.profile));
  }), (stop - start) * 1000).unref();
}, start * 1000).unref();
