// Shared reference data: banks (search + get), merchants, locations, intermediaries, p2p platforms.
import { validateBankSearchQuery, BANK_SEARCH_INTS } from '../schemas.js';
import type { Ctx } from '../context.js';
import type { Deps } from '../deps.js';
import type { Reply, RouteInput } from '../router.js';
import { checkIds, found, ok, okJson, validQuery } from './common.js';
import { renderIcon } from '../../store/stored-shape.js';
import { publicBase } from '../public-base.js';

/** Headers these handlers read: Host renders icon URLs on the origin the client used. */
export const REFERENCE_HEADERS = ['host'] as const;

/** A copy (rows are cached and shared) with the icon on the request's origin, as enrich renders it. */
function onBase<T extends object>(row: T, base: string): T {
  const icon = (row as { icon?: unknown }).icon;
  return typeof icon === 'string' ? { ...row, icon: renderIcon(icon, base) } : row;
}

export async function searchBanks(input: RouteInput, ctx: Ctx, deps: Deps): Promise<Reply> {
  const q = validQuery(input.query, validateBankSearchQuery, BANK_SEARCH_INTS, (raw) => {
    if (typeof raw['name'] === 'string') raw['name'] = raw['name'].trim();
  });
  const page = q.page ?? 1;
  const size = q.size ?? 20;
  const r = await deps.store.searchBanks({ name: q.name, country: q.country === undefined ? null : q.country.toUpperCase(), page, size });
  const base = publicBase(deps, input.headers.host);
  return okJson(ctx, `{"banks":${JSON.stringify(r.banks.map((b) => onBase(b, base)))},"pagination":{"page":${page},"size":${size},"hasMore":${r.hasMore}}}`);
}

type Getter = (deps: Deps, id: string) => Promise<object | null>;

/** GET /v1/<resource>/{id} -> data.<field>; unknown ids are 404 not_found. */
function getById(field: string, what: string, get: Getter) {
  return async (input: RouteInput, ctx: Ctx, deps: Deps): Promise<Reply> => {
    checkIds(input.params, ['id']);
    const value = found(await get(deps, input.params[0]!.toLowerCase()), what);
    return ok(ctx, { [field]: onBase(value, publicBase(deps, input.headers.host)) });
  };
}

export const getBank = getById('bank', 'Bank', (d, id) => d.store.getBank(id));
export const getMerchant = getById('merchant', 'Merchant', (d, id) => d.store.getMerchant(id));
export const getLocation = getById('location', 'Location', (d, id) => d.store.getLocation(id));
export const getIntermediary = getById('intermediary', 'Intermediary', (d, id) => d.store.getIntermediary(id));
export const getP2PPlatform = getById('p2pPlatform', 'Peer-to-peer platform', (d, id) => d.store.getP2PPlatform(id));
