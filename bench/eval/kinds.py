# Label helpers of the blind sets that tag every case with its kind (heldout-w, heldout-y, heldout-z; the extra top-level
# field "kind": local, brand, proc, p2p, control ...). Each writer wrote the same ones; they live here once. Built on
# labels.py (one shared list of rows: a generator imports both from this folder).
import labels
from labels import OMIT

alts = labels.with_folded  # the names and their accent-folded forms

def town_forms(c):
    """A town as a name, or as the list of its forms when accent folding adds one."""
    if c is None or c is OMIT:
        return c
    a = alts(c)
    return a[0] if len(a) == 1 else a

def tag(kind):
    labels.rows[-1]['kind'] = kind

def L(cc, t, m, cat, city=None, ch='in_store', proc=None, rec=False, kind='local', typ='expense'):
    labels.E(cc, t, alts(m), cat, proc, town_forms(city), ch, rec, None, typ); tag(kind)

def B(cc, t, m, cat, city=None, ch='in_store', proc=None, rec=False):
    L(cc, t, m, cat, city, ch, proc, rec, 'brand')

def X(cc, t, m, cat, proc, city=None, ch='in_store', rec=False):  # merchant behind a processor / wallet
    L(cc, t, m, cat, city, ch, proc, rec, 'proc')

def P(cc, t, platform, recipient, typ='expense'):  # person to person on a named platform
    labels.E(cc, t, None, 'Transfers', None, None, OMIT, False, (platform, recipient), typ); tag('p2p')

def C(cc, t, cat, ch=OMIT, rec=OMIT, typ='expense', m=None, city=None, proc=None):  # controls
    labels.E(cc, t, alts(m) if m else m, cat, proc, town_forms(city), ch, rec, None, typ); tag('control')
