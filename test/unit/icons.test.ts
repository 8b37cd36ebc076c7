import { describe, expect, it } from 'vitest';
import { pushIconPathPieces, renderIconPaths } from '../../src/enrich/icons.js';
import { joinJsonPieces, type JsonPieces } from '../../src/json-bytes.js';
import { ICON_MARKER } from '../../workers/protocol.js';

const WITH_ICONS = '{"a":{"icon":"/icons/shell.svg","name":"Shëll"},"b":[{"icon":"/icons/visa.svg"}],"c":"/icons/not-an-icon"}';

function rendered(json: string, base: string, from = 0): string {
  const out: JsonPieces = ['<'];
  pushIconPathPieces(out, Buffer.from(json), base, from);
  return joinJsonPieces(out).toString();
}

describe('icon paths rendered as pieces', () => {
  it('puts the origin before every relative icon path, as renderIconPaths does for text', () => {
    expect(rendered(WITH_ICONS, 'https://api.example.com')).toBe('<' + renderIconPaths(WITH_ICONS, 'https://api.example.com'));
    expect(rendered(WITH_ICONS, 'http://10.0.0.1:8080')).toContain('"icon":"http://10.0.0.1:8080/icons/visa.svg"');
  });

  it('starts at the given byte and leaves a result without icons as one piece', () => {
    expect(rendered(WITH_ICONS, 'http://h', 1)).toBe('<' + renderIconPaths(WITH_ICONS, 'http://h').slice(1));
    const out: JsonPieces = [];
    const none = Buffer.from('{"merchant":null}');
    pushIconPathPieces(out, none, 'http://h', 1);
    expect(out).toHaveLength(1);
    expect(Buffer.from(out[0]!).toString()).toBe('"merchant":null}');
  });

  it('gives the same pieces from the offsets a worker found as from scanning the bytes', () => {
    const bytes = Buffer.from(WITH_ICONS);
    const at: number[] = [];
    for (let i = bytes.indexOf(ICON_MARKER); i >= 0; i = bytes.indexOf(ICON_MARKER, i + 1)) at.push(i);
    expect(at).toHaveLength(2);
    for (const from of [0, 1]) {
      const scanned: JsonPieces = [];
      pushIconPathPieces(scanned, bytes, 'http://h', from);
      const given: JsonPieces = [];
      pushIconPathPieces(given, bytes, 'http://h', from, at);
      expect(joinJsonPieces(given).toString()).toBe(joinJsonPieces(scanned).toString());
    }
  });

  it('keeps answers right for many different origins (the replacement cache is bounded)', () => {
    for (let i = 0; i < 200; i++) expect(rendered(WITH_ICONS, `http://host-${i}`)).toBe('<' + renderIconPaths(WITH_ICONS, `http://host-${i}`));
  });
});
