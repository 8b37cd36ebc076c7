// Workers emit icon paths relative (`/icons/x.svg`): that is what is stored, so URLs never go
// stale when the host or port changes. Whoever renders a result for a reader puts an origin in front.
import type { JsonPieces } from '../json-bytes.js';
import { ICON_MARKER } from '../../workers/protocol.js';

// How a relative icon path appears in the JSON texts the workers produce and the store keeps.
const RELATIVE_ICON = ICON_MARKER;

/** Puts `base` before every relative icon path of a result JSON text (one scan when it has none). */
export function renderIconPaths(json: string, base: string): string {
  return json.includes(RELATIVE_ICON) ? json.replaceAll(RELATIVE_ICON, `"icon":"${base}/icons/`) : json;
}

const RELATIVE_ICON_BYTES = Buffer.from(RELATIVE_ICON);

// The replacement bytes per origin: a node answers for few origins, so they are made once each
// (bounded: the origin may come from a request's Host header).
const replacements = new Map<string, Buffer>();
function replacementFor(base: string): Buffer {
  let r = replacements.get(base);
  if (r === undefined) {
    r = Buffer.from(`"icon":"${base}/icons/`);
    if (replacements.size < 64) replacements.set(base, r);
  }
  return r;
}

/**
 * renderIconPaths over UTF-8 bytes, appended to `out` as pieces (views of `json` and the
 * origin's replacement) from byte `from` on: nothing is copied here, send() joins the pieces
 * once. A result without icons is one piece. `iconAt`: where the markers are, as the worker
 * found them (EnrichReply.iconAt); without it the bytes are scanned.
 */
export function pushIconPathPieces(out: JsonPieces, json: Buffer, base: string, from = 0, iconAt: readonly number[] | null = null): void {
  if (iconAt !== null) {
    const replacement = replacementFor(base);
    for (let i = 0; i < iconAt.length; i++) {
      const at = iconAt[i]!;
      if (at < from) continue;
      out.push(json.subarray(from, at), replacement);
      from = at + RELATIVE_ICON_BYTES.length;
    }
    out.push(from === 0 ? json : json.subarray(from));
    return;
  }
  let at = json.indexOf(RELATIVE_ICON_BYTES, from);
  if (at < 0) {
    out.push(from === 0 ? json : json.subarray(from));
    return;
  }
  const replacement = replacementFor(base);
  while (at >= 0) {
    out.push(json.subarray(from, at), replacement);
    from = at + RELATIVE_ICON_BYTES.length;
    at = json.indexOf(RELATIVE_ICON_BYTES, from);
  }
  out.push(json.subarray(from));
}
