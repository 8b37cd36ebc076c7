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

/** "www.mcdonalds.com" -> "mcdonalds"; "shop.example.co.uk" -> "example". */
function registrableLabel(host: string): string {
  const parts = host.split('.');
  const sld = /^(co|com|net|org|gov|ac|edu|or|ne|go)$/;
  if (parts.length >= 3 && sld.test(parts[parts.length - 2]!)) return parts[parts.length - 3]!;
  return parts.length >= 2 ? parts[parts.length - 2]! : parts[0]!;
}

export class IconIndex {
  private readonly byName = new Map<string, SimpleIcon>();
  private readonly byHost = new Map<string, SimpleIcon>();
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
        // Ambiguous names (two icons) match neither.
        if (k.length < 3) continue;
        if (this.byName.has(k) && this.byName.get(k) !== icon) this.byName.set(k, null as unknown as SimpleIcon);
        else this.byName.set(k, icon);
      }
      const host = hostnameOf(icon.source);
      if (host && !GENERIC_HOSTS.test(host)) {
        const label = registrableLabel(host);
        // The source host only counts when it is the brand's own site (label ~ title or slug).
        if (label === icon.slug || label === compactKey(icon.title)) this.byHost.set(label, icon);
      }
    }
  }

  get slugs(): Set<string> {
    return new Set(this.bySlug.keys());
  }

  bySlugName(slug: string): IconMatch | null {
    const icon = this.bySlug.get(slug);
    return icon ? { slug: icon.slug, color: `#${icon.hex.toUpperCase()}` } : null;
  }

  /**
   * Icon for a brand: exact (compacted) name match, or the brand's domain label equal to the
   * icon's own site label. A name match is rejected when the brand's domain contradicts it.
   */
  match(names: string[], domain: string | null): IconMatch | null {
    const label = domain ? registrableLabel(domain) : null;
    for (const n of names) {
      const icon = this.byName.get(compactKey(n));
      if (!icon) continue;
      const iconHost = hostnameOf(icon.source);
      const iconLabel = iconHost && !GENERIC_HOSTS.test(iconHost) ? registrableLabel(iconHost) : null;
      if (label && iconLabel && label !== iconLabel && label !== icon.slug && compactKey(label) !== compactKey(icon.title)) continue;
      return { slug: icon.slug, color: `#${icon.hex.toUpperCase()}` };
    }
    if (label) {
      const icon = this.byHost.get(label);
      if (icon) return { slug: icon.slug, color: `#${icon.hex.toUpperCase()}` };
    }
    return null;
  }

  svg(slug: string): Buffer {
    return readFileSync(join(this.iconsDir, `${slug}.svg`));
  }
}
