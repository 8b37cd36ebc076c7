// Workers emit icon paths relative (`/icons/x.svg`): that is what is stored, so URLs never go
// stale when the host or port changes. Whoever renders a result for a reader puts an origin in front.

// How a relative icon path appears in the JSON texts the workers produce and the store keeps.
const RELATIVE_ICON = '"icon":"/icons/';

/** Puts `base` before every relative icon path of a result JSON text (one scan when it has none). */
export function renderIconPaths(json: string, base: string): string {
  return json.includes(RELATIVE_ICON) ? json.replaceAll(RELATIVE_ICON, `"icon":"${base}/icons/`) : json;
}
