import sys, os; sys.path.insert(0, os.path.dirname(os.path.abspath(__file__))); import labels as lb; from labels import OMIT
import collections, unicodedata

# Blind evaluation set heldout-n: written by a blind helper on 2026-11-27, from
# /work/shared/eval/FORMAT.md and bench/eval/labels.py, with only the header comments (first ~45
# lines) of heldout-m.gen.py read for the labelling conventions. No titles of any other set were
# read or reused; no engine code (workers/, native-data/, src/), engine data, engine answers, docs
# or accuracy reports were read, and the engine, eval scripts, tests and builds were never run
# (only this generator). Every title was written fresh for this set.
# Coverage: see the counts printed at the end (titles, countries, scripts, invented-business share,
# p2p lines). More than half of the titles are small local businesses invented for this set
# (family names, place-derived names, word plays, legal forms: GmbH, SARL, Sp. z o.o., Kft, EOOD,
# Ltda, SAS, Pty Ltd, ehf, Oy, AB, ApS, KG, srl, d.o.o., SPC, LLC ...), the rest real chains, online
# services, utilities, salaries, taxes, fees, ATM, refunds, p2p on wallets and instant rails, plain
# and own-account transfers, direct debits, standing orders and subscriptions.
# Layouts: card lines with dates / times, card masks, terminal ids, auth codes and RRNs; wallet and
# contactless (Apple Pay, Google Pay, girocard, Bancontact, Dankort, EFTPOS, NETS); truncation at
# 19-25 characters; city before merchant; glued words; mixed case; local date formats; processor
# prefixes (SQ *, TST*, SUMUP *, ZETTLE_*, PAYPAL *, STRIPE, ADYEN, PAYU*, RAZORPAY, MERPAGO*,
# YOCO *, IYZICO, PAYSTACK, XENDIT, PAYMONGO, VIVA WALLET, JCC, CCV, DLO*, PAG*, PAYME, SP *);
# Japanese half-width katakana zengin lines, Chinese wallet channel prefixes, Greek, Hebrew,
# Arabic, Cyrillic, Georgian, Armenian, Thai and Hangul lines as banks and wallets print them.
# Conventions (as heldout-m's header): card at a shop (incl. contactless / wallets) is in_store;
# card-not-present and online services are online; ride hailing and app-store purchases are
# mobile_app; food delivery online; direct debits direct_debit + recurring (tax by direct debit
# leaves recurring unscored); streaming / software subscriptions online + recurring; salary
# bank_transfer + recurring with no merchant; standing orders bank_transfer + recurring; ATM is
# atm with city unscored; fees leave channel and recurring unscored; a merchant paid over an
# instant rail, QR or wallet leaves processor unscored (a rail / wallet is not a processor); city
# only where printed and clear (null where the title names no place, OMIT where a fragment or a
# district is ambiguous); category only where plain (OMIT otherwise). Refunds are Income with the
# merchant named and channel unscored. Tax and fines: Government & Taxes, no merchant.
# Kinds: local = invented small business; proc = invented business behind a processor; railm =
# invented business paid over a rail / QR / wallet; ldd = invented business by direct debit or
# standing order; brand / pbrand = known brand (pbrand behind a processor); sub / dd; p2p; xfer;
# own; income / tax / fee / atm / refund.
# Run: nice -n 19 python3 bench/eval/heldout-n.gen.py (deterministic; prints the counts).
K = []
INVENTED = {'local', 'proc', 'railm', 'ldd'}
def e(kind, cc, title, m, cat, proc=None, city=None, ch='in_store', rec=False, typ='expense', p2p=None):
    lb.E(cc, title, m, cat, proc, city, ch, rec, p2p, typ); K.append(kind)
def L(cc, title, m, cat, city=None, ch='in_store'):        # invented local business, no processor
    e('local', cc, title, m, cat, None, city, ch)
def W(cc, title, m, cat, city=None):                       # invented business, wallet at the till
    e('local', cc, title, m, cat, OMIT, city, 'in_store')
def PR(cc, title, m, cat, proc, city=None, ch='in_store'):  # invented local business behind a processor
    e('proc', cc, title, m, cat, proc, city, ch)
def RM(cc, title, m, cat, city=None, ch='in_store'):       # invented business paid over a rail / QR
    e('railm', cc, title, m, cat, OMIT, city, ch)
def B(cc, title, m, cat, city=None, ch='in_store', proc=None, rec=False):  # known brand
    e('brand' if proc is None else 'pbrand', cc, title, m, cat, proc, city, ch, rec)
def sub(cc, title, m, cat, proc=None, city=None):
    e('sub', cc, title, m, cat, proc, city, 'online', True)
def dd(cc, title, m, cat, city=None):
    e('dd', cc, title, m, cat, None, city, 'direct_debit', True)
def ldd(cc, title, m, cat, ch='direct_debit', city=None):  # invented business, direct debit / standing order
    e('ldd', cc, title, m, cat, None, city, ch, True)
def p(cc, title, plat, rcpt, typ='expense'):
    lb.P(cc, title, plat, rcpt, typ); K.append('p2p')
def t(cc, title, typ='expense', rec=False):
    e('xfer', cc, title, None, 'Transfers', None, None, 'bank_transfer', rec, typ)
def own(cc, title, typ='expense'):
    e('own', cc, title, None, 'Transfers', None, None, 'bank_transfer', False, typ)
def sal(cc, title):
    e('income', cc, title, None, 'Income', None, None, 'bank_transfer', True, 'income')
def inc(cc, title, ch=OMIT):  # interest, dividends, benefits received
    e('income', cc, title, None, 'Income', None, None, ch, OMIT, 'income')
def tax(cc, title, ch='bank_transfer'):
    e('tax', cc, title, None, 'Government & Taxes', None, None, ch, OMIT if ch == 'direct_debit' else False)
def fee(cc, title):
    e('fee', cc, title, None, 'Financial Services', None, None, OMIT, OMIT)
def atm(cc, title):
    e('atm', cc, title, None, 'Financial Services', None, OMIT, 'atm', False)
def ref(cc, title, m, proc=None, city=None):
    e('refund', cc, title, m, 'Income', proc, city, OMIT, False, 'income')

# ---------------------------------------------------------------- North America
L('US', 'DEBIT CARD PURCHASE XXXXX4417 11/14 KOWALCZYK HARDWARE & LUM BUFFALO NY', ['Kowalczyk Hardware & Lumber', 'Kowalczyk Hardware & Lum', 'Kowalczyk Hardware'], 'Shopping', 'Buffalo')
L('US', 'PURCHASE AUTHORIZED ON 11/02 PINE HOLLOW FEED STORE S584306817265091 CARD 8841', ['Pine Hollow Feed Store', 'Pine Hollow Feed'], 'Shopping')
PR('US', 'TST* MAMA LUCIA TRATTORIA SILVER SPRING MD', ['Mama Lucia Trattoria', 'Mama Lucia'], 'Food & Drink', 'Toast', 'Silver Spring')
PR('US', 'SQ *HOLLOWAY BROS BARBER Tulsa OK', ['Holloway Bros Barber', 'Holloway Brothers Barber', 'Holloway Bros'], 'Personal Care', 'Square', 'Tulsa')
PR('US', 'SQ *DUSTY BOOTS TACO TRK gosq.com TX', ['Dusty Boots Taco Truck', 'Dusty Boots Taco Trk', 'Dusty Boots'], 'Food & Drink', 'Square', None)
L('US', 'CHECKCARD 1109 OKONKWO AUTO CARE LLC 4807723310 AZ 24431066312', ['Okonkwo Auto Care'], 'Transportation')
W('US', 'APPLE PAY BIRCHWOOD LAUNDROMAT MADISON WI 11/21', ['Birchwood Laundromat', 'Birchwood'], 'Services', 'Madison')
PR('US', 'PAYPAL *REDCEDARQUILT 402-935-7733 NE', ['Red Cedar Quilt', 'Red Cedar Quilts', 'Redcedarquilt'], 'Shopping', 'PayPal', None, 'online')
p('US', 'Zelle payment to Marisol Quintero JPM99b3k2lfq', 'Zelle', 'Marisol Quintero')
p('US', 'CASH APP*DESHAWN T*4153753176 CA', 'Cash App', 'Deshawn T')
p('US', 'VENMO PAYMENT 1034829917 WEB ID: 3264681992', 'Venmo', None)
B('US', 'AMZN Mktp US*2K41P07R3 Amzn.com/bill WA', ['Amazon', 'Amazon Marketplace'], 'Shopping', None, 'online')
sub('US', 'HLU*Hulu 1238841129-U hulu.com/billCA', ['Hulu'], 'Entertainment')
B('US', 'UBER *TRIP HELP.UBER.COM CA', ['Uber'], 'Transportation', None, 'mobile_app')
sal('US', 'HARGROVE MILLWORK DES:PAYROLL ID:XXXXX4471 INDN:ORTEGA, LUIS CO ID:1234567890 PPD')
dd('US', 'DUKE ENERGY CAROLINAS DES:BILL PAY ID:88410073 INDN:SAMANTHA REEVES CO ID:9100 WEB', ['Duke Energy'], 'Housing & Utilities')
atm('US', 'NON-CHASE ATM WITHDRAW 11/09 4521 W BELMONT AVE CHICAGO IL')
fee('US', 'NON-CHASE ATM FEE-WITH')
B('US', 'SHELL OIL 57444389906 ROCKWALL TX', ['Shell'], 'Transportation', 'Rockwall')
ref('US', 'RETURN CREDIT TARGET T-2291 ALBANY NY', ['Target'], None, 'Albany')

L('CA', 'CASSE-CROUTE CHEZ GINETTE RIMOUSKI QC', ['Casse-Croûte Chez Ginette', 'Casse-Croute Chez Ginette', 'Chez Ginette'], 'Food & Drink', 'Rimouski')
L('CA', 'FROMAGERIE LA VACHE QUI RUMINE SHERBROOKE QC', ['Fromagerie La Vache qui Rumine', 'La Vache qui Rumine'], 'Food & Drink', 'Sherbrooke')
PR('CA', 'SQ *BRANCHES & BEANS COFF Guelph ON', ['Branches & Beans Coffee', 'Branches & Beans Coff', 'Branches & Beans'], 'Food & Drink', 'Square', 'Guelph')
L('CA', "Point of Sale - Interac RETAIL PURCHASE 000001234567 MACPHERSON'S TACKLE", ["MacPherson's Tackle", 'MacPhersons Tackle'], 'Shopping')
p('CA', 'E-TRANSFER SENT Ngozi Adeyemi CA4kTq9', 'Interac', 'Ngozi Adeyemi')
B('CA', 'TIM HORTONS #2231 WINNIPEG MB', ['Tim Hortons'], 'Food & Drink', 'Winnipeg')
dd('CA', 'PRE-AUTHORIZED DEBIT HYDRO ONE NETWORKS', ['Hydro One'], 'Housing & Utilities')
tax('CA', 'ONLINE BANKING PAYMENT CRA (REVENUE) 2026 TAX RETURN')

L('MX', 'TAQUERIA EL GUERO DE TLAQ ZAPOPAN JAL', ['Taquería El Güero de Tlaquepaque', 'Taqueria El Guero de Tlaq', 'Taqueria El Guero'], 'Food & Drink', 'Zapopan')
PR('MX', 'MERPAGO*REFACCIONARIAELCHINO', ['Refaccionaria El Chino'], OMIT, 'Mercado Pago')
PR('MX', 'CLIP MX*TORTAS AHOGADAS LA CHAYO', ['Tortas Ahogadas La Chayo', 'La Chayo'], 'Food & Drink', 'Clip')
L('MX', 'COMPRA TDD 4417 FARMACIA SAN JUDAS TADEO DE LA VIGA CDMX', ['Farmacia San Judas Tadeo'], 'Health & Wellness', OMIT)
B('MX', 'OXXO SAN JERONIMO MONTERREY NL', ['Oxxo'], 'Food & Drink', 'Monterrey')
dd('MX', 'DOMICILIACION CFE SUMINISTRADOR DE SERVICIOS BASICOS', ['CFE', 'Comisión Federal de Electricidad'], 'Housing & Utilities')
t('MX', 'SPEI ENVIADO BANORTE 0112026 A MARIA GUADALUPE RIOS CONCEPTO renta')

# ---------------------------------------------------------------- Latin America
p('BR', 'PIX ENVIADO - Joao Pedro Alves Cardoso', 'PIX', 'Joao Pedro Alves Cardoso')
RM('BR', 'PIX QRS PADARIA NOVA ALVORADA LTDA 27/11', ['Padaria Nova Alvorada'], 'Food & Drink')
L('BR', 'COMPRA CARTAO - 1410 ACOUGUE IRMAOS BORTOLI CAXIAS DO SUL', ['Açougue Irmãos Bortoli', 'Acougue Irmaos Bortoli', 'Irmaos Bortoli'], 'Food & Drink', 'Caxias do Sul')
PR('BR', 'PAG*LanchoneteDoZeca', ['Lanchonete do Zeca'], 'Food & Drink', 'PagSeguro')
PR('BR', 'MP*ACAIDABAIXADA', ['Açaí da Baixada', 'Acai da Baixada'], 'Food & Drink', 'Mercado Pago')
B('BR', 'IFD*IFOOD.COM AGENCIA DE RESTAURANTES ONLINE', ['iFood'], 'Food & Drink', None, 'online')
dd('BR', 'DEB AUTOMATICO SABESP 0442817', ['Sabesp'], 'Housing & Utilities')
sal('BR', 'CRED SALARIO 0001 FOLHA MARCENARIA SCHMITT')
tax('BR', 'PAGTO DARF 0190 IRPF 11/2026')

PR('AR', 'MERPAGO*PANADERIALAMEDIALUNA', ['Panadería La Medialuna', 'Panaderia La Medialuna', 'La Medialuna'], 'Food & Drink', 'Mercado Pago')
L('AR', 'PARRILLA DON TITO SRL ROSARIO', ['Parrilla Don Tito', 'Don Tito'], 'Food & Drink', 'Rosario')
sub('AR', 'DLO*SPOTIFY', ['Spotify'], 'Entertainment', 'dLocal')
B('AR', 'YPF 2034 MAR DEL PLATA', ['YPF'], 'Transportation', 'Mar del Plata')
t('AR', 'TRANSFERENCIA A TERCEROS CBU 0070089430004012345678 LUCIANA PEREYRA')

L('CL', 'COMPRA NAC. EMPANADAS DONA JUANITA VINA DEL MAR', ['Empanadas Doña Juanita', 'Empanadas Dona Juanita'], 'Food & Drink', 'Viña del Mar')
PR('CL', 'SUMUP * FERRETERIA EL TORNILLO', ['Ferretería El Tornillo', 'Ferreteria El Tornillo', 'El Tornillo'], 'Shopping', 'SumUp')
B('CL', 'JUMBO LOS DOMINICOS', ['Jumbo'], 'Food & Drink', OMIT)
t('CL', 'TRASPASO A:Camila Fuentes Soto')

L('CO', 'COMPRA PANADERIA LA ESPIGA DORADA MEDELLIN', ['Panadería La Espiga Dorada', 'Panaderia La Espiga Dorada', 'La Espiga Dorada'], 'Food & Drink', 'Medellín')
p('CO', 'TRANSF NEQUI 3104589921 ANDRES FELIPE GOMEZ', 'Nequi', 'Andres Felipe Gomez')
PR('CO', 'PAYU*ARTESANIAS WAYUU SAS', ['Artesanías Wayuu', 'Artesanias Wayuu'], 'Shopping', 'PayU', None, 'online')
B('CO', 'RAPPI*RAPPI COLOMBIA', ['Rappi'], 'Food & Drink', None, 'online')

p('PE', 'YAPE A ROSA HUAMAN Q.', 'Yape', 'Rosa Huaman Q')
L('PE', 'POLLERIA EL REY DEL CARBON AREQUIPA', ['Pollería El Rey del Carbón', 'Polleria El Rey del Carbon', 'El Rey del Carbon'], 'Food & Drink', 'Arequipa')
RM('PE', 'PLIN-BODEGA DONA CHELITA', ['Bodega Doña Chelita', 'Bodega Dona Chelita'], 'Food & Drink')
L('UY', 'ROTISERIA LA ABUELA NELLY PAYSANDU', ['Rotisería La Abuela Nelly', 'Rotiseria La Abuela Nelly', 'La Abuela Nelly'], 'Food & Drink', 'Paysandú')
dd('UY', 'DEBITO AUTOMATICO ANTEL FACTURA 10/2026', ['Antel'], 'Services')
L('EC', 'PICANTERIA MI COSITA RICA CUENCA EC', ['Picantería Mi Cosita Rica', 'Picanteria Mi Cosita Rica', 'Mi Cosita Rica'], 'Food & Drink', 'Cuenca')
L('GT', 'CAFETERIA EL PORTAL XELA QUETZALTENANGO', ['Cafetería El Portal Xela', 'Cafeteria El Portal Xela', 'El Portal Xela'], 'Food & Drink', 'Quetzaltenango')
p('CR', 'SINPE MOVIL: GABRIELA MORA VARGAS 8888-1234', 'SINPE Movil', 'Gabriela Mora Vargas')
L('CR', 'SODA LA TICA DE DONA FLOR PUNTARENAS', ['Soda La Tica de Doña Flor', 'Soda La Tica'], 'Food & Drink', 'Puntarenas')
p('PA', 'YAPPY A CARLOS DE LEON', 'Yappy', 'Carlos De Leon')
L('DO', 'COLMADO EL MELLO HNOS SANTIAGO', ['Colmado El Mello', 'Colmado El Mello Hermanos'], 'Food & Drink', OMIT)
L('PY', 'DESPENSA ÑANDE ROGA SAN LORENZO', ['Despensa Ñande Róga', 'Despensa Nande Roga', 'Ñande Roga'], 'Food & Drink', 'San Lorenzo')
L('BO', 'SALTEÑERIA LA CASCADA COCHABAMBA', ['Salteñería La Cascada', 'Saltenería La Cascada', 'La Cascada'], 'Food & Drink', 'Cochabamba')

# ---------------------------------------------------------------- British Isles
L('GB', 'CARD PAYMENT TO THE CROOKED SPOKE CYCLES ON 14-11-2026', ['The Crooked Spoke Cycles', 'Crooked Spoke Cycles', 'The Crooked Spoke'], 'Shopping')
PR('GB', 'SUMUP *ELLIS & DAUGHTER FLO', ['Ellis & Daughter Florist', 'Ellis & Daughter Flo', 'Ellis & Daughter'], 'Shopping', 'SumUp')
PR('GB', 'ZETTLE_*MOORLAND HONEY CO', ['Moorland Honey Co', 'Moorland Honey'], 'Food & Drink', 'Zettle')
L('GB', 'PENZANCE    TREGEAR & SONS PASTIES GB', ['Tregear & Sons Pasties', 'Tregear & Sons'], 'Food & Drink', 'Penzance')
ldd('GB', 'SO KEELER LETTINGS LTD RENT FLAT 2', ['Keeler Lettings'], 'Housing & Utilities', 'bank_transfer')
p('GB', 'PAYPAL *HAMISHMCLEOD', 'PayPal', 'Hamish McLeod')
dd('GB', 'DIRECT DEBIT OCTOPUS ENERGY 0411983', ['Octopus Energy'], 'Housing & Utilities')
B('GB', 'TFL TRAVEL CH TFL.GOV.UK/CP', ['TfL', 'Transport for London'], 'Transportation', None, OMIT)
sal('GB', 'BGC HARGREAVE JOINERY LTD SALARY NOV')
tax('GB', 'HMRC SELF ASSESSMENT 4471209935K')
fee('GB', 'NON-STERLING TRANSACTION FEE')
B('GB', 'GREGGS 1472 DONCASTER', ['Greggs'], 'Food & Drink', 'Doncaster')
L('IE', 'POS 12NOV FOLEYS BUTCHERS K', ["Foley's Butchers", 'Foleys Butchers'], 'Food & Drink', OMIT)
L('IE', 'VDP-MCGETTIGANS HARDWARE LETTERKENNY', ["McGettigan's Hardware", 'McGettigans Hardware'], 'Shopping', 'Letterkenny')
dd('IE', 'D/D ELECTRIC IRELAND 9120044', ['Electric Ireland'], 'Housing & Utilities')
B('IE', 'VDC-CENTRA BALLINA', ['Centra'], 'Food & Drink', 'Ballina')

# ---------------------------------------------------------------- France, Benelux, DACH
L('FR', 'PAIEMENT CB 1211 MONTELIMAR LE FOURNIL DE MARC CARTE 4417', ['Le Fournil de Marcel', 'Le Fournil de Marc', 'Le Fournil'], 'Food & Drink', 'Montélimar')
PR('FR', 'CB SUMUP *FROMAGERIE JOLY 23/11', ['Fromagerie Joly'], 'Food & Drink', 'SumUp')
L('FR', 'CARTE X4417 18/11 GARAGE PELLETIER ET FILS SARL', ['Garage Pelletier et Fils', 'Garage Pelletier'], 'Transportation')
PR('FR', 'CARTE X4417 20/11 PAYPAL *VINTED', ['Vinted'], 'Shopping', 'PayPal', None, 'online')
dd('FR', 'PRLV SEPA FREE MOBILE FM-2211448 ECH/201126', ['Free Mobile', 'Free'], 'Services')
tax('FR', 'PRLV SEPA DGFIP IMPOT PRELEVEMENT A LA SOURCE', 'direct_debit')
p('FR', 'PAIEMENT WERO A CAMILLE GARNIER', 'Wero', 'Camille Garnier')
p('FR', 'VIR LYDIA CLEMENT ROUSSEL', 'Lydia', 'Clement Roussel')
ref('FR', 'AVOIR CB DECATHLON LILLE 14/11', ['Decathlon'], None, 'Lille')
fee('FR', 'FRAIS TENUE DE COMPTE NOV. 2026')

L('DE', 'Kartenzahlung girocard Baeckerei Schmalzl GmbH 82362 Weilheim', ['Bäckerei Schmalzl', 'Baeckerei Schmalzl', 'Schmalzl'], 'Food & Drink', 'Weilheim')
ldd('DE', 'SEPA-Lastschrift Fitnessstudio Kraftwerk Heuberger Mitgliedsbeitrag 11/2026', ['Fitnessstudio Kraftwerk Heuberger', 'Kraftwerk Heuberger', 'Kraftwerk'], 'Health & Wellness')
PR('DE', 'SUMUP *Eiscafe Venezia Zanolin', ['Eiscafe Venezia Zanolin', 'Eiscafe Venezia'], 'Food & Drink', 'SumUp')
L('DE', 'VISA Debit 4417 Hofladen Obermaier KG Dachau 21.11.2026', ['Hofladen Obermaier', 'Obermaier'], 'Food & Drink', 'Dachau')
B('DE', 'REWE Markt GmbH-Zw-Ost//Leipzig/DE', ['REWE'], 'Food & Drink', 'Leipzig')
dd('DE', 'Stadtwerke Bielefeld GmbH Abschlag Strom Vertragskonto 20044178', ['Stadtwerke Bielefeld'], 'Housing & Utilities')
tax('DE', 'Finanzamt Muenchen Steuer-Nr. 143/221/40877 ESt-VZ 2026')
p('DE', 'PayPal Europe S.a.r.l. et Cie S.C.A PP.4417.PP . Lukas Brandner, Geld gesendet', 'PayPal', 'Lukas Brandner')
sal('DE', 'LOHN/GEHALT 11/26 Tischlerei Oberhauser KG')
ref('DE', 'Gutschrift Zalando SE Retoure 10442871', ['Zalando'])
dd('DE', 'SEPA-Lastschrift HUK-COBURG Kfz-Versicherung', ['HUK-Coburg'], 'Financial Services')

L('AT', 'POS 12.11. 14:32 K1 Gasthaus Zum Wilden Hirschen Ischl', ['Gasthaus Zum Wilden Hirschen', 'Zum Wilden Hirschen'], 'Food & Drink', OMIT)
atm('AT', 'Bankomat 11.11. 09:15 O 001 Graz Hauptplatz')
B('AT', 'BILLA DANKT 6020', ['Billa'], 'Food & Drink')
L('AT', 'Apple Pay Konditorei Haselsteiner Gmunden', ['Konditorei Haselsteiner', 'Haselsteiner'], 'Food & Drink', 'Gmunden')
p('CH', 'TWINT An Nicole Zbinden +41794561200', 'Twint', 'Nicole Zbinden')
L('CH', 'Metzgerei Bühlmann AG Sursee', ['Metzgerei Bühlmann', 'Metzgerei Buehlmann', 'Bühlmann'], 'Food & Drink', 'Sursee')
RM('CH', 'TWINT *Hofladen Gerber-Wyss', ['Hofladen Gerber-Wyss', 'Gerber-Wyss'], 'Food & Drink')
B('CH', 'Coop-1234 Bern Bahnhof', ['Coop'], 'Food & Drink', 'Bern')

W('NL', 'BEA, Apple Pay Friettent De Gouden Puntzak,PAS123 NR:1H7K9Z, 12.11.26/18:44 ZWOLLE', ['De Gouden Puntzak', 'Friettent De Gouden Puntzak'], 'Food & Drink', 'Zwolle')
p('NL', 'Tikkie ID 000123456 Pizza avond, S. de Vries via Tikkie', 'Tikkie', 'S de Vries')
PR('NL', 'CCV*Bloemenkiosk Jansen', ['Bloemenkiosk Jansen'], 'Shopping', 'CCV')
B('NL', 'Albert Heijn 1421 UTRECHT', ['Albert Heijn'], 'Food & Drink', 'Utrecht')
dd('NL', 'Eneco Services Termijnbedrag', ['Eneco'], 'Housing & Utilities')
p('BE', 'PAYCONIQ VAN LAERE WOUTER', 'Payconiq', 'Van Laere Wouter')
L('BE', "BANCONTACT FRITUUR 'T HOEKSKE 9000 GENT", ["Frituur 't Hoekske", 'Frituur t Hoekske'], 'Food & Drink', 'Gent')
L('BE', 'PAIEMENT MAESTRO BOUCHERIE DELHAYE NAMUR', ['Boucherie Delhaye'], 'Food & Drink', 'Namur')
L('LU', 'VPAY BOULANGERIE REUTER ESCH-SUR-ALZETTE', ['Boulangerie Reuter'], 'Food & Drink', 'Esch-sur-Alzette')

# ---------------------------------------------------------------- Iberia, Italy, Mediterranean
p('ES', 'BIZUM ENVIADO A LUCIA FERNANDEZ GIL CONCEPTO cena', 'Bizum', 'Lucia Fernandez Gil')
RM('ES', 'PAGO BIZUM COMERCIO BODEGAS MUNOZ E HIJOS', ['Bodegas Muñoz e Hijos', 'Bodegas Munoz e Hijos', 'Bodegas Muñoz'], 'Food & Drink')
L('ES', 'COMPRA TARJ. 5402XXXXXXXX4417 CHURRERIA LA PEPA-SEVILLA', ['Churrería La Pepa', 'Churreria La Pepa', 'La Pepa'], 'Food & Drink', 'Sevilla')
L('ES', 'COMPRA EN FERRETERIA HNOS. ARRIBAS, CON LA TARJETA : 4417 EL 2026-11-19', ['Ferretería Hermanos Arribas', 'Ferreteria Hnos Arribas', 'Ferreteria Arribas'], 'Shopping')
B('ES', 'MERCADONA CALLE ALCALA MADRID', ['Mercadona'], 'Food & Drink', 'Madrid')
dd('ES', 'RECIBO IBERDROLA CLIENTES SAU FACTURA 2611', ['Iberdrola'], 'Housing & Utilities')
ref('ES', 'DEVOLUCION COMPRA EL CORTE INGLES', ['El Corte Inglés', 'El Corte Ingles'])
fee('ES', 'COMISION MANTENIMIENTO CUENTA')
p('PT', 'MB WAY P/ TIAGO FERREIRA', 'MB Way', 'Tiago Ferreira')
L('PT', 'COMPRA 4417 PASTELARIA FLOR DO MONDEGO COIMBRA', ['Pastelaria Flor do Mondego', 'Flor do Mondego'], 'Food & Drink', 'Coimbra')
L('PT', 'TALHO O ALENTEJANO LDA EVORA', ['Talho O Alentejano', 'O Alentejano'], 'Food & Drink', 'Évora')
dd('PT', 'DD EDP COMERCIAL 0012448', ['EDP', 'EDP Comercial'], 'Housing & Utilities')
L('IT', 'PAGAMENTO POS 12/11/2026 18.44 PIZZERIA DA GENNARINO NAPOLI', ['Pizzeria da Gennarino', 'Da Gennarino'], 'Food & Drink', 'Napoli')
RM('IT', 'SATISPAY*ALIMENTARI DA PINA', ['Alimentari da Pina', 'Da Pina'], 'Food & Drink')
p('IT', 'SATISPAY A GIULIA ROMANO', 'Satispay', 'Giulia Romano')
L('IT', 'OPERAZIONE CARTA 4417 DEL 21/11 MACELLERIA F.LLI BRUNETTI SNC PERUGIA', ['Macelleria Fratelli Brunetti', 'Macelleria F.lli Brunetti', 'Macelleria Brunetti'], 'Food & Drink', 'Perugia')
dd('IT', 'ADDEBITO SDD ENEL ENERGIA SPA', ['Enel Energia', 'Enel'], 'Housing & Utilities')
tax('IT', 'PAGAMENTO F24 AGENZIA ENTRATE')
inc('IT', 'INTERESSI CREDITORI 3 TRIM')
L('GR', 'ΑΓΟΡΑ ΚΑΡΤΑΣ ΦΟΥΡΝΟΣ ΠΑΠΑΔΟΠΟΥΛΟΥ ΘΕΣΣΑΛΟΝΙΚΗ', ['Φούρνος Παπαδοπούλου', 'ΦΟΥΡΝΟΣ ΠΑΠΑΔΟΠΟΥΛΟΥ', 'Fournos Papadopoulou'], 'Food & Drink', 'Thessaloniki')
PR('GR', 'VIVA WALLET*TAVERNA O PLATANOS', ['Taverna O Platanos', 'O Platanos'], 'Food & Drink', 'Viva Wallet')
p('GR', 'IRIS ΠΡΟΣ ΓΕΩΡΓΙΟΣ ΝΙΚΟΛΑΟΥ', 'IRIS', 'ΓΕΩΡΓΙΟΣ ΝΙΚΟΛΑΟΥ')
L('GR', 'ΠΑΝΤΟΠΩΛΕΙΟ ΜΑΝΩΛΑΚΗΣ ΧΑΝΙΑ', ['Παντοπωλείο Μανωλάκης', 'ΠΑΝΤΟΠΩΛΕΙΟ ΜΑΝΩΛΑΚΗΣ', 'Pantopoleio Manolakis'], 'Food & Drink', 'Chania')
dd('GR', 'ΠΑΓΙΑ ΕΝΤΟΛΗ ΔΕΗ', ['ΔΕΗ', 'PPC', 'DEI'], 'Housing & Utilities')
L('MT', 'CONTACTLESS PURCHASE TAL-FAMILJA BAKERY ZEBBUG', ['Tal-Familja Bakery', 'Tal-Familja'], 'Food & Drink', 'Zebbug')
PR('CY', 'JCC*KAFENEIO O GIANNAKIS LIMASSOL', ['Kafeneio O Giannakis', 'O Giannakis'], 'Food & Drink', 'JCC', 'Limassol')

# ---------------------------------------------------------------- Nordics, Baltics
p('SE', 'SWISH BETALNING MAJA ERIKSSON', 'Swish', 'Maja Eriksson')
RM('SE', 'SWISH HANDEL BRODERNA LINDQVISTS FISK', ['Bröderna Lindqvists Fisk', 'Broderna Lindqvists Fisk', 'Bröderna Lindqvist'], 'Food & Drink')
L('SE', 'KORTKÖP 261119 HEMBAGERIET I MORA AB', ['Hembageriet i Mora', 'Hembageriet'], 'Food & Drink', OMIT)
PR('SE', 'ZETTLE_*Sjobodens Rokeri', ['Sjöbodens Rökeri', 'Sjobodens Rokeri'], 'Food & Drink', 'Zettle')
dd('SE', 'AG VATTENFALL AB', ['Vattenfall'], 'Housing & Utilities')
p('NO', 'Vipps: Ingrid Haugen', 'Vipps', 'Ingrid Haugen')
L('NO', 'Varekjøp Strandgata Bakeri ARENDAL Dato 12.11', ['Strandgata Bakeri'], 'Food & Drink', 'Arendal')
L('NO', '*4417 19.11 NOK 389.00 JOHANSEN FISKEMOTTAK AS Kurs: 1.0000', ['Johansen Fiskemottak'], 'Food & Drink')
B('NO', 'REMA 1000 TROMSØ SENTRUM', ['Rema 1000'], 'Food & Drink', 'Tromsø')
p('DK', 'MobilePay Mikkel Thygesen', 'MobilePay', 'Mikkel Thygesen')
L('DK', 'Dankort-køb Slagter Frederiksen ApS Odder', ['Slagter Frederiksen'], 'Food & Drink', 'Odder')
B('DK', 'NETTO 4213 AARHUS C', ['Netto'], 'Food & Drink', 'Aarhus')
dd('DK', 'BS BETALING NORLYS ENERGI', ['Norlys'], 'Housing & Utilities')
p('FI', 'MOBILEPAY VEERA LAAKSONEN', 'MobilePay', 'Veera Laaksonen')
L('FI', 'KORTTIOSTO KAHVILA PIKKU-PAAVO OY KUOPIO', ['Kahvila Pikku-Paavo', 'Pikku-Paavo'], 'Food & Drink', 'Kuopio')
dd('FI', 'E-LASKU HELEN OY', ['Helen'], 'Housing & Utilities')
L('IS', 'BAKARI GUDNA EHF AKUREYRI', ['Bakarí Guðna', 'Bakari Gudna'], 'Food & Drink', 'Akureyri')
L('EE', 'KAARDIMAKSE KOHVIK KADRI KANEEL TARTU', ['Kohvik Kadri Kaneel', 'Kadri Kaneel'], 'Food & Drink', 'Tartu')
B('EE', 'BOLT.EU/R/2611271403', ['Bolt'], 'Transportation', None, 'mobile_app')
L('LV', 'PIRKUMS MAIZNICA VECMAMINAS KUKULIS VALMIERA', ['Maiznīca Vecmāmiņas Kukulis', 'Maiznica Vecmaminas Kukulis', 'Vecmaminas Kukulis'], 'Food & Drink', 'Valmiera')
L('LT', 'KEPYKLA PAS RIMA UAB KAUNAS', ['Kepykla pas Rimą', 'Kepykla pas Rima'], 'Food & Drink', 'Kaunas')
B('LT', 'MAXIMA LT-X-14 VILNIUS', ['Maxima'], 'Food & Drink', 'Vilnius')

# ---------------------------------------------------------------- Central and Eastern Europe
p('PL', 'PRZELEW NA TELEFON BLIK DO: KATARZYNA WOZNIAK', 'Blik', 'Katarzyna Wozniak')
L('PL', 'ZAKUP PRZY UZYCIU KARTY 12.11 PIEKARNIA U STASIA SP. Z O.O. KRAKOW', ['Piekarnia u Stasia', 'U Stasia'], 'Food & Drink', 'Krakow')
PR('PL', 'PAYU*ALLEGRO', ['Allegro'], 'Shopping', 'PayU', None, 'online')
B('PL', 'ZABKA Z4412 K.1 WARSZAWA', ['Żabka', 'Zabka'], 'Food & Drink', 'Warszawa')
dd('PL', 'POLECENIE ZAPLATY PGE OBROT SA', ['PGE'], 'Housing & Utilities')
L('CZ', 'PLATBA KARTOU PEKARNA U DVORAKU BRNO', ['Pekárna U Dvořáků', 'Pekarna U Dvoraku'], 'Food & Drink', 'Brno')
B('CZ', 'ALBERT 1045 PRAHA', ['Albert'], 'Food & Drink', 'Praha')
L('SK', 'NAKUP POS MASIARSTVO HUDEC ZILINA', ['Mäsiarstvo Hudec', 'Masiarstvo Hudec'], 'Food & Drink', 'Zilina')
L('HU', 'VÁSÁRLÁS CUKRÁSZDA KOVÁCS ÉS FIA KFT DEBRECEN', ['Cukrászda Kovács és Fia', 'Kovács és Fia', 'Cukraszda Kovacs es Fia'], 'Food & Drink', 'Debrecen')
L('RO', 'PLATA POS PATISERIA ANDREEA SRL CLUJ-NAPOCA', ['Patiseria Andreea'], 'Food & Drink', 'Cluj-Napoca')
B('RO', 'EMAG.RO', ['eMAG'], 'Shopping', None, 'online')
L('BG', 'ПОКУПКА ПЕКАРНА ДОБРУДЖАНСКИ ХЛЯБ ЕООД ВАРНА', ['Пекарна Добруджански хляб', 'ПЕКАРНА ДОБРУДЖАНСКИ ХЛЯБ', 'Dobrudzhanski Hlyab'], 'Food & Drink', 'Varna')
L('HR', 'KONOBA KOD BARBE ZADAR', ['Konoba Kod Barbe', 'Kod Barbe'], 'Food & Drink', 'Zadar')
L('SI', 'GOSTILNA PRI LOVCU KRANJ', ['Gostilna pri Lovcu', 'Pri Lovcu'], 'Food & Drink', 'Kranj')
L('RS', 'PEKARA DJOKIC NOVI SAD', ['Pekara Đokić', 'Pekara Djokic'], 'Food & Drink', 'Novi Sad')
L('UA', "Кав'ярня Зерно і Крапля Львів", ["Кав'ярня Зерно і Крапля", 'Зерно і Крапля', 'Zerno i Kraplia'], 'Food & Drink', 'Lviv')
t('UA', 'Переказ на картку Олена П.')
p('RU', 'Перевод по СБП Ирина Викторовна С.', 'SBP', 'Ирина Викторовна С')
L('RU', 'Оплата в KHLEBNYY DVOR TVER RUS', ['Хлебный двор', 'Khlebnyy Dvor'], 'Food & Drink', 'Tver')

# ---------------------------------------------------------------- Caucasus, Central Asia, Turkey
L('GE', 'გადახდა: საცხობი დედას პური ქუთაისი', ['საცხობი დედას პური', 'დედას პური', 'Dedas Puri'], 'Food & Drink', 'Kutaisi')
L('GE', 'POS PURCHASE KHINKALI HOUSE GIVI BATUMI GE', ['Khinkali House Givi', 'Givi'], 'Food & Drink', 'Batumi')
p('GE', 'TBC PAY გადარიცხვა ნინო ბერიძე', 'TBC Pay', 'ნინო ბერიძე')
L('AM', 'Գնում ԼԱՎԱՇԱՏՈՒՆ ՍՈՒՐԵՆ ՍՊԸ Գյումրի', ['Լավաշատուն Սուրեն', 'ԼԱՎԱՇԱՏՈՒՆ ՍՈՒՐԵՆ', 'Lavashatun Suren'], 'Food & Drink', 'Gyumri')
L('AM', 'PURCHASE ARAMI 12 KARAS WINE BAR YEREVAN AM', ['Arami 12 Karas Wine Bar', 'Arami 12'], 'Food & Drink', 'Yerevan')
L('AZ', 'ALIS: SIRNIYYAT EVI LEYLA BAKI AZE', ['Şirniyyat Evi Leyla', 'Sirniyyat Evi Leyla'], 'Food & Drink', 'Baku')
p('KZ', 'Kaspi Gold перевод Айгерим Н.', 'Kaspi', 'Айгерим Н')
L('KZ', 'ШАШЛЫЧНАЯ У АРМАНА ТОО АЛМАТЫ', ['Шашлычная у Армана', 'ШАШЛЫЧНАЯ У АРМАНА', 'Shashlychnaya u Armana'], 'Food & Drink', 'Almaty')
B('KZ', 'YANDEX.GO ALMATY KZ', ['Yandex Go', 'Yandex'], 'Transportation', OMIT, 'mobile_app')
PR('UZ', 'PAYME*SAMARQAND NON UYI', ['Samarqand Non Uyi'], 'Food & Drink', 'Payme')
L('MN', 'ХУУШУУРЫН ГАЗАР ДОЛГОР УЛААНБААТАР', ['Хуушуурын газар Долгор', 'ХУУШУУРЫН ГАЗАР ДОЛГОР', 'Khuushuur Dolgor'], 'Food & Drink', 'Ulaanbaatar')
L('TR', 'KARTLA ODEME OZKAYA KASAP IZMIR TR', ['Özkaya Kasap', 'Ozkaya Kasap'], 'Food & Drink', 'Izmir')
PR('TR', 'IYZICO/SAHAF EFENDI KITABEVI', ['Sahaf Efendi Kitabevi', 'Sahaf Efendi'], 'Shopping', 'iyzico', None, 'online')
p('TR', 'PAPARA TRANSFER MEHMET KOC', 'Papara', 'Mehmet Koc')
L('TR', 'TRABZON     KARADENIZ PIDE SALONU CANBAZ', ['Karadeniz Pide Salonu Canbaz', 'Karadeniz Pide Salonu'], 'Food & Drink', 'Trabzon')
B('TR', 'MIGROS SANAL MARKET ISTANBUL', ['Migros', 'Migros Sanal Market'], 'Food & Drink', OMIT, 'online')
t('TR', "EFT GİDEN- AYŞE YILDIRIM Kira Kasım")

# ---------------------------------------------------------------- Middle East, North Africa
L('IL', 'מאפיית האחים בן שושן חיפה', ['מאפיית האחים בן שושן', 'Ben Shoshan Bakery', 'מאפיית בן שושן'], 'Food & Drink', 'Haifa')
p('IL', 'BIT העברה לנועה לוי', 'Bit', 'נועה לוי')
p('IL', 'PAYBOX - דן אברהם', 'PayBox', 'דן אברהם')
B('IL', 'שופרסל דיל רמת גן', ['שופרסל', 'Shufersal'], 'Food & Drink', 'Ramat Gan')
L('IL', 'פלאפל הזקן מהשוק באר שבע', ['פלאפל הזקן מהשוק', 'פלאפל הזקן'], 'Food & Drink', 'Beersheba')
L('SA', 'شراء مخبز الأصيل جدة', ['مخبز الأصيل', 'Al Aseel Bakery'], 'Food & Drink', 'Jeddah')
L('SA', 'POS PURCHASE MATAAM ABU ZAID AL HARTHI RIYADH', ['Mataam Abu Zaid Al Harthi', 'Abu Zaid Al Harthi'], 'Food & Drink', 'Riyadh')
p('SA', 'STC PAY TRANSFER TO FAHAD ALOTAIBI', 'STC Pay', 'Fahad Alotaibi')
B('SA', 'ALBAIK 112 JEDDAH SA', ['Albaik', 'Al Baik'], 'Food & Drink', 'Jeddah')
e('dd', 'SA', 'SADAD SEC BILL PAYMENT 30012455', ['Saudi Electricity Company', 'SEC', 'Saudi Electricity'], 'Housing & Utilities', None, None, 'bank_transfer', OMIT)
L('AE', 'POS-PURCHASE CARD NO. 4417 CAFETERIA RAHMANIYA AL KARAMA DUBAI', ['Cafeteria Rahmaniya', 'Rahmaniya'], 'Food & Drink', 'Dubai')
B('AE', 'CAREEM RIDE 1RX8C', ['Careem'], 'Transportation', None, 'mobile_app')
dd('AE', 'DEWA BILL AUTOPAY 2041188791', ['DEWA', 'Dubai Electricity and Water Authority'], 'Housing & Utilities')
L('AE', 'AL MARZOOQI TAILORING LLC SHARJAH', ['Al Marzooqi Tailoring'], 'Services', 'Sharjah')
L('QA', 'MATAAM BUKHARI AL SAAD DOHA QA', ['Mataam Bukhari Al Saad', 'Bukhari Al Saad'], 'Food & Drink', 'Doha')
dd('QA', 'OOREDOO QATAR POSTPAID AUTOPAY', ['Ooredoo'], 'Services')
L('KW', 'MATBAKH UM SALEM SALMIYA KW', ['Matbakh Um Salem', 'Um Salem'], 'Food & Drink', 'Salmiya')
p('JO', 'CLIQ TRANSFER TO OMAR HADDAD', 'CliQ', 'Omar Haddad')
L('JO', 'KNAFEH ABU SALEM IRBID JO', ['Knafeh Abu Salem', 'Abu Salem'], 'Food & Drink', 'Irbid')
p('EG', 'انستاباي تحويل الى محمد عبد الرحمن', 'InstaPay', 'محمد عبد الرحمن')
L('EG', 'POS KOSHARY ABOU SAMIR GIZA EG', ['Koshary Abou Samir', 'Abou Samir'], 'Food & Drink', 'Giza')
L('EG', 'شراء صيدلية د. هالة منصور المنصورة', ['صيدلية د. هالة منصور', 'صيدلية هالة منصور', 'Dr Hala Mansour Pharmacy'], 'Health & Wellness', 'Mansoura')
L('MA', 'PAIEMENT TPE 12/11 PATISSERIE ZINEB FES', ['Pâtisserie Zineb', 'Patisserie Zineb'], 'Food & Drink', 'Fes')
B('MA', 'MARJANE AIN SEBAA', ['Marjane'], 'Food & Drink', OMIT)
L('TN', 'ACHAT TPE PATISSERIE BEN YEDDER SFAX', ['Pâtisserie Ben Yedder', 'Patisserie Ben Yedder'], 'Food & Drink', 'Sfax')
L('LB', 'FURN AL SAYEGH ZAATAR W KAAK TRIPOLI LB', ['Furn Al Sayegh', 'Furn Al Sayegh Zaatar w Kaak'], 'Food & Drink', 'Tripoli')

# ---------------------------------------------------------------- Sub-Saharan Africa
PR('NG', 'PAYSTACK*MAMA TOBI KITCHEN', ['Mama Tobi Kitchen', 'Mama Tobi'], 'Food & Drink', 'Paystack', None, 'online')
L('NG', 'POS PURCHASE @ IYA BASIRAT FOODS IBADAN NG', ['Iya Basirat Foods', 'Iya Basirat'], 'Food & Drink', 'Ibadan')
t('NG', 'NIP TRANSFER TO ADAEZE NWOSU/GTB/0123456789')
PR('NG', 'FLW*OKONJO FABRICS LAGOS', ['Okonjo Fabrics'], 'Shopping', 'Flutterwave', 'Lagos', 'online')
sub('NG', 'DSTV SUBSCRIPTION MULTICHOICE', ['DStv', 'MultiChoice'], 'Entertainment')
p('KE', 'M-PESA Customer Transfer to 0722xxx123 - WANJIKU KAMAU', 'M-Pesa', 'Wanjiku Kamau')
RM('KE', 'Merchant Payment to 512345 - MAMA NJERI HOTEL', ['Mama Njeri Hotel', 'Mama Njeri'], 'Food & Drink')
e('brand', 'KE', 'Pay Bill to 888880 - KPLC PREPAID Acc. 37123456789', ['Kenya Power', 'KPLC'], 'Housing & Utilities', OMIT, None, OMIT, False)
p('GH', 'MOMO TRANSFER TO KWAME ASANTE 024xxxx567', 'MTN MoMo', 'Kwame Asante')
L('GH', 'POS AUNTIE AKOS CHOP BAR KUMASI', ['Auntie Akos Chop Bar', 'Auntie Akos'], 'Food & Drink', 'Kumasi')
PR('ZA', 'YOCO *Ouma Sannie Padstal', ['Ouma Sannie Padstal', 'Ouma Sannie'], 'Food & Drink', 'Yoco')
L('ZA', 'CARD PURCHASE 12 NOV THE LAZY LIZARD DELI STELLENBOSCH', ['The Lazy Lizard Deli', 'Lazy Lizard Deli'], 'Food & Drink', 'Stellenbosch')
dd('ZA', 'DEBIT ORDER VIRGIN ACTIVE 0044178', ['Virgin Active'], 'Health & Wellness')
p('ZA', 'PAYSHAP TO THANDI MOKOENA', 'PayShap', 'Thandi Mokoena')
B('ZA', 'CHECKERS HYPER SANDTON', ['Checkers', 'Checkers Hyper'], 'Food & Drink', OMIT)
fee('ZA', 'MONTHLY ACCOUNT FEE')
L('TZ', 'MAMA PILI RESTAURANT ARUSHA TZ', ['Mama Pili Restaurant', 'Mama Pili'], 'Food & Drink', 'Arusha')
p('UG', 'MTN MOMO SENT TO NAKATO SARAH', 'MTN MoMo', 'Nakato Sarah')
L('RW', 'CAFE KIVU BREEZE RUBAVU RW', ['Cafe Kivu Breeze', 'Kivu Breeze'], 'Food & Drink', 'Rubavu')
RM('ET', 'TELEBIRR MERCHANT ABEBE KITFO BET', ['Abebe Kitfo Bet', 'Abebe Kitfo'], 'Food & Drink')

# ---------------------------------------------------------------- South Asia
p('IN', 'UPI/DR/432911873321/RAHUL SHA/SBIN/rahul.sharma@oksbi/Payment', 'UPI', 'Rahul Sha')
RM('IN', 'UPI-ANNAPOORNA TIFFIN CENTRE-paytmqr281005050@paytm-PYTM0123456-432911877711-UPI', ['Annapoorna Tiffin Centre', 'Annapoorna Tiffin Center'], 'Food & Drink')
PR('IN', 'RAZORPAY*KALAKARI HANDLOOMS', ['Kalakari Handlooms'], 'Shopping', 'Razorpay', None, 'online')
PR('IN', 'PAYU*DHRUV TUTORIALS', ['Dhruv Tutorials'], 'Education', 'PayU', None, 'online')
B('IN', 'SWIGGY BANGALORE IN', ['Swiggy'], 'Food & Drink', OMIT, 'online')
L('IN', 'POS 4417XXXXXXXX1123 SRI LAKSHMI SWEETS AND BAKE', ['Sri Lakshmi Sweets and Bakery', 'Sri Lakshmi Sweets and Bake', 'Sri Lakshmi Sweets'], 'Food & Drink')
sal('IN', 'NEFT CR-HDFC0000240-VARMA TEXTILES PVT LTD-SALARY NOV 26')
p('PK', 'RAAST P2P TO AHMED RAZA', 'Raast', 'Ahmed Raza')
L('PK', 'CHACHA BASHIR NIHARI HOUSE LAHORE', ['Chacha Bashir Nihari House', 'Chacha Bashir Nihari'], 'Food & Drink', 'Lahore')
p('PK', 'JAZZCASH MONEY TRANSFER TO BILAL KHAN', 'JazzCash', 'Bilal Khan')
p('BD', 'bKash Send Money to 01712xxx456', 'bKash', None)
L('BD', 'POS KACCHI GHAR MIRPUR DHAKA', ['Kacchi Ghar'], 'Food & Drink', 'Dhaka')
L('LK', 'SAMARASINGHE BAKERS KANDY LK', ['Samarasinghe Bakers'], 'Food & Drink', 'Kandy')
RM('NP', 'ESEWA PAYMENT TO NEWA KHAJA GHAR', ['Newa Khaja Ghar'], 'Food & Drink')

# ---------------------------------------------------------------- East Asia
RM('CN', '财付通-陈记肠粉店', ['陈记肠粉店', '陈记肠粉'], 'Food & Drink')
RM('CN', '支付宝-老王烧烤', ['老王烧烤'], 'Food & Drink')
p('CN', '微信转账-李娜', 'WeChat Pay', '李娜')
p('CN', '支付宝转账-王伟', 'Alipay', '王伟')
B('CN', '美团外卖', ['美团', 'Meituan', '美团外卖'], 'Food & Drink', None, 'online')
B('CN', '中国石化加油站 杭州', ['中国石化', 'Sinopec'], 'Transportation', 'Hangzhou')
p('HK', 'FPS TO CHAN TAI MAN', 'FPS', 'Chan Tai Man')
L('HK', '新記茶餐廳 旺角', ['新記茶餐廳', 'Sun Kee Cha Chaan Teng'], 'Food & Drink', OMIT)
L('HK', 'SUN HING KEE ROAST MEAT SHAM SHUI PO HK', ['Sun Hing Kee Roast Meat', 'Sun Hing Kee'], 'Food & Drink', OMIT)
L('TW', '阿嬌滷肉飯 台南', ['阿嬌滷肉飯'], 'Food & Drink', 'Tainan')
p('TW', 'LINE Pay 轉帳 林志豪', 'LINE Pay', '林志豪')
RM('TW', 'JKOPAY*陳家豆花', ['陳家豆花'], 'Food & Drink')
L('JP', 'ﾃﾞﾋﾞｯﾄ ｻｶﾓﾄｼﾖｳﾃﾝ', ['Sakamoto Shoten', 'ｻｶﾓﾄｼﾖｳﾃﾝ', 'サカモトショウテン', '坂本商店'], OMIT)
t('JP', 'ﾌﾘｺﾐ ﾀﾅｶ ﾊﾅｺ')
L('JP', '居酒屋 まるよし 札幌', ['居酒屋 まるよし', 'まるよし', 'Maruyoshi'], 'Food & Drink', 'Sapporo')
dd('JP', 'ﾄｳｷﾖｳﾃﾞﾝﾘﾖｸ', ['TEPCO', 'Tokyo Electric Power', '東京電力', 'ﾄｳｷﾖｳﾃﾞﾝﾘﾖｸ'], 'Housing & Utilities')
B('JP', 'ｾﾌﾞﾝｲﾚﾌﾞﾝ', ['7-Eleven', 'Seven-Eleven', 'ｾﾌﾞﾝｲﾚﾌﾞﾝ', 'セブンイレブン'], 'Food & Drink')
L('JP', 'VISAﾃﾞﾋﾞｯﾄ ﾗｰﾒﾝ ﾀﾞｲｺｸﾔ', ['Ramen Daikokuya', 'ﾗｰﾒﾝ ﾀﾞｲｺｸﾔ', 'ラーメン ダイコクヤ', 'Daikokuya'], 'Food & Drink')
sal('JP', 'ｷﾕｳﾖ ｶ)ﾔﾏﾀﾞｺｳｷﾞﾖｳ')
L('KR', '할머니손칼국수 전주', ['할머니손칼국수'], 'Food & Drink', 'Jeonju')
p('KR', '토스 김민지', 'Toss', '김민지')
p('KR', '카카오페이 송금 박서준', 'KakaoPay', '박서준')
B('KR', '쿠팡(주)', ['쿠팡', 'Coupang'], 'Shopping', None, 'online')
L('KR', '해돋이수산 부산', ['해돋이수산'], 'Food & Drink', 'Busan')

# ---------------------------------------------------------------- South-East Asia
p('SG', 'PAYNOW TRANSFER TO TAN WEI MING', 'PayNow', 'Tan Wei Ming')
L('SG', 'NETS AH HOCK FRIED OYSTER HOUGANG', ['Ah Hock Fried Oyster', 'Ah Hock'], 'Food & Drink', OMIT)
B('SG', 'GRAB* A-4KXYZ12 RIDE', ['Grab'], 'Transportation', None, 'mobile_app')
p('MY', 'DuitNow Transfer to NUR AISYAH BT AHMAD', 'DuitNow', 'Nur Aisyah Bt Ahmad')
L('MY', 'KEDAI KOPI HENG HUAT IPOH', ['Kedai Kopi Heng Huat', 'Heng Huat'], 'Food & Drink', 'Ipoh')
RM('MY', 'DuitNow QR NASI LEMAK MAK JAH', ['Nasi Lemak Mak Jah', 'Mak Jah'], 'Food & Drink')
L('TH', 'ร้านก๋วยเตี๋ยวเรือป้าแดง', ['ร้านก๋วยเตี๋ยวเรือป้าแดง', 'ก๋วยเตี๋ยวเรือป้าแดง'], 'Food & Drink')
p('TH', 'โอนเงินพร้อมเพย์ สมชาย ใจดี', 'PromptPay', 'สมชาย ใจดี')
RM('TH', 'PROMPTPAY QR KHAO MAN GAI JAY AUN', ['Khao Man Gai Jay Aun', 'Jay Aun'], 'Food & Drink')
L('VN', 'QUAN BUN CHA BA HUONG HA NOI', ['Quán Bún Chả Bà Hương', 'Quan Bun Cha Ba Huong', 'Bun Cha Ba Huong'], 'Food & Drink', 'Hanoi')
p('VN', 'MOMO CHUYEN TIEN TRAN MINH DUC', 'MoMo', 'Tran Minh Duc')
t('VN', 'CHUYEN KHOAN DEN NGUYEN THI LAN ND tien nha')
RM('ID', 'QRIS WARUNG MAKAN BU SRI YOGYAKARTA', ['Warung Makan Bu Sri', 'Bu Sri'], 'Food & Drink', 'Yogyakarta')
PR('ID', 'XENDIT*TOKO BATIK LARASATI', ['Toko Batik Larasati', 'Batik Larasati'], 'Shopping', 'Xendit', None, 'online')
p('ID', 'DANA TRANSFER KE SITI RAHAYU', 'DANA', 'Siti Rahayu')
B('ID', 'GOJEK GORIDE', ['Gojek'], 'Transportation', None, 'mobile_app')
p('PH', 'GCASH SEND MONEY TO MARIA S.', 'GCash', 'Maria S')
p('PH', 'INSTAPAY TRANSFER TO JUAN DELA CRUZ', 'InstaPay', 'Juan Dela Cruz')
L('PH', 'CARINDERIA NI ALING NENA CEBU', ['Carinderia ni Aling Nena', 'Aling Nena'], 'Food & Drink', 'Cebu')
PR('PH', 'PAYMONGO*BIBINGKA NI LOLA ROSING', ['Bibingka ni Lola Rosing', 'Lola Rosing'], 'Food & Drink', 'PayMongo')
RM('KH', 'ABA KHQR PAYMENT TO BAI SACH CHROUK YEAY MOM', ['Bai Sach Chrouk Yeay Mom', 'Yeay Mom'], 'Food & Drink')

# ---------------------------------------------------------------- Oceania
PR('AU', 'SQ *CROOKWELL PIE SHOP', ['Crookwell Pie Shop'], 'Food & Drink', 'Square', OMIT)
L('AU', 'VISA PURCHASE 14/11 GUNNEDAH RURAL SUPPLIES GUNNEDAH AUS Card 4417', ['Gunnedah Rural Supplies'], 'Shopping', 'Gunnedah')
p('AU', 'Osko payment to Jessica Nguyen Ref dinner', 'Osko', 'Jessica Nguyen')
B('AU', 'WOOLWORTHS 1234 BALLARAT', ['Woolworths'], 'Food & Drink', 'Ballarat')
sub('AU', 'STAN.COM.AU SYDNEY', ['Stan'], 'Entertainment', None, OMIT)
dd('AU', 'DIRECT DEBIT AGL SALES PTY LTD 8830192', ['AGL'], 'Housing & Utilities')
L('NZ', 'TAUPO  HAPPY HAPUKU FISH SHOP', ['Happy Hapuku Fish Shop', 'Happy Hapuku'], 'Food & Drink', 'Taupo')
dd('NZ', 'AP SPARK NEW ZEALAND', ['Spark'], 'Services')
L('FJ', "EFTPOS MADHU'S ROTI SHOP NADI", ["Madhu's Roti Shop", 'Madhus Roti Shop'], 'Food & Drink', 'Nadi')
p('FJ', 'M-PAISA TRANSFER TO SEMI TUILOMA', 'M-PAiSA', 'Semi Tuiloma')

# ---------------------------------------------------------------- counts
import re
def scripts(s):
    out = set()
    for ch in s:
        if not ch.isalpha(): continue
        n = unicodedata.name(ch, '')
        if 'HALFWIDTH KATAKANA' in n or n.startswith('KATAKANA') or n.startswith('HIRAGANA'): out.add('Kana')
        elif n.startswith('CJK'): out.add('Han')
        else: out.add(n.split(' ')[0].title())
    return out
lb.write('hn', 'heldout-n.jsonl')
allscripts = collections.Counter()
nonlatin = 0
for r in lb.rows:
    sc = scripts(r['title']); allscripts.update(sc)
    if sc - {'Latin'}: nonlatin += 1
kc = collections.Counter(K)
inv = sum(kc[k] for k in INVENTED)
print('titles', len(lb.rows), 'countries', len(set(r['country'] for r in lb.rows)))
print('scripts', len(allscripts), dict(allscripts), 'non-Latin lines', nonlatin)
print('invented-business lines', inv, '(%.0f%%)' % (100.0 * inv / len(lb.rows)), 'p2p lines', kc['p2p'])
print('kinds', dict(kc))
