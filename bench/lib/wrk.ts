// Closed-loop load with wrk (a C load generator: far lighter than autocannon, so the server, not
// the client, is what is measured). The request bodies come from a Lua script generated here:
//  - feed 'unique': titles built from templates where store numbers, dates, references, people
//    and small businesses vary (almost every title is new, like a real feed);
//  - feed 'repeat': a fixed set of ~20 titles, cycled (subscriptions, chains);
// every request carries its own Idempotency-Key. `done()` prints one JSON line we parse.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BENCH_TITLES } from './titles.js';
import type { LoadResult } from './load-jobs.js';

export const WRK_BIN = process.env.WRK_BIN ?? '/usr/bin/wrk';
export const wrkAvailable = (): boolean => existsSync(WRK_BIN);

export type Feed = 'unique' | 'repeat' | 'get' | 'batch';

export interface WrkJob {
  type: 'wrk';
  host: string;
  port: number;
  apiKey: string;
  connections: number;
  threads?: number;
  durationSec: number;
  feed: Feed;
  /** For feed 'get'. */
  path?: string;
  /** For feed 'batch': unique-title items per POST /v1/transactions/enrich/batch. */
  batchSize?: number;
  keyPrefix: string;
  /** Open loop: total requests per second, paced with wrk's delay() (0 or absent = closed loop). */
  rate?: number;
}

/** The repeating feed: the first 20 bench titles. */
export const REPEAT_TITLES = BENCH_TITLES.slice(0, 20);

const luaStr = (s: string): string => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

function script(job: WrkJob): string {
  const repeat = REPEAT_TITLES.map((t) => luaStr(JSON.stringify(t))).join(',\n  ');
  return `
local api_key = ${luaStr(job.apiKey)}
local prefix = ${luaStr(job.keyPrefix)}
local feed = ${luaStr(job.feed)}
local get_path = ${luaStr(job.path ?? '/')}
local batch_size = ${job.batchSize ?? 100}
local rate = ${job.rate ?? 0}
local nthreads = ${job.threads ?? 2}
local threads = {}
local repeat_bodies = {
  ${repeat}
}
local next_tid = 1
function setup(thread)
  thread:set("tid", next_tid)
  next_tid = next_tid + 1
  table.insert(threads, thread)
end

local n = 0
local first = {"JOHN","MARIA","WEI","AISHA","CARLOS","EMMA","LIAM","SOFIA","NOAH","OLIVIA","RAJ","YUKI","FATIMA","LUCAS","ANNA","DIEGO"}
local last = {"SMITH","GARCIA","CHEN","KHAN","LOPEZ","MULLER","JOHNSON","ROSSI","NGUYEN","SILVA","BROWN","KOWALSKI","TANAKA","DUBOIS"}
local adj = {"BLUE","GOLDEN","LITTLE","OLD TOWN","SUNNY","RED","GREEN LEAF","CORNER","HAPPY","URBAN","RUSTIC","NORTH"}
local noun = {"BAKERY","CAFE","FLORIST","BARBER","TACOS","BOOKSHOP","DELI","NAILS","PIZZERIA","GARAGE","YOGA","TAILOR"}
local city = {"OAKLAND CA","AUSTIN TX","DENVER CO","PORTLAND OR","BOSTON MA","MIAMI FL","CHICAGO IL","SEATTLE WA","PHOENIX AZ","ATLANTA GA"}
local function pick(t) return t[math.random(#t)] end
local function ref() return string.format("%X%05d", math.random(0, 0xFFFFF), math.random(0, 99999)) end
local templates = {
  function() return string.format("STARBUCKS STORE %05d %s", math.random(1, 99999), pick(city)), "US", "expense" end,
  function() return string.format("PURCHASE AUTHORIZED ON %02d/%02d WHOLEFDS MKT #%05d %s S%d CARD %04d", math.random(1,12), math.random(1,28), math.random(10000,10999), pick(city), math.random(100000000, 999999999), math.random(1000, 9999)), "US", "expense" end,
  function() return string.format("Zelle payment to %s %s Conf# %s", pick(first), pick(last), ref()), "US", "expense" end,
  function() return string.format("SQ *%s %s %s", pick(adj), pick(noun), pick(city)), "US", "expense" end,
  function() return string.format("TST* %s %s %s", pick(first), pick(noun), pick(city)), "US", "expense" end,
  function() return string.format("VENMO *%s %s", pick(first), pick(last)), "US", "income" end,
  function() return string.format("SHELL OIL %011d %s", math.random(10000000, 99999999) * 1000 + math.random(0, 999), pick(city)), "US", "expense" end,
  function() return string.format("AMZN Mktp US*%s Amzn.com/bill WA", ref()), "US", "expense" end,
  function() return string.format("TESCO STORES %04d LONDON GB", math.random(1000, 9999)), "GB", "expense" end,
  function() return string.format("CARD PAYMENT TO %s %s ON %02d-%02d", pick(adj), pick(noun), math.random(1,28), math.random(1,12)), "GB", "expense" end,
  function() return string.format("Kartenzahlung %s %s GmbH Berlin %02d.%02d", pick(adj), pick(noun), math.random(1,28), math.random(1,12)), "DE", "expense" end,
  function() return string.format("%s %s LLC PAYROLL PPD ID: %010d", pick(adj), pick(noun), math.random(100000000, 999999999)), "US", "income" end,
  function() return string.format("ATM WITHDRAWAL %06d MAIN ST %s", math.random(1, 999999), pick(city)), "US", "expense" end,
  function() return string.format("PAYPAL *%s%s %d CA", pick(first), pick(noun), math.random(1000000000, 9999999999)), "US", "expense" end,
}

function init(args)
  math.randomseed(tid * 7919 + os.time())
end

-- Open loop (rate > 0): each thread owns a schedule of send slots, one every interval_ms; a
-- connection that is free takes the next slot and waits for it (delay()). wrk measures latency
-- from the actual send, so a send that goes out after its slot (every connection was busy: the
-- client queued) would hide that queueing (coordinated omission): such sends are counted with
-- their lateness, and done() reports them next to the latency so the reader can see whether the
-- percentiles are the latency from the scheduled send time (no late sends) or not.
local ffi = require("ffi")
ffi.cdef[[ typedef struct { long tv_sec; long tv_nsec; } txe_timespec; int clock_gettime(int clk, txe_timespec *tp); ]]
local ts = ffi.new("txe_timespec")
local function now_ms() ffi.C.clock_gettime(1, ts); return tonumber(ts.tv_sec) * 1000 + tonumber(ts.tv_nsec) / 1e6 end
local interval_ms = rate > 0 and 1000 * nthreads / rate or 0
local next_slot = nil
late_sends = 0   -- sends that left more than 1 ms after their slot
late_max = 0     -- ms
late_sum = 0     -- ms, over late sends
function delay()
  local now = now_ms()
  if next_slot == nil then next_slot = now + math.random() * interval_ms end
  local slot = next_slot
  next_slot = next_slot + interval_ms
  local wait = slot - now
  if wait >= 0 then return math.floor(wait + 0.5) end
  if -wait > 1 then
    late_sends = late_sends + 1
    late_sum = late_sum - wait
    if -wait > late_max then late_max = -wait end
  end
  return 0
end
if rate <= 0 then delay = nil end

local function item_json(title, country, typ, key)
  return '{"title":"' .. title .. '","country":"' .. country .. '","type":"' .. typ .. '","idempotencyKey":"' .. key .. '"}'
end

items_ok = 0
function response(status, headers, body)
  if feed == "batch" and status == 200 then
    local _, c = string.gsub(body, '"status":200', '')
    items_ok = items_ok + c
  end
end
if feed ~= "batch" then response = nil end

function request()
  n = n + 1
  if feed == "get" then
    return wrk.format("GET", get_path, {["X-API-Key"] = api_key})
  end
  if feed == "batch" then
    local parts = {}
    for i = 1, batch_size do
      local title, country, typ = templates[math.random(#templates)]()
      parts[i] = item_json(title, country, typ, prefix .. "-" .. tid .. "-" .. n .. "-" .. i)
    end
    return wrk.format("POST", "/v1/transactions/enrich/batch", {
      ["X-API-Key"] = api_key, ["Content-Type"] = "application/json",
    }, '{"transactions":[' .. table.concat(parts, ",") .. ']}')
  end
  local body
  if feed == "repeat" then
    body = repeat_bodies[(n + tid) % #repeat_bodies + 1]
  else
    local title, country, typ = templates[math.random(#templates)]()
    body = '{"title":"' .. title .. '","country":"' .. country .. '","type":"' .. typ .. '"}'
  end
  return wrk.format("POST", "/v1/transactions/enrich", {
    ["X-API-Key"] = api_key,
    ["Content-Type"] = "application/json",
    ["Idempotency-Key"] = prefix .. "-" .. tid .. "-" .. n,
  }, body)
end

function done(summary, latency, requests)
  local e = summary.errors
  local items, late, late_max_all, late_sum_all = 0, 0, 0, 0
  for _, t in ipairs(threads) do
    items = items + (t:get("items_ok") or 0)
    late = late + (t:get("late_sends") or 0)
    late_sum_all = late_sum_all + (t:get("late_sum") or 0)
    late_max_all = math.max(late_max_all, t:get("late_max") or 0)
  end
  io.write(string.format('WRKJSON {"lateSends":%d,"lateMaxMs":%.1f,"lateSumMs":%.1f,"items":%d,"requests":%d,"durationUs":%d,"status":%d,"connect":%d,"read":%d,"write":%d,"timeout":%d,"p50":%.1f,"p95":%.1f,"p99":%.1f,"max":%.1f,"mean":%.1f}\\n',
    late, late_max_all, late_sum_all, items, summary.requests, summary.duration, e.status, e.connect, e.read, e.write, e.timeout,
    latency:percentile(50), latency:percentile(95), latency:percentile(99), latency.max, latency.mean))
end
`;
}

interface WrkJson { lateSends: number; lateMaxMs: number; lateSumMs: number; items: number; requests: number; durationUs: number; status: number; connect: number; read: number; write: number; timeout: number; p50: number; p95: number; p99: number; max: number; mean: number }

export async function runWrk(job: WrkJob): Promise<LoadResult> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'txenrich-wrk-'));
  const file = path.join(dir, 'load.lua');
  writeFileSync(file, script(job));
  const threads = job.threads ?? 2;
  const args = ['-t', String(threads), '-c', String(Math.max(threads, job.connections)), '-d', `${job.durationSec}s`, '--timeout', '10s', '-s', file, `http://${job.host}:${job.port}`];
  try {
    const out = await new Promise<string>((resolve, reject) => {
      const child = spawn(WRK_BIN, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      let text = '';
      child.stdout.on('data', (c: Buffer) => { text += c.toString(); });
      child.stderr.on('data', (c: Buffer) => { text += c.toString(); });
      child.once('error', reject);
      child.once('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited ${code}: ${text}`))));
    });
    const line = out.split('\n').find((l) => l.startsWith('WRKJSON '));
    if (!line) throw new Error(`wrk printed no summary:\n${out}`);
    const j = JSON.parse(line.slice(8)) as WrkJson;
    const sec = j.durationUs / 1e6;
    const ok = j.requests - j.status; // wrk counts non-2xx/3xx as status errors; enrich answers 200
    const ms = (us: number): number => Math.round(us / 10) / 100;
    return {
      tool: `wrk ${threads} threads ${job.connections} connections (feed ${job.feed}${job.rate ? `, paced ${job.rate}/s` : ''})`,
      durationSec: Math.round(sec * 100) / 100,
      sent: j.requests,
      completed: j.requests,
      rps: Math.round(j.requests / sec),
      latencyMs: { p50: ms(j.p50), p95: ms(j.p95), p99: ms(j.p99), max: ms(j.max), mean: ms(j.mean), count: j.requests },
      statusCounts: j.status > 0 ? { '2xx': ok, 'non-2xx': j.status } : { '2xx': ok },
      // wrk does not count requests cut off at the end: at most one per connection.
      unanswered: job.connections * (job.feed === 'batch' ? job.batchSize ?? 100 : 1),
      errors: j.connect + j.read + j.write + j.timeout,
      // Batch feed: enrichments = items answered 200 inside the batches.
      enrichSent: job.feed === 'get' ? 0 : job.feed === 'batch' ? j.requests * (job.batchSize ?? 100) : j.requests,
      enrichOk: job.feed === 'get' ? 0 : job.feed === 'batch' ? j.items : ok,
      ...(job.rate ? { lateSends: { count: j.lateSends, maxMs: Math.round(j.lateMaxMs * 10) / 10, meanMs: j.lateSends ? Math.round((j.lateSumMs / j.lateSends) * 10) / 10 : 0 } } : {}),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
