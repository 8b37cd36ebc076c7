# Blind evaluation set heldout-s: a deterministic generator. Run: python3 /work/heldout-s/heldout-s.gen.py
# Writes heldout-s.jsonl next to this file (ids hs-001 ...).
#
# Provenance: written by a helper from /work/shared/eval/FORMAT.md, /work/main/bench/eval/labels.py
# (helpers copied below, so the output lands here and not in the repository) and the first 60 lines
# of heldout-r.gen.py (layout and labelling conventions only). No engine code, data, docs, other
# eval sets or reports were read; the engine and project commands were not run. Every title was
# invented fresh for this set from general knowledge of how banks, card issuers, acquirers, wallets
# and payment rails print statement lines; none is taken from FORMAT.md or any other source.
#
# Conventions:
#  - card at a shop (chip, contactless, phone wallet) -> in_store; card-not-present / web -> online;
#    QR, wallet-app and super-app payments, ride hailing -> mobile_app; food delivery -> online.
#  - direct debit -> direct_debit + recurring; subscription -> online + recurring.
#  - salary -> Income, bank_transfer, recurring, no merchant / city / processor.
#  - ATM -> Financial Services, atm, no merchant; city = the printed place (null when none printed).
#  - bank fee / interest charged -> Financial Services, no merchant, channel + recurring unscored.
#  - tax / fine -> Government & Taxes, no merchant (the authority is not a merchant).
#  - refund -> Income, merchant named, channel unscored, type income.
#  - a business paid over a person-to-person rail / QR / wallet: merchant named, p2p null,
#    processor unscored.
#  - p2p: platform = the app or named national rail printed (Pix, UPI, SBP, PayNow, PromptPay ...),
#    recipient = the person as printed; a plain bank transfer with no named rail or app -> p2p null.
#  - city: the printed town in its usual English or local form; non-Latin printed towns in English;
#    a phone number, web address, state / region code or country alone is no city.
# Kinds: L = invented small local business, N = real national brand, I = real international brand,
# R = real mid-size regional chain, Q = p2p; everything else is a control (no merchant).
import json, os, collections, unicodedata

OMIT = object()  # leaves a field unscored for that case
rows = []

def E(cc, title, m, cat, proc=None, city=None, ch='in_store', rec=False, p2p=None, typ='expense'):
    ex = {}
    if m is not OMIT: ex['merchant'] = m if (m is None or isinstance(m, list)) else [m]
    if cat is not OMIT: ex['category1'] = cat
    if proc is not OMIT: ex['processor'] = proc
    if p2p is not OMIT: ex['p2p'] = None if p2p is None else ({'platform': p2p[0], 'recipient': p2p[1]} if p2p[1] else {'platform': p2p[0]})
    if city is not OMIT: ex['city'] = city
    if ch is not OMIT: ex['channel'] = ch
    if rec is not OMIT: ex['recurring'] = rec
    rows.append({'title': title, 'country': cc, 'type': typ, 'expect': ex, 'kind': 'control', 'sub': None})

def _mark(kind, sub=None):
    rows[-1]['kind'] = kind
    rows[-1]['sub'] = sub

F, S, TP, TV, H = 'Food & Drink', 'Shopping', 'Transportation', 'Travel', 'Housing & Utilities'
EN, HW, PC, ED, FS = 'Entertainment', 'Health & Wellness', 'Personal Care', 'Education', 'Financial Services'
GT, SV, CG, INC, TRF = 'Government & Taxes', 'Services', 'Charity & Gifts', 'Income', 'Transfers'

# merchant cases -------------------------------------------------------------------------------
def L(cc, title, m, cat, proc=None, city=None, ch='in_store', rec=False, typ='expense'):
    E(cc, title, m, cat, proc, city, ch, rec, None, typ); _mark('local')

def N(cc, title, m, cat, proc=None, city=None, ch='in_store', rec=False, typ='expense'):
    E(cc, title, m, cat, proc, city, ch, rec, None, typ); _mark('national')

def I(cc, title, m, cat, proc=None, city=None, ch='in_store', rec=False, typ='expense'):
    E(cc, title, m, cat, proc, city, ch, rec, None, typ); _mark('intl')

def R(cc, title, m, cat, proc=None, city=None, ch='in_store', rec=False, typ='expense'):
    E(cc, title, m, cat, proc, city, ch, rec, None, typ); _mark('regional')

def DD(cc, title, m, cat, kind='national', city=None):
    E(cc, title, m, cat, None, city, 'direct_debit', True); _mark(kind, 'dd')

def SUB(cc, title, m, cat, proc=None, kind='intl', city=None):
    E(cc, title, m, cat, proc, city, 'online', True); _mark(kind, 'sub')

def RAIL(cc, title, m, cat, city=None, ch='mobile_app', kind='local'):
    E(cc, title, m, cat, OMIT, city, ch, False); _mark(kind, 'rail')

def REF(cc, title, m, kind='intl', proc=None, city=None):
    E(cc, title, m, INC, proc, city, OMIT, False, None, 'income'); _mark(kind, 'refund')

# p2p and controls -----------------------------------------------------------------------------
def Q(cc, title, platform, recipient, typ='expense', cat=TRF):
    E(cc, title, None, cat, None, None, OMIT, False, (platform, recipient), typ); _mark('p2p')

def T(cc, title, typ='expense'):      # plain bank transfer to / from a person, no platform
    E(cc, title, None, TRF, None, None, 'bank_transfer', False, None, typ); _mark('control', 'transfer')

def OWN(cc, title, typ='expense'):    # between own accounts
    E(cc, title, None, TRF, None, None, 'bank_transfer', False, None, typ); _mark('control', 'own')

def SO(cc, title):                   # standing order to a person (rent to landlord, pocket money)
    E(cc, title, None, OMIT, None, None, 'bank_transfer', True, None); _mark('control', 'standing')

def SAL(cc, title):
    E(cc, title, None, INC, None, None, 'bank_transfer', True, None, 'income'); _mark('control', 'salary')

def ATM(cc, title, city=None):
    E(cc, title, None, FS, None, city, 'atm', False); _mark('control', 'atm')

def FEE(cc, title):
    E(cc, title, None, FS, None, None, OMIT, OMIT); _mark('control', 'fee')

def INTR(cc, title):                 # interest / dividend received
    E(cc, title, None, INC, None, None, OMIT, OMIT, None, 'income'); _mark('control', 'interest')

def TAX(cc, title, ch=OMIT, city=None):
    E(cc, title, None, GT, None, city, ch, OMIT); _mark('control', 'tax')

# ============================ North America ============================
L('US', 'POS DEBIT 03/14 SQ *MARIGOLD BAKESHOP Asheville NC', ['Marigold Bakeshop'], F, 'Square', 'Asheville')
L('US', 'PURCHASE AUTHORIZED ON 02/27 TST* HALF MOON TAQUERIA DENVER CO S385058412233917 CARD 4417', ['Half Moon Taqueria'], F, 'Toast', 'Denver')
L('US', "CHECKCARD 0311 DUANES AUTO REPAIR LLC BOISE ID 24431064071842", ["Duane's Auto Repair", 'Duanes Auto Repair'], TP, None, 'Boise')
L('US', 'DEBIT CARD PURCHASE XXXXX8812 HOLLOWAY HARDWARE & SU TULSA OK', ['Holloway Hardware & Supply', 'Holloway Hardware'], S, None, 'Tulsa')
L('US', 'BRIGHTSMILE DENTAL OF PLA PLANO TX', ['BrightSmile Dental', 'BrightSmile Dental of Plano'], HW, None, 'Plano')
L('US', 'PAYPAL *LAKESIDEQUILT 402-935-7733 NE', ['Lakeside Quilt', 'Lakeside Quilts', 'LakesideQuilt'], S, 'PayPal', None, 'online')
L('US', 'SP * COPPER KETTLE CANDLE', ['Copper Kettle Candle Co', 'Copper Kettle Candles', 'Copper Kettle Candle'], S, 'Shopify', None, 'online')
L('US', "ROSA'S NAIL SPA #2 HOUSTON TX 03/09", ["Rosa's Nail Spa", 'Rosas Nail Spa'], PC, None, 'Houston')
L('US', 'SQ *PINE HOLLOW FARM STAND gosq.com VT', ['Pine Hollow Farm Stand', 'Pine Hollow Farm'], F, 'Square', None)
L('US', 'CLOVER* MIKES BARBER SHOP SCRANTON PA', ["Mike's Barber Shop", 'Mikes Barber Shop'], PC, 'Clover', 'Scranton')
R('US', 'WAWA 8123 PHILADELPHIA PA', ['Wawa'], F, None, 'Philadelphia')
L('US', 'GIVEBUTTER* WESTSIDE FOOD PANTRY', ['Westside Food Pantry'], CG, 'Givebutter', None, 'online')
L('US', 'SEA GULL MOTEL OCEAN CITY MD 03/02', ['Sea Gull Motel'], TV, None, 'Ocean City')
R('US', 'ALASKA AIR 0272345678901 SEATTLE WA', ['Alaska Airlines', 'Alaska Air'], TV, None, OMIT, 'online')
R('US', 'MARCUS THEATRES 0412 OMAHA NE', ['Marcus Theatres'], EN, None, 'Omaha')
N('US', 'TARGET 00012345 MINNEAPOLIS MN', ['Target'], S, None, 'Minneapolis')
I('US', 'AMZN Mktp US*2K4LM0QX1 Amzn.com/bill WA', ['Amazon', 'Amazon Marketplace'], S, None, None, 'online')
I('US', 'UBER *TRIP HELP.UBER.COM CA', ['Uber'], TP, None, None, 'mobile_app')
SUB('US', 'NETFLIX.COM 866-579-7172 CA', ['Netflix'], EN)
SUB('US', 'OPENAI *CHATGPT SUBSCR SAN FRANCISCO CA', ['OpenAI', 'ChatGPT'], SV, None, 'intl', OMIT)
DD('US', 'CON ED OF NY DES:INTELL CK ID:XXXXX44120 INDN:RIVERA M CO ID:XXXXX31400 WEB', ['Con Edison', 'Consolidated Edison', 'Con Ed'], H, 'regional')
SUB('US', 'PADDLE.NET* SETAPP LONDON', ['Setapp'], SV, 'Paddle', 'intl', OMIT)
REF('US', 'RETURN CREDIT BEST BUY 00001234 RICHFIELD MN', ['Best Buy'], 'national', None, 'Richfield')
Q('US', 'ZELLE PAYMENT TO MARCUS ALLEN CONF# 8HJK2L3M', 'Zelle', 'Marcus Allen')
Q('US', 'Zelle payment from DANIELA OKAFOR for "March rent share"; Conf# wfct0y8k3ptz', 'Zelle', 'Daniela Okafor', 'income')
Q('US', 'VENMO PAYMENT KAYLA BROOKS WEB ID: 3264681992', 'Venmo', 'Kayla Brooks')
Q('US', 'Cash App*Jordan Reyes Oakland CA', 'Cash App', 'Jordan Reyes')
SAL('US', 'DIRECT DEP MERIDIAN HEALTH SYS PAYROLL PPD ID: 1234567890')
ATM('US', 'ATM WITHDRAWAL 004512 03/15 1200 MAIN ST SPRINGFIELD MO', 'Springfield')
FEE('US', 'MONTHLY MAINTENANCE FEE')
TAX('US', 'IRS USATAXPYMT 270356789012345 CCD ID: 3387702000')
OWN('US', 'ONLINE TRANSFER TO SAV XXXXX4410 REF #IB0RT8K2LP ON 03/13/25')
INTR('US', 'INTEREST PAYMENT')

L('CA', "BOULANGERIE LE FOURNIL D'ANTAN TROIS-RIVIERES QC", ["Boulangerie Le Fournil d'Antan", "Le Fournil d'Antan"], F, None, 'Trois-Rivières')
L('CA', 'SQ *NORTHERN SPOKE BIKES Whitehorse YT', ['Northern Spoke Bikes'], S, 'Square', 'Whitehorse')
L('CA', 'OPTOMETRIE DRE GAUDREAU RIMOUSKI QC', ['Optométrie Dre Gaudreau', 'Optometrie Dre Gaudreau'], HW, None, 'Rimouski')
N('CA', 'TIM HORTONS #2341 MISSISSAUGA ON', ['Tim Hortons'], F, None, 'Mississauga')
SUB('CA', 'CRAVE*BELL MEDIA TORONTO ON', ['Crave'], EN, None, 'national', OMIT)
R('CA', 'CINEMA GUZZO MEGA-PLEX TERREBONNE QC', ['Cinéma Guzzo', 'Cinema Guzzo', 'Guzzo'], EN, None, 'Terrebonne')
R('CA', 'PRESTO FARE/8X2KQ4 TORONTO ON', ['PRESTO'], TP, None, 'Toronto')
DD('CA', 'HYDRO-QUEBEC PAIEMENT PREAUTORISE', ['Hydro-Québec', 'Hydro Quebec'], H, 'regional')
DD('CA', 'ROGERS WIRELESS PAD ******4471', ['Rogers', 'Rogers Wireless'], SV)
Q('CA', 'INTERAC E-TRANSFER SENT SOPHIE TREMBLAY', 'Interac', 'Sophie Tremblay')
Q('CA', 'VIREMENT INTERAC A: JULIEN GAGNON', 'Interac', 'Julien Gagnon')
SAL('CA', 'PAYROLL DEPOSIT CANADIAN TIRE CORP')
ATM('CA', 'ABM WITHDRAWAL CALGARY AB 0341', 'Calgary')
FEE('CA', 'FRAIS MENSUELS DE TENUE DE COMPTE')

N('MX', 'COMPRA OXXO SUC 4567 GUADALAJARA JAL', ['OXXO'], F, None, 'Guadalajara')
L('MX', 'MERPAGO*TAQUERIAELGUERO', ['Taquería El Güero', 'Taqueria El Guero'], F, 'Mercado Pago', None)
L('MX', 'CLIP MX*FERRETERIA LA ESTRE', ['Ferretería La Estrella', 'Ferreteria La Estrella', 'Ferreteria La Estre'], S, 'Clip', None)
L('MX', 'CONSULTORIO DENTAL SONRISAS MERIDA YUC', ['Consultorio Dental Sonrisas'], HW, None, 'Mérida')
R('MX', 'FARM GUADALAJARA SUC 238 ZAPOPAN', ['Farmacias Guadalajara'], HW, None, 'Zapopan')
I('MX', 'DIDI RIDES MX 03MAR', ['DiDi', 'DiDi Rides'], TP, None, None, 'mobile_app')
DD('MX', 'DOMICILIACION TELMEX 5512345678', ['Telmex'], SV)
Q('MX', 'SPEI ENVIADO BBVA MEXICO A: ANA LAURA RUIZ CONCEPTO RENTA', 'SPEI', 'Ana Laura Ruiz')
Q('MX', 'TRANSFERENCIA SPEI RECIBIDA DE JOSE LUIS MARTINEZ', 'SPEI', 'Jose Luis Martinez', 'income')
SAL('MX', 'PAGO NOMINA QNA 05 GRUPO INDUSTRIAL SALTILLO')
ATM('MX', 'RETIRO CAJERO BANORTE CD JUAREZ', 'Ciudad Juárez')
# ============================ UK and Ireland ============================
N('GB', 'CARD PAYMENT TO TESCO STORES 3217 ON 12 MAR', ['Tesco'], F, None, None)
N('GB', 'GREGGS PLC 1423 LEEDS GB', ['Greggs'], F, None, 'Leeds')
L('GB', 'CONTACTLESS THE COPPER POT CAFE NORWICH', ['The Copper Pot Cafe', 'Copper Pot Cafe', 'The Copper Pot'], F, None, 'Norwich')
I('GB', 'RYANAIR FR8K2LQ DUBLIN IE', ['Ryanair'], TV, None, OMIT, 'online')
R('GB', 'BOOTHS 0042 KESWICK', ['Booths'], F, None, 'Keswick')
R('GB', 'TFL TRAVEL CH TFL.GOV.UK/CP', ['TfL', 'Transport for London'], TP, None, None)
L('GB', 'SUMUP *THE CRUSTY COB BAKE', ['The Crusty Cob Bakery', 'Crusty Cob Bakery', 'The Crusty Cob'], F, 'SumUp', None)
L('GB', 'ZETTLE_*WILLOW & FERN FLORI', ['Willow & Fern Florist', 'Willow and Fern Florist', 'Willow & Fern'], S, 'Zettle', None)
L('GB', 'IZ *HOPS N CROPS MICROPUB', ['Hops N Crops Micropub', 'Hops N Crops'], F, 'Zettle', None)
L('GB', 'A J MORRIS & SON BUTCHERS LUDLOW', ['A J Morris & Son Butchers', 'A J Morris & Son', 'AJ Morris Butchers'], F, None, 'Ludlow')
L('GB', 'HALSALL MOTORS MOT CENTRE', ['Halsall Motors'], TP, None, None)
L('GB', 'DEB PENHALLOW GUEST HOUSE NEWQUAY', ['Penhallow Guest House'], TV, None, 'Newquay')
I('GB', 'DELIVEROO.CO.UK LONDON', ['Deliveroo'], F, None, OMIT, 'online')
SUB('GB', 'AMAZON PRIME*2K8XL4 AMZN.CO.UK/PM', ['Amazon Prime', 'Amazon'], EN)
DD('GB', 'DD BRITISH GAS', ['British Gas'], H)
DD('GB', 'DD SEVERN TRENT WATER', ['Severn Trent', 'Severn Trent Water'], H, 'regional')
DD('GB', 'PUREGYM LTD DD 44120987', ['PureGym'], HW)
DD('GB', 'DD BRITISH HEART FOUNDATN', ['British Heart Foundation'], CG)
REF('GB', 'ASOS.COM LTD REFUND 12MAR', ['ASOS'])
TAX('GB', 'DD BRISTOL CITY COUNCIL CTAX 60123456', 'direct_debit')
TAX('GB', 'HMRC SELF ASSESSMENT 1234567890K')
SO('GB', 'SO MRS P OKONKWO RENT FLAT 2')
Q('GB', 'PAYPAL PAYMENT TO DANIEL HUGHES', 'PayPal', 'Daniel Hughes')
Q('GB', 'FASTER PAYMENT TO M KOWALCZYK REF BIRTHDAY', 'Faster Payments', 'M Kowalczyk')
T('GB', 'S K PATEL FPI REF DINNER SPLIT 12MAR', 'income')
SAL('GB', 'BGC ASHFORD HOLDINGS LTD SALARY MAR')
ATM('GB', 'LNK CO-OP GROUP CD 4471 12MAR', None)
ATM('GB', 'CASH NOTEMACHINE 12MAR MANCHESTER PICCADILLY', 'Manchester')
FEE('GB', 'NON-STERLING TRANSACTION FEE')

N('IE', 'POS DUNNES STORES CORK 12MAR', ['Dunnes Stores', 'Dunnes'], F, None, 'Cork')
L('IE', 'SUMUP *BEAN THERE KINSALE', ['Bean There'], F, 'SumUp', 'Kinsale')
Q('IE', 'REVOLUT*TO CIARA MURPHY', 'Revolut', 'Ciara Murphy')

# ============================ Germany, Austria, Switzerland ============================
L('DE', 'BAECKEREI SCHUETTE//Bielefeld/DE 2025-03-12T07:48:11 Debitk.7 2027-12', ['Bäckerei Schütte', 'Baeckerei Schuette'], F, None, 'Bielefeld')
N('DE', 'REWE Markt GmbH-Zw//Koeln/DE 2025-03-11T18:02:40 Folgenr.003 Verfalld.2028-09', ['REWE'], F, None, 'Köln')
L('DE', 'Fahrschule Becker GbR//Kassel/DE', ['Fahrschule Becker'], ED, None, 'Kassel')
L('DE', 'SUMUP *Friseursalon Haarmonie', ['Friseursalon Haarmonie', 'Haarmonie'], PC, 'SumUp', None)
L('DE', 'Kfz-Werkstatt Yilmaz//Offenbach/DE', ['Kfz-Werkstatt Yilmaz', 'Werkstatt Yilmaz'], TP, None, 'Offenbach')
L('DE', 'Praxis Dr. Vollmer Zahnarzt//Rostock/DE', ['Praxis Dr. Vollmer', 'Dr. Vollmer'], HW, None, 'Rostock')
L('DE', 'Eisenwaren Kuhlmann e.K.//Lueneburg/DE 2025-03-07T11:20:05', ['Eisenwaren Kuhlmann'], S, None, 'Lüneburg')
L('DE', 'MYPOS*ANATOLIA IMBISS//Gelsenkirchen/DE', ['Anatolia Imbiss'], F, 'myPOS', 'Gelsenkirchen')
L('DE', 'VISA Debit STRIPE*KERAMIKWERKSTATT L', ['Keramikwerkstatt L', 'Keramikwerkstatt'], S, 'Stripe', None, 'online')
R('DE', 'CINESTAR 12 GMBH//Erfurt/DE 2025-03-08T20:11:52', ['CineStar'], EN, None, 'Erfurt')
SUB('DE', 'MSFT * E0300ABCDE MICROSOFT 365 msbill.info IE', ['Microsoft 365', 'Microsoft'], SV)
L('DE', 'Pension Seeblick//Binz/DE', ['Pension Seeblick'], TV, None, 'Binz')
N('DE', 'DB Vertrieb GmbH BAHN.DE ONLINE-TICKET 8473629', ['Deutsche Bahn', 'DB', 'DB Vertrieb'], TP, None, None, 'online')
DD('DE', 'SEPA-Lastschrift Stadtwerke Muenster GmbH Abschlag Strom 03/2025', ['Stadtwerke Münster', 'Stadtwerke Muenster'], H, 'regional', OMIT)
DD('DE', 'SEPA-Lastschrift MVG Deutschlandticket Abo 04/2025', ['MVG', 'Münchner Verkehrsgesellschaft'], TP, 'regional')
SUB('DE', 'PayPal Europe S.a.r.l. et Cie S.C.A PP.8841.PP . SPOTIFY AB, Ihr Einkauf bei SPOTIFY AB', ['Spotify'], EN, 'PayPal')
REF('DE', 'Gutschrift ZALANDO SE Retoure 10482331', ['Zalando'], 'national')
Q('DE', 'WERO Zahlung an Lea Hoffmann', 'Wero', 'Lea Hoffmann')
Q('DE', 'PayPal Europe S.a.r.l. et Cie S.C.A PP.4412.PP . Tobias Krause, Ihre Zahlung an Tobias Krause', 'PayPal', 'Tobias Krause')
T('DE', 'Echtzeitueberweisung an Jonas Wehrmann Verwendungszweck Konzertkarten')
SO('DE', 'Dauerauftrag Miete Wohnung 3.OG an Heike Brandt')
SAL('DE', 'Lohn/Gehalt 03/2025 Autohaus Reimann GmbH')
ATM('DE', 'Bargeldauszahlung GA 41230087 Sparkasse Hannover 12.03/09.14', 'Hannover')
FEE('DE', 'Kontofuehrungsentgelt 02/2025')
TAX('DE', 'Finanzamt Bochum-Mitte ESt 2023 StNr 306/5123/4567')
TAX('DE', 'Rundfunk ARD, ZDF, DRadio Beitragsnummer 412345678 Q2', 'direct_debit')
INTR('DE', 'Abschluss Habenzinsen 01.01.2025-31.03.2025')

N('AT', 'POS 12.03. 0814 K1 BILLA DANKT 1234 WIEN', ['Billa'], F, None, 'Wien')
DD('AT', 'SEPA-Lastschrift Tierschutzverein Pfotenhilfe Spende Mitgl.Nr. 0412', ['Tierschutzverein Pfotenhilfe', 'Pfotenhilfe'], CG, 'local')
L('AT', 'KONDITOREI HOLZNER SALZBURG', ['Konditorei Holzner'], F, None, 'Salzburg')
L('AT', 'Gasthof zur Linde Kitzbuehel', ['Gasthof zur Linde'], F, None, 'Kitzbühel')
ATM('AT', 'Auszahlung Bankomat 12.03. 1412 Innsbruck', 'Innsbruck')
TAX('AT', 'Finanzamt Österreich Einkommensteuer 2024')

N('CH', 'Einkauf Maestro 12.03.2025 Migros Zürich HB', ['Migros'], F, None, 'Zürich')
N('CH', 'Debitkarte Coop-1234 Bern Bahnhof', ['Coop'], F, None, 'Bern')
DD('CH', 'Lastschrift LSV Swisscom (Schweiz) AG', ['Swisscom'], SV)
RAIL('CH', 'Achat TWINT Boulangerie Chez Manu Lausanne', ['Boulangerie Chez Manu', 'Chez Manu'], F, 'Lausanne')
Q('CH', 'TWINT *Sent to Nina Keller', 'TWINT', 'Nina Keller')
SAL('CH', 'Lohnzahlung Schreinerei Huber AG 03.2025')
ATM('CH', 'Bezug Bancomat UBS Luzern 11.03.2025', 'Luzern')
# ============================ France, Benelux, Iberia, Italy ============================
L('FR', 'PAIEMENT PAR CARTE X4417 BOULANGERIE DU MARCH 12/03 ANGERS', ['Boulangerie du Marché', 'Boulangerie du Marche'], F, None, 'Angers')
I('FR', 'CB CARREFOUR CITY 11/03 PARIS 11', ['Carrefour City', 'Carrefour'], F, None, 'Paris')
L('FR', 'CB LIBRAIRIE LA PAGE BLA 08/03 NANTES', ['Librairie La Page Blanche', 'La Page Blanche'], S, None, 'Nantes')
R('FR', 'CB MARIE BLACHERE 07/03 AVIGNON', ['Marie Blachère', 'Marie Blachere'], F, None, 'Avignon')
R('FR', 'CB MEGA CGR 06/03 LA ROCHELLE', ['CGR', 'Méga CGR', 'Mega CGR'], EN, None, 'La Rochelle')
L('FR', 'CB SUMUP *FROMAGERIE LA BIQU 05/03', ['Fromagerie La Biquette', 'Fromagerie La Biqu'], F, 'SumUp', None)
L('FR', 'CB PHARMACIE DES ARCADES 10/03 VANNES', ['Pharmacie des Arcades'], HW, None, 'Vannes')
L('FR', 'CB GARAGE DES TILLEULS 05/03 ROUEN', ['Garage des Tilleuls'], TP, None, 'Rouen')
L('FR', 'CB CORDONNERIE MINUTE STE 04/03 COLMAR', ['Cordonnerie Minute Ste', 'Cordonnerie Minute'], SV, None, 'Colmar')
N('FR', 'CB SNCF 09/03 INTERNET', ['SNCF', 'SNCF Connect'], TP, None, None, 'online')
N('FR', 'CB PAYPAL *LEBONCOIN 03/03', ['Leboncoin'], S, 'PayPal', None, 'online')
DD('FR', 'PRLV SEPA EDF clients particuliers', ['EDF'], H)
DD('FR', 'PRLV SEPA CRECHE LES PETITS LOUPS', ['Crèche Les Petits Loups', 'Creche Les Petits Loups', 'Les Petits Loups'], ED, 'local')
SUB('FR', 'CB DEEZER 01/03 PARIS', ['Deezer'], EN, None, 'national', OMIT)
REF('FR', 'REMBOURSEMENT CB DECATHLON 04/03', ['Decathlon'])
Q('FR', 'VIR WERO ENVOYE A Manon Girard', 'Wero', 'Manon Girard')
L('FR', 'CB HOTEL LES EMBRUNS 02/03 SAINT-MALO', ['Hôtel Les Embruns', 'Hotel Les Embruns'], TV, None, 'Saint-Malo')
SAL('FR', 'VIR SEPA SALAIRE MARS SARL GARAGE BERNARD')
ATM('FR', 'RETRAIT DAB 13/03 LYON PART DIEU', 'Lyon')
FEE('FR', 'COTISATION CARTE VISA PREMIER')
TAX('FR', 'PRLV SEPA DGFIP IMPOT PRELEVEMENT A LA SOURCE', 'direct_debit')
TAX('FR', 'CB AMENDES.GOUV 06/03', 'online')

L('BE', 'BETALING MET BANCONTACT 12/03 BAKKERIJ DE KROON GENT', ['Bakkerij De Kroon'], F, None, 'Gent')
N('BE', 'PAIEMENT BANCONTACT 11/03 DELHAIZE NAMUR', ['Delhaize'], F, None, 'Namur')
R('BE', 'BETALING MET BANCONTACT KINEPOLIS BRUGGE', ['Kinepolis'], EN, None, 'Brugge')
RAIL('BE', "PAYCONIQ FRITUUR 'T PLEINTJE", ["Frituur 't Pleintje", 'Frituur t Pleintje'], F)
DD('BE', 'DOMICILIERING PROXIMUS NV 12345678', ['Proximus'], SV)
T('BE', 'OVERSCHRIJVING NAAR WOUTER PEETERS MEDEDELING WEEKEND')
ATM('BE', 'GELDOPNEMING ANTWERPEN MEIR 11/03', 'Antwerpen')

L('NL', 'BEA, Apple Pay Bakkerij Van der Sloot,PAS123 NR:CT123456, 12.03.25/08:14 DELFT', ['Bakkerij Van der Sloot', 'Van der Sloot'], F, None, 'Delft')
N('NL', 'BEA, Betaalpas ALBERT HEIJN 1432,PAS123 NR:4K2L9P 11.03.25/17:55 UTRECHT', ['Albert Heijn', 'AH'], F, None, 'Utrecht')
L('NL', 'BEA, Betaalpas Muziekschool De Toonladder,PAS123 08.03.25/16:10 ZWOLLE', ['Muziekschool De Toonladder', 'De Toonladder'], ED, None, 'Zwolle')
L('NL', 'BEA, Betaalpas CCV*Fietsenmaker De Spaak,PAS123 09.03.25/10:40 HAARLEM', ['Fietsenmaker De Spaak', 'De Spaak'], TP, 'CCV', 'Haarlem')
N('NL', 'iDEAL Adyen BV Naam: THUISBEZORGD.NL Omschrijving: 4K2L-X93P', ['Thuisbezorgd', 'Thuisbezorgd.nl'], F, 'Adyen', None, 'online')
L('NL', 'iDEAL Stichting Mollie Payments Naam: Kaaswinkel de Gouden Wiel', ['Kaaswinkel de Gouden Wiel', 'De Gouden Wiel'], F, 'Mollie', None, 'online')
DD('NL', 'SEPA Incasso algemeen doorlopend Naam: VATTENFALL KLANTEN BV Machtiging: 12345', ['Vattenfall'], H, 'intl')
DD('NL', 'SEPA Incasso Naam: ZIGGO SERVICES BV Omschrijving: factuur 03-2025', ['Ziggo'], SV)
Q('NL', 'Tikkie ID 000123456789 Etentje vrijdag via Tikkie Naam: Sanne de Vries', 'Tikkie', 'Sanne de Vries')
SAL('NL', 'Salaris 03-2025 Gemeente Zwolle')
ATM('NL', 'GEA, Betaalpas Geldmaat Stationsplein,PAS456 NR:G012 09.03.25/12:30 LEIDEN', 'Leiden')
FEE('NL', 'Kosten OranjePakket periode 01-02-2025 t/m 28-02-2025')
TAX('NL', 'Belastingdienst motorrijtuigenbelasting KENTEKEN 12-ABC-3', 'direct_debit')

Q('LU', 'PAYCONIQ VERS MARC WEBER', 'Payconiq', 'Marc Weber')

L('ES', 'COMPRA TARJ. 5402XXXXXXXX1234 PANADERIA HNOS GARCIA-TOLEDO', ['Panadería Hermanos García', 'Panaderia Hnos Garcia', 'Panaderia Hermanos Garcia'], F, None, 'Toledo')
L('ES', 'COMPRA TARJ. 5402XXXXXXXX1234 TALLER MECANICO HNOS RUIZ-MURCIA', ['Taller Mecánico Hermanos Ruiz', 'Taller Mecanico Hnos Ruiz'], TP, None, 'Murcia')
L('ES', 'FERRETERIA CASA PUYUELO HUESCA ES', ['Ferretería Casa Puyuelo', 'Ferreteria Casa Puyuelo', 'Casa Puyuelo'], S, None, 'Huesca')
L('ES', 'PELUQUERIA ESTILO Y COLOR SL', ['Peluquería Estilo y Color', 'Peluqueria Estilo y Color'], PC, None, None)
L('ES', 'COMPRA A FORN DE PA CAL MASSO, GIRONA ES', ['Forn de Pa Cal Massó', 'Forn de Pa Cal Masso', 'Cal Massó'], F, None, 'Girona')
N('ES', 'MERCADONA VALENCIA CAMPANAR', ['Mercadona'], F, None, 'Valencia')
R('ES', 'CONSUM COOP. V. 0331 GANDIA', ['Consum'], F, None, 'Gandia')
L('ES', 'COMPRA TARJ. 5402XXXXXXXX1234 HOSTAL LA PALOMA-CUENCA', ['Hostal La Paloma'], TV, None, 'Cuenca')
R('ES', 'VUELING AIRLINES 0302 BARCELONA', ['Vueling'], TV, None, OMIT, 'online')
DD('ES', 'RECIBO IBERDROLA CLIENTES SAU', ['Iberdrola'], H)
DD('ES', 'RECIBO GIMNASIO ATLAS SPORT SL', ['Gimnasio Atlas Sport', 'Atlas Sport'], HW, 'local')
Q('ES', 'BIZUM ENVIADO A LUCIA FERNANDEZ CONCEPTO CENA', 'Bizum', 'Lucia Fernandez')
Q('ES', 'BIZUM RECIBIDO DE PABLO MORENO', 'Bizum', 'Pablo Moreno', 'income')
SAL('ES', 'NOMINA RECIBIDA AYUNTAMIENTO DE SORIA')
ATM('ES', 'RETIRADA EFECTIVO CAJERO 0049 SALAMANCA', 'Salamanca')
TAX('ES', 'AEAT MODELO 130 1T 2025')

L('PT', 'COMPRA 4521 PASTELARIA SAO BENTO LISBOA', ['Pastelaria São Bento', 'Pastelaria Sao Bento'], F, None, 'Lisboa')
N('PT', 'COMPRA 4521 CONTINENTE BOM DIA BRAGA', ['Continente', 'Continente Bom Dia'], F, None, 'Braga')
DD('PT', 'DD EDP COMERCIAL PT12345', ['EDP', 'EDP Comercial'], H)
Q('PT', 'TRF MB WAY P/ Rui Miguel Costa', 'MB WAY', 'Rui Miguel Costa')
ATM('PT', 'LEV. MB 0412 PORTO', 'Porto')

L('IT', 'PAGAMENTO POS 12/03/2025 08.15 PANIFICIO F.LLI ROSSI CARTA 1234 BERGAMO', ['Panificio Fratelli Rossi', 'Panificio F.lli Rossi'], F, None, 'Bergamo')
L('IT', 'TRATTORIA DA NINO SNC TRAPANI ITA', ['Trattoria da Nino'], F, None, 'Trapani')
L('IT', 'SUMUP *LAVANDERIA ARCOBALE', ['Lavanderia Arcobaleno', 'Lavanderia Arcobale'], SV, 'SumUp', None)
L('IT', 'PAGAMENTO POS OTTICA BELLAVISTA DI COLOMBO LECCE', ['Ottica Bellavista'], HW, None, 'Lecce')
RAIL('IT', 'PAGAMENTO SATISPAY A BAR PASTICCERIA ELENA', ['Bar Pasticceria Elena'], F)
R('IT', 'ESSELUNGA SPA MILANO VIALE PIAVE', ['Esselunga'], F, None, 'Milano')
L('IT', 'AGRITURISMO IL POGGIOLO MONTEPULCIANO', ['Agriturismo Il Poggiolo', 'Il Poggiolo'], TV, None, 'Montepulciano')
L('IT', 'PAGAMENTO POS MACELLERIA BRUNELLI PERUGIA', ['Macelleria Brunelli'], F, None, 'Perugia')
DD('IT', 'ADDEBITO SDD ENEL ENERGIA SPA', ['Enel Energia', 'Enel'], H)
DD('IT', 'ADDEBITO SDD ASD SCUOLA DI DANZA ETOILE', ['Scuola di Danza Etoile', 'ASD Scuola di Danza Etoile'], ED, 'local')
DD('IT', 'ADDEBITO TELEPASS PEDAGGI FEB', ['Telepass'], TP)
T('IT', 'BONIFICO A FAVORE DI GIULIA CONTI CAUSALE REGALO')
T('IT', 'BONIFICO ISTANTANEO DA MARCO BIANCHI', 'income')
SAL('IT', 'STIPENDIO MARZO OFFICINE MECCANICHE BRESCIANE')
ATM('IT', 'PRELIEVO BANCOMAT 11/03 NAPOLI', 'Napoli')
TAX('IT', 'PAGAMENTO F24 AGENZIA ENTRATE')
# ============================ Nordics ============================
N('SE', 'KORTKÖP 250312 ICA KVANTUM MALMBORGS MALMÖ', ['ICA', 'ICA Kvantum'], F, None, 'Malmö')
L('SE', 'KORTKÖP 250310 SKÄRGÅRDSBAGERIET VAXHOLM', ['Skärgårdsbageriet', 'Skargardsbageriet'], F, None, 'Vaxholm')
R('SE', 'ESPRESSO HOUSE 1123 GÖTEBORG', ['Espresso House'], F, None, 'Göteborg')
SUB('SE', 'STORYTEL AB STOCKHOLM', ['Storytel'], EN, None, 'national', OMIT)
DD('SE', 'Autogiro TELIA SVERIGE AB', ['Telia'], SV)
Q('SE', 'Swish betalning ERIK LINDQVIST', 'Swish', 'Erik Lindqvist')
Q('SE', 'Swish inbetalning ANNA BERG', 'Swish', 'Anna Berg', 'income')
SAL('SE', 'LÖN 25-03 BYGGFIRMAN NORRLAND AB')
ATM('SE', 'Uttag Bankomat Umeå 2025-03-11', 'Umeå')

N('NO', 'Varekjøp REMA 1000 GRÜNERLØKKA OSLO Dato 12.03 Kl. 17.41', ['REMA 1000'], F, None, 'Oslo')
L('NO', 'Varekjøp LOFOTEN RORBUER AS SVOLVÆR', ['Lofoten Rorbuer'], TV, None, 'Svolvær')
RAIL('NO', 'Vipps*Bakeriet på hjørnet', ['Bakeriet på hjørnet'], F)
DD('NO', 'AvtaleGiro Fjordkraft AS', ['Fjordkraft'], H, 'regional')
Q('NO', 'VIPPS TIL SIGRID HAUGEN', 'Vipps', 'Sigrid Haugen')
ATM('NO', 'Minibank Bergen Torgallmenningen 10.03', 'Bergen')

N('DK', 'Dankort-køb NETTO 4412 AARHUS C', ['Netto'], F, None, 'Aarhus')
L('DK', 'Visa/Dankort SLAGTER BØGH ODENSE', ['Slagter Bøgh', 'Slagter Bogh'], F, None, 'Odense')
DD('DK', 'Betalingsservice NORLYS ENERGI', ['Norlys'], H, 'regional')
Q('DK', 'MobilePay Mette Sørensen', 'MobilePay', 'Mette Sørensen')
ATM('DK', 'Hævning Hæveautomat Aalborg 12.03', 'Aalborg')

L('FI', 'KORTTIOSTO AUTOKOULU AJOKKI KUOPIO', ['Autokoulu Ajokki', 'Ajokki'], ED, None, 'Kuopio')
L('FI', 'KORTTIOSTO LEIPOMO HANNA & SISKO OULU', ['Leipomo Hanna & Sisko', 'Hanna & Sisko'], F, None, 'Oulu')
Q('FI', 'MOBILEPAY JUHO VIRTANEN', 'MobilePay', 'Juho Virtanen')
SAL('FI', 'PALKKA RAKENNUS KORHONEN OY')
ATM('FI', 'OTTO. NOSTO TAMPERE KESKUSTORI', 'Tampere')

N('IS', 'BÓNUS KRINGLAN REYKJAVÍK', ['Bónus', 'Bonus'], F, None, 'Reykjavík')
Q('IS', 'Aur greiðsla Guðrún Jónsdóttir', 'Aur', 'Guðrún Jónsdóttir')

# ============================ Central and Eastern Europe, Balkans ============================
N('PL', 'PŁATNOŚĆ KARTĄ 12.03.2025 ŻABKA Z4512 K.1 WARSZAWA', ['Żabka', 'Zabka'], F, None, 'Warszawa')
R('PL', 'PŁATNOŚĆ KARTĄ HELIOS KINO BIAŁYSTOK', ['Helios', 'Kino Helios'], EN, None, 'Białystok')
L('PL', 'PIEKARNIA U ZDZICHA TORUN PL', ['Piekarnia U Zdzicha'], F, None, 'Toruń')
L('PL', 'APTEKA POD ORLEM LUBLIN', ['Apteka Pod Orłem', 'Apteka Pod Orlem'], HW, None, 'Lublin')
L('PL', 'P24*ZAKLAD KRAWIECKI IGLA', ['Zakład Krawiecki Igła', 'Zaklad Krawiecki Igla'], SV, 'Przelewy24', None, 'online')
N('PL', 'PayU*Allegro 12.03 Poznan', ['Allegro'], S, 'PayU', OMIT, 'online')
DD('PL', 'POLECENIE ZAPLATY PGE OBROT S.A.', ['PGE', 'PGE Obrót'], H)
Q('PL', 'PRZELEW BLIK NA TELEFON DO: KATARZYNA NOWAK', 'BLIK', 'Katarzyna Nowak')
Q('PL', 'PRZELEW NA TELEFON BLIK PRZYCHODZĄCY OD: MICHAŁ WIŚNIEWSKI', 'BLIK', 'Michał Wiśniewski', 'income')
SAL('PL', 'Wynagrodzenie za 03/2025 STOLARNIA KOWAL SP.J.')
ATM('PL', 'WYPŁATA Z BANKOMATU EURONET KRAKÓW RYNEK', 'Kraków')
TAX('PL', 'ZUS SKŁADKI 03/2025 NIP 1234567890')
FEE('PL', 'OPŁATA ZA KARTĘ 03/2025')

L('CZ', 'Platba kartou PEKARNA U KOSTELA BRNO', ['Pekárna U Kostela', 'Pekarna U Kostela'], F, None, 'Brno')
L('CZ', 'Platba kartou PENZION POD SNEZKOU PEC POD SNEZKOU', ['Penzion Pod Sněžkou', 'Penzion Pod Snezkou'], TV, None, 'Pec pod Sněžkou')
DD('CZ', 'INKASO ČEZ PRODEJ A.S.', ['ČEZ', 'CEZ'], H)
T('CZ', 'Odchozí okamžitá platba Petra Dvořáková')
ATM('CZ', 'Výběr z bankomatu OSTRAVA 11.03.2025', 'Ostrava')

SUB('SK', 'GOOGLE *YouTubePremium g.co/helppay#', ['YouTube Premium', 'YouTube', 'Google'], EN)
L('SK', 'Kadernictvo Lucia ZILINA', ['Kaderníctvo Lucia', 'Kadernictvo Lucia'], PC, None, 'Žilina')

L('HU', 'VÁSÁRLÁS KÁRTYÁVAL KULCSMESTER BT. PÉCS', ['Kulcsmester Bt.', 'Kulcsmester'], SV, None, 'Pécs')
L('HU', 'Vásárlás SUMUP *KOVÁCS PÉKSÉG', ['Kovács Pékség', 'Kovacs Pekseg'], F, 'SumUp', None)
T('HU', 'AZONNALI ÁTUTALÁS NAGY ESZTER')
ATM('HU', 'KÉSZPÉNZFELVÉTEL ATM SZEGED', 'Szeged')

L('RO', 'PLATA LA POS SALON BELLA DONNA CONSTANTA', ['Salon Bella Donna'], PC, None, 'Constanța')
L('RO', 'CUMPARARE POS BRUTARIA MOS ION IASI', ['Brutăria Moș Ion', 'Brutaria Mos Ion'], F, None, 'Iași')
Q('RO', 'Transfer Revolut catre Andrei Popescu', 'Revolut', 'Andrei Popescu')
ATM('RO', 'RETRAGERE NUMERAR ATM BCR BRASOV', 'Brașov')

I('BG', 'ПОКУПКА POS ЛИДЛ БЪЛГАРИЯ ПЛОВДИВ', ['Lidl', 'Лидл'], F, None, 'Plovdiv')
T('BG', 'Превод към Иван Георгиев')
ATM('BG', 'Теглене от банкомат София', 'Sofia')

L('RS', 'KUPOVINA POS PEKARA ZLATNI KLAS NOVI SAD', ['Pekara Zlatni Klas', 'Zlatni Klas'], F, None, 'Novi Sad')
N('RS', 'ПЛАЋАЊЕ КАРТИЦОМ МАКСИ 123 БЕОГРАД', ['Maxi', 'Макси'], F, None, 'Belgrade')
L('HR', 'FRIZERSKI SALON MAJA SPLIT HR', ['Frizerski salon Maja', 'Salon Maja'], PC, None, 'Split')
Q('HR', 'KEKS Pay Ivana Horvat', 'KEKS Pay', 'Ivana Horvat')
L('SI', 'GOSTILNA PRI LIPI LJUBLJANA', ['Gostilna pri Lipi'], F, None, 'Ljubljana')
Q('SI', 'Flik plačilo Nina Kranjc', 'Flik', 'Nina Kranjc')
R('BA', 'BINGO D.O.O. TUZLA', ['Bingo'], F, None, 'Tuzla')
R('ME', 'VOLI TRADE PODGORICA', ['Voli'], F, None, 'Podgorica')
R('MK', 'ВЕРО ЦЕНТАР СКОПЈЕ', ['Vero', 'Веро'], F, None, 'Skopje')
L('AL', 'PAGESE POS BUREK TE LLAZI TIRANE', ['Burek te Llazi'], F, None, 'Tiranë')

N('GR', 'ΑΓΟΡΑ ΣΚΛΑΒΕΝΙΤΗΣ ΑΘΗΝΑ', ['Σκλαβενίτης', 'Sklavenitis'], F, None, 'Athens')
L('GR', 'ΦΟΥΡΝΟΣ Ο ΑΓΙΟΣ ΓΕΩΡΓΙΟΣ ΘΕΣΣΑΛΟΝΙΚΗ', ['Φούρνος Ο Άγιος Γεώργιος', 'Fournos O Agios Georgios', 'Ο Άγιος Γεώργιος'], F, None, 'Thessaloniki')
DD('GR', 'ΔΕΗ ΠΑΓΙΑ ΕΝΤΟΛΗ 0312', ['ΔΕΗ', 'DEI', 'PPC', 'Public Power Corporation'], H)
Q('GR', 'IRIS ΠΛΗΡΩΜΗ ΠΡΟΣ ΜΑΡΙΑ ΠΑΠΑΔΟΠΟΥΛΟΥ', 'IRIS', 'ΜΑΡΙΑ ΠΑΠΑΔΟΠΟΥΛΟΥ')
ATM('GR', 'ΑΝΑΛΗΨΗ ATM ΗΡΑΚΛΕΙΟ', 'Heraklion')
L('CY', 'LIMASSOL MARINA SCUBA CENTRE LIMASSOL', ['Limassol Marina Scuba Centre'], EN, None, 'Limassol')
L('CY', 'JCC*TAVERNA TO PATIKO PAFOS', ['Taverna To Patiko', 'To Patiko'], F, 'JCC', 'Paphos')
L('MT', 'PASTIZZERIA TAL-GHOLJA RABAT MT', ['Pastizzeria tal-Għolja', 'Pastizzeria tal-Gholja'], F, None, 'Rabat')
ATM('MT', 'BOV ATM WITHDRAWAL VALLETTA', 'Valletta')

R('EE', 'Kaardimakse SELVER ABC TALLINN', ['Selver'], F, None, 'Tallinn')
L('EE', 'Kaardimakse PAGARIKODA VANALINN PÄRNU', ['Pagarikoda Vanalinn', 'Pagarikoda'], F, None, 'Pärnu')
R('LV', 'Pirkums MAXIMA LV X123 RĪGA', ['Maxima'], F, None, 'Rīga')
L('LT', 'Mokėjimas kortele KEPYKLĖLĖ PAS MARYTĘ KAUNAS', ['Kepyklėlė pas Marytę', 'Kepyklele pas Maryte'], F, None, 'Kaunas')
T('LT', 'Pervedimas Jonui Petraičiui')

# ============================ Ukraine, Russia, Caucasus, Central Asia ============================
N('UA', 'СІЛЬПО КИЇВ ВУЛ. ХРЕЩАТИК', ['Сільпо', 'Silpo'], F, None, 'Kyiv')
N('UA', 'НОВА ПОШТА ВІДДІЛЕННЯ 12 ДНІПРО', ['Нова Пошта', 'Nova Poshta'], SV, None, 'Dnipro')
T('UA', 'Переказ на картку *4417 Олена Коваленко')
ATM('UA', 'Зняття готівки Банкомат ПриватБанк Львів', 'Lviv')
N('BY', 'ЕВРООПТ ГОМЕЛЬ', ['Евроопт', 'Evroopt'], F, None, 'Gomel')
R('MD', 'LINELLA CHISINAU', ['Linella'], F, None, 'Chișinău')
Q('MD', 'MIA transfer Ion Rusu', 'MIA', 'Ion Rusu')

N('RU', 'Оплата товаров и услуг. ПЯТЕРОЧКА 1234 Москва RUS', ['Пятёрочка', 'Пятерочка', 'Pyaterochka'], F, None, 'Moscow')
L('RU', 'ГОСТИНИЦА ВОЛГА ЯРОСЛАВЛЬ', ['Гостиница Волга', 'Hotel Volga'], TV, None, 'Yaroslavl')
L('RU', 'ПЕКАРНЯ ХЛЕБНЫЙ ДОМ НОВОСИБИРСК', ['Пекарня Хлебный дом', 'Хлебный дом'], F, None, 'Novosibirsk')
L('RU', 'SHAURMA NA MIRA EKATERINBURG RUS', ['Shaurma na Mira', 'Шаурма на Мира'], F, None, 'Yekaterinburg')
N('RU', 'YANDEX*4121*GO', ['Yandex Go', 'Яндекс Go', 'Yandex'], TP, None, None, 'mobile_app')
N('RU', 'OZON.RU MOSCOW RUS', ['Ozon'], S, None, OMIT, 'online')
Q('RU', 'Перевод по СБП Иван Сергеевич К. Т-Банк', 'SBP', 'Иван Сергеевич К.')
SAL('RU', 'Зачисление заработной платы ООО "СтройМонтаж-Урал"')
ATM('RU', 'Выдача наличных ATM 600123 Kazan RUS', 'Kazan')
FEE('RU', 'Комиссия за обслуживание карты')

N('KZ', 'MAGNUM CASH&CARRY ALMATY KZ', ['Magnum', 'Magnum Cash&Carry'], F, None, 'Almaty')
L('KZ', 'ДӘМДІ НАН НАУБАЙХАНА АСТАНА', ['Дәмді нан', 'Damdi Nan'], F, None, 'Astana')
Q('KZ', 'Kaspi Перевод Айгерим Б.', 'Kaspi', 'Айгерим Б.')
R('UZ', 'KORZINKA.UZ TASHKENT', ['Korzinka'], F, None, 'Tashkent')
Q('UZ', 'PAYME P2P Dilshod Rahimov', 'Payme', 'Dilshod Rahimov')
Q('KG', 'MBANK перевод Нурлан А.', 'MBank', 'Нурлан А.')
Q('TJ', 'Алиф Моби перевод Фаррух Н.', 'Alif Mobi', 'Фаррух Н.')
R('AZ', 'BRAVO SUPERMARKET BAKI', ['Bravo'], F, None, 'Baku')
R('GE', 'გადახდა ნიკორა თბილისი', ['Nikora', 'ნიკორა'], F, None, 'Tbilisi')
L('GE', 'საცხობი დედას პური ბათუმი', ['Dedas Puri', 'დედას პური'], F, None, 'Batumi')
R('AM', 'ՍԱՍ ՍՈՒՊԵՐՄԱՐԿԵՏ ԵՐԵՎԱՆ', ['SAS Supermarket', 'SAS', 'ՍԱՍ'], F, None, 'Yerevan')
Q('AM', 'IDRAM Transfer Armen Hakobyan', 'Idram', 'Armen Hakobyan')
# ============================ Turkey, Middle East, North Africa ============================
N('TR', 'MIGROS TİCARET A.Ş. İSTANBUL TR', ['Migros'], F, None, 'Istanbul')
N('TR', 'PEGASUS HAVA TASIMACILIGI ISTANBUL', ['Pegasus', 'Pegasus Airlines'], TV, None, OMIT, 'online')
R('TR', 'SIMIT SARAYI KIZILAY ANKARA', ['Simit Sarayı', 'Simit Sarayi'], F, None, 'Ankara')
L('TR', 'ŞİMŞEK OTO SANAYİ KONYA', ['Şimşek Oto Sanayi', 'Simsek Oto Sanayi', 'Şimşek Oto'], TP, None, 'Konya')
L('TR', 'IYZICO/CICEKCI LALE BAHCESI', ['Çiçekçi Lale Bahçesi', 'Cicekci Lale Bahcesi', 'Lale Bahçesi'], S, 'iyzico', None, 'online')
L('TR', 'KUAFÖR SALON NİLÜFER BURSA', ['Kuaför Salon Nilüfer', 'Kuafor Salon Nilufer', 'Salon Nilüfer'], PC, None, 'Bursa')
Q('TR', 'FAST GÖNDERİM AYŞE YILMAZ', 'FAST', 'Ayşe Yılmaz')
SAL('TR', 'MAAŞ ÖDEMESİ EGE TEKSTİL SAN. A.Ş.')
ATM('TR', 'ATM NAKİT ÇEKİM İZMİR KONAK', 'İzmir')

N('IL', 'שופרסל דיל חיפה', ['שופרסל', 'Shufersal'], F, None, 'Haifa')
L('IL', 'צימר נוף הגליל ראש פינה', ['צימר נוף הגליל', 'Nof HaGalil Zimmer'], TV, None, 'Rosh Pinna')
L('IL', 'מאפיית השכונה ראשון לציון', ['מאפיית השכונה', 'Maafiyat HaShchuna'], F, None, 'Rishon LeZion')
L('IL', 'מוסך האחים עזרא נתניה', ['מוסך האחים עזרא', 'Musach HaAchim Ezra'], TP, None, 'Netanya')
DD('IL', 'חברת החשמל הוראת קבע', ['חברת החשמל', 'Israel Electric Corporation', 'IEC'], H)
Q('IL', 'ביט העברה ליוסי כהן', 'Bit', 'יוסי כהן')
Q('IL', 'PAYBOX נועה לוי', 'PayBox', 'נועה לוי')
SAL('IL', 'משכורת אלקטרו ש.ב בע"מ')

I('AE', 'CARREFOUR MOE DUBAI ARE', ['Carrefour'], F, None, 'Dubai')
L('AE', 'POS-PURCHASE CARD NO.4412XXXXXXXX8812 AL REEF BAKERY SHARJAH AE', ['Al Reef Bakery'], F, None, 'Sharjah')
L('AE', 'شراء مخبز الفلاح العين', ['مخبز الفلاح', 'Al Falah Bakery'], F, None, 'Al Ain')
L('AE', 'ALNAHDA LAUNDRY AJMAN AE', ['Al Nahda Laundry', 'Alnahda Laundry'], SV, None, 'Ajman')
R('AE', 'CAREEM RIDE DUBAI', ['Careem'], TP, None, OMIT, 'mobile_app')
R('AE', 'DEWA BILL PAYMENT ONLINE', ['DEWA', 'Dubai Electricity and Water Authority'], H, None, None, 'online')
Q('AE', 'AANI TRANSFER TO FATIMA AL MANSOORI', 'Aani', 'Fatima Al Mansoori')
SAL('AE', 'SALARY TRANSFER WPS GULF STAR CONTRACTING')
ATM('AE', 'ATM WDL ABU DHABI MUSHRIF MALL', 'Abu Dhabi')

R('SA', 'شراء عبر نقاط البيع بنده الرياض', ['بنده', 'Panda'], F, None, 'Riyadh')
R('SA', 'مطعم البيك جدة', ['البيك', 'Al Baik', 'AlBaik'], F, None, 'Jeddah')
L('SA', 'POS PURCHASE MATBAKH UM FAHAD DAMMAM', ['Matbakh Um Fahad', 'مطبخ أم فهد'], F, None, 'Dammam')
L('SA', 'محل خياطة الأناقة الرجالية المدينة', ['خياطة الأناقة الرجالية', 'Al Anaqa Men Tailoring'], SV, None, 'Medina')
Q('SA', 'STC PAY تحويل إلى محمد العتيبي', 'STC Pay', 'محمد العتيبي')
ATM('SA', 'سحب نقدي صراف آلي جدة', 'Jeddah')
SAL('SA', 'راتب شهر مارس')

R('QA', 'AL MEERA CONSUMER GOODS DOHA', ['Al Meera'], F, None, 'Doha')
Q('QA', 'FAWRAN TRANSFER TO AHMED AL KUWARI', 'Fawran', 'Ahmed Al Kuwari')
R('KW', 'THE SULTAN CENTER SALMIYA', ['The Sultan Center', 'Sultan Center', 'TSC'], F, None, 'Salmiya')
Q('KW', 'WAMD TRANSFER TO ABDULLAH AL SABAH', 'WAMD', 'Abdullah Al Sabah')
Q('BH', 'BENEFITPAY TO SARA ALI', 'BenefitPay', 'Sara Ali')
R('OM', 'LULU HYPERMARKET MUSCAT OM', ['Lulu', 'Lulu Hypermarket'], F, None, 'Muscat')
L('JO', 'حلويات الشامي عمان', ['حلويات الشامي', 'Al Shami Sweets'], F, None, 'Amman')
Q('JO', 'CliQ تحويل إلى ليلى حداد', 'CliQ', 'ليلى حداد')
Q('LB', 'WHISH MONEY TRANSFER RAMI KHOURY', 'Whish Money', 'Rami Khoury')
Q('IQ', 'زين كاش تحويل الى علي حسين', 'Zain Cash', 'علي حسين')
L('IR', 'خرید از فروشگاه نان سنگک بربری تهران', ['نان سنگک بربری', 'Nan Sangak Barbari'], F, None, 'Tehran')

R('EG', 'POS PURCHASE KHEIR ZAMAN CAIRO', ['Kheir Zaman'], F, None, 'Cairo')
L('EG', 'صيدلية الشفاء الإسكندرية', ['صيدلية الشفاء', 'Al Shifa Pharmacy'], HW, None, 'Alexandria')
Q('EG', 'InstaPay transfer to Mohamed Hassan', 'InstaPay', 'Mohamed Hassan')
Q('EG', 'فودافون كاش تحويل إلى محمود سعيد', 'Vodafone Cash', 'محمود سعيد')

N('MA', 'PAIEMENT TPE MARJANE CASABLANCA', ['Marjane'], F, None, 'Casablanca')
L('MA', 'CMI*PATISSERIE AL JAWHARA FES', ['Pâtisserie Al Jawhara', 'Patisserie Al Jawhara'], F, 'CMI', 'Fès')
ATM('MA', 'RETRAIT GAB RABAT AGDAL 12/03', 'Rabat')
R('TN', 'PAIEMENT TPE MONOPRIX SFAX', ['Monoprix'], F, None, 'Sfax')
L('DZ', 'PAIEMENT CIB BOULANGERIE EL BARAKA ORAN', ['Boulangerie El Baraka'], F, None, 'Oran')

# ============================ South Asia ============================
Q('IN', 'UPI/DR/412345678901/RAMESH KUMAR/SBIN/ramesh.k@oksbi/Payment', 'UPI', 'Ramesh Kumar')
Q('IN', 'UPI/CR/512398765432/PRIYA SHARMA/HDFC/priyash@okhdfcbank/rent share', 'UPI', 'Priya Sharma', 'income')
Q('IN', 'IMPS/P2A/508712345678/VIKRAM SINGH/ICICI', 'IMPS', 'Vikram Singh')
RAIL('IN', 'UPI-SHARMA KIRANA STORE-paytmqr1x2y8z@paytm-YESB0PTMUPI-412398765432-UPI', ['Sharma Kirana Store'], F)
RAIL('IN', 'UPI/DR/412311122233/BRIGHT FUTURE TUTORIALS/CNRB/q8812345@ybl/Fees', ['Bright Future Tutorials'], ED)
N('IN', 'POS 4893XXXXXXXX1234 DMART AVENUE SUPERMA', ['DMart', 'D-Mart', 'Avenue Supermarts'], F, None, None)
L('IN', 'POS 4893XXXXXXXX1234 HOTEL SAGAR PALACE UDAIPUR', ['Hotel Sagar Palace'], TV, None, 'Udaipur')
L('IN', 'POS 4893XXXXXXXX1234 GANESH AUTO SPARES PUNE', ['Ganesh Auto Spares'], TP, None, 'Pune')
L('IN', 'DR MEHTA EYE CLINIC AHMEDABAD IN', ['Dr Mehta Eye Clinic', 'Dr. Mehta Eye Clinic'], HW, None, 'Ahmedabad')
L('IN', 'अग्रवाल मिठाई भंडार जयपुर', ['अग्रवाल मिठाई भंडार', 'Agarwal Mithai Bhandar'], F, None, 'Jaipur')
L('IN', 'அண்ணாச்சி மளிகை கடை மதுரை', ['அண்ணாச்சி மளிகை கடை', 'Annachi Maligai Kadai', 'Annachi Store'], F, None, 'Madurai')
L('IN', 'RAZORPAY*KAVYA SILK SAREES', ['Kavya Silk Sarees'], S, 'Razorpay', None, 'online')
R('IN', 'BILLDESK*BESCOM BANGALORE', ['BESCOM'], H, 'BillDesk', OMIT, 'online')
N('IN', 'IRCTC WWW IRCTC CO IN', ['IRCTC'], TP, None, None, 'online')
DD('IN', 'ACH D- TP ACH BAJAJ FINANCE-123456789', ['Bajaj Finance'], FS)
SAL('IN', 'NEFT CR-HDFC0000123-ACME TECHNOLOGIES PVT LTD-SALARY MAR25')
ATM('IN', 'ATM WDL/12-03-25/CHENNAI T NAGAR', 'Chennai')
TAX('IN', 'CBDT TAX PAYMENT CHALLAN 280 ITNS')

R('NP', 'भाटभटेनी सुपरमार्केट काठमाडौं', ['भाटभटेनी', 'Bhat-Bhateni', 'Bhatbhateni Supermarket'], F, None, 'Kathmandu')
Q('NP', 'eSewa Fund Transfer to Sita Shrestha', 'eSewa', 'Sita Shrestha')
R('BD', 'স্বপ্ন সুপারশপ ঢাকা', ['স্বপ্ন', 'Shwapno'], F, None, 'Dhaka')
L('BD', 'POS PURCHASE BANANI DENTAL CARE DHAKA', ['Banani Dental Care'], HW, None, 'Dhaka')
L('BD', 'রহমান ফার্মেসী চট্টগ্রাম', ['রহমান ফার্মেসী', 'Rahman Pharmacy'], HW, None, 'Chittagong')
Q('BD', 'bKash Send Money 017XXXXXX12 Rahim Uddin', 'bKash', 'Rahim Uddin')
Q('BD', 'NAGAD SEND MONEY TO NUSRAT JAHAN', 'Nagad', 'Nusrat Jahan')
R('PK', 'POS IMTIAZ SUPER MARKET KARACHI', ['Imtiaz', 'Imtiaz Super Market'], F, None, 'Karachi')
L('PK', 'HAFIZ TAILORS LAHORE PK', ['Hafiz Tailors'], SV, None, 'Lahore')
L('PK', 'جناح میڈیکل اسٹور راولپنڈی', ['جناح میڈیکل اسٹور', 'Jinnah Medical Store'], HW, None, 'Rawalpindi')
Q('PK', 'RAAST P2P TO AYESHA KHAN', 'Raast', 'Ayesha Khan')
Q('PK', 'EASYPAISA SENT TO BILAL AHMED', 'Easypaisa', 'Bilal Ahmed')
R('LK', 'කීල්ස් සුපර් කොළඹ', ['Keells', 'Keells Super', 'කීල්ස්'], F, None, 'Colombo')
L('LK', 'POS SUDU NONA BATHKADE KANDY', ['Sudu Nona Bathkade'], F, None, 'Kandy')
Q('LK', 'LANKAPAY JUSTPAY TO NIMAL PERERA', 'JustPay', 'Nimal Perera')
L('MV', 'ނޫރު ބޭކަރީ މާލެ', ['Noor Bakery', 'ނޫރު ބޭކަރީ'], F, None, 'Malé')
Q('MV', 'FAVARA TRANSFER TO AISHATH SHIFA', 'Favara', 'Aishath Shifa')
# ============================ East Asia ============================
RAIL('CN', '支付宝-老王牛肉面馆 杭州', ['老王牛肉面馆', 'Lao Wang Beef Noodles'], F, 'Hangzhou')
RAIL('CN', '财付通-美团外卖', ['美团外卖', '美团', 'Meituan'], F, None, 'online', 'national')
L('CN', '消费 丽江古城花间小院客栈', ['花间小院客栈', 'Huajian Xiaoyuan Inn'], TV, None, 'Lijiang')
L('CN', '成都陈记修车铺', ['陈记修车铺', 'Chen Ji Auto Repair'], TP, None, 'Chengdu')
N('CN', '滴滴出行 快车', ['滴滴出行', 'DiDi', '滴滴'], TP, None, None, 'mobile_app')
Q('CN', '微信转账 张伟', 'WeChat Pay', '张伟')
Q('CN', '支付宝转账 李娜', 'Alipay', '李娜')
SAL('CN', '代发工资 深圳市华强科技有限公司')
ATM('CN', 'ATM取款 北京朝阳门支行', 'Beijing')

Q('HK', 'FPS TO CHAN TAI MAN', 'FPS', 'Chan Tai Man')
Q('HK', 'PAYME FROM WONG KA YAN', 'PayMe', 'Wong Ka Yan', 'income')
R('HK', "MAXIM'S CAKES TSUEN WAN", ["Maxim's Cakes", 'Maxims Cakes', "Maxim's"], F, None, OMIT)

R('TW', '全聯福利中心 台中', ['全聯', '全聯福利中心', 'PX Mart'], F, None, 'Taichung')
RAIL('TW', 'JKOPAY*阿宏豆花', ['阿宏豆花', 'A-Hong Douhua'], F)
Q('TW', 'LINE Pay 轉帳 陳怡君', 'LINE Pay', '陳怡君')
ATM('TW', 'ATM跨行提款 高雄', 'Kaohsiung')

I('JP', 'ｾﾌﾞﾝｲﾚﾌﾞﾝ ｼﾝｼﾞﾕｸﾆｼｸﾞﾁ', ['セブン-イレブン', 'Seven-Eleven', '7-Eleven'], F, None, OMIT)
R('JP', 'VISAデビット セイコーマート 函館', ['セイコーマート', 'Seicomart'], F, None, 'Hakodate')
L('JP', 'ﾔﾏｸﾞﾁ ﾄｳﾌﾃﾝ', ['山口豆腐店', 'ﾔﾏｸﾞﾁ ﾄｳﾌﾃﾝ', 'Yamaguchi Tofuten'], F, None, None)
RAIL('JP', '楽天ペイ 喫茶 琥珀 金沢', ['喫茶 琥珀', '琥珀', 'Kissa Kohaku'], F, 'Kanazawa')
N('JP', 'JR東日本 モバイルSUICA', ['JR東日本', 'JR East', 'Mobile Suica'], TP, None, None, 'mobile_app')
Q('JP', 'ﾍﾟｲﾍﾟｲ ｿｳｷﾝ ｻﾄｳ ｹﾝﾀ', 'PayPay', 'ｻﾄｳ ｹﾝﾀ')
SAL('JP', 'ｷﾕｳﾖ ｶ)ﾔﾏﾀﾞｺｳｷﾞﾖｳ')
DD('JP', '口座振替 東京電力EP', ['東京電力', 'TEPCO', '東京電力エナジーパートナー'], H)

R('KR', '김밥천국 대전', ['김밥천국', 'Gimbap Cheonguk'], F, None, 'Daejeon')
L('KR', '제주 한라봉 농원', ['한라봉 농원', 'Hallabong Nongwon'], F, None, 'Jeju')
L('KR', '체크카드 춘천 한빛 노래연습장', ['한빛 노래연습장', 'Hanbit Noraebang'], EN, None, 'Chuncheon')
Q('KR', '카카오페이 송금 김민지', 'KakaoPay', '김민지')
Q('KR', '토스 이체 박서준', 'Toss', '박서준')

Q('MN', 'SocialPay шилжүүлэг Батбаяр Д.', 'SocialPay', 'Батбаяр Д.')

# ============================ South-East Asia ============================
Q('SG', 'PAYNOW TRANSFER TO TAN WEI MING OTHR', 'PayNow', 'Tan Wei Ming')
L('SG', 'AH SENG KOPI TOAST SINGAPORE SG', ['Ah Seng Kopi Toast', 'Ah Seng Kopi'], F, None, 'Singapore')
R('SG', 'GRAB* A-3XK29KEWVT SINGAPORE', ['Grab'], TP, None, OMIT, 'mobile_app')
N('SG', 'BUS/MRT 123456789 SINGAPORE SG', ['SimplyGo', 'TransitLink', 'SMRT', 'SBS Transit'], TP, None, 'Singapore')
Q('MY', 'DUITNOW TRF TO NURUL AINI BT ISMAIL', 'DuitNow', 'Nurul Aini Bt Ismail')
L('MY', 'KEDAI MAKANAN ANEKA RASA KOTA BHARU', ['Kedai Makanan Aneka Rasa', 'Aneka Rasa'], F, None, 'Kota Bharu')
SUB('MY', 'APPLE.COM/BILL ITUNES.COM IE', ['Apple', 'Apple Services', 'iCloud'], OMIT)
Q('TH', 'พร้อมเพย์ โอนให้ สมชาย ใจดี', 'PromptPay', 'สมชาย ใจดี')
Q('TH', 'TRUEMONEY WALLET โอนเงิน สมศรี มีสุข', 'TrueMoney', 'สมศรี มีสุข')
L('TH', 'ร้านกาแฟบ้านสวน เชียงใหม่', ['ร้านกาแฟบ้านสวน', 'Baan Suan Coffee', 'บ้านสวน'], F, None, 'Chiang Mai')
R('TH', 'BIG C SUPERCENTER KHON KAEN', ['Big C'], F, None, 'Khon Kaen')
ATM('TH', 'ถอนเงินสด ATM กรุงเทพ สีลม', 'Bangkok')
Q('VN', 'Chuyen tien MoMo toi NGUYEN VAN AN', 'MoMo', 'Nguyen Van An')
Q('VN', 'CHUYEN KHOAN NAPAS247 TRAN THI HOA ck tien nha', 'Napas 247', 'Tran Thi Hoa')
RAIL('VN', 'THANH TOAN QR PHO GIA TRUYEN HA NOI', ['Phở Gia Truyền', 'Pho Gia Truyen'], F, 'Hanoi')
L('VN', 'KHACH SAN SONG HOAI HOI AN', ['Khách sạn Sông Hoài', 'Khach San Song Hoai', 'Song Hoai Hotel'], TV, None, 'Hội An')
Q('ID', 'BI-FAST KE SITI RAHAYU', 'BI-FAST', 'Siti Rahayu')
Q('ID', 'GOPAY TRANSFER KE ANDI PRATAMA', 'GoPay', 'Andi Pratama')
RAIL('ID', 'QRIS WARUNG BU SRI SOLO', ['Warung Bu Sri'], F, 'Solo')
R('ID', 'ALFAMIDI 2Z41 MAKASSAR', ['Alfamidi'], F, None, 'Makassar')
SAL('ID', 'GAJI BULAN MARET PT SINAR JAYA ABADI')
Q('PH', 'GCASH SEND MONEY TO MARICEL SANTOS', 'GCash', 'Maricel Santos')
Q('PH', 'INSTAPAY TRANSFER TO RONALDO REYES', 'InstaPay', 'Ronaldo Reyes')
L('PH', 'ALING NENA SARI-SARI STORE QUEZON CITY', ['Aling Nena Sari-Sari Store', "Aling Nena's Sari-Sari Store", 'Aling Nena'], F, None, 'Quezon City')
R('PH', 'MERCURY DRUG CEBU IT PARK', ['Mercury Drug'], HW, None, 'Cebu')
Q('KH', 'BAKONG TRANSFER TO CHEA SOKHA', 'Bakong', 'Chea Sokha')
L('KH', 'ហាងកាហ្វេ ស្រីពៅ ភ្នំពេញ', ['ហាងកាហ្វេ ស្រីពៅ', 'Srey Pov Coffee', 'Cafe Srey Pov'], F, None, 'Phnom Penh')
L('LA', 'ຮ້ານເຝີ ແມ່ຄຳ ວຽງຈັນ', ['ຮ້ານເຝີ ແມ່ຄຳ', 'Mae Kham Pho'], F, None, 'Vientiane')
L('MM', 'ရွှေမြို့ လက်ဖက်ရည်ဆိုင် ရန်ကုန်', ['ရွှေမြို့ လက်ဖက်ရည်ဆိုင်', 'Shwe Myo Tea Shop'], F, None, 'Yangon')
Q('MM', 'KBZPAY TRANSFER TO AUNG KO KO', 'KBZPay', 'Aung Ko Ko')
R('BN', 'SUPASAVE GADONG BN', ['SupaSave', 'Supasave'], F, None, OMIT)
# ============================ Oceania ============================
N('AU', 'EFTPOS PURCHASE WOOLWORTHS 1234 PARRAMATTA NSW', ['Woolworths'], F, None, 'Parramatta')
L('AU', 'SQ *THE LITTLE LOAF BAKERY Fremantle WA', ['The Little Loaf Bakery', 'Little Loaf Bakery'], F, 'Square', 'Fremantle')
L('AU', 'SUMUP *BARISTA BROS COFFE ALICE SPRINGS', ['Barista Bros Coffee', 'Barista Bros'], F, 'SumUp', 'Alice Springs')
L('AU', 'VISA DEBIT PURCHASE CARD 4417 MANGO HILL PHYSIO PTY LTD', ['Mango Hill Physio'], HW, None, OMIT)
L('AU', 'AFTERPAY *GLOW BEAUTY BAR', ['Glow Beauty Bar'], PC, 'Afterpay', None, OMIT)
R('AU', 'TRANSPORT FOR NSW OPAL SYDNEY', ['Transport for NSW', 'Opal', 'TfNSW'], TP, None, 'Sydney')
L('AU', 'BRIGHT ALPINE CABINS BRIGHT VIC', ['Bright Alpine Cabins'], TV, None, 'Bright')
Q('AU', 'OSKO PAYMENT TO LIAM NGUYEN', 'Osko', 'Liam Nguyen')
Q('AU', 'PAYID TRANSFER FROM CHLOE WILLIAMS', 'PayID', 'Chloe Williams', 'income')
DD('AU', 'DIRECT DEBIT AGL SALES PTY LTD 4412', ['AGL'], H)
ATM('AU', 'ATM WITHDRAWAL CAIRNS CITY 4870', 'Cairns')
TAX('AU', 'ATO PAYMENT BPAY 551234567890')

N('NZ', 'EFTPOS COUNTDOWN ROTORUA', ['Countdown', 'Woolworths'], F, None, 'Rotorua')
L('NZ', 'KIWI BAKERY TE AWAMUTU NZ', ['Kiwi Bakery'], F, None, 'Te Awamutu')
SO('NZ', 'AP #1234 A PATEL RENT 12 ELM ST')
R('FJ', 'MH SUPERMARKET SUVA', ['MH', 'Morris Hedstrom', 'MH Supermarket'], F, None, 'Suva')
Q('FJ', 'MPAISA TRANSFER TO SEMISI TUI', 'M-PAiSA', 'Semisi Tui')
R('PG', 'CITY PHARMACY PORT MORESBY', ['City Pharmacy', 'CPL'], HW, None, 'Port Moresby')
L('TO', "EFTPOS MALIA'S KAI SHOP NUKU'ALOFA", ["Malia's Kai Shop", 'Malias Kai Shop'], F, None, "Nuku'alofa")

# ============================ Sub-Saharan Africa ============================
N('ZA', 'POS PURCHASE CHECKERS HYPER MENLYN PRETORIA', ['Checkers', 'Checkers Hyper'], F, None, 'Pretoria')
L('ZA', 'YOCO *OUMA SE KOMBUIS', ['Ouma se Kombuis'], F, 'Yoco', None)
L('ZA', 'SNAPSCAN*KAROO PADSTAL', ['Karoo Padstal'], F, 'SnapScan', None, 'mobile_app')
L('ZA', 'IK *SIPHO PANELBEATERS SOWETO', ['Sipho Panelbeaters'], TP, 'iKhokha', 'Soweto')
R('ZA', 'PREPAID ELECTRICITY CITY OF CAPE TOWN', ['City of Cape Town'], H, None, 'Cape Town', 'online')
DD('ZA', 'DEBIT ORDER DISCOVERY HEALTH 12345678', ['Discovery Health', 'Discovery'], FS)
Q('ZA', 'PAYSHAP TO THABO MOKOENA', 'PayShap', 'Thabo Mokoena')
ATM('ZA', 'ATM CASH WITHDRAWAL DURBAN WEST STREET', 'Durban')
FEE('ZA', 'MONTHLY ACCOUNT FEE')
L('NG', 'PAYSTACK *ADUNNI FABRICS', ['Adunni Fabrics'], S, 'Paystack', None, 'online')
L('NG', 'POS PURCHASE MAMA NKECHI KITCHEN ENUGU', ['Mama Nkechi Kitchen', "Mama Nkechi's Kitchen"], F, None, 'Enugu')
Q('NG', 'OPAY TRANSFER TO EMEKA ADEYEMI', 'OPay', 'Emeka Adeyemi')
T('NG', 'NIP TRF FROM ABUBAKAR SANI /REF 0001234567', 'income')
Q('KE', 'M-PESA SEND MONEY TO WANJIKU KAMAU 0712XXX678', 'M-Pesa', 'Wanjiku Kamau')
RAIL('KE', 'M-PESA BUY GOODS MAMA NJERI GROCERY TILL 512345', ['Mama Njeri Grocery'], F)
RAIL('KE', 'M-PESA PAYBILL 888880 KPLC PREPAID', ['Kenya Power', 'KPLC'], H, None, 'mobile_app', 'national')
R('KE', 'NAIVAS SUPERMARKET NAKURU', ['Naivas'], F, None, 'Nakuru')
Q('TZ', 'M-PESA TUMA PESA KWA JUMA SALIM', 'M-Pesa', 'Juma Salim')
RAIL('TZ', 'LIPA KWA SIMU DUKA LA MZEE HAMISI ARUSHA', ['Duka la Mzee Hamisi'], F, 'Arusha')
Q('UG', 'MTN MOMO TRANSFER TO NAKATO SARAH', 'MTN MoMo', 'Nakato Sarah')
R('UG', 'CAPITAL SHOPPERS KAMPALA', ['Capital Shoppers'], F, None, 'Kampala')
RAIL('RW', 'MOMO PAY SIMBA SUPERMARKET KIGALI', ['Simba Supermarket', 'Simba'], F, 'Kigali', 'mobile_app', 'regional')
Q('ET', 'telebirr ገንዘብ ማስተላለፍ ለአበበ ከበደ', 'telebirr', 'አበበ ከበደ')
R('ET', 'ቶሞካ ቡና አዲስ አበባ', ['ቶሞካ', 'Tomoca', 'Tomoca Coffee'], F, None, 'Addis Ababa')
Q('GH', 'MTN MOBILE MONEY TRANSFER TO KWAME MENSAH', 'MTN MoMo', 'Kwame Mensah')
L('GH', 'POS AUNTIE AKOS CHOP BAR KUMASI', ['Auntie Akos Chop Bar', "Auntie Ako's Chop Bar"], F, None, 'Kumasi')
Q('CI', 'WAVE TRANSFERT A KOUASSI AYA', 'Wave', 'Kouassi Aya')
Q('SN', 'ORANGE MONEY TRANSFERT VERS FATOU NDIAYE', 'Orange Money', 'Fatou Ndiaye')
I('SN', 'AUCHAN SENEGAL DAKAR', ['Auchan'], F, None, 'Dakar')
Q('CM', 'MTN MOMO TRANSFERT A NGONO MARIE', 'MTN MoMo', 'Ngono Marie')
Q('ZM', 'AIRTEL MONEY TRANSFER TO MWANSA BANDA', 'Airtel Money', 'Mwansa Banda')
Q('ZW', 'ECOCASH SEND MONEY TAPIWA MOYO', 'EcoCash', 'Tapiwa Moyo')
Q('MU', 'JUICE TRANSFER TO ANJALI DOOKHUN', 'Juice', 'Anjali Dookhun')
R('BW', 'CHOPPIES GABORONE MAIN MALL', ['Choppies'], F, None, 'Gaborone')
R('NA', 'WOERMANN BROCK WINDHOEK', ['Woermann Brock'], F, None, 'Windhoek')
Q('MZ', 'M-PESA ENVIO PARA ANA MACUACUA', 'M-Pesa', 'Ana Macuacua')
Q('AO', 'MULTICAIXA EXPRESS TRANSFERENCIA JOAO MANUEL', 'Multicaixa Express', 'Joao Manuel')
Q('MG', 'MVOLA TRANSFERT RAKOTO HERY', 'MVola', 'Rakoto Hery')
# ============================ Latin America and the Caribbean ============================
Q('BR', 'PIX ENVIADO MARIA S OLIVEIRA', 'Pix', 'Maria S Oliveira')
Q('BR', 'PIX RECEBIDO JOAO PEDRO ALVES 12/03', 'Pix', 'Joao Pedro Alves', 'income')
RAIL('BR', 'PIX QRS PADARIA PAO DOURADO', ['Padaria Pão Dourado', 'Padaria Pao Dourado'], F)
L('BR', 'COMPRA CARTAO DEB MP *BARBEARIADOZE', ['Barbearia do Zé', 'Barbearia do Ze', 'Barbearia Doze'], PC, 'Mercado Pago', None)
L('BR', 'PAG*FERRAGENSSAOJORGE', ['Ferragens São Jorge', 'Ferragens Sao Jorge'], S, 'PagSeguro', None)
L('BR', 'STONE*AUTO MECANICA IRMAOS', ['Auto Mecânica Irmãos', 'Auto Mecanica Irmaos', 'Auto Mecânica Irmãos Silva'], TP, 'Stone', None)
L('BR', 'CLINICA ODONTO SORRISO CURITIBA BRA', ['Clínica Odonto Sorriso', 'Clinica Odonto Sorriso'], HW, None, 'Curitiba')
L('BR', 'COMPRA CARTAO POUSADA MAR AZUL PARATY', ['Pousada Mar Azul'], TV, None, 'Paraty')
SUB('BR', 'GLOBOPLAY *ASSINATURA RIO DE JANEIRO', ['Globoplay'], EN, None, 'national', OMIT)
N('BR', 'IFOOD *IFOOD OSASCO', ['iFood'], F, None, OMIT, 'online')
N('BR', '99APP *99POP SAO PAULO', ['99', '99App', '99Pop'], TP, None, OMIT, 'mobile_app')
SAL('BR', 'CRED SALARIO TRANSPORTADORA SUL MINAS LTDA')
ATM('BR', 'SAQUE 24H BANCO24HORAS RECIFE PE', 'Recife')
TAX('BR', 'IOF SOBRE COMPRA INTERNACIONAL')
FEE('BR', 'TARIFA PACOTE SERVICOS MAR')

L('AR', 'MERPAGO*ALMACENDONPEDRO', ['Almacén Don Pedro', 'Almacen Don Pedro'], F, 'Mercado Pago', None)
R('AR', 'COTO CICSA 123 LA PLATA', ['Coto'], F, None, 'La Plata')
Q('AR', 'TRANSF. MERCADO PAGO A MARTINA GOMEZ', 'Mercado Pago', 'Martina Gomez')
TAX('AR', 'IMP. LEY 25413 DEB 0,6%')
ATM('AR', 'EXTRACCION CAJERO RED LINK MENDOZA', 'Mendoza')
L('CL', 'EMPANADAS DONA TINA VALPARAISO', ['Empanadas Doña Tina', 'Empanadas Dona Tina'], F, None, 'Valparaíso')
R('CL', 'COMPRA NAC. SKY AIRLINE SANTIAGO', ['Sky Airline', 'SKY'], TV, None, OMIT, 'online')
T('CL', 'TRANSF. A TERCEROS CAMILA SOTO')
L('CO', 'PANADERIA LA ESPIGA DORADA MEDELLIN', ['Panadería La Espiga Dorada', 'Panaderia La Espiga Dorada', 'La Espiga Dorada'], F, None, 'Medellín')
R('CO', 'COMPRA EN D1 SAS BUCARAMANGA', ['D1', 'Tiendas D1'], F, None, 'Bucaramanga')
Q('CO', 'TRANSFERENCIA NEQUI A ANDRES CAMILO RIOS', 'Nequi', 'Andres Camilo Rios')
TAX('CO', 'GRAVAMEN MOVIMIENTO FINANCIERO 4X1000')
L('PE', 'POLLERIA LA BRASA DE ORO CUSCO', ['Pollería La Brasa de Oro', 'Polleria La Brasa de Oro', 'La Brasa de Oro'], F, None, 'Cusco')
Q('PE', 'YAPE A ROSA QUISPE', 'Yape', 'Rosa Quispe')
Q('PE', 'PLIN A CARLOS MENDOZA', 'Plin', 'Carlos Mendoza')
Q('EC', 'DEUNA TRANSFERENCIA A DIANA ZAMBRANO', 'Deuna', 'Diana Zambrano')
RAIL('BO', 'PAGO QR SIMPLE TIENDA DONA MARTHA EL ALTO', ['Tienda Doña Martha', 'Tienda Dona Martha'], F, 'El Alto')
L('PY', 'FARMACIA SAN ROQUE ENCARNACION', ['Farmacia San Roque'], HW, None, 'Encarnación')
L('UY', 'PANADERIA LA FAMILIAR SALTO UY', ['Panadería La Familiar', 'Panaderia La Familiar'], F, None, 'Salto')
Q('VE', 'PAGO MOVIL A LUIS HERNANDEZ 0414XXX2231', 'Pago Móvil', 'Luis Hernandez')
Q('CR', 'SINPE MOVIL ANA LUCIA VARGAS', 'SINPE Móvil', 'Ana Lucia Vargas')
L('CR', 'SODA DONA ROSA LIBERIA', ['Soda Doña Rosa', 'Soda Dona Rosa'], F, None, 'Liberia')
Q('PA', 'YAPPY A RICARDO DE LEON', 'Yappy', 'Ricardo De Leon')
R('GT', 'COMPRA POLLO CAMPERO ZONA 10 GUATEMALA', ['Pollo Campero'], F, None, 'Guatemala City')
Q('HN', 'TIGO MONEY ENVIO A KARLA MEJIA', 'Tigo Money', 'Karla Mejia')
L('SV', 'PUPUSERIA LA CEIBA SANTA TECLA', ['Pupusería La Ceiba', 'Pupuseria La Ceiba'], F, None, 'Santa Tecla')
L('NI', 'FERRETERIA EL CARPINTERO LEON NI', ['Ferretería El Carpintero', 'Ferreteria El Carpintero'], S, None, 'León')
L('DO', 'COLMADO LOS PRIMOS SANTIAGO DE LOS CABALLEROS', ['Colmado Los Primos'], F, None, 'Santiago de los Caballeros')
Q('CU', 'TRANSFERMOVIL PAGO A YANELIS PEREZ', 'Transfermóvil', 'Yanelis Perez')
Q('JM', 'LYNK TRANSFER TO SHANICE BROWN', 'Lynk', 'Shanice Brown')
R('JM', 'JUICI PATTIES HALF WAY TREE KINGSTON', ['Juici Patties', 'Juici'], F, None, 'Kingston')
L('TT', 'DOUBLES KING CUREPE', ['Doubles King'], F, None, 'Curepe')
L('BS', 'CONCH SHACK ARAWAK CAY NASSAU', ['Conch Shack'], F, None, 'Nassau')
R('BB', 'CHEFETTE HOLETOWN', ['Chefette'], F, None, 'Holetown')
Q('PR', 'ATH MOVIL A LUIS RIVERA', 'ATH Móvil', 'Luis Rivera')
Q('HT', 'MONCASH TRANSFE JEAN PIERRE LOUIS', 'MonCash', 'Jean Pierre Louis')

# ============================ checks, output, summary ============================
def scripts_of(s):
    found = set()
    for ch in s:
        if not ch.isalpha():
            continue
        try:
            name = unicodedata.name(ch)
        except ValueError:
            continue
        if 'HALFWIDTH KATAKANA' in name or name.startswith(('HIRAGANA', 'KATAKANA')):
            found.add('Japanese kana')
        elif name.startswith('CJK'):
            found.add('Han')
        elif name.startswith('HANGUL'):
            found.add('Hangul')
        else:
            w = name.split()[0]
            found.add({'LATIN': 'Latin', 'CYRILLIC': 'Cyrillic', 'GREEK': 'Greek', 'ARABIC': 'Arabic',
                       'HEBREW': 'Hebrew', 'THAI': 'Thai', 'DEVANAGARI': 'Devanagari', 'BENGALI': 'Bengali',
                       'TAMIL': 'Tamil', 'SINHALA': 'Sinhala', 'THAANA': 'Thaana', 'GEORGIAN': 'Georgian',
                       'ARMENIAN': 'Armenian', 'KHMER': 'Khmer', 'LAO': 'Lao', 'MYANMAR': 'Myanmar',
                       'ETHIOPIC': 'Ethiopic'}.get(w, w.title()))
    return found

titles = [r['title'] for r in rows]
assert len(titles) == len(set(titles)), [t for t, n in collections.Counter(titles).items() if n > 1]
CATS = {F, S, TP, TV, H, EN, HW, PC, ED, FS, GT, SV, CG, INC, TRF}
CHANNELS = {'in_store', 'online', 'mobile_app', 'atm', 'bank_transfer', 'direct_debit', 'unknown'}
for r in rows:
    ex = r['expect']
    assert ex.get('category1', F) in CATS, r
    assert ex.get('channel', 'unknown') in CHANNELS, r
    assert r['type'] in ('expense', 'income'), r
    if r['kind'] in ('local', 'national', 'intl', 'regional'):
        assert ex['merchant'] and ex.get('p2p') is None, r
    else:
        assert ex['merchant'] is None, r

out = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'heldout-s.jsonl')
with open(out, 'w', encoding='utf-8') as f:
    for i, r in enumerate(rows, 1):
        f.write(json.dumps({'id': 'hs-%03d' % i, 'title': r['title'], 'country': r['country'], 'type': r['type'],
                            'expect': r['expect']}, ensure_ascii=False) + '\n')

n = len(rows)
print('wrote %d cases to %s' % (n, out))
cc = collections.Counter(r['country'] for r in rows)
print('countries: %d' % len(cc))
print('  ' + ', '.join('%s %d' % (k, v) for k, v in sorted(cc.items(), key=lambda kv: (-kv[1], kv[0]))))
sc = collections.Counter()
for r in rows:
    for s in scripts_of(r['title']):
        sc[s] += 1
print('scripts: %d (titles containing each script)' % len(sc))
print('  ' + ', '.join('%s %d' % (k, v) for k, v in sc.most_common()))
print('  titles with non-Latin script: %d' % sum(1 for r in rows if scripts_of(r['title']) - {'Latin'}))
kinds = collections.Counter(r['kind'] for r in rows)
nm = sum(kinds[k] for k in ('local', 'national', 'intl', 'regional'))
print('merchant cases: %d' % nm)
for k, label in (('local', 'invented small local'), ('national', 'national brand'), ('intl', 'international brand'), ('regional', 'mid-size regional chain')):
    print('  %-24s %3d (%.0f %%)' % (label, kinds[k], 100.0 * kinds[k] / nm))
subs = collections.Counter(r['sub'] for r in rows if r['kind'] != 'control' and r['sub'])
print('  of which: ' + ', '.join('%s %d' % (k, v) for k, v in sorted(subs.items())))
p2ps = [r for r in rows if r['expect'].get('p2p')]
print('p2p cases: %d on %d platforms (%d incoming)' % (len(p2ps), len(set(r['expect']['p2p']['platform'] for r in p2ps)), sum(1 for r in p2ps if r['type'] == 'income')))
ctrl = collections.Counter(r['sub'] for r in rows if r['kind'] == 'control')
print('no-merchant controls (excluding p2p): %d -> ' % kinds['control'] + ', '.join('%s %d' % (k, v) for k, v in ctrl.most_common()))
def none_count(field):
    return sum(1 for r in rows if field in r['expect'] and r['expect'][field] is None)
for fld in ('merchant', 'processor', 'city', 'p2p'):
    k = none_count(fld)
    print('  expects no %-9s: %3d (%.0f %%)' % (fld, k, 100.0 * k / n))
procs = collections.Counter(r['expect']['processor'] for r in rows if r['expect'].get('processor'))
print('processors named: %d cases, %d processors: ' % (sum(procs.values()), len(procs)) + ', '.join('%s %d' % kv for kv in procs.most_common()))
print('recurring true: %d; types: %s' % (sum(1 for r in rows if r['expect'].get('recurring') is True), dict(collections.Counter(r['type'] for r in rows))))
print('categories: ' + ', '.join('%s %d' % kv for kv in collections.Counter(r['expect'].get('category1', '(unscored)') for r in rows).most_common()))
