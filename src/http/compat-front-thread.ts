// The compatibility front's own thread (HTTP_EDGE=compat). Every byte of every connection
// crosses the front twice (client -> uWS, uWS -> client); on the main thread that cost ~20-25 us
// of its CPU per enrichment, and the main thread is the one every request waits on. Here it
// runs beside it. The main thread starts it with startCompatFrontThread (compat-front.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { startCompatFront, type FrontThreadData, type FrontThreadReply } from './compat-front.js';

const { host, port, upstreamPath } = workerData as FrontThreadData;
const reply = (m: FrontThreadReply): void => parentPort!.postMessage(m);

startCompatFront(host, port, upstreamPath).then(
  (front) => {
    parentPort!.on('message', (m: unknown) => {
      if (m === 'close') front.close();
    });
    reply({ ok: true, port: front.port });
  },
  (err: unknown) => reply({ ok: false, message: err instanceof Error ? err.message : String(err) }),
);
