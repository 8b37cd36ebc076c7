// src/json-bytes.ts: pieces of text and UTF-8 bytes joined into one text, exactly.
import { describe, expect, it } from 'vitest';
import { joinJsonPieces, joinJsonPiecesTransient } from '../../src/json-bytes.js';

// ASCII, 2-, 3- and 4-byte UTF-8 (a surrogate pair), in strings and as bytes.
const pieces = (): Array<string | Uint8Array> => [
  '{"raw":"Café ', Buffer.from('漢字 € 😀"'), ',"x":', Buffer.from('{"a":"Ω"}'), ',"y":"😀😀€€"}',
];
const expected = '{"raw":"Café 漢字 € 😀","x":{"a":"Ω"},"y":"😀😀€€"}';

describe('json-bytes', () => {
  it('joins strings and bytes into the exact UTF-8 text', () => {
    expect(joinJsonPieces(pieces()).toString()).toBe(expected);
    expect(joinJsonPiecesTransient(pieces()).toString()).toBe(expected);
    expect(joinJsonPiecesTransient(pieces()).length).toBe(Buffer.byteLength(expected));
  });

  it('reuses one buffer for the transient join, and gives a text too large for it a buffer of its own', () => {
    const a = joinJsonPiecesTransient(['{"n":1}']);
    const b = joinJsonPiecesTransient(['{"n":2}']);
    expect(b.buffer).toBe(a.buffer); // reused: a caller must be done with a before the next join
    expect(a.toString()).toBe('{"n":2}');
    const big = 'é'.repeat(400_000); // 1.2 MB reserved (3 per unit): over the reused buffer's cap
    const joined = joinJsonPiecesTransient(['"', big, '"']);
    expect(joined.buffer).not.toBe(b.buffer);
    expect(joined.toString()).toBe(`"${big}"`);
    expect(joinJsonPiecesTransient(['{}']).buffer).toBe(b.buffer);
  });
});
