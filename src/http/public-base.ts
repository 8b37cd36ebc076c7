// The origin put in front of relative icon paths (`/icons/x.svg`) when a response is rendered:
// PUBLIC_URL when the operator set it, else the Host the client used (so a server reached on a
// new host or port never hands out stale URLs), else the node's own http://localhost:<port>.
import type { Deps } from './deps.js';

// A host name or IPv4/IPv6 literal with an optional port: nothing that could break out of a URL.
const HOST_RE = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)*[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?::\d{1,5})?$|^\[[0-9A-Fa-f:.]{2,45}\](?::\d{1,5})?$/;

export function publicBase(deps: Pick<Deps, 'config' | 'publicUrl'>, host: string | undefined): string {
  if (deps.config.publicUrl !== null) return deps.config.publicUrl;
  if (host !== undefined && host.length > 0 && host.length <= 260 && HOST_RE.test(host)) return `http://${host}`;
  return deps.publicUrl;
}

