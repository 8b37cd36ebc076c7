// Country of origin as a Wikidata description states it ("Turkish private sector bank",
// "bank in Kuwait", "based in Maryland, United States"): the first demonym or country name.
import type { CountryRecord } from '../../workers/engine/types.js';

const DEMONYMS: Record<string, string> = {
  Afghan: 'AF', Albanian: 'AL', Algerian: 'DZ', American: 'US', Andorran: 'AD', Angolan: 'AO',
  Argentine: 'AR', Argentinian: 'AR', Armenian: 'AM', Australian: 'AU', Austrian: 'AT',
  Azerbaijani: 'AZ', Bahraini: 'BH', Bangladeshi: 'BD', Belarusian: 'BY', Belgian: 'BE',
  Bolivian: 'BO', Bosnian: 'BA', Botswanan: 'BW', Brazilian: 'BR', British: 'GB', Britain: 'GB',
  Bulgarian: 'BG', Cambodian: 'KH', Cameroonian: 'CM', Canadian: 'CA', Chilean: 'CL',
  Chinese: 'CN', Colombian: 'CO', Congolese: 'CD', 'Costa Rican': 'CR', Croatian: 'HR',
  Cuban: 'CU', Cypriot: 'CY', Czech: 'CZ', Danish: 'DK', Dominican: 'DO', Dutch: 'NL',
  Ecuadorian: 'EC', Egyptian: 'EG', Emirati: 'AE', English: 'GB', Estonian: 'EE',
  Ethiopian: 'ET', Filipino: 'PH', Philippine: 'PH', Finnish: 'FI', French: 'FR',
  Georgian: 'GE', German: 'DE', Ghanaian: 'GH', Greek: 'GR', Guatemalan: 'GT',
  Honduran: 'HN', 'Hong Kong': 'HK', Hungarian: 'HU', Icelandic: 'IS', Indian: 'IN',
  Indonesian: 'ID', Iranian: 'IR', Iraqi: 'IQ', Irish: 'IE', Israeli: 'IL', Italian: 'IT',
  Ivorian: 'CI', Jamaican: 'JM', Japanese: 'JP', Jordanian: 'JO', Kazakh: 'KZ',
  Kazakhstani: 'KZ', Kenyan: 'KE', Kosovar: 'XK', Kuwaiti: 'KW', Kyrgyz: 'KG', Lao: 'LA',
  Latvian: 'LV', Lebanese: 'LB', Libyan: 'LY', Lithuanian: 'LT', Luxembourgish: 'LU',
  Macedonian: 'MK', Malagasy: 'MG', Malawian: 'MW', Malaysian: 'MY', Maltese: 'MT',
  Mauritian: 'MU', Mexican: 'MX', Moldovan: 'MD', Mongolian: 'MN', Montenegrin: 'ME',
  Moroccan: 'MA', Mozambican: 'MZ', Namibian: 'NA', Nepalese: 'NP', Nepali: 'NP',
  'New Zealand': 'NZ', Nicaraguan: 'NI', Nigerian: 'NG', Norwegian: 'NO', Omani: 'OM',
  Pakistani: 'PK', Palestinian: 'PS', Panamanian: 'PA', Paraguayan: 'PY', Peruvian: 'PE',
  Polish: 'PL', Portuguese: 'PT', 'Puerto Rican': 'PR', Qatari: 'QA', Romanian: 'RO',
  Russian: 'RU', Rwandan: 'RW', Salvadoran: 'SV', Saudi: 'SA', Scottish: 'GB',
  Senegalese: 'SN', Serbian: 'RS', Singaporean: 'SG', Slovak: 'SK', Slovenian: 'SI',
  'South African': 'ZA', 'South Korean': 'KR', Korean: 'KR', Spanish: 'ES', 'Sri Lankan': 'LK',
  Sudanese: 'SD', Swedish: 'SE', Swiss: 'CH', Syrian: 'SY', Taiwanese: 'TW', Tajik: 'TJ',
  Tanzanian: 'TZ', Thai: 'TH', Tunisian: 'TN', Turkish: 'TR', Ugandan: 'UG', Ukrainian: 'UA',
  Uruguayan: 'UY', Uzbek: 'UZ', Venezuelan: 'VE', Vietnamese: 'VN', Welsh: 'GB',
  Yemeni: 'YE', Zambian: 'ZM', Zimbabwean: 'ZW',
  'United States': 'US', USA: 'US', 'United Kingdom': 'GB', UK: 'GB', Czechia: 'CZ',
  'Republic of Macedonia': 'MK', 'North Macedonia': 'MK', Macedonia: 'MK', Korea: 'KR',
  Russia: 'RU', Vietnam: 'VN', 'Ivory Coast': 'CI',
};

export class OriginCountry {
  private readonly re: RegExp;
  private readonly codes = new Map<string, string>();

  constructor(countries: CountryRecord[]) {
    for (const c of countries) this.codes.set(c.name.toLowerCase(), c.code);
    for (const [k, v] of Object.entries(DEMONYMS)) this.codes.set(k.toLowerCase(), v);
    // Longest first so "South African" wins over "African", "Northern Cyprus" is not "Cyprus".
    const names = [...this.codes.keys()].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
    const escaped = names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    this.re = new RegExp(`(?<![\\p{L}])(northern cyprus|${escaped.join('|')})(?![\\p{L}])`, 'iu');
  }

  /** The first country the description names, or null. */
  of(description: string | null): string | null {
    if (!description) return null;
    // "based in Santa Fe, New Mexico, United States": US states must not read as countries.
    if (/United States|\bU\.S\.|\bUSA\b/.test(description)) return 'US';
    const m = this.re.exec(description);
    if (!m || m[1]!.toLowerCase() === 'northern cyprus') return null;
    return this.codes.get(m[1]!.toLowerCase()) ?? null;
  }
}
