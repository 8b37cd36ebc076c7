# Blind evaluation set heldout-u: a deterministic generator. Run: python3 /work/heldout-u/heldout-u.gen.py
# Writes heldout-u.jsonl next to this file (ids hu-001 ...). Stdlib only, no randomness.
#
# Provenance: written by a helper from /work/shared/eval/FORMAT.md, /work/main/bench/eval/labels.py
# (helpers copied and extended below so the output lands here and not in the repository) and the first
# 60 lines of /work/main/bench/eval/heldout-t.gen.py (file layout and labelling conventions only). No
# engine code, data, docs, other eval sets or reports were read; the engine was not run. Every title was
# invented for this set from general knowledge of how banks, card issuers, acquirers, wallets and payment
# rails print statement lines. Kind-L businesses are invented names (chosen not to be known businesses).
#
# Conventions (as in heldout-t):
#  - card at a shop (chip, contactless, phone wallet) -> in_store; card-not-present / web -> online;
#    QR, wallet-app and super-app payments, ride hailing -> mobile_app; food delivery -> online.
#  - direct debit -> direct_debit + recurring; subscription -> online + recurring.
#  - salary / pension -> Income, bank_transfer, recurring, no merchant / city / processor.
#  - ATM -> Financial Services, atm, no merchant; city = the printed place (null when none printed).
#  - bank fee / interest charged / unnamed loan instalment -> Financial Services, no merchant,
#    channel (and recurring for fees) unscored.
#  - tax / fine -> Government & Taxes, no merchant (the authority is not a merchant), channel unscored.
#  - refund -> Income, merchant named, channel unscored, type income.
#  - a business paid over a p2p rail / QR code / wallet: merchant named, p2p null, processor unscored;
#    but a wallet or acquirer printed as a descriptor prefix (PAYPAL *, SATISPAY*, DANA*, 支付宝-) is the processor.
#  - p2p: platform = the app or named national rail printed, recipient = the person as printed;
#    a plain bank transfer with no named rail or app -> p2p null.
#  - city: the printed town in its usual English or local form; non-Latin towns in English; a phone
#    number, web address, state / region code or country alone is no city; districts / malls OMIT.
#  - merchant alternatives: accented Latin / Greek / Cyrillic names also accept the unaccented form
#    (added automatically); a truncated printed name also accepts the printed truncation.
#  - category left unscored when the trade is genuinely unclear (superstores, convenience+fuel).
# Kinds (extra top-level field "kind"): local = invented small business, national / intl / regional
# = real brand, p2p, control (no merchant expected), refund (merchant expected, money back).
import json, os, sys, collections, unicodedata

OMIT = object()  # leaves a field unscored for that case
rows = []

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from labels import with_folded as _alts  # the names and their accent-folded forms

def E(cc, title, m, cat, proc=None, city=None, ch='in_store', rec=False, p2p=None, typ='expense', kind='local'):
    ex = {}
    m = _alts(m)
    if m is not OMIT: ex['merchant'] = m
    if cat is not OMIT: ex['category1'] = cat
    if proc is not OMIT: ex['processor'] = proc
    if p2p is not OMIT: ex['p2p'] = None if p2p is None else ({'platform': p2p[0], 'recipient': p2p[1]} if p2p[1] else {'platform': p2p[0]})
    if city is not OMIT: ex['city'] = city
    if ch is not OMIT: ex['channel'] = ch
    if rec is not OMIT: ex['recurring'] = rec
    rows.append({'title': title, 'country': cc, 'type': typ, 'expect': ex, 'kind': kind})

def L(cc, title, m, cat, **k): E(cc, title, m, cat, kind='local', **k)      # invented small business
def N(cc, title, m, cat, **k): E(cc, title, m, cat, kind='national', **k)   # real national brand
def I(cc, title, m, cat, **k): E(cc, title, m, cat, kind='intl', **k)       # real international brand
def R(cc, title, m, cat, **k): E(cc, title, m, cat, kind='regional', **k)   # real regional chain

def P(cc, title, platform, recipient, typ='expense'):  # person to person over a named app / rail
    E(cc, title, None, 'Transfers', None, None, OMIT, False, (platform, recipient), typ, 'p2p')

def T(cc, title, typ='expense'):  # plain bank transfer to a person or own account
    E(cc, title, None, 'Transfers', None, None, 'bank_transfer', False, None, typ, 'control')

def S(cc, title):  # salary / pension / benefit
    E(cc, title, None, 'Income', None, None, 'bank_transfer', True, None, 'income', 'control')

def A(cc, title, city=None):  # ATM cash
    E(cc, title, None, 'Financial Services', None, city, 'atm', False, None, 'expense', 'control')

def F(cc, title, typ='expense'):  # bank fee / interest charged
    E(cc, title, None, 'Financial Services', None, None, OMIT, OMIT, None, typ, 'control')

def LN(cc, title):  # instalment of an unnamed bank loan
    E(cc, title, None, 'Financial Services', None, None, OMIT, True, None, 'expense', 'control')

def X(cc, title, city=None):  # tax / fine / government fee
    E(cc, title, None, 'Government & Taxes', None, city, OMIT, OMIT, None, 'expense', 'control')

def INT(cc, title):  # interest / dividend received
    E(cc, title, None, 'Income', None, None, OMIT, OMIT, None, 'income', 'control')

def RF(cc, title, m, proc=OMIT, city=OMIT):  # refund from a merchant
    E(cc, title, m, 'Income', proc, city, OMIT, False, None, 'income', 'refund')

# ---------------------------------------------------------------- United States
L('US', 'SQ *RUSTY ANCHOR BAIT & TACKLE Port Aransas TX', 'Rusty Anchor Bait & Tackle', 'Shopping', proc='Square', city='Port Aransas')
L('US', 'TST* HOLLOWAY SMOKEHOUSE - Asheville NC', 'Holloway Smokehouse', 'Food & Drink', proc='Toast', city='Asheville')
I('US', 'AMZN Mktp US*2K4LP0QA3 Amzn.com/bill WA', ['Amazon', 'Amazon Marketplace'], 'Shopping', ch='online')
I('US', 'CHEVRON 0207713 SAN JOSE CA', 'Chevron', 'Transportation', city='San Jose')
N('US', 'UBER   *TRIP HELP.UBER.COM CA', 'Uber', 'Transportation', ch='mobile_app')
N('US', 'DD *DOORDASH WINGSTOP 855-973-1040 CA', ['Wingstop', 'DoorDash'], 'Food & Drink', proc=OMIT, ch='online')
L('US', 'PAYPAL *GRNMTNQUILTS 402-935-7733 CA', ['Green Mountain Quilts', 'Grnmtnquilts'], 'Shopping', proc='PayPal', ch='online')
A('US', 'ATM WITHDRAWAL 004512 1150 W MAIN ST MESA AZ', 'Mesa')
S('US', 'DIRECT DEP BRINDLEWOOD LOGIST PAYROLL PPD ID: 9111402257')
P('US', 'Zelle payment to MARIA GONZALEZ Conf# jpm99xk2a', 'Zelle', 'Maria Gonzalez')
P('US', 'VENMO            PAYMENT    1029384756 WEB ID: 3264681992', 'Venmo', None)
P('US', 'CASH APP*TYLER BROOKS 8774174551 CA', 'Cash App', 'Tyler Brooks')
X('US', 'IRS  USATAXPYMT  220364812345678')
F('US', 'MONTHLY MAINTENANCE FEE')
N('US', 'GEICO  *AUTO 800-841-3000 DC', 'GEICO', 'Financial Services', ch='online', rec=True)
N('US', 'DUKE ENERGY CAROLINAS DES:BILL PAY ID:XXXXX4432 INDN:JOHN DOE CO ID:1560129410 WEB', 'Duke Energy', 'Housing & Utilities', ch='direct_debit', rec=True)
L('US', 'POS PURCHASE 11/24 NONNA ROSETTI PIZZ BROOKLYN NY', ['Nonna Rosetti Pizzeria', 'Nonna Rosetti Pizz', 'Nonna Rosetti'], 'Food & Drink', city='Brooklyn')
L('US', 'SP * HEIRLOOM CANDLE WORKS', 'Heirloom Candle Works', 'Shopping', proc='Shopify', ch='online')
L('US', 'CHECKCARD 1125 KESTREL AUTO REPAIR LLC DENVER CO 24431065329104871123456', 'Kestrel Auto Repair', 'Transportation', city='Denver')
N('US', 'SOUTHWES    5262184739012 800-435-9792 TX', ['Southwest Airlines', 'Southwest'], 'Travel', ch='online')
I('US', 'MARRIOTT SAN DIEGO DWTN SAN DIEGO CA', 'Marriott', 'Travel', city='San Diego')
R('US', 'H-E-B #412 AUSTIN TX', ['H-E-B', 'HEB'], 'Food & Drink', city='Austin')
R('US', 'PUBLIX SUPER MAR 1534 ORLANDO FL', ['Publix', 'Publix Super Markets'], 'Food & Drink', city='Orlando')
N('US', 'GOOGLE *YouTubePremium g.co/helppay#', ['YouTube Premium', 'YouTube', 'Google'], 'Entertainment', proc=OMIT, ch='online', rec=True)
RF('US', 'RETURN BEST BUY      00011230 TORRANCE CA', 'Best Buy', city='Torrance')
INT('US', 'INTEREST PAYMENT')
T('US', 'ONLINE TRANSFER TO SAV ...4412 REF #IB0KF9QQ1X')
N('US', 'AFFIRM.COM PAYMENTS', 'Affirm', 'Financial Services', ch=OMIT, rec=True)
L('US', 'PURCHASE AUTHORIZED ON 11/21 JUNIPER & SAGE NAIL BAR MADISON WI S384325769112233 CARD 4471', 'Juniper & Sage Nail Bar', 'Personal Care', city='Madison')
L('US', 'CLEARWATER FAMILY DENTISTR CLEARWATER FL', ['Clearwater Family Dentistry', 'Clearwater Family Dentistr'], 'Health & Wellness', city='Clearwater')

# ---------------------------------------------------------------- Canada
N('CA', 'TIM HORTONS #2471 OTTAWA ON', 'Tim Hortons', 'Food & Drink', city='Ottawa')
P('CA', 'INTERAC E-TRANSFER SENT  PRIYA NAIR', 'Interac e-Transfer', 'Priya Nair')
P('CA', 'E-TRANSFER AUTODEPOSIT RECEIVED', 'Interac e-Transfer', None, typ='income')
L('CA', 'SQ *BOULANGERIE CHEZ ROSALIE Quebec QC', ['Boulangerie Chez Rosalie', 'Chez Rosalie'], 'Food & Drink', proc='Square', city='Quebec City')
N('CA', 'HYDRO-QUEBEC PRE-AUTHORIZED DEBIT', ['Hydro-Québec', 'Hydro Quebec'], 'Housing & Utilities', ch='direct_debit', rec=True)
S('CA', 'PAYROLL DEPOSIT NORTHWIND TIMBER LTD')
L('CA', 'FPOS NORTHERN LIGHTS OPTOMETRY WHITEHORSE YT', 'Northern Lights Optometry', 'Health & Wellness', city='Whitehorse')
X('CA', 'CRA (REVENUE) TAX PAYMENT')

# ---------------------------------------------------------------- Mexico
N('MX', 'OXXO LOMAS VERDES NAUCALPAN MEX', 'OXXO', 'Food & Drink', city='Naucalpan')
N('MX', 'PAGO SERVICIO CFE REF 012345678901', ['CFE', 'Comisión Federal de Electricidad'], 'Housing & Utilities', ch='bank_transfer', rec=True)
L('MX', 'MERPAGO*TAQUERIAELGUERO', ['Taqueria El Guero', 'Taquería El Güero', 'Taqueriaelguero'], 'Food & Drink', proc='Mercado Pago', ch=OMIT)
L('MX', 'CLIP MX*FARMACIA SAN JUDAS', 'Farmacia San Judas', 'Health & Wellness', proc='Clip')
P('MX', 'SPEI ENVIADO BBVA A JUAN CARLOS HERNANDEZ REF 4455120', 'SPEI', 'Juan Carlos Hernandez')
T('MX', 'TRASPASO A CUENTA PROPIA 0123')
A('MX', 'RETIRO CAJERO BANORTE GUADALAJARA', 'Guadalajara')
S('MX', 'DEPOSITO NOMINA 000123 TRANSPORTES DEL BAJIO')
L('MX', 'LLANTERA Y REFACC. EL POTRO MTY', ['Llantera y Refacciones El Potro', 'Llantera El Potro', 'El Potro'], 'Transportation', city=OMIT)
X('MX', 'PAGO REFERENCIADO SAT IMPUESTOS FEDERALES')

# ---------------------------------------------------------------- Brazil
P('BR', 'PIX TRANSF  ANA PAU28/11', 'Pix', 'Ana Pau')
P('BR', 'Pix enviado - Joao Victor Almeida', 'Pix', 'Joao Victor Almeida')
P('BR', 'PIX RECEBIDO - 123.***.***-45', 'Pix', None, typ='income')
L('BR', 'PAG*PadariaPaoDeMel', ['Padaria Pao de Mel', 'Padaria Pão de Mel', 'PadariaPaoDeMel'], 'Food & Drink', proc='PagSeguro')
N('BR', 'IFD*IFOOD.COM AGENCIA DE RESTAURANTES ONLINE SAO PAULO', 'iFood', 'Food & Drink', ch='online', city=OMIT)
L('BR', 'RSHOP-ACOUGUE BOI GORD-27/11', ['Acougue Boi Gordo', 'Açougue Boi Gordo', 'Acougue Boi Gord'], 'Food & Drink')
L('BR', 'MP *OFICINAMECANICAZE', ['Oficina Mecanica Ze', 'Oficina Mecânica Zé', 'Oficinamecanicaze'], 'Transportation', proc='Mercado Pago')
F('BR', 'TAR PACOTE SERVICOS ITAU')
X('BR', 'IOF COMPRA INTERNACIONAL')
A('BR', 'SAQUE BANCO24HORAS BELO HORIZONTE', 'Belo Horizonte')
N('BR', 'DEB AUTOM SABESP 00123456', 'Sabesp', 'Housing & Utilities', ch='direct_debit', rec=True)
S('BR', 'CREDITO DE SALARIO CNPJ 12.345.678/0001-90')
L('BR', 'COMPRA CARTAO - COMPRA no estabelecimento SORVETERIA GELATO DA VILA F', ['Sorveteria Gelato da Vila', 'Gelato da Vila'], 'Food & Drink')

# ---------------------------------------------------------------- Argentina
L('AR', 'MERPAGO*VERDULERIALOSHERMANOS', ['Verduleria Los Hermanos', 'Verdulería Los Hermanos'], 'Food & Drink', proc='Mercado Pago', ch=OMIT)
X('AR', 'IMPUESTO LEY 25.413 DEB 0,6%')
N('AR', 'DEBITO AUTOMATICO EDENOR 00045678', 'Edenor', 'Housing & Utilities', ch='direct_debit', rec=True)
T('AR', 'TRANSFERENCIA A CVU 0000003100012345678901 PEREZ SOFIA')
N('AR', 'YPF ESTACION 4471 ROSARIO', 'YPF', 'Transportation', city='Rosario')

# ---------------------------------------------------------------- Colombia
P('CO', 'TRANSFERENCIA NEQUI A CAMILO RESTREPO', 'Nequi', 'Camilo Restrepo')
P('CO', 'ENVIO DAVIPLATA 3104567890', 'Daviplata', None)
N('CO', 'COMPRA EXITO ENVIGADO', ['Éxito', 'Almacenes Éxito'], 'Food & Drink', city='Envigado')
X('CO', 'GRAVAMEN MOVIMIENTO FINANCIERO 4X1000')
L('CO', 'PSE TIENDA DE TELAS LA COSTENA', ['Tienda de Telas La Costeña', 'Telas La Costeña'], 'Shopping', proc=OMIT, ch='online')
L('CO', 'COMPRA EN DROGUERIA SANTA LUCIA BOGOTA', 'Drogueria Santa Lucia', 'Health & Wellness', city='Bogotá')

# ---------------------------------------------------------------- Chile
N('CL', 'COMPRA NAC LIDER EXPRESS NUNOA', ['Lider', 'Líder Express', 'Lider Express'], 'Food & Drink', city=OMIT)
N('CL', 'COPEC ESTACION 123 TEMUCO', 'Copec', 'Transportation', city='Temuco')
L('CL', 'SUMUP *EMPANADAS LA TIA CHELA', ['Empanadas La Tia Chela', 'Empanadas La Tía Chela'], 'Food & Drink', proc='SumUp')
T('CL', 'TRANSF. A TERCEROS 12.345.678-9 CAROLINA MUNOZ')
S('CL', 'ABONO REMUNERACIONES CONSTRUCTORA ANDINA SPA')

# ---------------------------------------------------------------- Peru
P('PE', 'YAPE 987654321 ROSA QUISPE', 'Yape', 'Rosa Quispe')
N('PE', 'TAMBO+ MIRAFLORES LIMA', ['Tambo', 'Tambo+'], 'Food & Drink', city='Lima')
L('PE', 'IZI*LIBRERIA Y BAZAR SAN MARTIN', ['Libreria y Bazar San Martin', 'Librería y Bazar San Martín'], 'Shopping', proc='Izipay')
N('PE', 'PAGO SEDAPAL RECIBO 2025-11', 'Sedapal', 'Housing & Utilities', ch='bank_transfer', rec=True)

# ---------------------------------------------------------------- Uruguay, Paraguay, Bolivia, Ecuador, Venezuela
N('UY', 'COMPRA TATA 34 PAYSANDU', 'Tata', 'Food & Drink', city='Paysandú')
L('UY', 'HANDY*CAFE LA RAMBLITA MVD', ['Cafe La Ramblita', 'Café La Ramblita'], 'Food & Drink', proc='Handy', city=OMIT)
N('PY', 'PAGO FACTURA ANDE NIS 123456', 'ANDE', 'Housing & Utilities', ch='bank_transfer', rec=True)
P('PY', 'TRANSF. SIPAP A GONZALEZ BENITEZ LUCAS', 'SIPAP', 'Gonzalez Benitez Lucas')
N('BO', 'PAGO QR HIPERMAXI EQUIPETROL', 'Hipermaxi', 'Food & Drink', ch='mobile_app', city=OMIT)
L('BO', 'QR FERRETERIA EL CONDOR SRL', ['Ferreteria El Condor', 'Ferretería El Cóndor'], 'Shopping', ch='mobile_app')
N('EC', 'SUPERMAXI EL BOSQUE QUITO', 'Supermaxi', 'Food & Drink', city='Quito')
T('EC', 'TRANSFERENCIA INTERBANCARIA SPI A GUERRERO ANDRADE MARIA')
P('EC', 'DE UNA! PAGO A KEVIN ZAMBRANO', 'Deuna', 'Kevin Zambrano')
P('VE', 'PAGO MOVIL 0414-1234567 ENVIADO', 'Pago Móvil', None)
L('VE', 'PDV CLINICA DENTAL SONRISAS DEL AVILA CCS', ['Clinica Dental Sonrisas del Avila', 'Clínica Dental Sonrisas del Ávila'], 'Health & Wellness', city=OMIT)

# ---------------------------------------------------------------- Central America & Caribbean
P('CR', 'SINPE MOVIL A DANIELA SOLANO VARGAS', 'SINPE Móvil', 'Daniela Solano Vargas')
N('CR', 'DOMICILIACION ICE ELECTRICIDAD', ['ICE', 'Instituto Costarricense de Electricidad'], 'Housing & Utilities', ch='direct_debit', rec=True)
L('CR', 'SODA TIPICA DONA LELA LIBERIA', ['Soda Tipica Doña Lela', 'Soda Doña Lela'], 'Food & Drink', city='Liberia')
P('PA', 'YAPPY ENVIADO A RICARDO PINZON', 'Yappy', 'Ricardo Pinzon')
N('PA', 'SUPER 99 VIA ESPANA PANAMA', 'Super 99', 'Food & Drink', city='Panama City')
R('GT', 'POLLO CAMPERO ZONA 10 GUATEMALA', 'Pollo Campero', 'Food & Drink', city='Guatemala City')
L('GT', 'POS TIENDA LA BENDICION DE DIOS XELA', ['Tienda La Bendicion de Dios', 'Tienda La Bendición de Dios'], 'Food & Drink', city=OMIT)
I('HN', 'TIGO HONDURAS PAGO EN LINEA', ['Tigo'], 'Services', ch='online', rec=OMIT)
S('HN', 'ACREDITACION PLANILLA MAQUILADORA DEL NORTE')
N('SV', 'PAGO CAESS FACTURA 11-2025', 'CAESS', 'Housing & Utilities', ch='bank_transfer', rec=True)
L('SV', 'PUPUSERIA LA CEIBITA SANTA ANA', ['Pupuseria La Ceibita', 'Pupusería La Ceibita'], 'Food & Drink', city='Santa Ana')
I('NI', 'CLARO NICARAGUA PAGO FACTURA', ['Claro'], 'Services', ch='online', rec=True)
N('DO', 'COMPRA SIRENA PORVENIR SANTO DOMINGO', ['Sirena', 'Supermercados Sirena'], 'Food & Drink', city='Santo Domingo')
L('DO', 'COLMADO HNOS. PAULINO SDQ', ['Colmado Hermanos Paulino', 'Colmado Hnos Paulino'], 'Food & Drink', city=OMIT)
N('JM', 'POS HI-LO FOOD STORES CROSS ROADS KGN', ['Hi-Lo', 'Hi-Lo Food Stores'], 'Food & Drink', city=OMIT)
P('JM', 'LYNK P2P TRANSFER TO SHANTEL BROWN', 'Lynk', 'Shantel Brown')
R('TT', 'MASSY STORES WESTMOORINGS', ['Massy Stores', 'Massy'], 'Food & Drink', city=OMIT)
L('TT', 'RAMKISSOON TYRE SHOP CUREPE', 'Ramkissoon Tyre Shop', 'Transportation', city='Curepe')
N('BS', 'BPL ELECTRICITY PAYMENT NASSAU', ['BPL', 'Bahamas Power and Light'], 'Housing & Utilities', ch='online', city=OMIT, rec=OMIT)
I('BB', 'FLOW BARBADOS BILL PAY', ['Flow'], 'Services', ch='online', rec=True)
P('HT', 'MONCASH TRANSFE A WIDNER JOSEPH', 'MonCash', 'Widner Joseph')

# ---------------------------------------------------------------- United Kingdom
N('GB', 'TESCO STORES 3124 LEEDS GB', ['Tesco', 'Tesco Stores'], 'Food & Drink', city='Leeds')
N('GB', 'TFL TRAVEL CH TFL.GOV.UK/CP', ['TfL', 'Transport for London'], 'Transportation', ch=OMIT)
N('GB', 'PRET A MANGER KINGS CROSS LONDON', 'Pret A Manger', 'Food & Drink', city='London')
L('GB', 'SUMUP  *THE CRUMBLY COB BAKERY Whitby', ['The Crumbly Cob Bakery', 'Crumbly Cob Bakery'], 'Food & Drink', proc='SumUp', city='Whitby')
L('GB', 'ZETTLE_*Hebden Fleece & Loom', ['Hebden Fleece & Loom'], 'Shopping', proc='Zettle')
N('GB', 'BRITISH GAS DDR', 'British Gas', 'Housing & Utilities', ch='direct_debit', rec=True)
N('GB', 'THAMES WATER DD 9011223344', 'Thames Water', 'Housing & Utilities', ch='direct_debit', rec=True)
X('GB', 'HMRC GOV.UK SA REF 1234567890K')
X('GB', 'DVLA-AB12CDE')
T('GB', 'FASTER PAYMENT TO J SMITH REF RENT NOV')
P('GB', 'MONZO  P2P  PAYMENT TO  OLIVER HUGHES', 'Monzo', 'Oliver Hughes')
P('GB', 'PAYPAL *FRIENDSFAM 35314369001', 'PayPal', None)
A('GB', 'CASH NOTEMAC 26NOV LINK ATM MANCHESTER', 'Manchester')
F('GB', 'OVERDRAFT INTEREST CHARGED')
L('GB', 'CARD PAYMENT TO MRS PATEL NEWSAGENT ON 24-11-2025', ["Mrs Patel's Newsagent", 'Mrs Patel Newsagent'], 'Shopping')
L('GB', 'GWALIA VALLEY VETS ABERYSTWYT', ['Gwalia Valley Vets'], OMIT, city='Aberystwyth')
E('GB', 'COUNCIL TAX BRISTOL CC DD', None, 'Government & Taxes', city=OMIT, ch='direct_debit', rec=True, kind='control')
RF('GB', 'REFUND ASOS.COM LONDON', 'ASOS')
L('GB', 'SQ *MCALLISTER & DAUGHTERS BUTCHERS Ayr', ['McAllister & Daughters Butchers', 'McAllister & Daughters'], 'Food & Drink', proc='Square', city='Ayr')

# ---------------------------------------------------------------- Ireland
N('IE', 'POS DUNNES STORES CORNELSCOU', 'Dunnes Stores', 'Food & Drink', city=OMIT)
P('IE', 'REVOLUT*CIARA OBRIEN', 'Revolut', "Ciara O'Brien")
N('IE', 'D/D ELECTRIC IRELAND', 'Electric Ireland', 'Housing & Utilities', ch='direct_debit', rec=True)
L('IE', 'VDP-CORRIB PHYSIO CLINIC', 'Corrib Physio Clinic', 'Health & Wellness')
X('IE', 'REVENUE COMMISSIONE MOTOR TAX')

# ---------------------------------------------------------------- Germany
N('DE', 'REWE Markt GmbH//Koeln/DE 2025-11-24T18:22:10 Debitk.12 2027-12', 'REWE', 'Food & Drink', city='Cologne')
N('DE', 'Lastschrift Telekom Deutschland GmbH Festnetz Kd-Nr 123456789', ['Telekom', 'Deutsche Telekom'], 'Services', ch='direct_debit', rec=True)
N('DE', 'DB Vertrieb GmbH Fahrschein 7HX2KQ', ['Deutsche Bahn', 'DB'], 'Transportation', ch='online')
L('DE', 'SUMUP *Baeckerei Kornblume Freiburg', ['Bäckerei Kornblume', 'Baeckerei Kornblume'], 'Food & Drink', proc='SumUp', city='Freiburg')
L('DE', 'Kartenzahlung Friseursalon Haarwerk Ilse Brandt Dresden', ['Friseursalon Haarwerk', 'Haarwerk'], 'Personal Care', city='Dresden')
L('DE', 'VISA ZAHNARZTPRAXIS DR. MEINHOLD', ['Zahnarztpraxis Dr. Meinhold', 'Zahnarztpraxis Dr Meinhold'], 'Health & Wellness')
P('DE', 'PayPal Europe S.a.r.l. et Cie S.C.A Sendung an Lukas Becker', 'PayPal', 'Lukas Becker')
T('DE', 'Echtzeitüberweisung an Katharina Wolf Miete Dezember')
S('DE', 'Gehalt/Rente LOHN NOV 2025 Hollmann Metallbau GmbH')
X('DE', 'Finanzamt Hannover-Nord St.-Nr. 25/123/45678 ESt')
A('DE', 'Bargeldausz. GA 2811 Sparkasse Bielefeld', 'Bielefeld')
E('DE', 'Rundfunk ARD, ZDF, DRadio Beitragsnr. 123456789', None, 'Government & Taxes', ch='direct_debit', rec=True, kind='control')
F('DE', 'Kontoführungsentgelt 11/2025')

# ---------------------------------------------------------------- Austria & Switzerland & Liechtenstein
N('AT', 'BILLA DANKT 7123 WIEN', 'Billa', 'Food & Drink', city='Vienna')
L('AT', 'POS 24.11. 14:22 K1 CAFE KONDITOREI STOEGER GRAZ', ['Cafe Konditorei Stöger', 'Cafe Konditorei Stoeger', 'Konditorei Stöger'], 'Food & Drink', city='Graz')
F('AT', 'Kontoführung Gebühr lt. Vereinbarung')
N('CH', 'MIGROS M GENF-PLAINPALAIS GENEVE', 'Migros', 'Food & Drink', city='Geneva')
P('CH', 'TWINT *Senden an Nadia Keller', 'TWINT', 'Nadia Keller')
L('CH', 'TWINT *Käserei Alpenblick Gstaad', ['Käserei Alpenblick'], 'Food & Drink', ch='mobile_app', proc='TWINT', city='Gstaad')
L('LI', 'VADUZ AUTOGARAGE RHEINTAL AG', ['Autogarage Rheintal'], 'Transportation', city='Vaduz')

# ---------------------------------------------------------------- France, Monaco, Belgium, Luxembourg
N('FR', 'CB CARREFOUR MKT 2311 LYON', ['Carrefour Market', 'Carrefour'], 'Food & Drink', city='Lyon')
N('FR', 'CARTE X4471 23/11 SNCF INTERNET', ['SNCF', 'SNCF Connect'], 'Transportation', ch='online')
L('FR', 'CB BOULANG PATISS DU MOULIN 2011 ANNECY', ['Boulangerie Patisserie du Moulin', 'Boulang Patiss du Moulin', 'Boulangerie du Moulin'], 'Food & Drink', city='Annecy')
L('FR', 'PAIEMENT PAR CARTE X1234 PHARMACIE DES TILLEULS 21/11', 'Pharmacie des Tilleuls', 'Health & Wellness')
N('FR', 'PRLV SEPA EDF clients particuliers', 'EDF', 'Housing & Utilities', ch='direct_debit', rec=True)
P('FR', 'VIR INST LYDIA DE CAMILLE MOREAU', 'Lydia', 'Camille Moreau', typ='income')
T('FR', 'VIR SEPA M. GERARD LEFEVRE LOYER')
X('FR', 'PRLV SEPA DGFIP IMPOT 092025 PAS')
X('FR', 'ANTAI AMENDE 1234567890')
A('FR', 'RETRAIT DAB 22/11 BORDEAUX ST JEAN', 'Bordeaux')
S('FR', 'VIR SALAIRE NOVEMBRE SARL ATELIERS VERNIER')
L('MC', 'CB PRESSING DU PORT HERCULE MONACO', 'Pressing du Port Hercule', 'Services', city='Monaco')
N('BE', 'BANCONTACT DELHAIZE WATERLOO', 'Delhaize', 'Food & Drink', city='Waterloo')
P('BE', 'PAYCONIQ BY BANCONTACT - STIJN PEETERS', 'Payconiq', 'Stijn Peeters')
L('BE', 'Betaling met Bancontact FRITUUR T HOEKSKE GENT', ["Frituur 't Hoekske", 'Frituur T Hoekske'], 'Food & Drink', city='Ghent')
N('BE', 'DOMICILIERING TELENET', 'Telenet', 'Services', ch='direct_debit', rec=True)
N('LU', 'CACTUS BERTRANGE', 'Cactus', 'Food & Drink', city='Bertrange')
P('LU', 'DIGICASH PAIEMENT A LAURENT WEBER', 'Digicash', 'Laurent Weber')

# ---------------------------------------------------------------- Spain, Portugal, Andorra
N('ES', 'COMPRA TARJ. 5402XXXXXXXX1234 MERCADONA VALENCIA', 'Mercadona', 'Food & Drink', city='Valencia')
P('ES', 'BIZUM ENVIADO A LUCIA FERNANDEZ CONCEPTO CENA', 'Bizum', 'Lucia Fernandez')
P('ES', 'TRANSFERENCIA BIZUM RECIBIDA', 'Bizum', None, typ='income')
L('ES', 'PAGO MOVIL EN BAR CASA PACO EL TUERTO SEVILLA', ['Bar Casa Paco el Tuerto', 'Casa Paco el Tuerto'], 'Food & Drink', city='Seville')
L('ES', 'COMPRA FERRETERIA HNOS GALINDO S.L.', ['Ferreteria Hermanos Galindo', 'Ferretería Hnos Galindo', 'Ferreteria Hnos Galindo'], 'Shopping')
N('ES', 'RECIBO IBERDROLA CLIENTES S.A.U.', ['Iberdrola'], 'Housing & Utilities', ch='direct_debit', rec=True)
X('ES', 'IMPUESTO AEAT MODELO 130 4T')
S('ES', 'NOMINA TRANSFERENCIA DE TALLERES ARANBURU S.L.')
A('ES', 'REINTEGRO CAJERO CAIXABANK BILBAO', 'Bilbao')
N('PT', 'COMPRA 1234 PINGO DOCE ALVALADE LISBOA', 'Pingo Doce', 'Food & Drink', city='Lisbon')
P('PT', 'MB WAY P/ TIAGO FERREIRA', 'MB WAY', 'Tiago Ferreira')
L('PT', 'COMPRA 4471 PASTELARIA FLOR DA FOZ PORTO', ['Pastelaria Flor da Foz'], 'Food & Drink', city='Porto')
N('PT', 'DD EDP COMERCIAL 2025/11', ['EDP', 'EDP Comercial'], 'Housing & Utilities', ch='direct_debit', rec=True)
L('AD', 'BORDA ESTEVET RESTAURANT ANDORRA LA VELLA', ['Borda Estevet Restaurant', 'Borda Estevet'], 'Food & Drink', city='Andorra la Vella')

# ---------------------------------------------------------------- Italy, Malta, San Marino
N('IT', 'PAGAMENTO POS ESSELUNGA 2311 MILANO', 'Esselunga', 'Food & Drink', city='Milan')
L('IT', 'POS 21/11 TRATTORIA DA GIGETTO E FIGLI ROMA', ['Trattoria da Gigetto e Figli', 'Trattoria da Gigetto'], 'Food & Drink', city='Rome')
P('IT', 'SATISPAY *GIULIA ROSSI', 'Satispay', 'Giulia Rossi')
L('IT', 'SATISPAY*PALESTRA ANTONELLI FITNESS', ['Palestra Antonelli Fitness', 'Palestra Antonelli'], 'Health & Wellness', proc='Satispay', ch='mobile_app')
N('IT', 'ADDEBITO SDD ENEL ENERGIA', ['Enel Energia', 'Enel'], 'Housing & Utilities', ch='direct_debit', rec=True)
X('IT', 'PAGAMENTO F24 AGENZIA ENTRATE')
T('IT', 'BONIFICO A FAVORE DI MARCO BIANCHI CAUSALE AFFITTO')
F('IT', 'IMPOSTA DI BOLLO E/C')
L('IT', 'POS LAVANDERIA LA BOLLA DI SAPONE TORINO', ['Lavanderia La Bolla di Sapone', 'La Bolla di Sapone'], 'Services', city='Turin')
N('MT', 'SEPA DD GO P.L.C. MANDATE GO0012345', ['GO', 'GO plc'], 'Services', ch='direct_debit', rec=True)
L('MT', 'PASTIZZERIA TAL-BAJJADA MOSTA', ['Pastizzeria tal-Bajjada'], 'Food & Drink', city='Mosta')
L('SM', 'POS CARTOLERIA DEL TITANO SAN MARINO', ['Cartoleria del Titano'], 'Shopping', city='San Marino')

# ---------------------------------------------------------------- Netherlands
N('NL', 'BEA, Apple Pay ALBERT HEIJN 1402,PAS123 NR:AB12CD UTRECHT 24.11.25/17:44', ['Albert Heijn', 'AH'], 'Food & Drink', city='Utrecht')
P('NL', 'Tikkie ID 000123456789 Pizza vrijdag Van Sanne de Vries', 'Tikkie', 'Sanne de Vries', typ='income')
L('NL', 'BEA, Betaalpas Fietsenmakerij De Spaak,PAS123 ZWOLLE', ['Fietsenmakerij De Spaak', 'De Spaak'], 'Transportation', city='Zwolle')
N('NL', 'SEPA Incasso Vattenfall Klantenservice N.V. Machtiging 123', 'Vattenfall', 'Housing & Utilities', ch='direct_debit', rec=True)
X('NL', 'Belastingdienst Aanslagnr 1234.56.789.H.56')
L('NL', 'iDEAL Kaasboerderij Hoeve Ooievaar', ['Kaasboerderij Hoeve Ooievaar', 'Hoeve Ooievaar'], 'Food & Drink', ch='online', proc=OMIT)
S('NL', 'SALARIS 11-2025 Bouwbedrijf Ten Brinke Halsema BV')

# ---------------------------------------------------------------- Nordics
N('SE', 'ICA NARA LINDHOLMEN GOTEBORG', ['ICA', 'ICA Nära'], 'Food & Drink', city='Gothenburg')
P('SE', 'Swish betalning ELIN LINDQVIST', 'Swish', 'Elin Lindqvist')
L('SE', 'KLARNA*GARNVERKSTAN I ORSA', ['Garnverkstan i Orsa', 'Garnverkstan'], 'Shopping', proc='Klarna', ch='online', city=OMIT)
X('SE', 'SKATTEVERKET 16556030047')
N('NO', 'REMA 1000 GRUNERLOKKA OSLO', 'REMA 1000', 'Food & Drink', city='Oslo')
P('NO', 'Vipps*Henrik Solberg', 'Vipps', 'Henrik Solberg')
L('NO', 'VIPPS*FISKEHALLEN PA BRYGGA', ['Fiskehallen på Brygga', 'Fiskehallen pa Brygga'], 'Food & Drink', proc='Vipps', ch='mobile_app')
N('NO', 'Avtalegiro Fjordkraft AS', 'Fjordkraft', 'Housing & Utilities', ch='direct_debit', rec=True)
S('NO', 'Lønn fra Nordkapp Sjømat AS')
N('DK', 'NETTO 7123 AARHUS C', 'Netto', 'Food & Drink', city='Aarhus')
P('DK', 'MobilePay Mads Kristensen', 'MobilePay', 'Mads Kristensen')
L('DK', 'Dankort-køb Smørrebrødshuset Ved Åen Odense', ['Smørrebrødshuset Ved Åen'], 'Food & Drink', city='Odense')
N('DK', 'Betalingsservice NORLYS ENERGI A/S', 'Norlys', 'Housing & Utilities', ch='direct_debit', rec=True)
N('FI', 'K-CITYMARKET TAMPERE LIELAHTI', ['K-Citymarket', 'K-Market', 'Kesko'], 'Food & Drink', city='Tampere')
P('FI', 'MOBILEPAY ANNI VIRTANEN', 'MobilePay', 'Anni Virtanen')
L('FI', 'KORTTIOSTO PARTURI-KAMPAAMO SAKSET OULU', ['Parturi-Kampaamo Sakset'], 'Personal Care', city='Oulu')
N('IS', 'N1 SELFOSS 241125', 'N1', 'Transportation', city='Selfoss')
L('IS', 'BILAVERKSTAEDI GRUNDAR HUSAVIK', ['Bílaverkstæði Grundar', 'Bilaverkstaedi Grundar'], 'Transportation', city='Húsavík')

# ---------------------------------------------------------------- Poland, Czechia, Slovakia, Hungary
N('PL', 'ZAKUP PRZY UZYCIU KARTY BIEDRONKA 3344 POZNAN', 'Biedronka', 'Food & Drink', city='Poznań')
P('PL', 'PRZELEW BLIK NA TELEFON DO: KRZYSZTOF NOWAK', 'BLIK', 'Krzysztof Nowak')
N('PL', 'BLIK ZAKUP ALLEGRO.PL POZNAN', 'Allegro', 'Shopping', ch='online', city=OMIT, proc=OMIT)
L('PL', 'ZAKUP KARTA ZAKLAD FRYZJERSKI U ZBYSZKA WADOWICE', ['Zakład Fryzjerski U Zbyszka', 'Zaklad Fryzjerski U Zbyszka'], 'Personal Care', city='Wadowice')
X('PL', 'PRZELEW DO US MIKRORACHUNEK PODATKOWY PIT-37')
S('PL', 'WYNAGRODZENIE ZA 11/2025 PRZEDSIEBIORSTWO BUDOWLANE KOWALCZYK SP. Z O.O.')
N('CZ', 'Platba kartou, ROHLIK.CZ, Praha, 24.11.2025, 1 234,00 CZK', ['Rohlik', 'Rohlík.cz', 'Rohlik.cz'], 'Food & Drink', ch='online', city=OMIT)
L('CZ', 'Platba kartou HOSPODA U DVOU KOCOURU PLZEN', ['Hospoda U Dvou Kocourů', 'U Dvou Kocourů'], 'Food & Drink', city='Plzeň')
T('CZ', 'Odchozí okamžitá platba Pavel Novák')
N('CZ', 'CEZ PRODEJ INKASO', ['ČEZ', 'CEZ Prodej'], 'Housing & Utilities', ch='direct_debit', rec=True)
N('SK', 'Platba kartou 24.11.2025 SLOVNAFT CS 0123 NITRA SVK', 'Slovnaft', 'Transportation', city='Nitra')
L('SK', 'LEKAREN POD HRADOM TRENCIN', ['Lekáreň Pod Hradom', 'Lekaren Pod Hradom'], 'Health & Wellness', city='Trenčín')
N('HU', 'VASARLAS MOL TOLTOALLOMAS 12345 DEBRECEN HU 2025.11.24', 'MOL', 'Transportation', city='Debrecen')
L('HU', 'VASARLAS KOVACS ES TARSA PEKSEG SZEGED', ['Kovács és Társa Pékség', 'Kovacs es Tarsa Pekseg'], 'Food & Drink', city='Szeged')
X('HU', 'TRANZAKCIOS ILLETEK')
N('HU', 'CSOPORTOS BESZEDES MVM NEXT ENERGIAKERESKEDELMI', ['MVM Next', 'MVM'], 'Housing & Utilities', ch='direct_debit', rec=True)

# ---------------------------------------------------------------- Romania, Moldova, Bulgaria
N('RO', 'PLATA LA POS KAUFLAND 1234 CLUJ-NAPOCA', 'Kaufland', 'Food & Drink', city='Cluj-Napoca')
L('RO', 'PLATA POS NON-BCR CARMANGERIE FAMILIA DOBRE IASI', ['Carmangerie Familia Dobre'], 'Food & Drink', city='Iași')
N('RO', 'DEBIT DIRECT ENEL ENERGIE MUNTENIA', ['Enel Energie', 'Enel'], 'Housing & Utilities', ch='direct_debit', rec=True)
I('MD', 'ORANGE MOLDOVA ACHITARE FACTURA 0691XXXXX', ['Orange', 'Orange Moldova'], 'Services', ch='online', rec=True)
P('MD', 'MIA PLATI INSTANT CATRE ION RUSU', 'MIA', 'Ion Rusu')
N('BG', 'ФАНТАСТИКО 12 СОФИЯ', ['Фантастико', 'Fantastiko'], 'Food & Drink', city='Sofia')
L('BG', 'ПЛАЩАНЕ ПОС ХЛЕБОЗАВОД ЗЛАТНО ЗЪРНО ПЛОВДИВ', ['Хлебозавод Златно Зърно', 'Златно Зърно'], 'Food & Drink', city='Plovdiv')
A('BG', 'ТЕГЛЕНЕ ОТ АТМ ВАРНА ЦЕНТЪР', 'Varna')

# ---------------------------------------------------------------- Greece, Cyprus
N('GR', 'ΑΓΟΡΑ ΣΚΛΑΒΕΝΙΤΗΣ ΘΕΣΣΑΛΟΝΙΚΗ', ['Σκλαβενίτης', 'Sklavenitis'], 'Food & Drink', city='Thessaloniki')
L('GR', 'ΑΓΟΡΑ ΦΟΥΡΝΟΣ Η ΚΑΛΗ ΖΥΜΗ ΧΑΝΙΑ', ['Φούρνος Η Καλή Ζύμη', 'Η Καλή Ζύμη'], 'Food & Drink', city='Chania')
P('GR', 'IRIS ΠΛΗΡΩΜΗ ΣΕ ΓΕΩΡΓΙΟΣ ΠΑΠΑΔΟΠΟΥΛΟΣ', 'IRIS', 'Γεωργιος Παπαδοπουλος')
N('GR', 'ΔΕΗ ΠΑΓΙΑ ΕΝΤΟΛΗ', ['ΔΕΗ', 'DEI', 'PPC'], 'Housing & Utilities', ch='direct_debit', rec=True)
N('GR', 'OASA TICKET ATHINA', ['OASA', 'ΟΑΣΑ'], 'Transportation', city='Athens')
L('GR', 'VIVA*TAVERNA O BARBA STATHIS NAXOS', ['Taverna O Barba Stathis', 'O Barba Stathis'], 'Food & Drink', proc='Viva Wallet', city='Naxos')
N('CY', 'CYTA E-BILL PAYMENT 24/11', ['Cyta'], 'Services', ch='online', rec=True)
L('CY', 'JCC*KOMMOTIRIO ELENI LARNACA', ['Kommotirio Eleni'], 'Personal Care', proc='JCC', city='Larnaca')

# ---------------------------------------------------------------- Balkans
N('HR', 'HRVATSKE AUTOCESTE NAPLATA LUCKO HRV', ['Hrvatske autoceste', 'HAC'], 'Transportation', city=OMIT)
L('HR', 'APARTMANI STARI MLIN OPATIJA', ['Apartmani Stari Mlin'], 'Travel', city='Opatija')
N('SI', 'PETROL D.D. BS LJUBLJANA TIVOLSKA', 'Petrol', 'Transportation', city='Ljubljana')
P('SI', 'FLIK PLACILO ZA ZIGA KOVAC', 'Flik', 'Ziga Kovac')
N('RS', 'MAXI 123 НОВИ САД', 'Maxi', 'Food & Drink', city='Novi Sad')
L('RS', 'ПЕКАРА ЗЛАТНИ КЛАС НИШ', ['Пекара Златни Клас', 'Pekara Zlatni Klas'], 'Food & Drink', city='Niš')
P('RS', 'IPS SKENIRAJ PLATI MILOS JOVANOVIC', 'IPS', 'Milos Jovanovic')
N('BA', 'TRAJNI NALOG BH TELECOM RACUN 11/2025', 'BH Telecom', 'Services', ch='direct_debit', rec=True)
L('BA', 'CEVABDZINICA KOD HASE SARAJEVO', ['Ćevabdžinica Kod Hase', 'Cevabdzinica Kod Hase'], 'Food & Drink', city='Sarajevo')
N('ME', 'KUPOVINA POS VOLI 12 PODGORICA MNE 24.11.2025 13:02', 'Voli', 'Food & Drink', city='Podgorica')
N('MK', 'ВЕРО ЦЕНТАР СКОПЈЕ', ['Веро', 'Vero'], 'Food & Drink', city='Skopje')
L('AL', 'BLERJE POS FURRA E BUKES ARDITI DURRES', ['Furra e Bukës Arditi', 'Furra Arditi'], 'Food & Drink', city='Durrës')
N('XK', 'IPKO TELECOMMUNICATIONS PRISHTINE', ['IPKO'], 'Services', city='Pristina', rec=OMIT)

# ---------------------------------------------------------------- Baltics
R('LT', 'MAXIMA LT, UAB X 123 VILNIUS LTU', 'Maxima', 'Food & Drink', city='Vilnius')
L('LT', 'VAIRAVIMO MOKYKLA RATAS KAUNAS', ['Vairavimo mokykla Ratas'], 'Education', city='Kaunas')
I('LV', 'CIRCLE K LATVIA 0402 RIGA LVA', 'Circle K', 'Transportation', city='Riga')
L('LV', 'MONTONIO*SKAISTUMKOPSANAS SALONS LIEPA', ['Skaistumkopšanas Salons Liepa', 'Salons Liepa', 'Liepa'], 'Personal Care', proc='Montonio', ch='online')
N('EE', 'Kaardimakse PRISMA PEREMARKET AS TARTU 24.11.2025', ['Prisma'], 'Food & Drink', city='Tartu')
N('EE', 'BOLT.EU/R/2511241822', 'Bolt', 'Transportation', ch='mobile_app')

# ---------------------------------------------------------------- Russia, Ukraine, Belarus
N('RU', 'Оплата товаров и услуг. ПЯТЁРОЧКА 1234 Москва RUS', ['Пятёрочка', 'Pyaterochka'], 'Food & Drink', city='Moscow')
P('RU', 'Перевод по СБП Иван Петрович С. +7 916 ***-**-12', 'SBP', 'Иван Петрович С.')
N('RU', 'YANDEX*GO TAXI MOSCOW', ['Яндекс Go', 'Yandex Go', 'Yandex'], 'Transportation', ch='mobile_app', city='Moscow')
L('RU', 'ШАУРМА НА ЛЕНИНА 12 ЕКАТЕРИНБУРГ', ['Шаурма на Ленина'], 'Food & Drink', city='Yekaterinburg')
N('RU', 'ЖКУ ОПЛАТА МОСЭНЕРГОСБЫТ ЛС 12345-678-90', ['Мосэнергосбыт', 'Mosenergosbyt'], 'Housing & Utilities', ch='bank_transfer', rec=True)
X('RU', 'ЕНП ФНС РОССИИ ИНН 7707329152')
A('RU', 'Выдача наличных ATM 123456 САНКТ-ПЕТЕРБУРГ', 'Saint Petersburg')
S('RU', 'Зачисление заработной платы ООО СЕВЕРНЫЙ ЛЕС')
L('RU', 'OZON*ИП КУЗНЕЦОВА ТОВАРЫ ДЛЯ РУКОДЕЛИЯ', ['ИП Кузнецова', 'Ozon'], 'Shopping', proc=OMIT, ch='online')
N('UA', 'СІЛЬПО КИЇВ', ['Сільпо', 'Silpo'], 'Food & Drink', city='Kyiv')
T('UA', 'З чорної картки Переказ для Олена Коваленко')
N('UA', 'NOVA POSHTA LVIV', ['Нова Пошта', 'Nova Poshta'], 'Services', city='Lviv')
L('UA', 'КАВ\'ЯРНЯ ЗЕРНО І ЛІС ЛЬВІВ', ["Кав'ярня Зерно і Ліс", 'Зерно і Ліс'], 'Food & Drink', city='Lviv')
N('BY', 'ЕВРООПТ МИНСК УЛ.СУРГАНОВА', ['Евроопт', 'Evroopt'], 'Food & Drink', city='Minsk')
L('BY', 'OPLATA APTEKA KRYNICA GRODNO', ['Apteka Krynica', 'Аптека Крыница'], 'Health & Wellness', city='Grodno')

# ---------------------------------------------------------------- Caucasus & Central Asia & Mongolia
N('GE', 'გადახდა - SPAR TBILISI', 'SPAR', 'Food & Drink', city='Tbilisi')
L('GE', 'ხაჭაპურის სახლი ბათუმი', ['ხაჭაპურის სახლი', 'Khachapuri House'], 'Food & Drink', city='Batumi')
T('GE', 'TBC გადარიცხვა ნინო ბერიძე')
N('AM', 'UCOM CJSC YEREVAN AM', 'Ucom', 'Services', city='Yerevan', rec=OMIT)
L('AM', 'ԳՅՈՒՄՐԻ ՀԱՑԻ ՓՈՒՌ ԱՐՄԵՆ', ['Armen Bakery', 'Հացի փուռ Արմեն'], 'Food & Drink', city='Gyumri')
P('AM', 'IDRAM WALLET 091XXXX45 ARAM PETROSYAN P2P 24.11.25', 'Idram', 'Aram Petrosyan')
N('AZ', 'AZERISIQ ODENIS MILLION.AZ', ['Azərişıq', 'Azerishiq'], 'Housing & Utilities', proc=OMIT, ch='online', rec=True)
L('AZ', 'BERBERXANA NERGIZ GENCE', ['Bərbərxana Nərgiz', 'Berberxana Nergiz'], 'Personal Care', city='Ganja')
N('KZ', 'MAGNUM CASH&CARRY ALMATY KZ', 'Magnum', 'Food & Drink', city='Almaty')
P('KZ', 'Kaspi Перевод клиенту Kaspi Айгерим Т.', 'Kaspi', 'Айгерим Т.')
L('KZ', 'KASPI QR АСХАНА БЕСБАРМАК АСТАНА', ['Асхана Бесбармак', 'Asxana Besbarmak'], 'Food & Drink', proc=OMIT, ch='mobile_app', city='Astana')
N('UZ', 'UZCARD KORZINKA.UZ TOSHKENT UZ 24.11 15:40', ['Korzinka'], 'Food & Drink', city='Tashkent')
P('UZ', 'PAYME P2P 8600****1234 DILSHOD', 'Payme', 'Dilshod')
L('UZ', 'CLICK*OSH MARKAZI SAMARQAND', ['Osh Markazi'], 'Food & Drink', proc='Click', city='Samarkand', ch=OMIT)
N('KG', 'GLOBUS ВОСТОК-5 БИШКЕК', 'Globus', 'Food & Drink', city='Bishkek')
T('KG', 'MBANK ПЕРЕВОД АЙБЕК К.')
L('TJ', 'ОШХОНАИ РАҲИМ ДУШАНБЕ', ['Ошхонаи Раҳим'], 'Food & Drink', city='Dushanbe')
N('MN', 'НОМИН СУПЕРМАРКЕТ УЛААНБААТАР', ['Номин', 'Nomin'], 'Food & Drink', city='Ulaanbaatar')
L('MN', 'ХУУШУУРЫН ГАЗАР ТЭМҮЖИН ДАРХАН', ['Хуушуурын газар Тэмүжин', 'Тэмүжин'], 'Food & Drink', city='Darkhan')

# ---------------------------------------------------------------- Turkey
N('TR', 'MIGROS TICARET A.S. KADIKOY ISTANBUL TR', 'Migros', 'Food & Drink', city='Istanbul')
L('TR', 'IYZICO/KUCUK USTA KUAFOR', ['Küçük Usta Kuaför', 'Kucuk Usta Kuafor'], 'Personal Care', proc='iyzico', ch='online')
P('TR', 'FAST GIDEN AYSE YILMAZ', 'FAST', 'Ayse Yilmaz')
L('TR', 'POS SIMITCI DEDE ORHAN IZMIR', ['Simitçi Dede Orhan', 'Simitci Dede Orhan'], 'Food & Drink', city='Izmir')
X('TR', 'GIB VERGI ODEMESI MTV 2025/2')

# ---------------------------------------------------------------- Israel
N('IL', 'שופרסל דיל חיפה', ['שופרסל', 'Shufersal'], 'Food & Drink', city='Haifa')
P('IL', 'BIT העברה ליוסי כהן', 'Bit', 'יוסי כהן')
L('IL', 'פלאפל הזקן מהשוק באר שבע', ['פלאפל הזקן מהשוק', 'פלאפל הזקן'], 'Food & Drink', city="Be'er Sheva")
N('IL', 'חברת החשמל הו"ק', ['חברת החשמל', 'Israel Electric Corporation', 'IEC'], 'Housing & Utilities', ch='direct_debit', rec=True)
S('IL', 'משכורת גלבוע מערכות בע"מ')

# ---------------------------------------------------------------- Gulf & Levant & Iran & Iraq
N('SA', 'شراء - بنده - الرياض', ['بنده', 'Panda'], 'Food & Drink', city='Riyadh')
P('SA', 'STCPAY P2P OUT REF 7712345 FAISAL A ALQAHTANI', 'stc pay', 'Faisal A Alqahtani')
L('SA', 'POS مطعم شاورما الريم جدة', ['مطعم شاورما الريم', 'شاورما الريم'], 'Food & Drink', city='Jeddah')
N('SA', 'SADAD PAYMENT SEC 00123456789', ['Saudi Electricity Company', 'SEC'], 'Housing & Utilities', proc=OMIT, ch='bank_transfer', rec=True)
T('SA', 'تحويل سريع إلى عبدالله الحربي')
N('AE', 'NOON.COM DUBAI ARE', ['noon', 'noon.com'], 'Shopping', ch='online', city=OMIT)
N('AE', 'CAREEM RIDE DUBAI', 'Careem', 'Transportation', ch='mobile_app', city='Dubai')
L('AE', 'AL NOOR KARAK CHAI CAFETERIA SHARJAH', ['Al Noor Karak Chai Cafeteria', 'Al Noor Karak Chai'], 'Food & Drink', city='Sharjah')
N('AE', 'DEWA PAYMENT APP', 'DEWA', 'Housing & Utilities', ch='mobile_app', rec=True)
S('AE', 'SALARY WPS GULF HORIZON CONTRACTING LLC')
N('QA', 'OOREDOO QATAR BILL PAYMENT', 'Ooredoo', 'Services', ch='online', rec=True)
L('QA', 'AL SHAMAL AUTO SPARE PARTS AL KHOR', ['Al Shamal Auto Spare Parts'], 'Transportation', city='Al Khor')
N('KW', 'TALABAT KUWAIT KW', 'Talabat', 'Food & Drink', ch='online', city=OMIT)
P('KW', 'WAMD OUTWARD 965XXXX12 BADER ALENEZI 24/11/2025', 'WAMD', 'Bader Alenezi')
P('BH', 'BENEFITPAY TRF TO ALI HASAN', 'BenefitPay', 'Ali Hasan')
N('BH', 'BATELCO ONLINE PAYMENT MANAMA', 'Batelco', 'Services', ch='online', city=OMIT)
N('OM', 'OMAN OIL SOHAR', ['OQ', 'Oman Oil'], 'Transportation', city='Sohar')
L('OM', 'HALWA AL SHARQIYA STORE NIZWA', ['Halwa Al Sharqiya Store', 'Halwa Al Sharqiya'], 'Food & Drink', city='Nizwa')
P('JO', 'CLIQ ALIAS LAITH.HADDAD OUTGOING', 'CliQ', 'Laith Haddad')
L('JO', 'مكتبة الأمانة عمان', ['مكتبة الأمانة'], 'Shopping', city='Amman')
R('LB', 'SPINNEYS ACHRAFIEH BEIRUT', 'Spinneys', 'Food & Drink', city='Beirut')
P('LB', 'WHISH MONEY TO RAMI KHOURY', 'Whish Money', 'Rami Khoury')
N('IQ', 'ZAIN CASH PAYMENT KOREK TELECOM', ['Korek Telecom', 'Korek'], 'Services', ch='mobile_app', proc=OMIT)
L('IQ', 'POS مطعم دجلة للمسكوف بغداد', ['مطعم دجلة للمسكوف', 'مطعم دجلة'], 'Food & Drink', city='Baghdad')
L('IR', 'خرید کارتی نانوایی سنگکی بهار اصفهان', ['نانوایی سنگکی بهار', 'نانوایی بهار'], 'Food & Drink', city='Isfahan')
T('IR', 'انتقال پایا به علی رضایی')

# ---------------------------------------------------------------- North Africa
P('EG', 'IPN TRANSFER INSTAPAY MOHAMED ABDELRAH', 'InstaPay', 'Mohamed Abdelrah')
P('EG', 'VODAFONE CASH 010******45', 'Vodafone Cash', None)
N('EG', 'FAWRY*WE INTERNET BILL', ['WE', 'Telecom Egypt'], 'Services', proc='Fawry', ch='online', rec=True)
L('EG', 'شراء كشري أبو طارق الجديد الاسكندرية', ['كشري أبو طارق الجديد'], 'Food & Drink', city='Alexandria')
N('MA', 'MARJANE CALIFORNIE CASABLANCA', 'Marjane', 'Food & Drink', city='Casablanca')
L('MA', 'PAIEMENT TPE RIAD DAR ZITOUNA FES', ['Riad Dar Zitouna', 'Dar Zitouna'], 'Travel', city='Fes')
N('MA', 'PRELEVEMENT LYDEC FACTURE 11/2025', 'Lydec', 'Housing & Utilities', ch='direct_debit', rec=True)
N('DZ', 'RECHARGE DJEZZY BARIDIMOB', 'Djezzy', 'Services', ch='mobile_app', proc=OMIT)
L('DZ', 'PAIEMENT EDAHABIA CABINET DENTAIRE EL WIAM ORAN', ['Cabinet Dentaire El Wiam'], 'Health & Wellness', city='Oran', proc=OMIT)
N('TN', 'MONOPRIX LAC 2 TUNIS', 'Monoprix', 'Food & Drink', city='Tunis')
L('TN', 'ACHAT TPE PATISSERIE MASMOUDI DU SAHEL SOUSSE', ['Patisserie Masmoudi du Sahel', 'Masmoudi du Sahel'], 'Food & Drink', city='Sousse')
L('LY', 'صيدلية الواحة طرابلس', ['صيدلية الواحة'], 'Health & Wellness', city='Tripoli')

# ---------------------------------------------------------------- West & Central Africa
R('NG', 'POS PURCHASE SHOPRITE LEKKI LAGOS NG', 'Shoprite', 'Food & Drink', city='Lagos')
P('NG', 'NIP TRF TO CHIDINMA OKAFOR/OPAY', 'NIP', 'Chidinma Okafor')
T('NG', 'TRANSFER FROM ADEBAYO OLUWASEUN/REF:000013251124', typ='income')
L('NG', 'PAYSTACK*MAMA NKECHI KITCHEN', ['Mama Nkechi Kitchen', "Mama Nkechi's Kitchen"], 'Food & Drink', proc='Paystack', ch='online')
N('NG', 'DSTV SUBSCRIPTION VIA QUICKTELLER', ['DStv', 'MultiChoice'], 'Entertainment', proc=OMIT, ch='online', rec=True)
F('NG', 'SMS ALERT CHARGES NOV 2025')
X('NG', 'ELECTRONIC MONEY TRANSFER LEVY')
N('GH', 'MELCOM SPINTEX ACCRA', 'Melcom', 'Shopping', city='Accra')
P('GH', 'MOMO TRANSFER TO KWAME ASANTE 024XXXX123', 'MTN MoMo', 'Kwame Asante')
L('GH', 'HUBTEL*AUNTIE AKOS WAAKYE JOINT', ['Auntie Akos Waakye Joint', 'Auntie Akos Waakye'], 'Food & Drink', proc='Hubtel', ch='mobile_app')
P('SN', 'WAVE ENVOI A FATOU DIOP', 'Wave', 'Fatou Diop')
L('SN', 'PAIEMENT WAVE DIBITERIE CHEZ MODOU THIES', ['Dibiterie Chez Modou', 'Chez Modou'], 'Food & Drink', proc=OMIT, ch='mobile_app', city='Thiès')
P('CI', 'TRANSFERT ORANGE MONEY 07XXXXXX12 KOUASSI YAO 24/11', 'Orange Money', 'Kouassi Yao')
N('CI', 'PAIEMENT FACTURE CIE 0123456789', ['CIE', "Compagnie Ivoirienne d'Electricite"], 'Housing & Utilities', ch='bank_transfer', rec=True)
P('CM', 'MTN MOMO TRANSFERT 67XXXXX89', 'MTN MoMo', None)
L('CM', 'ACHAT QUINCAILLERIE LE BON PRIX DOUALA', ['Quincaillerie Le Bon Prix'], 'Shopping', city='Douala')
P('ML', 'OM TRANSFERT VERS 7XXXXX12 MARIAM TRAORE', 'Orange Money', 'Mariam Traore')

# ---------------------------------------------------------------- East & Southern Africa
P('KE', 'MPESA CUSTOMER TRANSFER TO 0712***678 - WANJIKU KAMAU', 'M-Pesa', 'Wanjiku Kamau')
L('KE', 'MPESA PAYBILL 247247 MAMA OLIECH FISH HOTEL', ['Mama Oliech Fish Hotel'], 'Food & Drink', proc=OMIT, ch='mobile_app')
L('KE', 'BUY GOODS TILL 5123456 KIPKORIR HARDWARE ELDORET', ['Kipkorir Hardware'], 'Shopping', ch='mobile_app', city='Eldoret')
X('KE', 'KRA ITAX PAYMENT PRN 2025111234567')
P('TZ', 'TIGO PESA KUTUMA KWA HALIMA MWAKYUSA', 'Tigo Pesa', 'Halima Mwakyusa')
L('TZ', 'LIPA NAMBA 123456 MGAHAWA WA MAMA NEEMA ARUSHA', ['Mgahawa wa Mama Neema', 'Mama Neema'], 'Food & Drink', ch='mobile_app', city='Arusha')
P('UG', 'AIRTEL MONEY SENT TO 0752XXX456 NAKATO SARAH', 'Airtel Money', 'Nakato Sarah')
N('UG', 'UMEME YAKA TOKEN 04212345678', ['Umeme', 'Yaka'], 'Housing & Utilities', ch='mobile_app')
L('RW', 'POS INZOZI GUEST HOUSE MUSANZE', ['Inzozi Guest House'], 'Travel', city='Musanze')
P('ET', 'telebirr ወደ አበበ ከበደ ተልኳል', 'telebirr', 'አበበ ከበደ')
L('ET', 'ቡና ቤት ሰላም ባህር ዳር', ['ቡና ቤት ሰላም', 'Selam Buna Bet'], 'Food & Drink', city='Bahir Dar')
N('ET', 'ETHIOPIAN AIRLINES ADDIS ABABA', ['Ethiopian Airlines', 'Ethiopian'], 'Travel', city='Addis Ababa', ch=OMIT)
N('ZA', 'POS PURCHASE CHECKERS HYPER MENLYN PRETORIA', ['Checkers', 'Checkers Hyper'], 'Food & Drink', city='Pretoria')
L('ZA', 'YOCO *UMAMA THANDI SHISANYAMA', ['Umama Thandi Shisanyama', 'Mama Thandi Shisanyama'], 'Food & Drink', proc='Yoco')
L('ZA', 'IKHOKHA*KAROO PADSTAL HANOVER', ['Karoo Padstal'], 'Food & Drink', proc='iKhokha', city='Hanover')
N('ZA', 'DEBIT ORDER DISCOVERY LIFE 12345678', ['Discovery', 'Discovery Life'], 'Financial Services', ch='direct_debit', rec=True)
P('ZA', 'PAYSHAP TO SIPHO DLAMINI', 'PayShap', 'Sipho Dlamini')
F('ZA', 'MONTHLY ACC FEE CHEQUE')
S('ZA', 'SALARY TSHWANE FRESH PRODUCE MKT')
N('ZM', 'ZESCO PREPAID UNITS 0123456789', 'ZESCO', 'Housing & Utilities', ch='mobile_app')
P('ZW', 'ECOCASH SEND MONEY TENDAI MOYO', 'EcoCash', 'Tendai Moyo')
L('ZW', 'POS MBARE MUSIKA HARDWARE HARARE', ['Mbare Musika Hardware'], 'Shopping', city='Harare')
P('MZ', 'M-PESA TRANSFERENCIA PARA ALBERTO MACUACUA', 'M-Pesa', 'Alberto Macuacua')
N('AO', 'RECARGA UNITEL 923XXXXXX', 'Unitel', 'Services', ch='mobile_app')
P('AO', 'MULTICAIXA EXPRESS TRANSF. JOAO MANUEL', 'Multicaixa Express', 'Joao Manuel')
R('BW', 'CHOPPIES GAME CITY GABORONE', 'Choppies', 'Food & Drink', city='Gaborone')
N('NA', 'MTC AIRTIME 081XXXXXXX', ['MTC', 'MTC Namibia'], 'Services', ch='mobile_app')
L('MU', 'POS BOULETTES CHEZ AH-YAN ROSE HILL', ['Boulettes Chez Ah-Yan', 'Chez Ah-Yan'], 'Food & Drink', city='Rose Hill')
P('MU', 'JUICE P2P/PRIYA RAMGOOLAM/REF JC12345', 'Juice', 'Priya Ramgoolam')
P('MG', 'MVOLA TRANSFERT VERS RAKOTO HERY', 'MVola', 'Rakoto Hery')
L('MG', 'EPICERIE CHEZ VOLA ANTSIRABE', ['Epicerie Chez Vola', 'Épicerie Chez Vola'], 'Food & Drink', city='Antsirabe')
P('SO', 'EVC PLUS U DIR 61XXXXX45 HODAN', 'EVC Plus', 'Hodan')
P('MW', 'MPAMBA P2P 088XXXX12 CHIKONDI PHIRI', 'TNM Mpamba', 'Chikondi Phiri')

# ---------------------------------------------------------------- India
P('IN', 'UPI/DR/432198765432/RAHUL SH/YESB/rahul.sharm/Payment', 'UPI', 'Rahul Sh')
P('IN', 'UPI-PRIYA MENON-priyamenon@okicici-ICIC0001234-432112345678-dinner', 'UPI', 'Priya Menon')
L('IN', 'UPI/DR/512345678901/SRI LAKSHMI/PYTM/paytmqr28/Pay', ['Sri Lakshmi'], OMIT, proc=OMIT, ch='mobile_app')
L('IN', 'UPI-SHREE GANESH KIRANA STORE-Q123456789@ybl-YESB0YBLUPI-512398765432', ['Shree Ganesh Kirana Store'], 'Food & Drink', proc=OMIT, ch='mobile_app')
N('IN', 'POS 4xxxxxx1234 BIGBASKET', ['BigBasket', 'bigbasket'], 'Food & Drink', ch='online')
N('IN', 'RAZ*ZOMATO', 'Zomato', 'Food & Drink', proc='Razorpay', ch='online')
L('IN', 'RAZ*SHARMA TUITION CLASSES', ['Sharma Tuition Classes'], 'Education', proc='Razorpay', ch='online')
N('IN', 'NACH DR BAJAJ FINANCE LTD EMI', ['Bajaj Finance', 'Bajaj Finserv'], 'Financial Services', ch='direct_debit', rec=True)
A('IN', 'ATW-512345XXXXXX1234-S1ANMU12-MUMBAI', 'Mumbai')
S('IN', 'NEFT CR-CITI0000004-INFOSPARK TECHNOLOGIES PVT LTD-SALARY NOV25')
X('IN', 'TAX PAYMENT CBDT CHALLAN 280 ITNS')
N('IN', 'BESCOM BBPS BILLPAY', 'BESCOM', 'Housing & Utilities', ch='online', rec=True)
L('IN', 'श्री बालाजी मिष्ठान भंडार जयपुर', ['श्री बालाजी मिष्ठान भंडार', 'Shri Balaji Mishthan Bhandar'], 'Food & Drink', city='Jaipur')
L('IN', 'শ্রী দুর্গা বস্ত্রালয় কলকাতা', ['শ্রী দুর্গা বস্ত্রালয়', 'Sri Durga Bastralay'], 'Shopping', city='Kolkata')
L('IN', 'அன்னலட்சுமி மெஸ் மதுரை', ['அன்னலட்சுமி மெஸ்', 'Annalakshmi Mess'], 'Food & Drink', city='Madurai')
L('IN', 'ಶ್ರೀ ಮಂಜುನಾಥ ದರ್ಶಿನಿ ಮೈಸೂರು', ['ಶ್ರೀ ಮಂಜುನಾಥ ದರ್ಶಿನಿ', 'Sri Manjunatha Darshini'], 'Food & Drink', city='Mysuru')
L('IN', 'శ్రీ సాయి మెడికల్స్ విజయవాడ', ['శ్రీ సాయి మెడికల్స్', 'Sri Sai Medicals'], 'Health & Wellness', city='Vijayawada')
L('IN', 'ഹോട്ടൽ കായൽ വ്യൂ ആലപ്പുഴ', ['ഹോട്ടൽ കായൽ വ്യൂ', 'Hotel Kayal View'], OMIT, city='Alappuzha')
L('IN', 'ਗੁਰੂ ਕ੍ਰਿਪਾ ਢਾਬਾ ਅੰਮ੍ਰਿਤਸਰ', ['ਗੁਰੂ ਕ੍ਰਿਪਾ ਢਾਬਾ', 'Guru Kripa Dhaba'], 'Food & Drink', city='Amritsar')
L('IN', 'જય અંબે ફરસાણ હાઉસ અમદાવાદ', ['જય અંબે ફરસાણ હાઉસ', 'Jay Ambe Farsan House'], 'Food & Drink', city='Ahmedabad')

# ---------------------------------------------------------------- Pakistan, Bangladesh, Sri Lanka, Nepal, Bhutan, Maldives, Afghanistan
P('PK', 'RAAST P2P TO MUHAMMAD USMAN MEEZAN BANK', 'Raast', 'Muhammad Usman')
P('PK', 'JAZZCASH MOBILE ACCOUNT TRANSFER 0300XXXX567', 'JazzCash', None)
N('PK', 'K-ELECTRIC BILL 1BILL', 'K-Electric', 'Housing & Utilities', ch='online', rec=True, proc=OMIT)
L('PK', 'حاجی نذیر نان شاپ پشاور', ['حاجی نذیر نان شاپ', 'Haji Nazir Naan Shop'], 'Food & Drink', city='Peshawar')
P('BD', 'bKash Send Money 017XXXXXX89 Rahim Uddin', 'bKash', 'Rahim Uddin')
P('BD', 'NAGAD SEND MONEY 018XXXXXX12', 'Nagad', None)
N('BD', 'SHWAPNO GULSHAN-2 DHAKA BD', 'Shwapno', 'Food & Drink', city='Dhaka')
L('BD', 'মায়ের দোয়া ফার্মেসী চট্টগ্রাম', ['মায়ের দোয়া ফার্মেসী', 'Mayer Doa Pharmacy'], 'Health & Wellness', city='Chittagong')
R('LK', 'KEELLS SUPER KOLLUPITIYA COLOMBO', ['Keells', 'Keells Super'], 'Food & Drink', city='Colombo')
L('LK', 'සමන් බේකරි මහනුවර', ['සමන් බේකරි', 'Saman Bakery'], 'Food & Drink', city='Kandy')
L('LK', 'யாழ் நிலா உணவகம் யாழ்ப்பாணம்', ['யாழ் நிலா உணவகம்', 'Yal Nila Restaurant'], 'Food & Drink', city='Jaffna')
P('LK', 'CEFTS TRF TO NIMAL PERERA', 'CEFTS', 'Nimal Perera')
P('NP', 'eSewa Fund Transfer to Sita Gurung', 'eSewa', 'Sita Gurung')
L('NP', 'FONEPAY QR नेवा खाजा घर पाटन', ['नेवा खाजा घर', 'Newa Khaja Ghar'], 'Food & Drink', ch='mobile_app', proc=OMIT, city='Patan')
N('NP', 'BHAT-BHATENI SUPERSTORE KATHMANDU', 'Bhat-Bhateni', 'Food & Drink', city='Kathmandu')
L('BT', 'ཐིམ་ཕུ་ཚོང་ཁང་ བདེ་ཆེན', ['ཚོང་ཁང་ བདེ་ཆེན', 'Dechen Tshongkhang'], 'Shopping', city='Thimphu')
P('BT', 'mBoB Fund Transfer-Karma Wangchuk-Ref 24112025', 'mBoB', 'Karma Wangchuk')
L('MV', 'ހުޅުމާލެ ކޮފީ ހައުސް', ['ހުޅުމާލެ ކޮފީ ހައުސް', 'ކޮފީ ހައުސް', 'Hulhumale Coffee House', 'Coffee House'], 'Food & Drink', city=OMIT)
N('MV', 'DHIRAAGU BILL PAY', 'Dhiraagu', 'Services', ch='online', rec=True)
L('AF', 'HERAT ZAFARAN TRADERS', ['Herat Zafaran Traders'], 'Shopping', city='Herat')

# ---------------------------------------------------------------- China, Hong Kong, Macau, Taiwan
N('CN', '支付宝-盒马鲜生 上海', ['盒马鲜生', '盒马', 'Hema', 'Freshippo'], 'Food & Drink', proc='Alipay', ch='mobile_app', city='Shanghai')
N('CN', '财付通-美团外卖', ['美团外卖', '美团', 'Meituan'], 'Food & Drink', proc='Tenpay', ch='online')
L('CN', '财付通-老王兰州牛肉面', ['老王兰州牛肉面'], 'Food & Drink', proc='Tenpay', ch='mobile_app')
L('CN', '消费 成都市锦江区张姐冒菜馆', ['张姐冒菜馆'], 'Food & Drink', city='Chengdu')
P('CN', '微信转账 李娜', 'WeChat Pay', '李娜')
N('CN', '国家电网 电费代扣', ['国家电网', 'State Grid'], 'Housing & Utilities', ch='direct_debit', rec=True)
S('CN', '代发工资 深圳市鹏程电子有限公司')
N('HK', 'PARKNSHOP (HK) LTD TSUEN WAN', ['PARKnSHOP'], 'Food & Drink', city='Tsuen Wan')
P('HK', 'FPS TO CHAN TAI MAN', 'FPS', 'Chan Tai Man')
L('HK', 'OCTOPUS 祥記茶餐廳 旺角', ['祥記茶餐廳'], 'Food & Drink', proc='Octopus', city=OMIT)
N('MO', 'CTM BILL PAYMENT MACAU', 'CTM', 'Services', city='Macau', ch='online')
N('TW', '全聯福利中心 台中', ['全聯福利中心', '全聯', 'PX Mart'], 'Food & Drink', city='Taichung')
N('TW', '7-ELEVEN 統一超商 高雄', ['7-Eleven', '統一超商'], 'Food & Drink', city='Kaohsiung')
L('TW', 'LINE PAY 阿嬤古早味豆花', ['阿嬤古早味豆花'], 'Food & Drink', proc='LINE Pay', ch='mobile_app')
P('TW', '街口支付 轉帳 陳怡君', 'JKOPAY', '陳怡君')

# ---------------------------------------------------------------- Japan
N('JP', 'ｾﾌﾞﾝｲﾚﾌﾞﾝ ｼﾌﾞﾔﾄﾞｳｹﾞﾝｻﾞｶ', ['セブン-イレブン', 'Seven-Eleven', '7-Eleven'], 'Food & Drink', city=OMIT)
N('JP', 'ローソン 札幌北十二条店', ['ローソン', 'Lawson'], 'Food & Drink', city='Sapporo')
N('JP', 'JR東日本 モバイルSUICA', ['JR東日本', 'JR East', 'Suica'], 'Transportation', ch='mobile_app')
P('JP', 'PAYPAY送金 ﾀﾅｶ ﾕｳｷ', 'PayPay', 'ﾀﾅｶ ﾕｳｷ')
L('JP', 'PAYPAY*ｿﾊﾞﾄﾞｺﾛ ﾏﾂﾉﾔ', ['そば処 松乃屋', 'ｿﾊﾞﾄﾞｺﾛ ﾏﾂﾉﾔ', 'Matsunoya'], 'Food & Drink', proc='PayPay', ch='mobile_app')
L('JP', '京都西陣 はんなり染工房', ['はんなり染工房'], 'Shopping', city='Kyoto')
N('JP', '東京電力エナジーパートナー 口座振替', ['東京電力', 'TEPCO'], 'Housing & Utilities', ch='direct_debit', rec=True)
S('JP', '給与 カ）ヤマカワセイミツ')
A('JP', 'ATM 引出 セブン銀行', None)
L('JP', 'ｶﾌﾞｼｷｶﾞｲｼｬ ﾐﾄﾞﾘﾔｶﾒﾗﾃﾝ', ['ミドリヤカメラ店', 'ﾐﾄﾞﾘﾔｶﾒﾗﾃﾝ', 'Midoriya Camera'], 'Shopping')

# ---------------------------------------------------------------- Korea
N('KR', '이마트 성수점', ['이마트', 'E-Mart', 'Emart'], 'Food & Drink', city=OMIT)
N('KR', '쿠팡(주)', ['쿠팡', 'Coupang'], 'Shopping', ch='online')
L('KR', '할매순대국 부산서면점', ['할매순대국'], 'Food & Drink', city='Busan')
P('KR', '토스 김민지', 'Toss', '김민지')
N('KR', '한국전력공사 자동이체', ['한국전력공사', 'KEPCO'], 'Housing & Utilities', ch='direct_debit', rec=True)
L('KR', 'KG이니시스 꽃담화원', ['꽃담화원'], 'Shopping', proc='KG Inicis', ch='online')

# ---------------------------------------------------------------- Thailand
P('TH', 'โอนเงินพร้อมเพย์ นาย สมชาย ใจดี', 'PromptPay', 'สมชาย ใจดี')
L('TH', 'ชำระเงิน QR ร้านก๋วยเตี๋ยวเรือป้าแดง', ['ร้านก๋วยเตี๋ยวเรือป้าแดง', 'ก๋วยเตี๋ยวเรือป้าแดง'], 'Food & Drink', ch='mobile_app')
N('TH', 'GRAB*A-6FKB2XYZ BANGKOK', 'Grab', 'Transportation', ch='mobile_app', city='Bangkok')
N('TH', 'การไฟฟ้านครหลวง หักบัญชีอัตโนมัติ', ['การไฟฟ้านครหลวง', 'MEA', 'Metropolitan Electricity Authority'], 'Housing & Utilities', ch='direct_debit', rec=True)
L('TH', 'KSHER*BAAN SUAN MASSAGE CHIANG MAI', ['Baan Suan Massage'], 'Personal Care', proc='Ksher', city='Chiang Mai')
A('TH', 'ถอนเงินสด ATM ภูเก็ต', 'Phuket')

# ---------------------------------------------------------------- Vietnam
P('VN', 'CHUYEN TIEN NAPAS 247 DEN NGUYEN THI HOA', 'Napas 247', 'Nguyen Thi Hoa')
P('VN', 'MOMO CHUYEN TIEN 090XXXX123', 'MoMo', None)
L('VN', 'Thanh toán QR Bún Chả Cô Lan Hải Phòng', ['Bún Chả Cô Lan'], 'Food & Drink', ch='mobile_app', city='Haiphong')
N('VN', 'THANH TOAN HOA DON EVN HCMC', ['EVN', 'EVNHCMC'], 'Housing & Utilities', ch='bank_transfer', rec=True)
L('VN', 'ZALOPAY*TIEM SUA XE MINH TAM', ['Tiệm Sửa Xe Minh Tâm', 'Tiem Sua Xe Minh Tam'], 'Transportation', proc='ZaloPay', ch='mobile_app')

# ---------------------------------------------------------------- Indonesia
N('ID', 'GOPAY-GOJEK JAKARTA', ['Gojek', 'GoRide'], 'Transportation', proc=OMIT, ch='mobile_app', city='Jakarta')
T('ID', 'TRSF E-BANKING DB 2811/FTSCY/WS95031 BUDI SANTOSO')
L('ID', 'QRIS WARUNG NASI PADANG UDA JON', ['Warung Nasi Padang Uda Jon', 'Nasi Padang Uda Jon'], 'Food & Drink', proc=OMIT, ch='mobile_app')
L('ID', 'DANA*BENGKEL MOTOR PAK SLAMET', ['Bengkel Motor Pak Slamet'], 'Transportation', proc='DANA', ch='mobile_app')

# ---------------------------------------------------------------- Malaysia, Singapore, Brunei
P('MY', 'DUITNOW TRSF DR 2411 SITI NURHALIZA BT AHMAD', 'DuitNow', 'Siti Nurhaliza bt Ahmad')
L('MY', 'TNG*KEDAI MAKAN NASI KANDAR ALI PENANG', ['Kedai Makan Nasi Kandar Ali', 'Nasi Kandar Ali'], 'Food & Drink', proc="Touch 'n Go", ch='mobile_app', city='Penang')
N('MY', 'TNB-BILL PAYMENT JOMPAY', ['TNB', 'Tenaga Nasional'], 'Housing & Utilities', ch='online', rec=True)
P('SG', 'PAYNOW TRANSFER TO TAN WEI MING OTHR', 'PayNow', 'Tan Wei Ming')
L('SG', 'NETS QR AH SENG CHICKEN RICE STALL', ['Ah Seng Chicken Rice Stall', 'Ah Seng Chicken Rice'], 'Food & Drink', ch='mobile_app', proc=OMIT)
S('SG', 'GIRO SALARY LIONCREST MARINE PTE LTD')
X('SG', 'IRAS GIRO INCOME TAX')
N('BN', 'SUPA SAVE GADONG BSB', ['Supa Save', 'SupaSave'], 'Food & Drink', city=OMIT)

# ---------------------------------------------------------------- Philippines
N('PH', 'JOLLIBEE SM MEGAMALL MANDALUYONG', 'Jollibee', 'Food & Drink', city='Mandaluyong')
P('PH', 'GCASH INSTAPAY TRANSFER TO MARIA CLARA REYES', 'GCash', 'Maria Clara Reyes')
P('PH', 'MAYA SEND MONEY 0917XXXX321', 'Maya', None)
L('PH', 'PAYMONGO*LOLA NENA BIBINGKAHAN', ['Lola Nena Bibingkahan', 'Lola Nena'], 'Food & Drink', proc='PayMongo', ch='online')
L('PH', 'POS SARI-SARI STORE NI ALING TESS CEBU', ["Aling Tess Sari-Sari Store", 'Sari-Sari Store ni Aling Tess'], 'Food & Drink', city='Cebu City')

# ---------------------------------------------------------------- Cambodia, Laos, Myanmar, Timor-Leste
P('KH', 'ABA PAY: Funds transferred to SOKHA CHEA (012 345 678)', 'ABA', 'Sokha Chea')
L('KH', 'KHQR ហាងកាហ្វេ ស្រីពៅ សៀមរាប', ['ហាងកាហ្វេ ស្រីពៅ', 'Srey Pov Coffee Shop'], 'Food & Drink', ch='mobile_app', city='Siem Reap')
N('KH', 'CELLCARD TOP UP 012XXXXXX', 'Cellcard', 'Services', ch='mobile_app')
L('LA', 'ຮ້ານເຝີ ແມ່ຄຳ ວຽງຈັນ', ['ຮ້ານເຝີ ແມ່ຄຳ', 'Mae Kham Pho Shop'], 'Food & Drink', city='Vientiane')
P('LA', 'BCEL ONE P2P 2411 SOMPHONE', 'BCEL One', 'Somphone')
P('MM', 'KBZPAY P2P 09XXXXXXX AUNG KO KO', 'KBZPay', 'Aung Ko Ko')
L('MM', 'ရွှေလက်ဖက်ရည်ဆိုင် မန္တလေး', ['ရွှေလက်ဖက်ရည်ဆိုင်', 'Shwe Tea Shop'], 'Food & Drink', city='Mandalay')
L('TL', 'RESTAURANTE TASI MANU DILI', ['Restaurante Tasi Manu', 'Tasi Manu'], 'Food & Drink', city='Dili')

# ---------------------------------------------------------------- Australia, New Zealand, Pacific
N('AU', 'WOOLWORTHS 3312 BONDI JUNCTION AU', 'Woolworths', 'Food & Drink', city='Bondi Junction')
P('AU', 'OSKO PAYMENT TO JACK THOMPSON RENT', 'Osko', 'Jack Thompson')
L('AU', 'SQ *WATTLE & GUM CAFE Fremantle', ['Wattle & Gum Cafe', 'Wattle and Gum Cafe'], 'Food & Drink', proc='Square', city='Fremantle')
L('AU', 'LS ROCKPOOL SURF HIRE BYRON BAY', ['Rockpool Surf Hire'], 'Entertainment', proc='Lightspeed', city='Byron Bay')
N('AU', 'AFTERPAY 123456789 MELBOURNE', 'Afterpay', 'Financial Services', ch='online', city=OMIT)
S('AU', 'SALARY PAYROLL MURRAY VALLEY ORCHARDS')
X('AU', 'ATO BPAY 55123456789012')
N('AU', 'ORIGIN ENERGY DIRECT DEBIT 12345678', 'Origin Energy', 'Housing & Utilities', ch='direct_debit', rec=True)
N('NZ', 'COUNTDOWN PONSONBY AUCKLAND NZ', ['Countdown', "Woolworths"], 'Food & Drink', city='Auckland')
L('NZ', 'EFTPOS TE AWA PHYSIOTHERAPY ROTORUA', ['Te Awa Physiotherapy'], 'Health & Wellness', city='Rotorua')
T('NZ', 'TRANSFER TO S WILLIAMS 12-3456-0789012-00')
N('FJ', 'MH SUPERMARKET SUVA', ['MH', 'Morris Hedstrom'], 'Food & Drink', city='Suva')
P('FJ', 'M-PAISA P2P SEMISI TUIMAVANA 24NOV', 'M-PAiSA', 'Semisi Tuimavana')
L('PG', 'BSP EFTPOS MOMASE HARDWARE LAE', ['Momase Hardware'], 'Shopping', city='Lae')
L('WS', 'FALEAOLO FRESH FISH MARKET APIA', ['Faleaolo Fresh Fish Market'], 'Food & Drink', city='Apia')
L('TO', 'NUKUALOFA KAVA & CRAFT STALL', ['Kava & Craft Stall', 'Nukualofa Kava & Craft Stall'], 'Shopping', city="Nuku'alofa")

# ---------------------------------------------------------------- online, subscriptions, in-app, travel (international brands)
I('GB', 'NETFLIX.COM         AMSTERDAM NLD', 'Netflix', 'Entertainment', ch='online', rec=True, city=OMIT)
I('DE', 'PAYPAL *SPOTIFY 35314369001', 'Spotify', 'Entertainment', proc='PayPal', ch='online', rec=True)
I('FR', 'PRLV SEPA AMAZON PAYMENTS EUROPE S.C.A. PRIME FR', ['Amazon Prime', 'Amazon'], OMIT, ch='direct_debit', rec=True)
I('IN', 'GOOGLE *Duolingo g.co/helppay#', 'Duolingo', 'Education', proc=OMIT, ch='mobile_app', rec=True)
I('BR', 'EBANX *STEAMGAMES', ['Steam', 'Valve'], 'Entertainment', proc='EBANX', ch='online')
I('CO', 'DLO*DIDI RIDES BOGOTA', ['DiDi'], 'Transportation', proc='dLocal', ch='mobile_app', city=OMIT)
I('US', 'ADOBE  *CREATIVE CLD 800-833-6687 CA', 'Adobe', 'Services', ch='online', rec=True)
I('US', 'OPENAI *CHATGPT SUBSCR OPENAI.COM CA', ['OpenAI', 'ChatGPT'], 'Services', ch='online', rec=True)
I('CA', 'MSFT * E0500ABCDE MSBILL.INFO WA', 'Microsoft', 'Services', ch='online', rec=OMIT)
I('AU', 'DISNEY PLUS                SYDNEY       AU', ['Disney+', 'Disney Plus'], 'Entertainment', ch='online', rec=True, city=OMIT)
I('NL', 'PADDLE.NET* N8N CLOUD', 'n8n', 'Services', proc='Paddle', ch='online', rec=True)
I('DE', 'FS *SKETCH.COM FASTSPRING.COM', 'Sketch', 'Services', proc='FastSpring', ch='online', rec=True)
I('ES', 'UDEMY: ONLINE COURSES SAN FRANCISCO', 'Udemy', 'Education', ch='online', city=OMIT)
N('PL', 'PAYU*PYSZNE.PL WROCLAW', ['Pyszne.pl', 'Pyszne'], 'Food & Drink', proc='PayU', ch='online', city=OMIT)
N('IT', 'ADDEBITO DIRETTO TELEPASS S.P.A. PEDAGGI', 'Telepass', 'Transportation', ch='direct_debit', rec=True)
I('KR', '넷플릭스서비시스코리아', ['넷플릭스', 'Netflix'], 'Entertainment', ch='online', rec=True)
N('TH', 'LINEMAN*ORDER 8821 BANGKOK', ['LINE MAN', 'LINE MAN Wongnai'], 'Food & Drink', ch='online', city=OMIT)
I('ID', 'SHOPEEPAY*SHOPEE INDONESIA', 'Shopee', 'Shopping', proc=OMIT, ch='mobile_app')
I('PH', 'LAZADA PH MAKATI CITY', 'Lazada', 'Shopping', ch='online', city=OMIT)
I('SG', 'FOODPANDA SINGAPORE', 'foodpanda', 'Food & Drink', ch='online', city=OMIT)
I('AE', 'AIRBNB * HMXY2Z3Q4A', 'Airbnb', 'Travel', ch='online')
I('GB', 'BOOKING.COM HOTEL      AMSTERDAM', 'Booking.com', 'Travel', ch='online', city=OMIT)
I('FR', 'AIR FRANCE 0571234567890', 'Air France', 'Travel', ch='online')
I('US', 'DELTA AIR   0062123456789 DELTA.COM', ['Delta Air Lines', 'Delta'], 'Travel', ch='online')
I('IE', 'RYANAIR     DUBLIN      IRL', 'Ryanair', 'Travel', ch='online', city=OMIT)
I('TR', 'THY TURK HAVA YOLLARI IST', ['Turkish Airlines', 'Türk Hava Yolları', 'THY'], 'Travel', ch='online', city=OMIT)
I('US', 'HERTZ RENT-A-CAR MIAMI INTL AP FL', 'Hertz', 'Travel', city='Miami')
L('MX', 'HOTEL POSADA LAS GOLONDRINAS OAXACA', ['Hotel Posada Las Golondrinas', 'Posada Las Golondrinas'], 'Travel', city='Oaxaca')
N('NZ', 'AIR NZ 0862123456789 AUCKLAND', 'Air New Zealand', 'Travel', ch='online', city=OMIT)
N('IN', 'MAKEMYTRIP INDIA PVT LTD NEW DELHI', 'MakeMyTrip', 'Travel', ch='online', city=OMIT)
I('CH', 'AGODA.COM HOTEL BOOKING SINGAPORE', 'Agoda', 'Travel', ch='online', city=OMIT)
N('KE', 'KENYA AIRWAYS JKIA NAIROBI', 'Kenya Airways', 'Travel', city='Nairobi', ch=OMIT)
I('ZA', 'UBER *EATS HELP.UBER.COM', 'Uber Eats', 'Food & Drink', ch='online')
I('JP', 'APPLE COM BILL ITUNES.COM', 'Apple', OMIT, ch='online', rec=OMIT)
I('DE', 'PAYPAL *EBAY DE 35314369001', 'eBay', 'Shopping', proc='PayPal', ch='online')
I('SE', 'KLARNA*HM.COM', ['H&M', 'HM.com'], 'Shopping', proc='Klarna', ch='online')
I('AT', 'IKEA WIEN NORD', 'IKEA', 'Shopping', city='Vienna')
I('CZ', 'MCDONALDS 023 PRAHA HLAVNI NADRAZI', ["McDonald's", 'McDonalds'], 'Food & Drink', city='Prague')
I('PL', 'STARBUCKS WARSZAWA CENTRALNA', 'Starbucks', 'Food & Drink', city='Warsaw')
I('SA', 'SHELL SELECT KHOBAR', 'Shell', 'Transportation', city='Khobar')
I('MY', 'KFC DRIVE THRU SHAH ALAM', 'KFC', 'Food & Drink', city='Shah Alam')
I('AR', 'NETFLIX.COM LOS GATOS USA IMP PAIS', 'Netflix', 'Entertainment', ch='online', rec=True)

# ---------------------------------------------------------------- more small businesses behind processors / acquirers
L('NL', 'CCV*BLOEMENHUIS DE ZOETE INVAL HAARLEM', ['Bloemenhuis De Zoete Inval', 'De Zoete Inval'], 'Shopping', proc='CCV', city='Haarlem')
L('NL', 'Mollie B.V. Koffiebranderij Het Zwarte Paard', ['Koffiebranderij Het Zwarte Paard', 'Het Zwarte Paard'], 'Food & Drink', proc='Mollie', ch='online')
L('BG', 'MYPOS*AVTOMIVKA BLESK', ['Avtomivka Blesk', 'Автомивка Блясък'], 'Transportation', proc='myPOS')
L('NG', 'FLW*ADUKE FABRICS AND TEXTILES', ['Aduke Fabrics and Textiles', 'Aduke Fabrics'], 'Shopping', proc='Flutterwave', ch='online')
L('ZA', 'PAYFAST*HONEYBADGER BILTONG', ['Honeybadger Biltong'], 'Food & Drink', proc='Payfast', ch='online')
L('KE', 'PESAPAL*SAVANNAH ACACIA CAMP', ['Savannah Acacia Camp'], 'Travel', proc='Pesapal', ch='online')
L('ID', 'MIDTRANS*TOKO BATIK SRI REJEKI', ['Toko Batik Sri Rejeki', 'Batik Sri Rejeki'], 'Shopping', proc='Midtrans', ch='online')
L('PL', 'P24*SKLEP ZOOLOGICZNY PAZUR', ['Sklep Zoologiczny Pazur', 'Pazur'], 'Shopping', proc='Przelewy24', ch='online')
L('FR', "SUMUP *LA FROMAGERIE DE L'ILE", ["La Fromagerie de l'Île", "La Fromagerie de l'Ile"], 'Food & Drink', proc='SumUp')
L('IT', 'NEXI*FERRAMENTA DEL PONTE VECCHIO', ['Ferramenta del Ponte Vecchio'], 'Shopping', proc='Nexi')
L('US', 'ETSY.COM - QUIETMEADOWSOAP', ['Quiet Meadow Soap', 'QuietMeadowSoap', 'Etsy'], 'Shopping', proc=OMIT, ch='online')
L('CA', 'SP * NORTHSHORE PADDLE CO', ['Northshore Paddle Co', 'Northshore Paddle'], 'Shopping', proc='Shopify', ch='online')
L('GB', 'PAYPAL *THEWOOLLYWREN', ['The Woolly Wren', 'Woolly Wren', 'thewoollywren'], 'Shopping', proc='PayPal', ch='online')
L('ES', 'STRIPE* ACADEMIA DE IDIOMAS LINGUA VIVA', ['Academia de Idiomas Lingua Viva', 'Lingua Viva'], 'Education', proc='Stripe', ch='online')
L('DE', 'STRIPE *YOGASTUDIO LICHTBLICK', ['Yogastudio Lichtblick'], 'Health & Wellness', proc='Stripe', ch='online', rec=OMIT)

# ---------------------------------------------------------------- refunds
RF('DE', 'Gutschrift ZALANDO SE Retoure 10123456789', 'Zalando')
RF('FR', 'REMBOURSEMENT CB DECATHLON 2211 NANTES', 'Decathlon', city='Nantes')
RF('ES', 'DEVOLUCION COMPRA ZARA ESPANA SA', 'Zara')
RF('US', 'AMAZON.COM REFUND AMZN.COM/BILL WA', 'Amazon', city=None)
RF('IN', 'REFUND-FLIPKART INTERNET PVT LTD-512398761234', 'Flipkart', city=None)
RF('AU', 'REFUND JB HI-FI HORNSBY', 'JB Hi-Fi', city='Hornsby')
RF('SE', 'ÅTERKÖP IKEA KUNGENS KURVA', 'IKEA', city=OMIT)

# ---------------------------------------------------------------- more controls
S('US', 'SSA  TREAS 310  XXSOC SEC  11/25')
T('US', 'VENMO CASHOUT PPD ID: 5264681992', typ='income')
F('US', 'OVERDRAFT ITEM FEE FOR ACTIVITY OF 11-24')
S('CA', 'CANADA FED GST/HST CREDIT')
F('GB', 'NON-STERLING TRANSACTION FEE')
LN('GB', 'LOAN REPAYMENT 123456789/00')
S('GB', 'DWP UC 1234567890 UNIVERSAL CREDIT')
INT('DE', 'Abschluss Zinsen/Dividende')
LN('DE', 'Darlehen Rate 11/2025 Kto 1234567890')
A('DE', 'Bargeldauszahlung Commerzbank Hamburg-Altona', OMIT)
F('FR', 'FRAIS COMMISSION D INTERVENTION')
LN('FR', 'ECHEANCE PRET N 00123456789')
S('FR', 'VIR CAF ALLOCATIONS FAMILIALES')
T('ES', 'TRASPASO ENTRE CUENTAS PROPIAS')
A('IT', 'PRELIEVO BANCOMAT 24/11 NAPOLI VIA TOLEDO', 'Naples')
LN('IT', 'RATA MUTUO N. 0123456 SCAD. 30/11')
A('NL', 'GEA, Betaalpas ING ROTTERDAM CENTRUM', 'Rotterdam')
A('PL', 'WYPŁATA Z BANKOMATU PKO BP KRAKÓW', 'Kraków')
F('RU', 'Комиссия за обслуживание карты')
T('JP', 'ﾌﾘｺﾐ ﾔﾏﾀﾞ ﾀﾛｳ')
S('KR', '급여 (주)한빛테크')
A('CN', 'ATM取款 广州天河', 'Guangzhou')
INT('IN', 'INT.PD:01-10-2025 TO 31-12-2025')
T('IN', 'NEFT DR-SBIN0001234-SUNITA DEVI-NETBANK-RENT')
T('BR', 'TED ENVIADA 341 0001 MARIA APARECIDA SILVA')
X('BR', 'IPVA 2025 SP RENAVAM 01234567890')
A('AU', 'WITHDRAWAL ATM CBA BOURKE ST MELBOURNE', 'Melbourne')
A('ZA', 'CASH WITHDRAWAL ABSA ATM UMHLANGA DURBAN', 'Durban')
A('EG', 'ATM WITHDRAWAL NBE GIZA', 'Giza')
A('SA', 'سحب نقدي صراف الراجحي الدمام', 'Dammam')
F('TH', 'ค่าธรรมเนียมโอนเงินต่างธนาคาร')
F('ID', 'BIAYA ADM BULANAN')
X('PH', 'WITHHOLDING TAX ON INTEREST')
LN('TR', 'KREDI TAKSIT ODEMESI 3/24')
F('IL', 'עמלת פעולה בערוץ ישיר')
S('SE', 'LÖN NOVEMBER NORRLANDS TRÄVARU AB')
A('GR', 'ΑΝΑΛΗΨΗ ΑΤΜ ΠΕΙΡΑΙΑΣ', 'Piraeus')
A('UA', 'Зняття готівки Банкомат ПриватБанк Одеса', 'Odesa')
X('NZ', 'IRD TAX PAYMENT 123-456-789 GST')
A('CO', 'RETIRO CAJERO BANCOLOMBIA MEDELLIN', 'Medellín')
A('PE', 'RETIRO ATM BCP AREQUIPA', 'Arequipa')
S('AR', 'HABERES ACREDITACION BANCO NACION')

P('US', 'WU *MONEY TRANSFER WESTERNUNION.COM', 'Western Union', None)
P('GB', 'WISE TRANSFER TO ADEBAYO OKONKWO REF 1234567', 'Wise', 'Adebayo Okonkwo')
P('PT', 'MB WAY DE INES CARVALHO', 'MB WAY', 'Ines Carvalho', typ='income')
P('FI', 'SIIRTO-MAKSU VILLE KORHONEN', 'Siirto', 'Ville Korhonen')
P('SE', 'SWISH INBETALNING 0701234567', 'Swish', None, typ='income')
P('AE', 'AANI INSTANT PAYMENT - FATIMA ALHASHMI - 05XXXXXXX', 'Aani', 'Fatima Alhashmi')
# ---------------------------------------------------------------- donations, entertainment, education
N('GB', 'JUSTGIVING*BRITISH HEART FOUNDATION', ['British Heart Foundation', 'BHF'], 'Charity & Gifts', proc='JustGiving', ch='online')
N('US', 'GOFUNDME *HELP THE RIVERA FAMILY', 'GoFundMe', 'Charity & Gifts', ch='online')
N('DE', 'Spende Deutsches Rotes Kreuz e.V. Spendenquittung', ['Deutsches Rotes Kreuz', 'DRK'], 'Charity & Gifts', ch='bank_transfer', rec=OMIT)
I('FR', 'PRLV SEPA MEDECINS SANS FRONTIERES DON MENSUEL', ['Médecins Sans Frontières', 'MSF'], 'Charity & Gifts', ch='direct_debit', rec=True)
N('SA', 'EHSAN DONATION PLATFORM', ['Ehsan', 'إحسان'], 'Charity & Gifts', ch='online')
N('IN', 'UPI/DR/512377771234/THE AKSHAYA PA/HDFC/akshayapatra/Donation', ['The Akshaya Patra Foundation', 'Akshaya Patra'], 'Charity & Gifts', proc=OMIT, ch='mobile_app')
N('CA', 'CANADAHELPS.ORG DONATION TORONTO ON', 'CanadaHelps', 'Charity & Gifts', ch='online', city=OMIT)
N('KR', '사랑의열매 정기후원', ['사랑의열매', 'Community Chest of Korea'], 'Charity & Gifts', ch='direct_debit', rec=True)
L('AU', 'SQ *BELLINGEN WOMBAT RESCUE INC', ['Bellingen Wombat Rescue'], 'Charity & Gifts', proc='Square')
N('MX', 'CINEPOLIS PLAZA CARSO CDMX', ['Cinépolis', 'Cinepolis'], 'Entertainment', city=OMIT)
N('KR', 'CGV 용산아이파크몰', 'CGV', 'Entertainment', city=OMIT)
I('US', 'TM *TICKETMASTER 800-653-8000 CA', 'Ticketmaster', 'Entertainment', ch='online')
N('GB', 'CINEWORLD CINEMAS SHEFFIELD', 'Cineworld', 'Entertainment', city='Sheffield')
N('ES', 'ENTRADAS MUSEO DEL PRADO MADRID', 'Museo del Prado', 'Entertainment', ch=OMIT, city='Madrid')
I('NG', 'COURSERA.ORG 650-963-9884 CA', 'Coursera', 'Education', ch='online', rec=OMIT)
L('KE', 'SCHOOL FEES MWANGAZA HILLS ACADEMY KISUMU', ['Mwangaza Hills Academy'], 'Education', ch='bank_transfer', city='Kisumu')


# ---------------------------------------------------------------- write, validate, summarise
CATS = ['Income', 'Transfers', 'Food & Drink', 'Shopping', 'Transportation', 'Travel', 'Housing & Utilities',
        'Entertainment', 'Health & Wellness', 'Personal Care', 'Education', 'Financial Services',
        'Government & Taxes', 'Services', 'Charity & Gifts']
CHANNELS = ['in_store', 'online', 'mobile_app', 'atm', 'bank_transfer', 'direct_debit', 'unknown']

def _scripts(title):
    out = []
    for c in title:
        if not c.isalpha():
            continue
        n = unicodedata.name(c, '')
        if n.startswith(('HIRAGANA', 'KATAKANA', 'HALFWIDTH KATAKANA')):
            s = 'Japanese kana'
        elif n.startswith('CJK'):
            s = 'Han'
        else:
            s = n.split(' ')[0].title()
        if s not in out:
            out.append(s)
    return out

def _check(o):
    assert set(o) == {'id', 'title', 'country', 'type', 'expect', 'kind'}, o
    assert isinstance(o['title'], str) and o['title'].strip() == o['title'] and o['title'], o
    assert len(o['country']) == 2 and o['country'].isupper(), o
    assert o['type'] in ('expense', 'income'), o
    ex = o['expect']
    assert set(ex) <= {'merchant', 'category1', 'processor', 'p2p', 'city', 'channel', 'recurring'}, o
    if 'merchant' in ex:
        m = ex['merchant']
        assert m is None or (isinstance(m, list) and m and all(isinstance(x, str) and x.strip() for x in m)), o
    if 'category1' in ex:
        assert ex['category1'] in CATS, o
    if 'processor' in ex:
        assert ex['processor'] is None or (isinstance(ex['processor'], str) and ex['processor']), o
    if 'p2p' in ex:
        q = ex['p2p']
        assert q is None or (isinstance(q, dict) and set(q) <= {'platform', 'recipient'} and q.get('platform')), o
        if q is not None:
            assert ex.get('merchant') is None and 'merchant' in ex, o
    if 'city' in ex:
        assert ex['city'] is None or (isinstance(ex['city'], str) and ex['city']), o
    if 'channel' in ex:
        assert ex['channel'] in CHANNELS, o
    if 'recurring' in ex:
        assert isinstance(ex['recurring'], bool), o
    if o['kind'] in ('local', 'national', 'intl', 'regional', 'refund'):
        assert ex.get('merchant'), o
    if o['kind'] in ('control', 'p2p'):
        assert 'merchant' in ex and ex['merchant'] is None, o

def write(id_prefix='hu', filename='heldout-u.jsonl'):
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), filename)
    titles = collections.Counter(r['title'] for r in rows)
    dup = [t for t, n in titles.items() if n > 1]
    assert not dup, dup
    with open(out, 'w', encoding='utf-8') as f:
        for i, r in enumerate(rows, 1):
            f.write(json.dumps({'id': '%s-%03d' % (id_prefix, i), 'title': r['title'], 'country': r['country'],
                                'type': r['type'], 'expect': r['expect'], 'kind': r['kind']}, ensure_ascii=False) + '\n')
    # re-read and validate every line
    objs = []
    with open(out, encoding='utf-8') as f:
        for n, line in enumerate(f, 1):
            o = json.loads(line)
            assert o['id'] == '%s-%03d' % (id_prefix, n)
            _check(o)
            objs.append(o)
    return out, objs

def summary(objs):
    kinds = collections.Counter(o['kind'] for o in objs)
    countries = collections.Counter(o['country'] for o in objs)
    scripts = collections.Counter()
    for o in objs:
        sc = _scripts(o['title'])
        for s in sc:
            scripts[s] += 1
    ex = [o['expect'] for o in objs]
    merch = [o for o in objs if o['expect'].get('merchant')]
    none_m = [o for o in objs if 'merchant' in o['expect'] and o['expect']['merchant'] is None]
    p2p = [e['p2p'] for e in ex if e.get('p2p')]
    proc = collections.Counter(e['processor'] for e in ex if e.get('processor'))
    print('cases %d, countries %d, scripts %d' % (len(objs), len(countries), len(scripts)))
    print('kinds:', dict(kinds.most_common()))
    print('merchant expected %d (local %d = %.0f%%), merchant null %d (controls %d = %.0f%% of all, p2p %d)' % (
        len(merch), kinds['local'], 100.0 * kinds['local'] / len(merch), len(none_m), kinds['control'],
        100.0 * kinds['control'] / len(objs), kinds['p2p']))
    print('p2p: %d (with recipient %d, without %d), platforms %d' % (len(p2p), sum(1 for q in p2p if 'recipient' in q),
          sum(1 for q in p2p if 'recipient' not in q), len(set(q['platform'] for q in p2p))))
    print('behind a named processor: %d (%d processors): %s' % (sum(proc.values()), len(proc), ', '.join(sorted(proc))))
    print('types:', dict(collections.Counter(o['type'] for o in objs)))
    print('category1:', dict(collections.Counter(e.get('category1', '(unscored)') for e in ex).most_common()))
    print('channel:', dict(collections.Counter(e.get('channel', '(unscored)') for e in ex).most_common()))
    print('recurring true:', sum(1 for e in ex if e.get('recurring') is True))
    print('city: named %d, null %d, unscored %d' % (sum(1 for e in ex if e.get('city')), sum(1 for e in ex if 'city' in e and e['city'] is None), sum(1 for e in ex if 'city' not in e)))
    print('scripts:', dict(scripts.most_common()))
    print('countries:', ' '.join('%s:%d' % kv for kv in sorted(countries.items(), key=lambda kv: (-kv[1], kv[0]))))
    print('kind per country (local/brand/p2p/control):')
    per = collections.defaultdict(collections.Counter)
    for o in objs:
        k = o['kind']
        per[o['country']]['brand' if k in ('national', 'intl', 'regional', 'refund') else k] += 1
    print('  ' + ' '.join('%s:%d/%d/%d/%d' % (c, per[c]['local'], per[c]['brand'], per[c]['p2p'], per[c]['control']) for c in sorted(per)))

if __name__ == '__main__':
    path, objs = write()
    print(path)
    summary(objs)
