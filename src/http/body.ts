// Request body reading with a hard size cap. uWS hands out chunks that are only valid during
// the callback, so each one is copied; past the cap the rest is discarded, not buffered.
import { pauseReading, type Ctx } from './context.js';

export const MAX_BODY_BYTES = 16 * 1024;

export type BodyResult = { ok: true; bytes: Buffer } | { ok: false; tooLarge: boolean };

/** Must be called synchronously from the uWS handler (onData has to be attached right away). */
export function readBody(ctx: Ctx, declaredLength: string, maxBytes = MAX_BODY_BYTES): Promise<BodyResult> {
  const res = ctx.res;
  ctx.bodyPending = true;
  if (declaredLength !== '' && Number(declaredLength) > maxBytes) {
    // Still attach onData so uWS keeps the connection sane; we ignore what arrives.
    res.onData((_chunk, isLast) => { if (isLast) ctx.bodyPending = false; });
    return Promise.resolve({ ok: false, tooLarge: true });
  }
  return new Promise((resolve) => {
    ctx.onAbort = () => resolve({ ok: false, tooLarge: false });
    let chunks: Buffer[] | null = [];
    let size = 0;
    res.onData((chunk, isLast) => {
      if (isLast) ctx.bodyPending = false;
      if (chunks === null) return; // already over the cap
      size += chunk.byteLength;
      if (size > maxBytes) {
        chunks = null;
        resolve({ ok: false, tooLarge: true });
        return;
      }
      if (chunk.byteLength > 0) chunks.push(Buffer.from(chunk.slice(0)));
      if (isLast) {
        const c = chunks;
        chunks = null;
        pauseReading(ctx); // the request is complete: hold the next one until we answer
        resolve({ ok: true, bytes: c.length === 1 ? c[0]! : Buffer.concat(c, size) });
      }
    });
  });
}
