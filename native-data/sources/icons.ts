// simple-icons (CC0-1.0 package; a few icons state their own licence in the data: we keep
// only permissive ones, no share-alike/copyleft/non-commercial): brand colour + SVG for records whose name or
// domain matches an icon.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageDir, readPackageJson } from './packages.js';
import { compactKey, hostnameOf } from './text.js';

interface SimpleIcon {
  title: string;
  slug: string;
  hex: string;
  source: string;
  aliases?: { aka?: string[]; dup?: Array<{ title: string }>; loc?: Record<string, string> };
  license?: { type: string };
}

export interface IconMatch {
  slug: string;
  color: string;
}

/** Licences an icon may carry that still let us redistribute it inside the build. */
const REDISTRIBUTABLE = new Set([
  'CC0-1.0', 'CC-BY-4.0', 'CC-BY-3.0', 'CC-BY-2.5', 'Apache-2.0', 'MIT', 'BSD-3-Clause', 'Unlicense',
]);

/** Hosts that say nothing about the brand (press kits hosted elsewhere). */
const GENERIC_HOSTS = /(^|\.)(github\.com|githubusercontent\.com|gitlab\.com|wikipedia\.org|wikimedia\.org|twitter\.com|x\.com|facebook\.com|instagram\.com|youtube\.com|google\.com|apple\.com|dribbble\.com|behance\.net|figma\.com|brandfetch\.com|seeklogo\.com|worldvectorlogo\.com|linkedin\.com|medium\.com|npmjs\.com|bitbucket\.org|imgur\.com|dropbox\.com|notion\.site|sketchfab\.com)$/;

/** "www.mcdonalds.com" -> "mcdonalds.com"; "shop.example.co.uk" -> "example.co.uk". */
function registrableDomain(host: string): string {
  const parts = host.split('.');
  const sld = /^(co|com|net|org|gov|ac|edu|or|ne|go)$/;
  const n = parts.length >= 3 && sld.test(parts[parts.length - 2]!) ? 3 : 2;
  return parts.slice(-n).join('.');
}

function labelOf(host: string): string {
  return registrableDomain(host).split('.')[0]!;
}

interface NameEntry {
  icon: SimpleIcon;
}

export class IconIndex {
  private readonly byName = new Map<string, NameEntry | null>(); // null = ambiguous
  private readonly byDomain = new Map<string, SimpleIcon>();
  private readonly bySlug = new Map<string, SimpleIcon>();
  readonly iconsDir: string;

  constructor() {
    const icons = readPackageJson<SimpleIcon[]>('simple-icons', 'data/simple-icons.json');
    this.iconsDir = join(packageDir('simple-icons'), 'icons');
    for (const icon of icons) {
      if (icon.license && !REDISTRIBUTABLE.has(icon.license.type)) continue;
      if (!existsSync(join(this.iconsDir, `${icon.slug}.svg`))) continue;
      this.bySlug.set(icon.slug, icon);
      const names = [icon.title, ...(icon.aliases?.aka ?? []), ...Object.values(icon.aliases?.loc ?? {})];
      for (const n of names) {
        const k = compactKey(n);
        if (k.length < 3) continue;
        const prev = this.byName.get(k);
        if (prev === undefined) this.byName.set(k, { icon });
        else if (prev !== null && prev.icon !== icon) this.byName.set(k, null); // two icons: match neither
      }
      const host = hostnameOf(icon.source);
      if (host && !GENERIC_HOSTS.test(host)) {
        // The source host only counts when it is the brand's own site (label ~ title or slug).
        const label = labelOf(host);
        if (label === icon.slug || label === compactKey(icon.title)) this.byDomain.set(registrableDomain(host), icon);
      }
    }
  }

  get slugs(): Set<string> {
    return new Set(this.bySlug.keys());
  }

  bySlugName(slug: string): IconMatch | null {
    const icon = this.bySlug.get(slug);
    return icon ? toMatch(icon) : null;
  }

  /**
   * Icon for a brand, conservatively (a wrong logo is worse than none), only for records
   * with a domain to check against:
   * - its name equals an icon title or alias, and its domain agrees: same registrable domain
   *   as the icon's own site, or the domain's label is the title/slug (titles of 4+ letters)
   *   or contains it (5+ letters: "mcdonalds.co.il" for McDonald's);
   * - or its domain is exactly the registrable domain of an icon's own site.
   */
  match(name: string, domain: string | null): IconMatch | null {
    const entry = this.byName.get(compactKey(name));
    if (entry && domain) {
      const { icon } = entry;
      const iconHost = hostnameOf(icon.source);
      const sameSite = iconHost !== null && !GENERIC_HOSTS.test(iconHost) && registrableDomain(iconHost) === registrableDomain(domain);
      const label = labelOf(domain);
      const title = compactKey(icon.title);
      if (sameSite || (title.length >= 4 && (label === title || label === icon.slug)) || (title.length >= 5 && label.includes(title))) {
        return toMatch(icon);
      }
    }
    if (domain && registrableDomain(domain) === domain) {
      const icon = this.byDomain.get(domain);
      if (icon) return toMatch(icon);
    }
    return null;
  }

  svg(slug: string): Buffer {
    return readFileSync(join(this.iconsDir, `${slug}.svg`));
  }
}

function toMatch(icon: SimpleIcon): IconMatch {
  return { slug: icon.slug, color: `#${icon.hex.toUpperCase()}` };
}
