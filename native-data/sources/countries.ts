// Countries (countries-list, MIT) and first-level divisions with postal abbreviations for the
// US, Canada and Australia (short fixed tables written here; no package ships them).
import type { AdminRecord, CountryRecord } from '../../workers/engine/types.js';
import { readPackageJson } from './packages.js';

export function loadCountries(): CountryRecord[] {
  const names = readPackageJson<Record<string, { name: string }>>('countries-list', 'countries.min.json');
  const alpha3 = readPackageJson<Record<string, string>>('countries-list', 'minimal/countries.2to3.min.json');
  const out: CountryRecord[] = [];
  for (const code of Object.keys(names).sort()) {
    const a3 = alpha3[code];
    // Defensive: every code in countries-list 3.x has an alpha-3 (user-assigned ones too: XK -> XKX).
    if (!a3 || !/^[A-Z]{2}$/.test(code)) continue;
    out.push({ code, alpha3: a3, name: names[code]!.name });
  }
  return out;
}

const US_STATES: Array<[string, string]> = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'],
  ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'],
  ['FL', 'Florida'], ['GA', 'Georgia'], ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'],
  ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'],
  ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'], ['MI', 'Michigan'],
  ['MN', 'Minnesota'], ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'],
  ['NE', 'Nebraska'], ['NV', 'Nevada'], ['NH', 'New Hampshire'], ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'], ['NY', 'New York'], ['NC', 'North Carolina'], ['ND', 'North Dakota'],
  ['OH', 'Ohio'], ['OK', 'Oklahoma'], ['OR', 'Oregon'], ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'], ['SC', 'South Carolina'], ['SD', 'South Dakota'], ['TN', 'Tennessee'],
  ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'], ['VA', 'Virginia'], ['WA', 'Washington'],
  ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
  ['PR', 'Puerto Rico'], ['GU', 'Guam'], ['VI', 'U.S. Virgin Islands'], ['AS', 'American Samoa'],
  ['MP', 'Northern Mariana Islands'],
];

/** Canadian provinces/territories: [postal code, name, GeoNames admin1 code]. */
const CA_PROVINCES: Array<[string, string, string]> = [
  ['AB', 'Alberta', '01'], ['BC', 'British Columbia', '02'], ['MB', 'Manitoba', '03'],
  ['NB', 'New Brunswick', '04'], ['NL', 'Newfoundland and Labrador', '05'],
  ['NS', 'Nova Scotia', '07'], ['ON', 'Ontario', '08'], ['PE', 'Prince Edward Island', '09'],
  ['QC', 'Quebec', '10'], ['SK', 'Saskatchewan', '11'], ['YT', 'Yukon', '12'],
  ['NT', 'Northwest Territories', '13'], ['NU', 'Nunavut', '14'],
];

/** Australian states/territories: [postal abbreviation, name, GeoNames admin1 code]. */
const AU_STATES: Array<[string, string, string]> = [
  ['ACT', 'Australian Capital Territory', '01'], ['NSW', 'New South Wales', '02'],
  ['NT', 'Northern Territory', '03'], ['QLD', 'Queensland', '04'], ['SA', 'South Australia', '05'],
  ['TAS', 'Tasmania', '06'], ['VIC', 'Victoria', '07'], ['WA', 'Western Australia', '08'],
];

export function loadAdmins(): AdminRecord[] {
  return [
    ...US_STATES.map(([code, name]) => ({ country: 'US', code, name })),
    ...CA_PROVINCES.map(([code, name]) => ({ country: 'CA', code, name })),
    ...AU_STATES.map(([code, name]) => ({ country: 'AU', code, name })),
  ];
}

const GEONAMES_ADMIN1: Record<string, Map<string, string>> = {
  CA: new Map(CA_PROVINCES.map(([code, , geo]) => [geo, code])),
  AU: new Map(AU_STATES.map(([code, , geo]) => [geo, code])),
};

/** GeoNames admin1 code -> postal abbreviation for CA/AU (US codes already are); else unchanged. */
export function normaliseAdmin(country: string, admin1: string): string | null {
  if (!admin1 || admin1 === '00') return null;
  const table = GEONAMES_ADMIN1[country];
  if (table) return table.get(admin1) ?? null;
  return admin1;
}
