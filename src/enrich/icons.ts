// Workers emit icon paths relative (`/icons/x.svg`): that is what is stored, so URLs never go
// stale when the host or port changes. Whoever renders a result for a reader puts an origin in front.

// How a relative icon path appears in the JSON texts the workers produce and the store keeps.
const RELATIVE_ICON = '"icon":"/icons/';

/** Puts `base` before every relative icon path of a result JSON text (one scan when it has none). */
export function renderIconPaths(json: string, base: string): string {
  return json.includes(RELATIVE_ICON) ? json.replaceAll(RELATIVE_ICON, `"icon":"${base}/icons/`) : json;
}

const RELATIVE_ICON_BYTES = Buffer.from(RELATIVE_ICON);

/** renderIconPaths over UTF-8 bytes: the same bytes when there is no icon (one memchr-fast scan). */
export function renderIconPathBytes(json: Buffer, base: string): Buffer {
  let at = json.indexOf(RELATIVE_ICON_BYTES);
  if (at < 0) return json;
  const replacement = Buffer.from(`"icon":"${base}/icons/`);
  const parts: Buffer[] = [];
  let from = 0;
  while (at >= 0) {
    parts.push(json.subarray(from, at), replacement);
    from = at + RELATIVE_ICON_BYTES.length;
    at = json.indexOf(RELATIVE_ICON_BYTES, from);
  }
  parts.push(json.subarray(from));
  return Buffer.concat(parts);
}
