// `npm run bench:http [-- --duration S --connections N --scenario a,b --orgs N --profile --jit-warmup S]`
// Starts the real service (node dist/src/cli.js serve) on a fresh database, drives load from a
// separate process, and compares every figure with a bare uWebSockets.js server answering a
// fixed body of the same size (the HTTP ceiling on this machine). Writes bench/results/http.json.
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, numFlag } from './lib/args.js';
import { createTempDatabase } from './lib/temp-db.js';
import { startServer, RssSampler, LoadGenerator, rssMb, waitQuiet, withCpu, type CpuUse, type RunningServer } from './lib/processes.js';
import { createOrg, countTransactions, enrichOnce, getJson, type CreatedOrg } from './lib/api-client.js';
import { BENCH_TITLES } from './lib/titles.js';
import { formatTable, resultsDir, writeResult, round, type Row } from './lib/results.js';
import { summariseCpuProfile, threadIdOf } from './lib/cpuprofile.js';
import type { LoadResult, RequestKind } from './lib/load-jobs.js';
import { wrkAvailable, type Feed } from './lib/wrk.js';
import { scrape, diff as histDiff, type Split } from './lib/prom-histograms.js';
import { SERVE_NODE_FLAGS } from '../src/cli/node-flags.js';

const ALL_SCENARIOS = ['bare', 'enrich', 'enrich-repeat', 'enrich-batch', 'enrich-half', 'business', 'lookups', 'mix'] as const;
type Scenario = (typeof ALL_SCENARIOS)[number];

const args = parseArgs(process.argv.slice(2));
const businessSec = numFlag(args, 'duration', 60);
// Closed-loop runs settle within seconds; the Business run is the long one.
const shortSec = Math.min(businessSec, numFlag(args, 'load-duration', 10));
const connections = numFlag(args, 'connections', 64);
// wrk when installed (apt-get install wrk), else autocannon; --autocannon forces autocannon.
const useWrk = wrkAvailable() && !args.flags.has('autocannon');
const orgCount = numFlag(args, 'orgs', 200);
const businessRps = numFlag(args, 'org-rps', 20);
const profile = args.flags.has('profile');
const jitWarmupSec = numFlag(args, 'jit-warmup', 8);
const requested = (args.flags.get('scenario') ?? 'all').split(',').map((s) => s.trim()).filter(Boolean);
const scenarios = new Set<Scenario>(requested.includes('all') ? ALL_SCENARIOS : requested as Scenario[]);
for (const s of scenarios) if (!ALL_SCENARIOS.includes(s)) throw new Error(`unknown scenario ${s}; known: ${ALL_SCENARIOS.join(', ')}`);
// Ratios need the ceiling, and half load needs the full-speed figure.
if (scenarios.size > 0) scenarios.add('bare');
if (scenarios.has('enrich-half')) scenarios.add('enrich');

const root = path.resolve(resultsDir(), '..', '..');
const cli = path.join(root, 'dist', 'src', 'cli.js');
const bareScript = path.join(root, 'dist', 'bench', 'lib', 'bare-uws.js');
const log = (m: string): void => console.log(`[bench:http] ${m}`);

interface ScenarioResult {
  scenario: string;
  description: string;
  load: LoadResult;
  ratioToBare: number | null;
  rssMaxMb: number;
  stored?: StoredCheck;
  cpu?: CpuUse;
  extra?: Record<string, unknown>;
  /** Server-side percentiles over the run from the service's histograms (ms; bucket bounds). */
  server?: Record<string, Split>;
}

interface StoredCheck { stored: number; ok200: number; unanswered: number; pass: boolean }

async function storedCheck(base: string, org: CreatedOrg, ok200: number, unanswered: number): Promise<StoredCheck> {
  const stored = await countTransactions(base, org.apiKey);
  // Closed-loop runs stop with requests in flight: those may be stored without a 200 being seen.
  return { stored, ok200, unanswered, pass: stored >= ok200 && stored <= ok200 + unanswered };
}

function nonOk(l: LoadResult): number {
  return Object.entries(l.statusCounts).filter(([c]) => !c.startsWith('2')).reduce((a, [, n]) => a + n, 0);
}

async function main(): Promise<void> {
  const loadAverageAtStart = os.loadavg().map((v) => Math.round(v * 100) / 100);
  if (!existsSync(cli)) throw new Error(`${cli} not found: run npm run build first`);
  const results: ScenarioResult[] = [];
  const db = await createTempDatabase('http');
  log(`database: ${db.describe}`);
  const adminKey = randomBytes(24).toString('base64url');
  const profDir = path.join(resultsDir(), 'profiles', new Date().toISOString().replace(/[:.]/g, '-'));
  if (profile) mkdirSync(profDir, { recursive: true });
  // Own metrics port (the default 9464 may be taken by another service on this machine).
  const metricsPort = 20000 + Math.floor(Math.random() * 20000);
  const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', ADMIN_API_KEY: adminKey, METRICS_PORT: String(metricsPort), ...db.env };
  if (db.kind === 'pglite') delete env.DATABASE_URL;
  const nodeArgs = [...SERVE_NODE_FLAGS, ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : [])];
  let server: RunningServer | null = null;
  let bare: RunningServer | null = null;
  const loadgen = new LoadGenerator(new URL('./lib/load-gen.js', import.meta.url));
  let shutdownMs: number | null = null;
  let rss: RssSampler | null = null;
  const setup: Record<string, unknown> = {};
  try {
    server = await startServer(process.execPath, [...nodeArgs, cli, 'serve'], env, root);
    const base = `http://127.0.0.1:${server.port}`;
    log(`service ready in ${Math.round(server.readyMs)} ms on port ${server.port} (pid ${server.pid})`);
    setup.readyMs = server.readyMs;
    rss = new RssSampler(server.pid);
    const idleRssMb = rss.sample();
    await loadgen.ready;

    // --- setup: organizations, a warm-up pass, ids for the lookups ---------------------------
    const enterprise = { plan: 'enterprise', rps: 100000, concurrency: 10000 };
    const orgs = {
      enrich: await createOrg(base, adminKey, { name: 'bench-enrich', ...enterprise }),
      half: await createOrg(base, adminKey, { name: 'bench-enrich-half', ...enterprise }),
      repeat: await createOrg(base, adminKey, { name: 'bench-enrich-repeat', ...enterprise }),
      batch: await createOrg(base, adminKey, { name: 'bench-enrich-batch', ...enterprise }),
      lookups: await createOrg(base, adminKey, { name: 'bench-lookups', ...enterprise }),
      mix: await createOrg(base, adminKey, { name: 'bench-mix', ...enterprise }),
      warm: await createOrg(base, adminKey, { name: 'bench-warmup', ...enterprise }),
    };
    const sizes: number[] = [];
    const merchantIds = new Set<string>();
    const locationIds = new Set<string>();
    let warmOk = 0;
    const warmStart = performance.now();
    for (let round_ = 0; round_ < 3; round_++) {
      for (const [i, t] of BENCH_TITLES.entries()) {
        const r = await enrichOnce(base, orgs.warm.apiKey, `warm-${round_}-${i}`, t);
        if (r.status !== 200) throw new Error(`warm-up enrich ${JSON.stringify(t)} -> ${r.status} ${JSON.stringify(r.json)}`);
        warmOk++;
        sizes.push(r.bytes);
        const e = r.json.data.enrichments;
        if (e.merchant?.status === 'found') merchantIds.add(e.merchant.data.id);
        if (e.location?.status === 'found') locationIds.add(e.location.data.id);
      }
    }
    sizes.sort((a, b) => a - b);
    const bodyBytes = sizes[Math.floor(sizes.length / 2)]!;
    log(`warm-up: ${warmOk} enrichments in ${Math.round(performance.now() - warmStart)} ms; median enrich body ${bodyBytes} B; ${merchantIds.size} merchants, ${locationIds.size} locations found`);
    const warmCheck = await storedCheck(base, orgs.warm, warmOk, 0);
    // A fresh process spends its first seconds under load compiling: the V8 compiler threads
    // took ~45 us more CPU per request in an 8 s run of unique titles than in the next one
    // (docs/BENCHMARKS.md, 2026-11-26 second session). A node serves for hours, so the
    // measured runs start after one unmeasured run of the unique feed (--jit-warmup S, 0: none).
    if (useWrk && jitWarmupSec > 0 && scenarios.size > 1) {
      const t0 = performance.now();
      const w = await loadgen.run({ type: 'wrk', host: '127.0.0.1', port: server.port, apiKey: orgs.warm.apiKey, connections, durationSec: jitWarmupSec, feed: 'unique', keyPrefix: `jit-${Date.now()}` });
      log(`JIT warm-up: ${w.rps} req/s for ${Math.round((performance.now() - t0) / 1000)} s (unmeasured)`);
      setup.jitWarmup = { seconds: jitWarmupSec, rps: w.rps };
    }
    const merchantId = [...merchantIds][0];
    const locationId = [...locationIds][0];
    let bankPath: string | null = null;
    for (const name of ['JPMorgan Chase', 'Chase', 'Bank of America', 'Barclays', 'HSBC', 'Deutsche Bank', 'Santander', 'ING']) {
      const p = `/v1/banks?name=${encodeURIComponent(name)}`;
      const r = await getJson(base, p, orgs.lookups.apiKey);
      if (r.status === 200 && r.json.data.banks.length > 0) { bankPath = p; break; }
    }
    bankPath ??= '/v1/banks?name=Chase';
    Object.assign(setup, { warmupEnrichments: warmOk, warmupStored: warmCheck, medianEnrichBodyBytes: bodyBytes, merchantId, locationId, bankPath });
    rss.take();

    // --- the ceiling: bare uWS with the same body size ---------------------------------------
    let bareEnrich: LoadResult | null = null;
    let bareGet: LoadResult | null = null;
    if (scenarios.has('bare')) {
      bare = await startServer(process.execPath, [bareScript], { ...process.env, PORT: '0', HOST: '127.0.0.1', BODY_BYTES: String(bodyBytes) }, root);
      const bareCpu: CpuUse[] = [];
      const closed = async (mix: RequestKind[]): Promise<LoadResult> => {
        const k = mix[0]!;
        const job = useWrk
          ? { type: 'wrk' as const, host: '127.0.0.1', port: bare!.port, apiKey: 'bare', connections, durationSec: shortSec, feed: (k.kind === 'get' ? 'get' : 'unique') as Feed, path: k.kind === 'get' ? k.path : undefined, keyPrefix: 'bare' }
          : { type: 'autocannon' as const, host: '127.0.0.1', port: bare!.port, apiKey: 'bare', connections, durationSec: shortSec, mix, keyPrefix: 'bare' };
        const { value, cpu } = await withCpu(bare!.pid, () => loadgen.run(job));
        bareCpu.push(cpu);
        return value;
      };
      bareEnrich = await closed([{ kind: 'enrich' }]);
      bareGet = await closed([{ kind: 'get', path: '/v1/merchants/x' }]);
      const bareRss = rssMb(bare.pid);
      await bare.stop();
      bare = null;
      for (const [i, [name, l]] of ([['bare uWS POST (enrich-shaped)', bareEnrich], ['bare uWS GET', bareGet]] as const).entries()) {
        results.push({ scenario: name, description: `fixed ${bodyBytes} B JSON body, ${connections} connections`, load: l, ratioToBare: 1, rssMaxMb: bareRss ?? 0, cpu: bareCpu[i] });
        log(`${name}: ${l.rps} req/s p99 ${l.latencyMs.p99} ms`);
      }
    }
    // Each scenario starts once the service has finished the previous one's backlog.
    const quiet = async (label: string): Promise<void> => {
      const waited = await waitQuiet(server!.pid);
      if (waited > 1500) log(`waited ${Math.round(waited / 1000)} s for the service to go quiet before ${label}`);
    };
    let lastCpu: CpuUse | undefined;
    let lastServer: Record<string, Split> | undefined;
    const serve = async (job: Parameters<LoadGenerator['run']>[0]): Promise<LoadResult> => {
      const before = await scrape(metricsUrl);
      const { value, cpu } = await withCpu(server!.pid, () => loadgen.run(job));
      lastCpu = cpu;
      await new Promise((r) => setTimeout(r, 300)); // the last commits land
      const after = await scrape(metricsUrl);
      lastServer = before && after ? histDiff(before, after) : undefined;
      if (lastServer) {
        const f = (k: string): string => { const x = lastServer![k]!; return `p50 ${x.p50} p99 ${x.p99} max ${x.max}`; };
        log(`  server side (ms, bucket bounds): enrich request ${f('request')}; one write's commit wait ${f('write')}; batch statement+COMMIT ${f('batchCommit')}; rows per batch ${f('batchRows')}`);
      }
      return value;
    };
    const ratio = (l: LoadResult, ceiling: LoadResult | null): number | null => (ceiling && ceiling.rps > 0 ? round(l.rps / ceiling.rps, 3) : null);

    // --- (a) enrich at full speed ------------------------------------------------------------
    let enrichFull: LoadResult | null = null;
    if (scenarios.has('enrich')) {
      await quiet('enrich');
      enrichFull = await serve(useWrk
        ? { type: 'wrk', host: '127.0.0.1', port: server.port, apiKey: orgs.enrich.apiKey, connections, durationSec: shortSec, feed: 'unique', keyPrefix: `full-${Date.now()}` }
        : { type: 'autocannon', host: '127.0.0.1', port: server.port, apiKey: orgs.enrich.apiKey, connections, durationSec: shortSec, mix: [{ kind: 'enrich' }], keyPrefix: `full-${Date.now()}` });
      await new Promise((r) => setTimeout(r, 1000));
      results.push({ scenario: useWrk ? 'enrich full speed, unique titles' : 'enrich full speed', description: `enterprise org, ${connections} connections, closed loop, ${enrichFull.tool}`, load: enrichFull, ratioToBare: ratio(enrichFull, bareEnrich), rssMaxMb: rss.take(), cpu: lastCpu, server: lastServer, stored: await storedCheck(base, orgs.enrich, enrichFull.enrichOk, enrichFull.unanswered) });
      log(`enrich full speed: ${enrichFull.rps} req/s (${ratio(enrichFull, bareEnrich)} x bare) p50 ${enrichFull.latencyMs.p50} p99 ${enrichFull.latencyMs.p99} ms`);
    }

    // --- batch enrich: 100 unique-title items per request (wrk only) -------------------------
    if (scenarios.has('enrich-batch') && useWrk) {
      await quiet('enrich-batch');
      const batchSize = numFlag(args, 'batch-size', 100);
      const conns = Math.min(connections, 16);
      const load = await serve({ type: 'wrk', host: '127.0.0.1', port: server.port, apiKey: orgs.batch.apiKey, connections: conns, durationSec: shortSec, feed: 'batch', batchSize, keyPrefix: `batch-${Date.now()}` });
      await new Promise((r) => setTimeout(r, 1000));
      const itemsPerSec = Math.round(load.enrichOk / load.durationSec);
      results.push({ scenario: `batch enrich (${batchSize} unique titles/request)`, description: `${conns} connections, closed loop, ${load.tool}; req/s column = enrichments (items answered 200) per second`, load: { ...load, rps: itemsPerSec }, ratioToBare: ratio({ ...load, rps: itemsPerSec }, bareEnrich), rssMaxMb: rss.take(), cpu: lastCpu, server: lastServer, stored: await storedCheck(base, orgs.batch, load.enrichOk, load.unanswered) });
      log(`batch enrich: ${load.rps} requests/s = ${itemsPerSec} enrichments/s (${ratio({ ...load, rps: itemsPerSec }, bareEnrich)} x bare) p50 ${load.latencyMs.p50} p99 ${load.latencyMs.p99} ms per batch`);
    }

    // --- enrich at full speed, a repeating feed of 20 titles (wrk only) ----------------------
    if (scenarios.has('enrich-repeat') && useWrk) {
      await quiet('enrich-repeat');
      const load = await serve({ type: 'wrk', host: '127.0.0.1', port: server.port, apiKey: orgs.repeat.apiKey, connections, durationSec: shortSec, feed: 'repeat', keyPrefix: `rep-${Date.now()}` });
      await new Promise((r) => setTimeout(r, 1000));
      results.push({ scenario: 'enrich full speed, 20 repeating titles', description: `enterprise org, ${connections} connections, closed loop, ${load.tool}`, load, ratioToBare: ratio(load, bareEnrich), rssMaxMb: rss.take(), cpu: lastCpu, server: lastServer, stored: await storedCheck(base, orgs.repeat, load.enrichOk, load.unanswered) });
      log(`enrich repeating titles: ${load.rps} req/s (${ratio(load, bareEnrich)} x bare) p50 ${load.latencyMs.p50} p99 ${load.latencyMs.p99} ms`);
    }

    // --- enrich at half the full-speed rate (latency target) ---------------------------------
    if (scenarios.has('enrich-half') && enrichFull && enrichFull.rps > 1) {
      await quiet('enrich-half');
      const rate = Math.max(1, Math.floor(enrichFull.rps / 2));
      // wrk paces every connection with delay() (open loop, C client); the JS pacer only without wrk.
      const streams = useWrk ? connections : Math.min(16, rate);
      const load = await serve(useWrk
        ? { type: 'wrk', host: '127.0.0.1', port: server.port, apiKey: orgs.half.apiKey, connections: streams, durationSec: shortSec, feed: 'unique', rate, keyPrefix: `half-${Date.now()}` }
        : { type: 'paced', host: '127.0.0.1', port: server.port, durationSec: shortSec, orgs: Array.from({ length: streams }, () => ({ apiKey: orgs.half.apiKey, rps: rate / streams })), mix: [{ kind: 'enrich' }], keyPrefix: `half-${Date.now()}` });
      await new Promise((r) => setTimeout(r, 1000));
      results.push({ scenario: 'enrich at half speed', description: `${rate} req/s paced over ${streams} connections (open loop, ${load.tool})`, load, ratioToBare: ratio(load, bareEnrich), rssMaxMb: rss.take(), cpu: lastCpu, server: lastServer, stored: await storedCheck(base, orgs.half, load.enrichOk, load.unanswered) });
      const late = load.lateSends ? `; sends late > 1 ms: ${load.lateSends.count} of ${load.sent} (max ${load.lateSends.maxMs} ms)` : '';
      log(`enrich half speed (${rate}/s): ${load.rps} req/s p50 ${load.latencyMs.p50} p99 ${load.latencyMs.p99} ms${late}`);
    }

    // --- the ceiling again, after the enrich scenarios: one noisy bare run must not decide a ratio
    if (bareEnrich && useWrk && (enrichFull || scenarios.has('enrich-repeat'))) {
      await quiet('bare (after)');
      bare = await startServer(process.execPath, [bareScript], { ...process.env, PORT: '0', HOST: '127.0.0.1', BODY_BYTES: String(bodyBytes) }, root);
      const { value: l, cpu } = await withCpu(bare.pid, () => loadgen.run({ type: 'wrk', host: '127.0.0.1', port: bare!.port, apiKey: 'bare', connections, durationSec: shortSec, feed: 'unique', keyPrefix: 'bare-after' }));
      const bareRss = rssMb(bare.pid);
      await bare.stop();
      bare = null;
      results.push({ scenario: 'bare uWS POST, again after the enrich runs', description: `fixed ${bodyBytes} B JSON body, ${connections} connections`, load: l, ratioToBare: round(l.rps / bareEnrich.rps, 3), rssMaxMb: bareRss ?? 0, cpu });
      log(`bare uWS POST again: ${l.rps} req/s (first run ${bareEnrich.rps}); ratios of the enrich runs to this one:`);
      for (const r of results) if (r.scenario.startsWith('enrich')) log(`  ${r.scenario}: ${round(r.load.rps / l.rps, 3)} x (vs ${r.ratioToBare} x the first bare run)`);
    }

    // --- (c) lookups -------------------------------------------------------------------------
    if (scenarios.has('lookups')) {
      const paths: [string, string | null][] = [
        ['lookup merchant by id', merchantId ? `/v1/merchants/${merchantId}` : null],
        ['lookup location by id', locationId ? `/v1/locations/${locationId}` : null],
        ['bank search', bankPath],
      ];
      for (const [name, p] of paths) {
        if (!p) { log(`${name}: skipped (no id found during warm-up)`); continue; }
        await quiet('lookups');
        const load = await serve({ type: 'autocannon', host: '127.0.0.1', port: server.port, apiKey: orgs.lookups.apiKey, connections, durationSec: shortSec, mix: [{ kind: 'get', path: p }], keyPrefix: 'lookup' });
        results.push({ scenario: name, description: `GET ${p}, ${connections} connections, closed loop`, load, ratioToBare: ratio(load, bareGet), rssMaxMb: rss.take(), cpu: lastCpu });
        log(`${name}: ${load.rps} req/s p99 ${load.latencyMs.p99} ms`);
      }
    }

    // --- (d) a mix ---------------------------------------------------------------------------
    if (scenarios.has('mix')) {
      const get = (p: string | null | undefined): RequestKind[] => (p ? [{ kind: 'get', path: p }] : []);
      const mix: RequestKind[] = [
        { kind: 'enrich' }, ...get(merchantId && `/v1/merchants/${merchantId}`),
        { kind: 'enrich' }, ...get(locationId && `/v1/locations/${locationId}`),
        { kind: 'enrich' }, ...get(bankPath),
        { kind: 'enrich' }, { kind: 'get', path: '/v1/transactions?size=20' },
        { kind: 'enrich' }, { kind: 'get', path: '/v1/transactions/count' },
      ];
      await quiet('mix');
      const load = await serve({ type: 'autocannon', host: '127.0.0.1', port: server.port, apiKey: orgs.mix.apiKey, connections, durationSec: shortSec, mix, keyPrefix: `mix-${Date.now()}` });
      await new Promise((r) => setTimeout(r, 1000));
      results.push({ scenario: 'mix (50% enrich)', description: 'enrich, merchant, location, bank search, list, count; closed loop', load, ratioToBare: ratio(load, bareEnrich), rssMaxMb: rss.take(), cpu: lastCpu, server: lastServer, stored: await storedCheck(base, orgs.mix, load.enrichOk, load.unanswered) });
      log(`mix: ${load.rps} req/s p99 ${load.latencyMs.p99} ms`);
    }

    // --- (b) many Business organizations at their limit (last: an overload leaves a backlog) ----
    if (scenarios.has('business')) {
      const t0 = performance.now();
      const business: CreatedOrg[] = [];
      for (let i = 0; i < orgCount; i += 20) {
        const batch = await Promise.all(Array.from({ length: Math.min(20, orgCount - i) }, (_, j) => createOrg(base, adminKey, { name: `bench-business-${i + j}`, plan: 'business' })));
        business.push(...batch);
      }
      log(`created ${orgCount} business orgs in ${Math.round(performance.now() - t0)} ms; running ${orgCount} x ${businessRps} req/s for ${businessSec} s`);
      await quiet('business');
      const load = await serve({ type: 'paced', host: '127.0.0.1', port: server.port, durationSec: businessSec, orgs: business.map((o) => ({ apiKey: o.apiKey, rps: businessRps })), mix: [{ kind: 'enrich' }], keyPrefix: `biz-${Date.now()}` });
      const rssMax = rss.take();
      await quiet('counting stored transactions');
      // Per organization: every 200 must be stored (lost = a durability failure), and anything
      // stored beyond the 200s must be explained by requests the client gave up on (unanswered);
      // more than that would mean a request answered with an error was stored anyway.
      let lost = 0, unexplained = 0, stored = 0, storedWithout200 = 0, badOrgs = 0;
      const mismatches: { org: number; ok: number; stored: number; unanswered: number }[] = [];
      for (let i = 0; i < business.length; i += 20) {
        const counts = await Promise.all(business.slice(i, i + 20).map((o) => countTransactions(base, o.apiKey)));
        counts.forEach((c, j) => {
          stored += c;
          const po = load.perOrg![i + j]!;
          const unanswered = po.sent - po.ok - po.tooMany - po.other;
          storedWithout200 += Math.max(0, c - po.ok);
          const bad = c < po.ok || c > po.ok + unanswered;
          if (c < po.ok) lost += po.ok - c;
          if (c > po.ok + unanswered) unexplained += c - po.ok - unanswered;
          if (bad) badOrgs++;
          if (bad && mismatches.length < 20) mismatches.push({ org: i + j, ok: po.ok, stored: c, unanswered });
        });
      }
      const throttled = load.perOrg!.filter((o) => o.tooMany > 0);
      results.push({
        scenario: `${orgCount} business orgs x ${businessRps}/s`,
        description: `${orgCount * businessRps} req/s target for ${businessSec} s, each org paced evenly (open loop)`,
        load, ratioToBare: ratio(load, bareEnrich), rssMaxMb: rssMax, cpu: lastCpu, server: lastServer,
        stored: { stored, ok200: load.enrichOk, unanswered: load.unanswered, pass: lost === 0 && unexplained === 0 },
        extra: {
          orgsWith429: throttled.length,
          orgsWithOtherNon2xx: load.perOrg!.filter((o) => o.other > 0).length,
          // A stored transaction whose request got no 200 (e.g. 503 after the hard timeout) shows here as stored > ok.
          storedWithout200, lost200s: lost, storedDespiteErrorResponse: unexplained,
          total429: throttled.reduce((a, o) => a + o.tooMany, 0),
          orgs429: throttled.slice(0, 50).map((o) => ({ org: o.index, tooMany: o.tooMany, sent: o.sent })),
          orgsWithStoredMismatch: badOrgs, mismatches,
          businessPass: lost === 0 && unexplained === 0 && throttled.length === 0 && load.latencyMs.p99 <= 5 && load.unanswered === 0,
        },
      });
      log(`business: ${load.rps} req/s p99 ${load.latencyMs.p99} ms, ${throttled.length} orgs saw 429, lost 200s ${lost}, stored despite an error response ${unexplained}, unanswered ${load.unanswered}`);
    }

    const peakRss = rss.peak;
    rss.stop();
    const t = performance.now();
    const code = await server.stop('SIGTERM', 60_000);
    shutdownMs = Math.round(performance.now() - t);
    log(`service stopped (exit ${code}) in ${shutdownMs} ms`);
    server = null;

    // A restart on the now-initialised database (migrations and reference seeding already done).
    server = await startServer(process.execPath, [...SERVE_NODE_FLAGS, cli, 'serve'], env, root);
    const restartReadyMs = Math.round(server.readyMs);
    const restartRssMb = rssMb(server.pid);
    await server.stop('SIGTERM', 60_000);
    server = null;
    log(`restart on the same database: ready in ${restartReadyMs} ms, RSS ${restartRssMb} MB`);

    // --- report ------------------------------------------------------------------------------
    const rows: Row[] = results.map((r) => ({
      scenario: r.scenario,
      'req/s': r.load.rps,
      'x bare': r.ratioToBare,
      'p50 ms': r.load.latencyMs.p50,
      'p95 ms': r.load.latencyMs.p95,
      'p99 ms': r.load.latencyMs.p99,
      'non-2xx': nonOk(r.load),
      errors: r.load.errors,
      'RSS MB': r.rssMaxMb,
      'server cores': r.cpu?.serverCores ?? null,
      'machine busy %': r.cpu?.machineBusyPct ?? null,
      stored: r.stored ? `${r.stored.pass ? 'ok' : 'FAIL'} ${r.stored.stored}/${r.stored.ok200}` : '-',
    }));
    let profiles: unknown = null;
    if (profile) {
      const files = readdirSync(profDir).filter((f) => f.endsWith('.cpuprofile')).map((f) => path.join(profDir, f));
      const main = files.filter((f) => threadIdOf(f) === 0);
      const workers = files.filter((f) => threadIdOf(f) !== 0);
      profiles = [
        { file: `main thread: ${main.map((f) => path.relative(root, f)).join(', ')}`, ...summariseCpuProfile(main) },
        // Piscina replaces a worker whose task was aborted, so there may be many worker profiles.
        ...(workers.length ? [{ file: `${workers.length} worker thread profile(s) in ${path.relative(root, profDir)}`, ...summariseCpuProfile(workers) }] : []),
      ];
    }
    const out = {
      database: db.kind,
      loadAverageAtStart,
      settings: { businessSec, shortSec, connections, orgCount, businessRps, loadGenerator: useWrk ? 'wrk' : 'autocannon', workers: env.WORKERS ?? 'default (CPU count)' },
      startToReadyMs: Math.round(setup.readyMs as number),
      restartToReadyMs: restartReadyMs, restartIdleRssMb: restartRssMb,
      idleRssMb, peakRssMb: peakRss, shutdownMs, setup,
      note: 'the load generator runs in a separate process on the same machine as the server and competes for its cores',
      table: rows,
      scenarios: results,
      profiles,
    };
    const file = writeResult('http', out);
    console.log(`\nservice start -> ready: ${out.startToReadyMs} ms on a fresh database, ${restartReadyMs} ms on restart; idle RSS ${idleRssMb} MB; peak RSS ${peakRss} MB; shutdown ${shutdownMs} ms; database ${db.kind}`);
    console.log(formatTable(rows, 'HTTP load (x bare = req/s relative to a bare uWebSockets.js server with the same body size)'));
    if (profile && Array.isArray(profiles)) {
      log(`worker threads started during the run: ${(profiles as unknown[]).length > 1 ? readdirSync(profDir).filter((f) => threadIdOf(f) !== 0).length : 0} (the pool runs ${env.WORKERS ?? 'CPU count'}; more means workers were replaced)`);
      for (const p of profiles as { file: string; totalMs: number; modules: Row[]; functions: Row[] }[]) {
        console.log(formatTable(p.modules, `CPU profile ${p.file} (${p.totalMs} ms sampled): self time by module`));
        console.log(formatTable(p.functions, 'hottest functions (self time)'));
      }
    }
    console.log(`-> ${file}`);
  } finally {
    rss?.stop();
    loadgen.close();
    if (bare) await bare.stop();
    if (server) { server.recentOutput.slice(-5).forEach((l) => log(`server: ${l}`)); await server.stop('SIGTERM', 20_000); }
    await db.cleanup().catch((e: Error) => log(`cleanup failed: ${e.message}`));
  }
}

await main();
