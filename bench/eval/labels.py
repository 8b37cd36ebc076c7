# Label helpers shared by the tuning-set generators (tune-5.gen.py, tune-6.gen.py): each call
# adds one case in the shape of the label format (FORMAT.md); write() numbers them and writes the
# JSONL file next to this module. Run a generator as `python3 bench/eval/tune-6.gen.py`.
import json, os, unicodedata

OMIT = object()  # leaves a field unscored for that case
rows = []

# Accent folding for the held-out generators (heldout-t..w each carried a copy): a name in a
# Latin, Greek or Cyrillic script is also accepted without its accents; other scripts as written.
FOLDABLE_SCRIPTS = ('LATIN', 'GREEK', 'CYRILLIC')

def fold_accents(s):
    for c in s:
        if c.isalpha() and not unicodedata.name(c, 'X').startswith(FOLDABLE_SCRIPTS):
            return s
    d = unicodedata.normalize('NFD', s)
    return unicodedata.normalize('NFC', ''.join(c for c in d if not unicodedata.combining(c)))

def with_folded(m):
    """The acceptable names (a name or a list) followed by their accent-folded forms; anything else
    (None, an OMIT marker: heldout-v has its own) as given."""
    if not isinstance(m, (str, list)):
        return m
    out = []
    for x in (m if isinstance(m, list) else [m]):
        for y in (x, fold_accents(x)):
            if y not in out:
                out.append(y)
    return out

def E(cc, title, m, cat, proc=None, city=None, ch='in_store', rec=False, p2p=None, typ='expense'):
    ex = {}
    if m is not OMIT: ex['merchant'] = m if (m is None or isinstance(m, list)) else [m]
    if cat is not OMIT: ex['category1'] = cat
    if proc is not OMIT: ex['processor'] = proc
    if p2p is not OMIT: ex['p2p'] = None if p2p is None else ({'platform': p2p[0], 'recipient': p2p[1]} if p2p[1] else {'platform': p2p[0]})
    if city is not OMIT: ex['city'] = city
    if ch is not OMIT: ex['channel'] = ch
    if rec is not OMIT: ex['recurring'] = rec
    rows.append({'title': title, 'country': cc, 'type': typ, 'expect': ex})

def P(cc, title, platform, recipient, typ='expense'):  # person to person
    E(cc, title, None, 'Transfers', None, None, OMIT, False, (platform, recipient), typ)

def T(cc, title, typ='expense'):  # plain bank transfer to a person
    E(cc, title, None, 'Transfers', None, None, 'bank_transfer', False, None, typ)

def write(id_prefix, filename):
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), filename)
    with open(out, 'w') as f:
        for i, r in enumerate(rows, 1):
            f.write(json.dumps({'id': '%s-%03d' % (id_prefix, i), 'title': r['title'], 'country': r['country'], 'type': r['type'], 'expect': r['expect']}, ensure_ascii=False) + '\n')
    print(len(rows), len(set(r['country'] for r in rows)))
