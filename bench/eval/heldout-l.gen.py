import sys, os; sys.path.insert(0, os.path.dirname(os.path.abspath(__file__))); import labels as lb; from labels import OMIT
import collections, unicodedata

# Blind evaluation set heldout-l: written from FORMAT.md and labels.py only, with heldout-k.gen.py
# read for structure and label conventions (none of its titles reused). No engine code, engine
# answers, engine data or other eval sets were read. Every business marked local/proc/railm is
# invented (plausible name, trade word, owner, city); brands are real chains and services.
# Kinds: local = small local business (in no data set); proc = local business behind a processor or
# wallet; pbrand = brand behind a processor; brand = chain / well-known brand; railm = merchant paid
# over an instant-payment rail or QR (processor left unscored: a rail is not a processor);
# sub / dd = subscription / direct debit; p2p = wallet or rail transfer to a person; xfer = plain
# transfer to a person; own = transfer to own account; income / tax / fee / atm / refund.
K = []
def e(kind, cc, title, m, cat, proc=None, city=None, ch='in_store', rec=False, typ='expense', p2p=None):
    lb.E(cc, title, m, cat, proc, city, ch, rec, p2p, typ); K.append(kind)
def p(cc, title, plat, rcpt, typ='expense'):
    lb.P(cc, title, plat, rcpt, typ); K.append('p2p')
def t(cc, title, typ='expense'):
    lb.T(cc, title, typ); K.append('xfer')
def own(cc, title, typ='expense'):
    e('own', cc, title, None, XF, None, None, 'bank_transfer', False, typ)
def atm(cc, title, city):
    e('atm', cc, title, None, FS, None, city, 'atm')
def fee(cc, title):
    e('fee', cc, title, None, FS, None, None, OMIT, OMIT)
def inc(cc, title):
    e('income', cc, title, None, IN, None, None, 'bank_transfer', OMIT, 'income')
def tax(cc, title, ch=OMIT):
    e('tax', cc, title, None, GT, None, None, ch, OMIT)
def rail(cc, title, m, cat, city=None, ch=OMIT):  # merchant paid over an instant rail / QR
    e('railm', cc, title, m, cat, OMIT, city, ch)

FD = 'Food & Drink'; SH = 'Shopping'; TR = 'Transportation'; TV = 'Travel'; HU = 'Housing & Utilities'
EN = 'Entertainment'; HW = 'Health & Wellness'; PC = 'Personal Care'; ED = 'Education'; FS = 'Financial Services'
GT = 'Government & Taxes'; SV = 'Services'; CG = 'Charity & Gifts'; IN = 'Income'; XF = 'Transfers'

# ---------------- United States ----------------
e('local', 'US', 'DEBIT CARD PURCHASE XXXXX1184 11/02 COPPER KETTLE DINER MISSOULA MT', 'Copper Kettle Diner', FD, None, 'Missoula')
e('proc', 'US', 'SQ *TWO RIVERS TACKLE & B Lewiston ID', ['Two Rivers Tackle & Bait', 'Two Rivers Tackle and Bait', 'Two Rivers Tackle'], SH, 'Square', 'Lewiston')
e('proc', 'US', 'SP * MAPLE & THISTLE CANDLE CO', ['Maple & Thistle Candle Co', 'Maple and Thistle Candle Co', 'Maple & Thistle'], SH, 'Shopify', None, 'online')
e('local', 'US', 'POS DEB 1147 11/03 DR. ANITA MORALES DDS EL PASO TX', ['Dr. Anita Morales DDS', 'Anita Morales DDS'], HW, None, 'El Paso')
e('brand', 'US', 'TRADER JOE S #552 QPS BROOKLYN NY', "Trader Joe's", FD, None, 'Brooklyn')
e('brand', 'US', 'TARGET T-2217 GILBERT AZ', 'Target', SH, None, 'Gilbert')
e('pbrand', 'US', 'PAYPAL *DOORDASH', 'DoorDash', FD, 'PayPal', None, 'online')
e('sub', 'US', 'SPOTIFY USA 877-7781161 NY', 'Spotify', EN, None, None, 'online', True)
p('US', 'VENMO PAYMENT 1038877412 WEB ID: 3264681992 TO MARISOL GUTIERREZ', 'Venmo', 'Marisol Gutierrez')
e('income', 'US', 'ACH CREDIT GUSTO PAY 221104 TALLGRASS DESIGN LLC', None, IN, None, None, 'bank_transfer', OMIT, 'income')
atm('US', 'ATM WITHDRAWAL 001882 11/05 1200 BROADWAY NASHVILLE TN', 'Nashville')
e('refund', 'US', 'RETURN OF POSTED CHECK / ITEM REFUND BEST BUY 00011213 RICHMOND VA', 'Best Buy', IN, None, 'Richmond', OMIT, False, 'income')

# ---------------- Canada ----------------
e('local', 'CA', 'INTERAC PURCHASE BOULANGERIE LES DEUX SOEURS SHERBROOKE', ['Boulangerie Les Deux Soeurs', 'Boulangerie Les Deux Sœurs'], FD, None, 'Sherbrooke')
e('local', 'CA', 'HALIFAX HARBOUR KAYAK RENTALS HALIFAX NS', ['Halifax Harbour Kayak Rentals', 'Halifax Harbour Kayak'], EN, None, 'Halifax')
e('brand', 'CA', 'TIM HORTONS #3315 REGINA SK', 'Tim Hortons', FD, None, 'Regina')
e('brand', 'CA', 'LOBLAWS 1042 TORONTO ON', 'Loblaws', FD, None, 'Toronto')
p('CA', 'INTERAC e-Transfer To: JEAN-FRANCOIS TREMBLAY Ref C1A8xYz', 'Interac', 'Jean-Francois Tremblay')
e('dd', 'CA', 'PRE-AUTHORIZED DEBIT ROGERS WIRELESS', ['Rogers', 'Rogers Wireless'], SV, None, None, 'direct_debit', True)
tax('CA', 'GOVERNMENT OF CANADA GST/HST CREDIT REVERSAL CRA')

# ---------------- Mexico ----------------
e('local', 'MX', 'COMPRA 05NOV PANADERIA SANTA CLARA PUEBLA PUE', ['Panadería Santa Clara', 'Panaderia Santa Clara'], FD, None, 'Puebla')
e('local', 'MX', 'TALLER MECANICO HNOS RUIZ MERIDA YUC', ['Taller Mecánico Hermanos Ruiz', 'Taller Mecanico Hnos Ruiz', 'Taller Mecánico Hnos. Ruiz'], TR, None, 'Merida')
e('proc', 'MX', 'MERPAGO*FLORERIAELJAZMIN', ['Florería El Jazmín', 'Floreria El Jazmin'], SH, 'Mercado Pago', None, OMIT)
e('brand', 'MX', 'OXXO LOS PINOS MTY NL', 'OXXO', FD, None, OMIT)
e('brand', 'MX', 'LIVERPOOL INSURGENTES CDMX', ['Liverpool', 'El Puerto de Liverpool'], SH, None, 'CDMX')
p('MX', 'SPEI ENVIADO BBVA A: GUADALUPE HERNANDEZ ROJAS CONCEPTO: RENTA NOV', 'SPEI', 'Guadalupe Hernandez Rojas')
e('dd', 'MX', 'DOMICILIACION CFE SUMINISTRADOR SERV BASICOS', ['CFE', 'Comisión Federal de Electricidad'], HU, None, None, 'direct_debit', True)
tax('MX', 'PAGO REFERENCIADO SAT ISR PERSONAS FISICAS')

# ---------------- Brazil ----------------
rail('BR', 'PIX ENVIADO 04/11 ACOUGUE BOI DE OURO LTDA', ['Açougue Boi de Ouro', 'Acougue Boi de Ouro'], FD)
e('local', 'BR', 'COMPRA CARTAO DEB 03/11 PADARIA PAO DOURADO CAMPINAS', ['Padaria Pão Dourado', 'Padaria Pao Dourado'], FD, None, 'Campinas')
e('proc', 'BR', 'PAG*JoseCarlosLanches', ['José Carlos Lanches', 'Jose Carlos Lanches'], FD, 'PagSeguro', None, OMIT)
e('proc', 'BR', 'EC *OTICADASGRACAS', ['Ótica das Graças', 'Otica das Gracas'], SH, 'Cielo', None, OMIT)
e('brand', 'BR', 'DROGASIL 1183 SAO PAULO BRA', ['Drogasil', 'Droga Raia Drogasil'], HW, None, 'Sao Paulo')
e('pbrand', 'BR', 'IFD*IFOOD.COM AGENCIA DE', 'iFood', FD, OMIT, None, 'online')
p('BR', 'PIX TRANSF 05/11 MARIA EDUARDA S DE LIMA', 'PIX', 'Maria Eduarda S de Lima')
inc('BR', 'CRED SALARIO 05/11 CONSTRUTORA VALE VERDE LTDA')
fee('BR', 'TARIFA PACOTE SERVICOS NOV')

# ---------------- Argentina ----------------
e('local', 'AR', 'COMPRA DEBITO FERRETERIA EL TORNILLO S.R.L. ROSARIO', ['Ferretería El Tornillo', 'Ferreteria El Tornillo'], SH, None, 'Rosario')
e('proc', 'AR', 'MERPAGO*HELADERIALUCCIANO', ['Heladería Lucciano', 'Heladeria Lucciano'], FD, 'Mercado Pago', None, OMIT)
e('brand', 'AR', 'CARREFOUR HIPER 044 CORDOBA', 'Carrefour', FD, None, 'Cordoba')
p('AR', 'TRANSF INMEDIATA A MARTIN ALEJANDRO GOMEZ CBU 0140...', 'Transferencia Inmediata', 'Martin Alejandro Gomez')
e('dd', 'AR', 'DEBITO AUTOMATICO EDENOR 0012345', 'Edenor', HU, None, None, 'direct_debit', True)
tax('AR', 'IMPUESTO LEY 25413 DEBITOS')

# ---------------- Colombia / Chile / Peru ----------------
e('local', 'CO', 'COMPRA EN DROGUERIA SAN JORGE MEDELLIN', ['Droguería San Jorge', 'Drogueria San Jorge'], HW, None, 'Medellin')
e('brand', 'CO', 'EXITO LAURELES MEDELLIN', ['Éxito', 'Exito', 'Almacenes Éxito'], FD, None, 'Medellin')
p('CO', 'TRANSFERENCIA NEQUI A CAMILO ANDRES PINZON', 'Nequi', 'Camilo Andres Pinzon')
e('local', 'CL', 'COMPRA NACIONAL 02/11 EMPANADAS DONA ROSA VALPARAISO', ['Empanadas Doña Rosa', 'Empanadas Dona Rosa'], FD, None, 'Valparaiso')
e('brand', 'CL', 'JUMBO LA REINA SANTIAGO CL', 'Jumbo', FD, None, 'Santiago')
t('CL', 'TRANSFERENCIA A TERCEROS 12.345.678-9 PAULA ANDREA SOTO')
e('local', 'PE', 'POS CEVICHERIA EL MUELLE DE PEPE CHICLAYO', ['Cevichería El Muelle de Pepe', 'Cevicheria El Muelle de Pepe', 'El Muelle de Pepe'], FD, None, 'Chiclayo')
p('PE', 'YAPE PAGO A ROSA MARIA QUISPE H', 'Yape', 'Rosa Maria Quispe H')
e('brand', 'PE', 'PLAZA VEA AREQUIPA', 'Plaza Vea', FD, None, 'Arequipa')

# ---------------- summary ----------------
def _script(ch):
    try: n = unicodedata.name(ch)
    except ValueError: return None
    for key, s in (('HALFWIDTH KATAKANA', 'Japanese kana'), ('KATAKANA', 'Japanese kana'), ('HIRAGANA', 'Japanese kana'),
                   ('CJK UNIFIED', 'Han'), ('HANGUL', 'Hangul'), ('DEVANAGARI', 'Devanagari'), ('THAI', 'Thai'),
                   ('HEBREW', 'Hebrew'), ('ARABIC', 'Arabic'), ('GREEK', 'Greek'), ('CYRILLIC', 'Cyrillic'),
                   ('GEORGIAN', 'Georgian'), ('ARMENIAN', 'Armenian'), ('BENGALI', 'Bengali'), ('TAMIL', 'Tamil'),
                   ('KHMER', 'Khmer'), ('LATIN', 'Latin')):
        if n.startswith(key): return s
    return None
assert len(K) == len(lb.rows)
titles = [r['title'] for r in lb.rows]
dup = [x for x, n in collections.Counter(titles).items() if n > 1]
assert not dup, dup
scripts = collections.Counter()
for r in lb.rows:
    for s in {_script(c) for c in r['title']} - {None}: scripts[s] += 1
kinds = collections.Counter(K)
print('titles', len(lb.rows))
cc = collections.Counter(r['country'] for r in lb.rows)
print('countries', len(cc), 'max per country', max(cc.values()))
print('per kind', dict(sorted(kinds.items())))
merchant = sum(kinds[k] for k in ('local', 'proc', 'pbrand', 'brand', 'railm', 'sub', 'dd', 'refund'))
nodata = sum(kinds[k] for k in ('local', 'proc', 'railm'))
print('merchant cases', merchant, 'in no data set', nodata, 'brands', kinds['brand'] + kinds['pbrand'],
      'behind processor', kinds['proc'] + kinds['pbrand'], 'p2p', kinds['p2p'], 'xfer', kinds['xfer'],
      'non-merchant', sum(kinds[k] for k in ('atm', 'fee', 'income', 'tax', 'own')))
print('per country', dict(sorted(cc.items())))
print('scripts', len(scripts), dict(sorted(scripts.items())))
lb.write('hl', 'heldout-l.jsonl')
