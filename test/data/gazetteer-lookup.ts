// Test helper: the simplest possible gazetteer lookup (name or altName, country, optional
// admin), most populous first — enough to prove the data resolves the places we need.
import type { CityRecord, GazetteerFile } from '../../workers/engine/types.js';

export function findCity(g: GazetteerFile, name: string, country: string, admin?: string): CityRecord | undefined {
  const want = name.toLowerCase();
  return g.cities.find((c) => c.country === country
    && (admin === undefined || c.admin === admin)
    && (c.name.toLowerCase() === want || c.altNames.some((a) => a.toLowerCase() === want)));
}
