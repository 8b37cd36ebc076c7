import { describe, expect, it } from 'vitest';
import { ICON_MARKER, decodeBatchReply, decodeBatchRequest, encodeBatchReply, encodeBatchRequest, type WorkerReply } from '../../workers/protocol.js';

const reply = (json: string, i: number): WorkerReply => ({
  json, partial: i % 2 === 1, errors: i % 2 === 1 ? ['merchant: timeout'] : [], errorsJson: i % 2 === 1 ? '["merchant: timeout"]' : '[]',
  merchantId: i === 0 ? null : `m${i}`, merchantJson: i === 0 ? null : `{"name":"M${i}"}`, locationId: null, locationJson: i === 2 ? '{"city":"Zürich"}' : null, engineMs: i / 10,
});

describe('worker batch protocol', () => {
  it('round-trips a request batch', () => {
    const jobs: [string, string, 'expense' | 'income'][] = [['SQ *BLUE BOTTLE', 'US', 'expense'], ['Überweisung Müller', 'DE', 'income']];
    expect(decodeBatchRequest(encodeBatchRequest(800, jobs))).toEqual({ budgetMs: 800, jobs });
  });

  it('carries each result JSON as its exact UTF-8 bytes, with every other field, in order', () => {
    // multi-byte text (2, 3 and 4 bytes per character) and an empty batch member's neighbours
    const texts = ['{"a":1}', '{"name":"Café Zürich ☕ 東京 𝄞"}', '{"e":""}', JSON.stringify({ long: 'x'.repeat(70_000) })];
    const replies = texts.map(reply);
    const bytes = encodeBatchReply('v1|built', replies);
    const decoded = decodeBatchReply(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    expect(decoded.dataVersion).toBe('v1|built');
    expect(decoded.replies).toHaveLength(texts.length);
    decoded.replies.forEach((r, i) => {
      expect(Buffer.isBuffer(r.json)).toBe(true);
      expect(r.json.equals(Buffer.from(texts[i]!, 'utf8'))).toBe(true);
      const { json: _j, iconAt, ...rest } = r;
      const { json: _k, ...expected } = replies[i]!;
      expect(rest).toEqual(expected);
      expect(iconAt).toBeNull(); // no icon in these texts

    });
  });

  it('a message is exactly sized and independent of the encoder scratch (a later batch does not overwrite it)', () => {
    const first = encodeBatchReply('v', [reply('{"first":true}', 0)]);
    encodeBatchReply('v', [reply('{"second":"overwrites the scratch"}', 0)]);
    expect(first.buffer.byteLength).toBe(first.byteLength); // transferable as a whole
    expect(decodeBatchReply(first).replies[0]!.json.toString()).toBe('{"first":true}');
  });

  it('gives the byte offsets of each relative icon path (after multi-byte text, in every result of a batch)', () => {
    const texts = [
      '{"merchant":{"name":"Café ☕","icon":"/icons/cafe.svg"},"location":{"icon":"/icons/pin.svg"}}',
      '{"none":true}',
      '{"name":"東京","icon":"/icons/x.svg"}',
    ];
    const decoded = decodeBatchReply(encodeBatchReply('v', texts.map(reply)));
    decoded.replies.forEach((r, i) => {
      const bytes = Buffer.from(texts[i]!, 'utf8');
      const expected: number[] = [];
      for (let at = bytes.indexOf(ICON_MARKER); at >= 0; at = bytes.indexOf(ICON_MARKER, at + 1)) expected.push(at);
      expect(r.iconAt).toEqual(expected.length > 0 ? expected : null);
      for (const at of r.iconAt ?? []) expect(r.json.subarray(at, at + ICON_MARKER.length).toString()).toBe(ICON_MARKER);
    });
  });

  it('an empty batch and a truncated message', () => {
    expect(decodeBatchReply(encodeBatchReply('v', [])).replies).toEqual([]);
    const bytes = encodeBatchReply('v', [reply('{"a":1}', 0)]);
    expect(() => decodeBatchReply(bytes.subarray(0, bytes.length - 2))).toThrow();
  });
});
