#!/usr/bin/env python3
# Prints the README's table of first runs: every held-out set scored once, on the engine of the day it
# was committed, before any change of that session (docs/accuracy/heldout-X-first-run.json, written by
# `npm run eval -- bench/eval/heldout-X.jsonl --json`). With a directory of current scores (the same
# JSON, one file per set) it adds the sum over the blind sets now: python3 bench/blind-table.py [DIR]
import glob, json, os, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
READABLE = {'a', 'c'}  # read and tuned on by later rounds: no longer blind

def pct(f, k):
    v = f.get(k)
    return '—' if not v or not v['total'] else '%.1f' % (100 * v['correct'] / v['total'])

def split(j, group, name):
    return pct(j['splits'][group].get(name, {}).get('fields', {}), 'merchant')

print('| set | titles | countries | merchant | curated / NSI only / no data | behind a processor / not | category | processor | p2p | city | channel | recurring | nothing invented: merchant / processor / p2p / city |')
print('|---|---|---|---|---|---|---|---|---|---|---|---|---|')
# heldout-a ... heldout-z, then heldout-aa ... (the letters ran out after z)
FIRST_RUNS = glob.glob(os.path.join(ROOT, 'docs/accuracy/heldout-?-first-run.json')) + glob.glob(os.path.join(ROOT, 'docs/accuracy/heldout-??-first-run.json'))
for path in sorted(FIRST_RUNS, key=lambda p: (len(p), p)):
    s = path.split('heldout-')[1].split('-first-run')[0]
    j = json.load(open(path)); f = j['fields']
    name = 'heldout-%s%s' % (s, ' (readable now)' if s in READABLE else '')
    print('| %s | %d | %d | **%s** | %s / %s / %s | %s / %s | %s | %s | %s | %s | %s | %s | %s / %s / %s / %s |' % (
        name, j['cases'], len(j['splits']['country']), pct(f, 'merchant'),
        split(j, 'brand', 'curated'), split(j, 'brand', 'nsi_only'), split(j, 'brand', 'no_data'),
        split(j, 'processor', 'behind_processor'), split(j, 'processor', 'no_processor'),
        pct(f, 'category1'), pct(f, 'processor'), pct(f, 'p2p'), pct(f, 'city'), pct(f, 'channel'), pct(f, 'recurring'),
        pct(f, 'merchant_none'), pct(f, 'processor_none'), pct(f, 'p2p_none'), pct(f, 'city_none')))

if len(sys.argv) > 1:  # the blind sets (not a, not c) as the engine answers them now
    tot = {}
    n = 0
    for path in sorted(glob.glob(os.path.join(sys.argv[1], 'heldout-?.json')) + glob.glob(os.path.join(sys.argv[1], 'heldout-??.json'))):
        if os.path.basename(path)[len('heldout-'):-len('.json')] in READABLE: continue
        j = json.load(open(path)); n += j['cases']
        for k, v in j['fields'].items():
            c, t = tot.get(k, (0, 0)); tot[k] = (c + v['correct'], t + v['total'])
    print('\nAll blind sets now (%d titles): ' % n + ', '.join('%s %.2f %%' % (k, 100 * c / t) for k, (c, t) in tot.items() if t))
