// GET /playground end to end in a real browser: Playwright (playwright-core) driving Debian's
// Chromium against the real server. TXE_UPDATE_SCREENSHOT=1 rewrites docs/playground.png.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { useServer } from '../helpers/context.js';
import { ROOT } from '../helpers/server.js';
import type { CreatedOrg } from '../helpers/api.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ctx = useServer();
let browser: Browser;
let page: Page;
let org: CreatedOrg;

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox'] });
  page = await browser.newPage({ viewport: { width: 1180, height: 1000 } });
  org = await ctx.api.createOrg({ plan: 'enterprise', rps: 500, concurrency: 50, credits: 50 });
});

afterAll(async () => {
  await browser?.close();
});

async function enrichInPage(title: string, country = 'US', type: 'expense' | 'income' = 'expense', key = org.apiKey): Promise<void> {
  await page.fill('#apiKey', key);
  await page.fill('#title', title);
  await page.fill('#country', country);
  await page.selectOption('#type', type);
  await page.click('#submit');
  await page.waitForFunction(() => {
    const s = document.getElementById('status')!.textContent ?? '';
    return s.startsWith('Enriched') || document.getElementById('status')!.classList.contains('error');
  }, undefined, { timeout: 20_000 });
}

describe('playground', () => {
  it('serves the page and its own assets (no CDN)', async () => {
    const res = await fetch(`${ctx.server.baseUrl}/playground`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    const html = await res.text();
    expect(html).not.toMatch(/https?:\/\//); // every asset is relative to this service
    for (const [file, type] of [['app.js', /javascript/], ['app.css', /css/]] as const) {
      const a = await fetch(`${ctx.server.baseUrl}/playground/${file}`);
      expect(a.status).toBe(200);
      expect(a.headers.get('content-type')).toMatch(type);
    }
    expect((await fetch(`${ctx.server.baseUrl}/playground/secret.txt`)).status).toBe(404);
  });

  it('shows category path with codes, merchant with logo and website, location with coordinates, channel and the raw JSON', async () => {
    await page.goto(`${ctx.server.baseUrl}/playground`);
    expect(await page.title()).toBe('txenrich playground');
    await enrichInPage('STARBUCKS STORE 1234 SEATTLE WA');
    expect(await page.textContent('#status')).toMatch(/^Enriched in \d+ ms/);
    expect(await page.isVisible('#result')).toBe(true);

    const raw = JSON.parse((await page.textContent('#raw'))!);
    const cat = raw.transaction.category;
    const levels = await page.$$eval('#category-path li .name', (els) => els.map((e) => e.textContent));
    expect(levels).toEqual([cat.primary.name, cat.secondary.name, cat.tertiary.name]);
    expect(levels[0]).toBe('Food & Drink');
    expect(levels[2]).toMatch(/Coffee/);
    expect(await page.textContent('#category-path li:nth-child(3) .codes')).toBe(`MCC ${cat.tertiary.code.mcc} · SIC ${cat.tertiary.code.sic} · NAICS ${cat.tertiary.code.naics}`);

    expect(await page.textContent('#merchant-name')).toBe('Starbucks');
    expect(await page.getAttribute('#merchant-website', 'href')).toMatch(/starbucks\.com/);
    // the logo really loaded (served by this service under /icons/)
    expect(await page.getAttribute('#merchant-logo', 'src')).toMatch(/\/icons\/.+\.svg$/);
    await page.waitForFunction(() => (document.getElementById('merchant-logo') as HTMLImageElement).complete);
    expect(await page.$eval('#merchant-logo', (img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

    expect(await page.textContent('#location-formatted')).toMatch(/Seattle/);
    const coords = (await page.textContent('#location-coordinates'))!.split(',').map(Number);
    expect(coords[0]).toBeCloseTo(47.6, 0);
    expect(coords[1]).toBeCloseTo(-122.3, 0);
    expect(await page.getAttribute('#location-osm', 'href')).toMatch(/^https:\/\/www\.openstreetmap\.org\/\?mlat=47\.\d+&mlon=-122\.\d+/);
    expect(await page.isVisible('#map-marker')).toBe(true);

    expect(await page.textContent('#detail-channel')).toBe('in_store');
    expect(await page.textContent('#detail-subscription')).toBe('not recurring');
    const rows = await page.$$eval('#confidence tbody tr', (trs) => trs.map((tr) => tr.getAttribute('data-part')));
    expect(rows).toEqual(expect.arrayContaining(['transaction', 'category', 'merchant', 'location', 'paymentProcessor', 'peerToPeer']));
    expect(await page.textContent('#confidence tr[data-part="merchant"] td:nth-child(2)')).toBe('found');
    // reasons come from data.entities: the page shows exactly the merchant entity's reasons
    const reasons = await page.$$eval('#confidence tr[data-part="merchant"] .tag', (t) => t.map((x) => x.textContent));
    const rawNow = JSON.parse((await page.textContent('#raw'))!);
    const entity = rawNow.entities.find((e: any) => e.type === 'merchant');
    expect(reasons).toEqual(entity.confidence.reasons);
    expect(reasons.length).toBeGreaterThan(0);

    // the raw JSON is exactly the stored transaction
    const stored = await ctx.api.read(`/v1/transactions/${raw.id}`, org.apiKey);
    expect(stored.status).toBe(200);
    expect(stored.body.data.transaction.enrichments).toEqual(raw.enrichments);
    if (process.env.TXE_UPDATE_SCREENSHOT === '1') {
      await page.screenshot({ path: join(ROOT, 'docs', 'playground.png'), fullPage: false });
    }
  });

  it('shows a processor and a p2p recipient', async () => {
    await enrichInPage('VENMO *JOHN SMITH');
    expect(await page.textContent('#detail-p2p-platform')).toBe('Venmo');
    expect(await page.textContent('#detail-p2p-recipient')).toMatch(/John Smith/i);
    await enrichInPage('SQ *BLUE BOTTLE COFFEE OAKLAND CA');
    expect(await page.textContent('#detail-processor')).toMatch(/Square/);
  });

  it('explains errors from the API (bad key, bad input)', async () => {
    await enrichInPage('NETFLIX.COM', 'US', 'expense', 'txe_not_a_real_key');
    expect(await page.textContent('#status')).toMatch(/^401 authentication_error: /);
    await enrichInPage('NETFLIX.COM', 'U1');
    // the browser's own form validation stops a bad country before any request
    expect(await page.$eval('#country', (i) => (i as HTMLInputElement).validity.valid)).toBe(false);
  });
});
