// One UTF-8 text made of strings and bytes already encoded (the workers' result JSON): a response
// body, or the writer's joined result column. One allocation, each piece copied once, no string
// built of the whole.

/** Pieces of one JSON text, in order: strings (encoded here) and UTF-8 bytes (copied as they are). */
export type JsonPieces = Array<string | Uint8Array>;

export function joinJsonPieces(pieces: JsonPieces): Buffer {
  let size = 0;
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i]!;
    size += typeof p === 'string' ? Buffer.byteLength(p) : p.length;
  }
  const out = Buffer.allocUnsafe(size); // from Node's pool when small
  let at = 0;
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i]!;
    if (typeof p === 'string') at += out.write(p, at);
    else {
      out.set(p, at);
      at += p.length;
    }
  }
  return out;
}
