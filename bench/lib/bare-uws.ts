// The HTTP ceiling: a bare uWebSockets.js server that answers every request with a fixed JSON
// body of BODY_BYTES bytes (the size of a real enrich response). POST bodies are read in full
// first, as the service must. Prints the same `"msg":"listening"` line as the service.
import uWS from 'uWebSockets.js';

const bodyBytes = Number(process.env.BODY_BYTES ?? 1500);
const filler = 'x'.repeat(Math.max(0, bodyBytes - 64));
const body = Buffer.from(JSON.stringify({ success: true, data: { filler }, meta: { version: 'bare' } }).slice(0, bodyBytes));
const fixed = body.length === bodyBytes ? body : Buffer.concat([body, Buffer.alloc(bodyBytes - body.length, 32)]);

function answer(res: uWS.HttpResponse): void {
  res.cork(() => {
    res.writeStatus('200 OK').writeHeader('Content-Type', 'application/json').end(fixed);
  });
}

const app = uWS.App()
  .any('/*', (res, req) => {
    if (req.getMethod() === 'get') { answer(res); return; }
    let aborted = false;
    res.onAborted(() => { aborted = true; });
    res.onData((_chunk, isLast) => { if (isLast && !aborted) answer(res); });
  });

let listenSocket: uWS.us_listen_socket | null = null;
app.listen(process.env.HOST ?? '127.0.0.1', Number(process.env.PORT ?? 0), (socket) => {
  if (!socket) { console.error('bare-uws: listen failed'); process.exit(1); }
  listenSocket = socket;
  console.log(JSON.stringify({ msg: 'listening', port: uWS.us_socket_local_port(socket), bodyBytes: fixed.length }));
});
process.on('SIGTERM', () => { if (listenSocket) uWS.us_listen_socket_close(listenSocket); process.exit(0); });
