// One UTF-8 text made of strings and bytes already encoded (the workers' result JSON): a response
// body, or the writer's joined result column. Each piece is copied once and no string of the
// whole is built.

/** Pieces of one JSON text, in order: strings (encoded here) and UTF-8 bytes (copied as they are). */
export type JsonPieces = Array<string | Uint8Array>;

/** Joins the pieces into a Buffer of their exact size. */
export function joinJsonPieces(pieces: JsonPieces): Buffer {
  let size = 0;
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i]!;
    size += typeof p === 'string' ? Buffer.byteLength(p) : p.length;
  }
  const out = Buffer.allocUnsafe(size);
  writePieces(pieces, out);
  return out;
}

let scratch = Buffer.allocUnsafeSlow(64 * 1024);
/** Larger texts (a big batch answer) get a buffer of their own, so the reused one stays small. */
const MAX_SCRATCH = 1024 * 1024;

/**
 * Joins the pieces into a buffer this module reuses: the view is valid only until the next call,
 * so the caller must be done with it (or copy it) before yielding (a text over MAX_SCRATCH gets
 * its own buffer). Saves measuring each string first (room for 3 bytes per UTF-16 unit is
 * reserved instead) and an allocation per response.
 */
export function joinJsonPiecesTransient(pieces: JsonPieces): Buffer {
  let room = 0;
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i]!;
    room += typeof p === 'string' ? p.length * 3 : p.length;
  }
  if (room > MAX_SCRATCH) return joinJsonPieces(pieces);
  if (room > scratch.length) scratch = Buffer.allocUnsafeSlow(Math.min(MAX_SCRATCH, Math.max(room, scratch.length * 2)));
  return scratch.subarray(0, writePieces(pieces, scratch));
}

function writePieces(pieces: JsonPieces, out: Buffer): number {
  let at = 0;
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i]!;
    if (typeof p === 'string') at += out.write(p, at);
    else {
      out.set(p, at);
      at += p.length;
    }
  }
  return at;
}
