# Blind evaluation set heldout-t: a deterministic generator. Run: python3 /work/heldout-t/heldout-t.gen.py
# Writes heldout-t.jsonl next to this file (ids ht-001 ...). Stdlib only, no randomness.
#
# Provenance: written by a helper from /work/shared/eval/FORMAT.md, /work/main/bench/eval/labels.py
# (helpers copied and extended below, so the output lands here and not in the repository) and the
# first 60 lines of /work/main/bench/eval/heldout-s.gen.py (layout and labelling conventions only).
# No engine code, data, docs, other eval sets or reports were read; the engine and project commands
# were not run. Every title was invented fresh for this set from general knowledge of how banks, card
# issuers, acquirers, wallets and payment rails print statement lines; none is taken from FORMAT.md
# or any other source. All kind-L businesses are invented (names chosen not to be known businesses).
#
# Conventions (same as heldout-s):
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
#    a phone number, web address, state / region code or country alone is no city. A district,
#    neighbourhood, mall or abbreviation (CABA, SPS, PTY) is left unscored (OMIT).
#  - merchant alternatives: accented Latin / Greek / Cyrillic names also accept the unaccented form
#    (added automatically); a truncated printed name also accepts the printed truncation.
#  - category left unscored when the printed name carries no business word and the trade is unclear.
# Kinds: L = invented small local business, N = real national brand, I = real international brand,
# R = real mid-size regional chain, Q = p2p; everything else is a control (no merchant, or refund).
# kind values: local / national / intl / regional / p2p / control.
# sub: local -> traits of the printed name, comma-joined: biz (business word printed), nobiz (none),
#      owner (owner name), legal (legal form), city (trailing town), trunc (truncated), glued (words run
#      together); p2p -> 'app' or 'rail'; control -> salary / atm / fee / tax / own / refund / interest
#      / transfer; national / intl / regional -> None.
import json, os, sys, collections, unicodedata

OMIT = object()  # leaves a field unscored for that case
rows = []

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from labels import with_folded as _alts  # the names and their accent-folded forms

def E(cc, title, m, cat, proc=None, city=None, ch='in_store', rec=False, p2p=None, typ='expense'):
    ex = {}
    if m is not OMIT: ex['merchant'] = _alts(m)
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
def L(cc, title, m, cat, proc=None, city=None, ch='in_store', rec=False, typ='expense', t='biz'):
    E(cc, title, m, cat, proc, city, ch, rec, None, typ); _mark('local', t)

def N(cc, title, m, cat, proc=None, city=None, ch='in_store', rec=False, typ='expense'):
    E(cc, title, m, cat, proc, city, ch, rec, None, typ); _mark('national')

def I(cc, title, m, cat, proc=None, city=None, ch='in_store', rec=False, typ='expense'):
    E(cc, title, m, cat, proc, city, ch, rec, None, typ); _mark('intl')

def R(cc, title, m, cat, proc=None, city=None, ch='in_store', rec=False, typ='expense'):
    E(cc, title, m, cat, proc, city, ch, rec, None, typ); _mark('regional')

# p2p and controls -----------------------------------------------------------------------------
def P(cc, title, platform, recipient, typ='expense', how='app'):  # person to person
    E(cc, title, None, TRF, None, None, OMIT, False, (platform, recipient), typ); _mark('p2p', how)

def T(cc, title, typ='expense'):  # plain bank transfer to a person, no named rail or app
    E(cc, title, None, TRF, None, None, 'bank_transfer', False, None, typ); _mark('control', 'transfer')

def SAL(cc, title):
    E(cc, title, None, INC, None, None, 'bank_transfer', True, None, 'income'); _mark('control', 'salary')

def ATM(cc, title, city=None):
    E(cc, title, None, FS, None, city, 'atm', False, None); _mark('control', 'atm')

def FEE(cc, title):
    E(cc, title, None, FS, None, None, OMIT, OMIT, None); _mark('control', 'fee')

def TAX(cc, title, ch='bank_transfer', city=None):
    E(cc, title, None, GT, None, city, ch, OMIT, None); _mark('control', 'tax')

def OWN(cc, title, typ='expense', rec=False):
    E(cc, title, None, TRF, None, None, 'bank_transfer', rec, None, typ); _mark('control', 'own')

def REF(cc, title, m, proc=None, city=None):
    E(cc, title, m, INC, proc, city, OMIT, False, None, 'income'); _mark('control', 'refund')

def INT(cc, title):
    E(cc, title, None, INC, None, None, OMIT, OMIT, None, 'income'); _mark('control', 'interest')

# ============================== Europe ==============================
# DE
L('DE', "Kartenzahlung girocard 14.03. 08:12 Baeckerei Schmitz Inh. K. Schmitz Bonn", ["Bäckerei Schmitz", "Baeckerei Schmitz"], F, city='Bonn', t='biz,owner,city')
L('DE', "VISA Debit 12,80 EUR DOENER PALAST ERKAN GMBH ESSEN", ["Döner Palast Erkan", "Doener Palast Erkan"], F, city='Essen', t='biz,owner,legal,city')
L('DE', "SUMUP *Hofladen Brandt Kiel", "Hofladen Brandt", F, 'SumUp', 'Kiel', t='biz,owner,city')
L('DE', "Lastschrift PP.8823.PP . Schreinerei Ole, Ihr Einkauf bei Schreinerei Ole", "Schreinerei Ole", OMIT, 'PayPal', None, 'online', t='biz,owner')
N('DE', "SEPA-Lastschrift DB Vertrieb GmbH Fahrschein 4711-2250312", ["Deutsche Bahn", "DB"], TP, None, None, OMIT)
R('DE', "girocard GLOBUS SB-WARENHAUS 0123 ST. WENDEL", "Globus", F, city='St. Wendel')
I('DE', "PAYPAL *SPOTIFY 35314369001", "Spotify", EN, 'PayPal', None, 'online', True)
P('DE', "Wero Zahlung an Lena Hoffmann Ref. WG Strom", 'Wero', 'Lena Hoffmann')
SAL('DE', "LOHN/GEHALT 03/25 NORDLICHT LOGISTIK GMBH")
TAX('DE', "FINANZAMT BONN-INNENSTADT STNR 205/5831/1234 EST 2024", city=OMIT)
# AT
L('AT', "POS 38,50 AT K1 12.03. 14:22 GASTHAUS ZUM GRUENEN HIRSCHEN 4830 HALLSTATT", ["Gasthaus zum Grünen Hirschen", "Gasthaus zum Gruenen Hirschen"], F, city='Hallstatt', t='biz,city')
L('AT', "Zettle_*Friseur Edith Wals", "Friseur Edith", PC, 'Zettle', OMIT, t='biz,owner')
N('AT', "POS 38,12 AT K2 BILLA DANKT 1010 WIEN", "Billa", F, city='Wien')
ATM('AT', "Bezug Bankomat 12.03. 09:14 ERSTE BANK GRAZ HAUPTPLATZ", 'Graz')
# CH
L('CH', "Einkauf ZKB Visa Debit 12.03.2025 Metzgerei Bühlmann AG Thun", "Metzgerei Bühlmann", F, city='Thun', t='biz,owner,legal,city')
P('CH', "TWINT Überweisung an +41 79 *** ** 12 Meier Sandra", 'Twint', 'Meier Sandra')
N('CH', "TWINT *Migros Zuerich HB", "Migros", F, OMIT, 'Zurich', 'mobile_app')
N('CH', "SBB CFF FFS Mobile Ticket 8503000", "SBB", TP, None, None, 'mobile_app')
FEE('CH', "Kontoführungsgebühr Privatkonto Quartal 1")
# FR
L('FR', "PAIEMENT PAR CARTE X1234 BOULANGERIE DUPONT LYON 11/03", "Boulangerie Dupont", F, city='Lyon', t='biz,owner,city')
L('FR', "CB LE PETIT ZINC SARL 1403 NANTES", "Le Petit Zinc", OMIT, city='Nantes', t='nobiz,legal,city')
L('FR', "CARTE 0503 PHARMACIE DES HALLES AVIGNON", "Pharmacie des Halles", HW, city='Avignon', t='biz,city')
L('FR', "SUMUP *FROMAGERIE LUCAS ANNECY", "Fromagerie Lucas", F, 'SumUp', 'Annecy', t='biz,owner,city')
N('FR', "PRLV SEPA FREE MOBILE FM-4471223 ECH 05/03", ["Free Mobile", "Free"], SV, None, None, 'direct_debit', True)
N('FR', "CB SNCF CONNECT 12/03", ["SNCF Connect", "SNCF"], TP, None, None, 'online')
P('FR', "VIR INSTANTANE EMIS Paylib Vers: THOMAS MOREAU", 'Paylib', 'Thomas Moreau')
TAX('FR', "PRLV SEPA DGFIP IMPOT PRELEVEMENT A LA SOURCE", 'direct_debit')
# BE
L('BE', "BETALING MET BANCONTACT FRITUUR 'T HOEKSKE 2018 ANTWERPEN 12-03-2025 14:32", ["Frituur 't Hoekske", "'t Hoekske"], F, city='Antwerpen', t='biz,city')
N('BE', "ACHAT BANCONTACT DELHAIZE NAMUR 1234 XXXX 5678", "Delhaize", F, city='Namur')
P('BE', "PAYCONIQ BY BANCONTACT DE: SOPHIE PEETERS", 'Payconiq', 'Sophie Peeters', 'income')
ATM('BE', "RETRAIT BANCONTACT BPOST BANK LIEGE 10/03", 'Liege')
# NL
L('NL', "BEA, Google Pay  Bakkerij vd Berg,PAS012 NR:7H2K9L, 12.03.25/08:14 UTRECHT", ["Bakkerij van den Berg", "Bakkerij vd Berg"], F, OMIT, 'Utrecht', t='biz,owner,city')
L('NL', "BEA, Betaalpas CCV*Fietsenmaker Jansen,PAS321 NR:CT123456, 03.03.25/16:40 Zwolle", "Fietsenmaker Jansen", OMIT, 'CCV', 'Zwolle', t='biz,owner,city')
L('NL', "MOLLIE *Koffiebranderij De Boon", "Koffiebranderij De Boon", F, 'Mollie', None, 'online', t='biz')
P('NL', "Tikkie ID 000123456789 Pizza avond Via Tikkie Naar: S. de Vries", 'Tikkie', 'S. de Vries')
N('NL', "SEPA Incasso NS Groep IZ NS Reizigers Flex abonnement", ["NS", "Nederlandse Spoorwegen"], TP, None, None, 'direct_debit', True)
N('NL', "iDEAL bol.com b.v. Bestelnr 1234567890", ["bol", "bol.com"], S, OMIT, None, 'online')
# LU
L('LU', "VISA 12.03 BRASSERIE GUILLAUME SARL LUXEMBOURG", "Brasserie Guillaume", F, city='Luxembourg', t='biz,owner,legal,city')
N('LU', "ACHAT VISA CACTUS BERTRANGE 11/03", "Cactus", F, city='Bertrange')
SAL('LU', "VIREMENT SALAIRE MARS 2025 FIDUCIAIRE MOSELLE SA")
# ES
L('ES', "COMPRA TARJ. 4B0X XXXX XXXX 8812 BAR CASA PACO SL MALAGA", ["Bar Casa Paco", "Casa Paco"], F, city='Malaga', t='biz,owner,legal,city')
L('ES', "PAGO MOVIL EN FERRETERIA HNOS GARCIA ALBACETE", ["Ferretería Hnos García", "Ferreteria Hermanos Garcia"], S, city='Albacete', t='biz,owner,city')
L('ES', "COMPRA EN PELUQUERIA ANA BELEN, VALLADOLID, TARJ. :*5521", ["Peluquería Ana Belén"], PC, city='Valladolid', t='biz,owner,city')
L('ES', "COMPRA TARJ. LA ESQUINITA DE LOLA 11/03", ["La Esquinita de Lola"], OMIT, t='nobiz,owner')
R('ES', "COMPRA TARJ. GADIS ORDES", "Gadis", F, city='Ordes')
P('ES', "BIZUM ENVIADO A MARIA DEL CARMEN LOPEZ Concepto: cena", 'Bizum', 'Maria del Carmen Lopez')
TAX('ES', "RECIBO IBI AYUNTAMIENTO DE SEVILLA 2025", 'direct_debit', OMIT)
# PT
L('PT', "COMPRA 4589 PASTELARIA S JOAO PORTO CONTACTLESS", ["Pastelaria São João", "Pastelaria S Joao"], F, city='Porto', t='biz,city')
P('PT', "MB WAY TRF P/ RUI COSTA", 'MB WAY', 'Rui Costa')
N('PT', "DD MEO SERVICOS COMUNICACOES E MULTIMEDIA", "MEO", SV, None, None, 'direct_debit', True)
ATM('PT', "LEVANTAMENTO MB 1203 LISBOA AV REPUBLICA", 'Lisboa')
# IT
L('IT', "PAGAMENTO POS 15/03/2025 10:22 CARTA *4471 TABACCHERIA ROSSI DI ROSSI M. BOLOGNA", "Tabaccheria Rossi", S, city='Bologna', t='biz,owner,city')
L('IT', "PAG. POS ALIMENTARI DA GINO SNC FIRENZE", "Alimentari da Gino", F, city='Firenze', t='biz,owner,legal,city')
L('IT', "OPERAZIONE POS SUMUP *OSTERIA DEL PONTE CREMA", "Osteria del Ponte", F, 'SumUp', 'Crema', t='biz,city')
N('IT', "ADDEBITO SDD ENEL ENERGIA SPA CID IT48ZZZ", ["Enel Energia", "Enel"], H, None, None, 'direct_debit', True)
R('IT', "PAGAMENTO POS TIGROS SPA VARESE", "Tigros", F, city='Varese')
P('IT', "SATISPAY PAGAMENTO A GIULIA BIANCHI", 'Satispay', 'Giulia Bianchi')
TAX('IT', "PAGAMENTO F24 AGENZIA ENTRATE DELEGA 0312")
# MT
L('MT', "POS PURCHASE TAL-ISTRIETTA CONFECTIONERY ZEBBUG", "Tal-Istrietta Confectionery", F, city='Zebbug', t='biz,city')
N('MT', "DIRECT DEBIT GO PLC MOBILE", "GO", SV, None, None, 'direct_debit', True)
# IE
L('IE', "POS 12MAR O'DONOVANS BUTCHERS CLONAKILTY", ["O'Donovans Butchers", "O'Donovan's Butchers"], F, city='Clonakilty', t='biz,owner,city')
N('IE', "DD ELECTRIC IRELAND 9123456", "Electric Ireland", H, None, None, 'direct_debit', True)
I('IE', "VDP-PENNEYS MARY ST", ["Penneys", "Primark"], S)
P('IE', "Payment from Ciara Byrne via Revolut", 'Revolut', 'Ciara Byrne', 'income')
# GB
L('GB', "CARD PAYMENT TO THE CRUSTY COB BAKERY ON 12-03-2025", ["The Crusty Cob Bakery", "Crusty Cob Bakery"], F, t='biz')
L('GB', "SQ *MOSS & MUDD PLANTS Leeds", "Moss & Mudd Plants", S, 'Square', 'Leeds', t='biz,city')
L('GB', "SUMUP *PRESTON WINDOW CLEAN", ["Preston Window Cleaning", "Preston Window Clean"], SV, 'SumUp', OMIT, ch=OMIT, t='biz,trunc')
L('GB', "CRD 4421 PATEL NEWSAGENTS LTD WOLVERHAMPTON GB", "Patel Newsagents", S, city='Wolverhampton', t='biz,owner,legal,city')
N('GB', "DD TV LICENCE MBP 1234567", ["TV Licensing", "TV Licence"], OMIT, None, None, 'direct_debit', True)
R('GB', "CONTACTLESS BOOTHS KESWICK", "Booths", F, city='Keswick')
I('GB', "AMZNMKTPLACE AMAZON.CO.UK*2K4 AMZN.CO.UK/BILL", "Amazon", S, None, None, 'online')
P('GB', "FASTER PAYMENT TO J SMITH REF RENT SHARE", 'Faster Payments', 'J Smith', how='rail')
TAX('GB', "HMRC SELF ASSESSMENT 1234567890K")
# IS
L('IS', "Debetkort 12.03 KAFFIHUSID SKULI AKUREYRI", ["Kaffihúsið Skúli", "Kaffihusid Skuli"], F, city='Akureyri', t='biz,owner,city')
P('IS', "Aur millif. Jón Gunnarsson", 'Aur', 'Jón Gunnarsson')
N('IS', "BONUS SKEIFAN 12.03", "Bónus", F, city=OMIT)
# NO
L('NO', "VISA 123456 NOK 245,00 BAKERI HANSEN AS Dato 12.03 TROMSO", "Bakeri Hansen", F, city='Tromso', t='biz,owner,legal,city')
P('NO', "Vipps *Kari Nordmann", 'Vipps', 'Kari Nordmann')
N('NO', "Varekjøp REMA 1000 MAJORSTUEN dato 12.03", "REMA 1000", F, city=OMIT)
# SE
L('SE', "KORTKOP 250312 KONDITORI LINDGREN VAXJO", "Konditori Lindgren", F, city='Vaxjo', t='biz,owner,city')
P('SE', "Swish betalning 46701234567", 'Swish', None)
N('SE', "AUTOGIRO TELIA SVERIGE AB", "Telia", SV, None, None, 'direct_debit', True)
R('SE', "KORTKOP 250311 CITY GROSS MALMO", "City Gross", F, city='Malmo')
I('SE', "KLARNA*HM.COM", ["H&M", "HM"], S, 'Klarna', None, 'online')
# DK
L('DK', "Dankort-køb SLAGTER MUNCH APS 12.03 ODENSE", "Slagter Munch", F, city='Odense', t='biz,owner,legal,city')
P('DK', "MobilePay Mikkel Jensen", 'MobilePay', 'Mikkel Jensen')
N('DK', "Visa/Dankort køb NETTO 1234 AARHUS C", "Netto", F, city='Aarhus')
TAX('DK', "Betalingsservice SKATTESTYRELSEN restskat 2024", 'direct_debit')
# FI
L('FI', "KORTTIOSTO 12.03 KAHVILA SININEN HETKI TAMPERE", "Kahvila Sininen Hetki", F, city='Tampere', t='biz,city')
L('FI', "iZ *Parturi Kamu Oy Lahti", "Parturi Kamu", PC, 'Zettle', 'Lahti', t='biz,legal,city')
# EE
L('EE', "PAIK 12.03 KOHVIK MUSTIKAS OÜ TARTU", "Kohvik Mustikas", F, city='Tartu', t='biz,legal,city')
I('EE', "Makse Bolt.eu/o/2503121812", "Bolt", TP, None, None, 'mobile_app')
SAL('EE', "Töötasu 03.2025 Arvutikeskus Põhjala OÜ")
# LV
L('LV', "Pirkums 12.03.2025 KAFEJNICA PIE ANNAS SIA, RIGA", "Kafejnica pie Annas", F, city='Riga', t='biz,owner,legal,city')
R('LV', "PIRKUMS MAXIMA XX X441 DAUGAVPILS", "Maxima", F, city='Daugavpils')
# LT
L('LT', "Mokėjimas kortele UAB DUONOS NAMAI VILNIUS", "Duonos namai", F, city='Vilnius', t='nobiz,legal,city')
P('LT', "Paysera pervedimas: Tomas Kazlauskas", 'Paysera', 'Tomas Kazlauskas')
# PL
L('PL', "ZAKUP PRZY UŻYCIU KARTY 12.03 PIEKARNIA U ZBYSZKA SP. Z O.O. KRAKÓW", "Piekarnia u Zbyszka", F, city='Kraków', t='biz,owner,legal,city')
L('PL', "PŁATNOŚĆ KARTĄ 45,90 PLN ZAKŁAD FRYZJERSKI JOLANTA KOWALSKA ŁÓDŹ", ["Zakład Fryzjerski Jolanta Kowalska", "Jolanta Kowalska"], PC, city='Łódź', t='biz,owner,city')
L('PL', "PRZELEWY24 *ZOOKARINA.PL", ["Zookarina", "Zookarina.pl"], S, 'Przelewy24', None, 'online', t='nobiz')
N('PL', "ZABKA Z1234 K.1 WARSZAWA", ["Żabka", "Zabka"], F, city='Warszawa')
R('PL', "ZAKUP KARTĄ STOKROTKA 0412 LUBLIN", "Stokrotka", F, city='Lublin')
P('PL', "PRZELEW NA TELEFON BLIK DO: MAGDALENA NOWAK", 'BLIK', 'Magdalena Nowak')
TAX('PL', "PRZELEW ZUS SKŁADKI 03/2025 NRB 12345")
# CZ
L('CZ', "Platba kartou 12.03.2025 PEKARNA U DVORAKU S.R.O. BRNO", ["Pekárna U Dvořáků", "Pekarna U Dvoraku"], F, city='Brno', t='biz,owner,legal,city')
N('CZ', "Nákup ROHLIK.CZ 12.03.2025", ["Rohlik", "Rohlík", "Rohlik.cz"], F, None, None, 'online')
ATM('CZ', "Výběr z bankomatu KB PRAHA 1 2000 CZK", 'Praha')
# SK
L('SK', "Platba kartou POTRAVINY MARKA ZILINA 12.03.", "Potraviny Marka", F, city='Zilina', t='biz,owner,city')
# HU
L('HU', "VÁSÁRLÁS KÁRTYÁVAL 03.12 HALÁSZCSÁRDA BT SZEGED", "Halászcsárda", F, city='Szeged', t='biz,legal,city')
N('HU', "Kártyás vásárlás MOL TÖLTŐÁLLOMÁS 4012 DEBRECEN", "MOL", TP, city='Debrecen')
TAX('HU', "NAV SZJA BEFIZETÉS 2024")
# SI
L('SI', "NAKUP POS PRI LOJZETU D.O.O. KRANJ", "Pri Lojzetu", OMIT, city='Kranj', t='nobiz,owner,legal,city')
P('SI', "Flik plačilo Matej Novak", 'Flik', 'Matej Novak')
# HR
L('HR', "KUPNJA EFT POS PEKARNICA ZRNO OBRT ZADAR", "Pekarnica Zrno", F, city='Zadar', t='biz,legal,city')
P('HR', "KEKS Pay prijenos Ivana Horvat", 'KEKS Pay', 'Ivana Horvat')
# RS
L('RS', "Plaćanje karticom KAFANA KOD DRAGANA PR NIS", "Kafana kod Dragana", F, city='Nis', t='biz,owner,legal,city')
P('RS', "IPS prenos - Marko Petrović", 'IPS', 'Marko Petrović', how='rail')
N('RS', "ПЛАЋАЊЕ КАРТИЦОМ МАКСИ 124 БЕОГРАД", ["Maxi", "Макси"], F, city='Belgrade')
# BA
L('BA', "POS KUPOVINA ĆEVABDŽINICA MUJO SARAJEVO", "Ćevabdžinica Mujo", F, city='Sarajevo', t='biz,owner,city')
# ME
L('ME', "POS KOD ZUVA BUDVA 12.03", "Kod Zuva", OMIT, city='Budva', t='nobiz,owner,city')
# MK
L('MK', "ПЛАЌАЊЕ ПОС ПЕКАРА ЗЛАТНО ЗРНО СКОПЈЕ", ["Пекара Златно Зрно", "Pekara Zlatno Zrno", "Златно Зрно"], F, city='Skopje', t='biz,city')
# AL
L('AL', "POS BLERJE FURRA ARBERI TIRANA", ["Furra Arbëri", "Furra Arberi"], F, city='Tirana', t='biz,owner,city')
# RO
L('RO', "Cumparare POS 12/03/2025 TPV 88123 PATISERIA DULCE VIS SRL CLUJ-NAPOCA", "Patiseria Dulce Vis", F, city='Cluj-Napoca', t='biz,legal,city')
P('RO', "Transfer RoPay catre ANDREI POPESCU", 'RoPay', 'Andrei Popescu')
N('RO', "Plata POS EMAG.RO", "eMAG", S, None, None, 'online')
N('RO', "Cumparare POS PROFI 1234 IASI", "Profi", F, city='Iasi')
# BG
L('BG', "ПОКУПКА ПОС ХЛЕБАРНИЦА ДОБРУДЖА ЕООД ВАРНА", ["Хлебарница Добруджа", "Hlebarnitsa Dobrudzha"], F, city='Varna', t='biz,legal,city')
L('BG', "myPOS*Kozmetichno studio Lili Plovdiv", ["Kozmetichno Studio Lili", "Studio Lili"], PC, 'myPOS', 'Plovdiv', t='biz,owner,city')
P('BG', "Незабавен превод Blink към ГЕОРГИ ИВАНОВ", 'Blink', 'Георги Иванов', how='rail')
# GR
L('GR', "ΑΓΟΡΑ ΚΑΡΤΑΣ 12/03 ΦΟΥΡΝΟΣ ΠΑΠΑΔΟΠΟΥΛΟΣ ΘΕΣΣΑΛΟΝΙΚΗ", ["Φούρνος Παπαδόπουλος", "Fournos Papadopoulos"], F, city='Thessaloniki', t='biz,owner,city')
L('GR', "VIVA WALLET*TAVERNA O MITSOS NAFPLIO", "Taverna O Mitsos", F, 'Viva Wallet', 'Nafplio', t='biz,owner,city')
N('GR', "ΑΓΟΡΑ ΣΚΛΑΒΕΝΙΤΗΣ ΠΕΡΙΣΤΕΡΙ", ["Σκλαβενίτης", "Sklavenitis"], F, city='Peristeri')
P('GR', "IRIS ΠΛΗΡΩΜΗ ΠΡΟΣ ΜΑΡΙΑ ΓΕΩΡΓΙΟΥ", 'IRIS', 'ΜΑΡΙΑ ΓΕΩΡΓΙΟΥ', how='rail')
TAX('GR', "ΑΑΔΕ ΠΛΗΡΩΜΗ ΕΝΦΙΑ 2025 ΔΟΣΗ 3")
# CY
L('CY', "PURCHASE 12/03 KAFENEIO O PAVLOS LTD LIMASSOL", "Kafeneio O Pavlos", F, city='Limassol', t='biz,owner,legal,city')
L('CY', "JCC*ARTOPOIEIO CHRISTOU PAPHOS", "Artopoieio Christou", F, 'JCC', 'Paphos', t='biz,owner,city')
# UA
L('UA', "Оплата карткою ПЕКАРНЯ ХЛІБНА ХАТА ФОП ІВАНЕНКО ЛЬВІВ", ["Хлібна Хата", "Пекарня Хлібна Хата", "Khlibna Khata"], F, city='Lviv', t='biz,owner,legal,city')
N('UA', "АТБ МАРКЕТ КИЇВ ВУЛ. ХРЕЩАТИК", ["АТБ", "ATB"], F, city='Kyiv')
N('UA', "Нова пошта ВІДДІЛЕННЯ 52 ОДЕСА", ["Нова пошта", "Nova Poshta"], SV, city='Odesa')
P('UA', "Переказ на картку через monobank Олена К.", 'monobank', 'Олена К')
SAL('UA', "Зарахування заробітної плати ТОВ АГРОСВІТ ПЛЮС")
# MD
L('MD', "PLATA POS PATISERIA LA BUNICA SRL CHISINAU", ["Patiseria La Bunica", "La Bunica"], F, city='Chisinau', t='biz,legal,city')
P('MD', "MIA transfer catre ION ROTARU", 'MIA', 'Ion Rotaru', how='rail')
# BY
N('BY', "ОПЛАТА ЕВРООПТ МИНСК 12.03", ["Евроопт", "Evroopt"], F, city='Minsk')
# RU
L('RU', "Оплата товаров и услуг. ИП ГАСПАРЯН А.С. ШАУРМА НА РАЙОНЕ КРАСНОДАР RUS", ["Шаурма на районе", "ИП Гаспарян"], F, city='Krasnodar', t='biz,owner,legal,city')
N('RU', "ПЯТЁРОЧКА 1234 САНКТ-ПЕТЕРБУРГ", ["Пятёрочка", "Pyaterochka"], F, city='Saint Petersburg')
R('RU', "MONETKA EKATERINBURG RUS", ["Монетка", "Monetka"], F, city='Ekaterinburg')
P('RU', "Перевод по СБП Иван Сергеевич П.", 'SBP', 'Иван Сергеевич П', how='rail')
FEE('RU', "Плата за обслуживание карты Мир 12.03")
# GE
L('GE', "გადახდა ბარათით საცხობი ნინო თბილისი", ["საცხობი ნინო", "Sakhobi Nino"], F, city='Tbilisi', t='biz,owner,city')
N('GE', "POS PURCHASE GEL 12.40 NIKORA #214 BATUMI", "Nikora", F, city='Batumi')
ATM('GE', "ATM WITHDRAWAL BOG KUTAISI 200.00 GEL", 'Kutaisi')
# AM
L('AM', "Վճարում ՍՐՃԱՐԱՆ ՆԱԶԵԼԻ ԵՐԵՎԱՆ", ["Սրճարան Նազելի", "Նազելի", "Cafe Nazeli"], F, city='Yerevan', t='biz,owner,city')
P('AM', "Idram transfer to ARMEN HAKOBYAN", 'Idram', 'Armen Hakobyan')
N('AM', "SAS SUPERMARKET YEREVAN AM", "SAS", F, city='Yerevan')
# AZ
L('AZ', "POS ALIS CAYXANA NERGIZ BAKI AZE", ["Çayxana Nərgiz", "Cayxana Nergiz"], F, city='Baku', t='biz,owner,city')
P('AZ', "m10 köçürmə Rəşad Məmmədov", 'm10', 'Rəşad Məmmədov')
# TR
L('TR', "POS HARCAMA 12/03 KASAP NURI USTA ETLIK ANKARA", "Kasap Nuri Usta", F, city='Ankara', t='biz,owner,city')
L('TR', "IYZICO *SEDEF EL YAPIMI SABUN", ["Sedef El Yapımı Sabun", "Sedef El Yapimi Sabun"], PC, 'iyzico', None, 'online', t='biz,owner')
N('TR', "MIGROS TICARET A.S. KADIKOY ISTANBUL", "Migros", F, city='Istanbul')
N('TR', "GETIR PERAKENDE LOJ. A.S.", "Getir", F, None, None, 'online')
P('TR', "FAST GİDEN ŞEYMA YILDIZ", 'FAST', 'Şeyma Yıldız', how='rail')
P('TR', "PAPARA GONDERIM MEHMET KAYA", 'Papara', 'Mehmet Kaya')
FEE('TR', "KREDI KARTI YILLIK UYELIK UCRETI")
# ============================== Americas ==============================
# US
L('US', "SQ *TAQUERIA LOS COMPADRES San Antonio TX", "Taqueria Los Compadres", F, 'Square', 'San Antonio', t='biz,city')
L('US', "TST* MAMA LUCIA'S PIZZE", ["Mama Lucia's Pizzeria", "Mama Lucia's Pizze", "Mama Lucia's"], F, 'Toast', None, t='biz,owner,trunc')
L('US', "POS DEBIT 0312 RIVERSIDE HARDWARE & LUMB GREENVILLE SC", ["Riverside Hardware & Lumber", "Riverside Hardware & Lumb", "Riverside Hardware"], S, None, 'Greenville', t='biz,trunc,city')
L('US', "CLV*GOLDEN NAILS SPA 8005551234 OH", "Golden Nails Spa", PC, 'Clover', None, t='biz')
L('US', "PAYPAL *BOBSBAITSHOP", ["Bob's Bait Shop", "Bobs Bait Shop", "Bobsbaitshop"], S, 'PayPal', None, 'online', t='biz,owner,glued')
L('US', "SP * HOLLOW OAK CANDLE CO", "Hollow Oak Candle Co", S, 'Shopify', None, 'online', t='biz,legal')
L('US', "CHECKCARD 0311 DR ELLEN PARK DDS PC PORTLAND OR", ["Dr Ellen Park DDS", "Ellen Park DDS"], HW, None, 'Portland', t='biz,owner,legal,city')
N('US', "TARGET T-1234 AUSTIN TX", "Target", S, city='Austin')
N('US', "WALGREENS #4521 CHICAGO IL", "Walgreens", HW, city='Chicago')
R('US', "IN-N-OUT BURGER 123 FRESNO CA", "In-N-Out Burger", F, city='Fresno')
R('US', "H-E-B #512 HOUSTON TX", "H-E-B", F, city='Houston')
I('US', "UBER *TRIP HELP.UBER.COM", "Uber", TP, None, None, 'mobile_app')
I('US', "NETFLIX.COM LOS GATOS CA", "Netflix", EN, None, 'Los Gatos', 'online', True)
P('US', "Zelle payment to MARIA GONZALEZ Conf# T0ZDL8KQ2", 'Zelle', 'Maria Gonzalez')
P('US', "VENMO PAYMENT 1034567890 WEB ID: 3264681992", 'Venmo', None)
P('US', "Cash App*Tyrell Brooks", 'Cash App', 'Tyrell Brooks')
P('US', "APPLE CASH SENT MONEY 1INFINITELOOP", 'Apple Cash', None)
TAX('US', "IRS USATAXPYMT 270563412345678")
SAL('US', "ACH DEPOSIT PINEWOOD MFG PAYROLL PPD ID: 1234567890")
ATM('US', "ATM WITHDRAWAL 7-ELEVEN 1234 MAIN ST DENVER CO", 'Denver')
# CA
L('CA', "SQ *CHEZ MADELEINE CASSE-CROUTE Gaspe", ["Chez Madeleine Casse-Croûte", "Chez Madeleine"], F, 'Square', 'Gaspe', t='biz,owner,city')
N('CA', "SHOPPERS DRUG MART #1234 TORONTO ON", "Shoppers Drug Mart", HW, city='Toronto')
R('CA', "SAVE ON FOODS #2212 KELOWNA BC", "Save-On-Foods", F, city='Kelowna')
N('CA', "TIM HORTONS #3456", "Tim Hortons", F)
P('CA', "E-TRANSFER SENT ASHLEY NGUYEN CA7tWq", 'Interac e-Transfer', 'Ashley Nguyen')
SAL('CA', "PAYROLL DEP HALIFAX REGIONAL MUNICIPALITY")
TAX('CA', "Tax payment: CRA (REVENUE)")
# MX
L('MX', "PAGO EN TERMINAL CLIP*ABARROTES DONA LUPE PUEBLA", "Abarrotes Doña Lupe", F, 'Clip', 'Puebla', t='biz,owner,city')
L('MX', "COMPRA TDD 12MAR FARMACIA SAN RAFAEL SA DE CV MERIDA YUC", "Farmacia San Rafael", HW, None, 'Merida', t='biz,legal,city')
L('MX', "MERPAGO*TALLERMECANICOJR", ["Taller Mecánico JR", "Tallermecanicojr"], TP, 'Mercado Pago', None, OMIT, t='biz,glued')
N('MX', "OXXO CUMBRES MONTERREY NL", "OXXO", F, city='Monterrey')
R('MX', "CASA LEY SUC 045 CULIACAN", "Casa Ley", F, city='Culiacan')
P('MX', "SPEI ENVIADO BBVA A JUAN CARLOS HERNANDEZ CONCEPTO RENTA", 'SPEI', 'Juan Carlos Hernandez', how='rail')
P('MX', "Transferencia Mercado Pago a Luis Ramírez", 'Mercado Pago', 'Luis Ramírez')
TAX('MX', "SAT PAGO REFERENCIADO 0425ABC")
# GT
L('GT', "COMPRA POS TORTILLERIA LA BENDICIO QUETZALTENANGO", ["Tortillería La Bendición", "Tortilleria La Bendicio"], F, city='Quetzaltenango', t='biz,trunc,city')
N('GT', "POLLO CAMPERO ZONA 10", "Pollo Campero", F, city=OMIT)
# SV
L('SV', "PUPUSERIA LA CEIBA SANTA TECLA", "Pupusería La Ceiba", F, city='Santa Tecla', t='biz,city')
N('SV', "SUPER SELECTOS ESCALON SAN SALVADOR", "Super Selectos", F, city='San Salvador')
# HN
L('HN', "COMPRA BAC BALEADAS DOÑA ELSA SPS", "Baleadas Doña Elsa", F, city=OMIT, t='biz,owner')
# NI
L('NI', "COMPRA POS FRITANGA LA NEGRA MANAGUA", "Fritanga La Negra", F, city='Managua', t='biz,city')
# CR
L('CR', "COMPRA SODA TIPICA DOÑA ROSA LIBERIA", ["Soda Típica Doña Rosa", "Soda Doña Rosa"], F, city='Liberia', t='biz,owner,city')
P('CR', "SINPE MOVIL A KATHERINE ARAYA 8888-1234", 'SINPE Móvil', 'Katherine Araya', how='rail')
# PA
P('PA', "YAPPY ENVIADO A CARLOS", 'Yappy', 'Carlos')
# DO
L('DO', "COMPRA COLMADO EL PRIMO SANTO DOMINGO", "Colmado El Primo", F, city='Santo Domingo', t='biz,city')
# JM
L('JM', "POS PURCHASE MISS IVY'S COOKSHOP OCHO RIOS", ["Miss Ivy's Cookshop", "Miss Ivys Cookshop"], F, city='Ocho Rios', t='biz,owner,city')
P('JM', "LYNK TRANSFER TO ANDRE CAMPBELL", 'Lynk', 'Andre Campbell')
# TT
L('TT', "POINT OF SALE DOUBLES BY RAJ CUREPE", "Doubles by Raj", F, city='Curepe', t='biz,owner,city')
# HT
P('HT', "MonCash transfè bay Jean Pierre Louis", 'MonCash', 'Jean Pierre Louis')
# CO
L('CO', "COMPRA PANADERIA LA ESPIGA DE O MEDELLIN", ["Panadería La Espiga de Oro", "Panaderia La Espiga de O", "La Espiga de Oro"], F, city='Medellin', t='biz,trunc,city')
P('CO', "TRANSF A NEQUI 3001234567 LAURA GOMEZ", 'Nequi', 'Laura Gomez')
P('CO', "Transfiya recibida de ANDRES PEREZ", 'Transfiya', 'Andres Perez', 'income', how='rail')
N('CO', "EXITO COLINA BOGOTA", ["Éxito", "Exito"], F, city='Bogota')
# VE
L('VE', "PUNTO DE VENTA AREPERA EL TOSTON C.A. MARACAIBO", "Arepera El Tostón", F, city='Maracaibo', t='biz,legal,city')
P('VE', "PAGO MOVIL A 0414-5551234 YOSELIN", 'Pago Móvil', 'Yoselin', how='rail')
# EC
L('EC', "COMPRA FARMACIA SAN ANTONIO CUENCA", "Farmacia San Antonio", HW, city='Cuenca', t='biz,city')
P('EC', "DEUNA TRANSFERENCIA A PABLO CHAVEZ", 'Deuna', 'Pablo Chavez')
N('EC', "SUPERMAXI EL BOSQUE QUITO", "Supermaxi", F, city='Quito')
# PE
L('PE', "COMPRA POLLERIA DON TITO SAC AREQUIPA", "Pollería Don Tito", F, city='Arequipa', t='biz,owner,legal,city')
P('PE', "YAPE A: ROSA QUISPE", 'Yape', 'Rosa Quispe')
# BO
L('BO', "COMPRA SALTENERIA DONA ELVIRA LA PAZ", "Salteñería Doña Elvira", F, city='La Paz', t='biz,owner,city')
ATM('BO', "RETIRO ATM BNB SANTA CRUZ 500.00 BOB", 'Santa Cruz')
# CL
L('CL', "COMPRA NAC. 12/03 EMPANADAS DONA ELIANA SANTIAGO CL", "Empanadas Doña Eliana", F, city='Santiago', t='biz,owner,city')
L('CL', "MERPAGO*FERIAARTESANALVALPO", ["Feria Artesanal Valpo", "Feria Artesanal"], S, 'Mercado Pago', OMIT, OMIT, t='biz,glued')
P('CL', "Transferencia MACH a Felipe Soto", 'MACH', 'Felipe Soto')
N('CL', "LIDER EXPRESS ÑUÑOA", ["Líder", "Lider Express", "Líder Express"], F, city='Ñuñoa')
# AR
L('AR', "COMPRA DEBITO KIOSCO EL TURCO CABA", "Kiosco El Turco", F, city=OMIT, t='biz,owner')
L('AR', "MERPAGO*VERDULERIALOSHERMANOS", ["Verdulería Los Hermanos", "Verduleria Los Hermanos"], F, 'Mercado Pago', None, OMIT, t='biz,glued')
P('AR', "TRANSF. INMEDIATA MODO A MARTIN FERNANDEZ", 'MODO', 'Martin Fernandez')
P('AR', "Transferencia a CVU Ualá de Sofia Diaz", 'Ualá', 'Sofia Diaz')
N('AR', "COTO CICSA SUC 45", "Coto", F)
# UY
L('UY', "COMPRA POS LA FARIÑA MONTEVIDEO", "La Fariña", OMIT, city='Montevideo', t='nobiz,city')
# PY
L('PY', "COMPRA ASUNCION COPETIN DON RAMON", "Copetín Don Ramón", F, city='Asuncion', t='biz,owner')
P('PY', "Transferencia SIPAP a Diego Benitez", 'SIPAP', 'Diego Benitez', how='rail')
# BR
L('BR', "COMPRA CARTAO PADARIA PAO DOURADO LTDA SAO PAULO BR", ["Padaria Pão Dourado", "Padaria Pao Dourado"], F, city='Sao Paulo', t='biz,legal,city')
L('BR', "PIX ENVIADO BARBEARIA DO ZE 12.345.678/0001-90", ["Barbearia do Zé", "Barbearia do Ze"], PC, OMIT, None, 'mobile_app', t='biz,owner')
L('BR', "PAG*MERCEARIAJOAOMARIA", ["Mercearia João Maria", "Merceariajoaomaria"], F, 'PagSeguro', None, t='biz,owner,glued')
L('BR', "STONE*ACAI DA PRAIA FLORIANOPOLIS", ["Açaí da Praia", "Acai da Praia"], F, 'Stone', 'Florianopolis', t='biz,city')
L('BR', "COMPRA DEB AUTO PECAS IRMAOS SOUZA CAMPINAS", ["Auto Peças Irmãos Souza", "Auto Pecas Irmaos Souza"], OMIT, None, 'Campinas', t='biz,owner,city')
N('BR', "IFOOD *IFOOD", "iFood", F, None, None, 'online')
R('BR', "ZAFFARI IPIRANGA PORTO ALEGRE", "Zaffari", F, city='Porto Alegre')
P('BR', "PIX TRANSF ENVIADA MARIA APARECIDA DOS SANTOS", 'Pix', 'Maria Aparecida dos Santos', how='rail')
P('BR', "PicPay transferência para Rafael Lima", 'PicPay', 'Rafael Lima')
SAL('BR', "CREDITO SALARIO 03/2025 CONSTRUTORA HORIZONTE LTDA")
TAX('BR', "IOF ADICIONAL COMPRA INTERNACIONAL", OMIT)
FEE('BR', "TARIFA PACOTE SERVICOS 03/2025")
# ============================== Africa ==============================
# MA
L('MA', "PAIEMENT TPE CAFE LES AMANDIERS MARRAKECH", "Café Les Amandiers", F, city='Marrakech', t='biz,city')
L('MA', "شراء مخبزة الأمل الدار البيضاء", ["مخبزة الأمل", "Makhbazat Al Amal"], F, city='Casablanca', t='biz,city')
N('MA', "ACHAT MARJANE AGADIR 12/03", "Marjane", F, city='Agadir')
# DZ
L('DZ', "PAIEMENT CIB BOULANGERIE EL FETH ORAN", "Boulangerie El Feth", F, city='Oran', t='biz,city')
P('DZ', "BaridiMob transfert vers AMINE BOUZID", 'BaridiMob', 'Amine Bouzid')
# TN
N('TN', "ACHAT TPE PATISSERIE MASMOUDI SFAX", ["Masmoudi", "Pâtisserie Masmoudi"], F, city='Sfax')
L('TN', "ACHAT TPE EPICERIE BEN SALAH SOUSSE", "Épicerie Ben Salah", F, city='Sousse', t='biz,owner,city')
# EG
L('EG', "شراء من كشري الصفا الاسكندرية", ["كشري الصفا", "Koshary El Safa"], F, city='Alexandria', t='biz,city')
L('EG', "PAYMOB*ELNOUR PHARMACY", "El Nour Pharmacy", HW, 'Paymob', None, 'online', t='biz')
N('EG', "FAWRY*WE INTERNET 0225551234", ["WE", "Telecom Egypt"], SV, 'Fawry', None, OMIT)
P('EG', "InstaPay transfer to AHMED MOSTAFA", 'InstaPay', 'Ahmed Mostafa', how='rail')
P('EG', "Vodafone Cash تحويل الى محمد علي", 'Vodafone Cash', 'محمد علي')
# NG
L('NG', "POS PURCHASE MAMA NKECHI KITCHEN IKEJA LA NG", "Mama Nkechi Kitchen", F, city='Ikeja', t='biz,owner,city')
L('NG', "PAYSTACK *LUMIHAIRSALON", ["Lumi Hair Salon", "Lumihairsalon"], PC, 'Paystack', None, 'online', t='biz,glued')
L('NG', "FLW*ADUNNI FABRICS", "Adunni Fabrics", S, 'Flutterwave', None, 'online', t='biz,owner')
I('NG', "SHOPRITE LEKKI", "Shoprite", F, city=OMIT)
P('NG', "Transfer to CHIDI OKAFOR via OPay", 'OPay', 'Chidi Okafor')
P('NG', "PALMPAY TRANSFER FROM BLESSING ADEBAYO", 'PalmPay', 'Blessing Adebayo', 'income')
# GH
L('GH', "POS AUNTIE MERCY CHOP BAR KUMASI", "Auntie Mercy Chop Bar", F, city='Kumasi', t='biz,owner,city')
L('GH', "HUBTEL*KOFI ANSAH TAILORING", "Kofi Ansah Tailoring", OMIT, 'Hubtel', None, OMIT, t='biz,owner')
P('GH', "MOMO TRANSFER Beneficiary: KWAME MENSAH 024XXXXXXX", 'MTN MoMo', 'Kwame Mensah')
# SN
L('SN', "PAIEMENT CARTE DIBITERIE CHEZ PAPIS THIES", "Dibiterie Chez Papis", F, city='Thies', t='biz,owner,city')
P('SN', "Wave transfert à Fatou Diop", 'Wave', 'Fatou Diop')
P('SN', "Orange Money transfert vers Moussa Ndiaye", 'Orange Money', 'Moussa Ndiaye')
# CI
L('CI', "PAIEMENT TPE MAQUIS CHEZ TANTIE ADJOUA YOPOUGON", "Maquis Chez Tantie Adjoua", F, city=OMIT, t='biz,owner')
P('CI', "MOOV MONEY TRANSFERT KOUADIO YAO", 'Moov Money', 'Kouadio Yao')
# CM
L('CM', "ACHAT TPE PHARMACIE DU LITTORAL DOUALA", "Pharmacie du Littoral", HW, city='Douala', t='biz,city')
# KE
L('KE', "LIPA NA MPESA BUY GOODS 512345 MAMA NJERI GROCERIES", "Mama Njeri Groceries", F, OMIT, None, 'mobile_app', t='biz,owner')
L('KE', "PESAPAL*KIJABE HARDWARE LTD", "Kijabe Hardware", S, 'Pesapal', OMIT, OMIT, t='biz,legal')
N('KE', "NAIVAS SUPERMARKET THIKA RD", "Naivas", F, city=OMIT)
P('KE', "M-PESA SENT TO JOHN KAMAU 0722XXXXXX", 'M-Pesa', 'John Kamau')
P('KE', "PesaLink transfer to Wanjiru Mwangi", 'PesaLink', 'Wanjiru Mwangi', how='rail')
# UG
# TZ
P('TZ', "Mixx by Yas kutuma kwa Neema Mushi", 'Mixx by Yas', 'Neema Mushi')
# RW
L('RW', "POS PURCHASE INZOZI BAKERY KIGALI", "Inzozi Bakery", F, city='Kigali', t='biz,city')
# ET
L('ET', "ክፍያ ለአበበ ካፌ አዲስ አበባ", ["አበበ ካፌ", "Abebe Cafe"], F, city='Addis Ababa', t='biz,owner,city')
P('ET', "telebirr ገንዘብ ማስተላለፍ ወደ ሰላም ታደሰ", 'telebirr', 'ሰላም ታደሰ')
P('ET', "CBE Birr transfer to Dawit Bekele", 'CBE Birr', 'Dawit Bekele')
# ZA
L('ZA', "POS PURCHASE KOTA KWA SIPHO SOWETO", "Kota kwa Sipho", F, city='Soweto', t='nobiz,owner,city')
L('ZA', "YOCO *THE FLOWER SHED BELLVILLE", "The Flower Shed", S, 'Yoco', 'Bellville', t='biz,city')
L('ZA', "PAYFAST*BIGBOYBILTONG", ["Big Boy Biltong", "Bigboybiltong"], F, 'Payfast', None, 'online', t='biz,glued')
N('ZA', "CHECKERS HYPER 4521 CENTURION", ["Checkers Hyper", "Checkers"], F, city='Centurion')
N('ZA', "DEBIT ORDER DISCOVERY HEALTH MED 1234567", ["Discovery Health", "Discovery"], FS, None, None, 'direct_debit', True)
P('ZA', "PAYSHAP TO THABO MOKOENA", 'PayShap', 'Thabo Mokoena', how='rail')
TAX('ZA', "SARS EFILING PAYMENT 0123456789")
# NA
L('NA', "POS PURCHASE BOKKIE'S BUTCHERY SWAKOPMUND", ["Bokkie's Butchery", "Bokkies Butchery"], F, city='Swakopmund', t='biz,owner,city')
# BW
L('BW', "POS TSHEPO'S TUCKSHOP GABORONE", ["Tshepo's Tuckshop", "Tshepos Tuckshop"], F, city='Gaborone', t='biz,owner,city')
# ZM
P('ZM', "AIRTEL MONEY TO CHILESHE BWALYA", 'Airtel Money', 'Chileshe Bwalya')
# ZW
L('ZW', "POS SADZA PALACE BULAWAYO", "Sadza Palace", F, city='Bulawayo', t='biz,city')
P('ZW', "EcoCash transfer to Tendai Moyo", 'EcoCash', 'Tendai Moyo')
# MZ
L('MZ', "COMPRA POS PADARIA ESTRELA DO SUL MAPUTO", "Padaria Estrela do Sul", F, city='Maputo', t='biz,city')
P('MZ', "M-Pesa Transferência para Celso Mabunda", 'M-Pesa', 'Celso Mabunda')
# MW
L('MW', "POS MAYAMIKO GROCERY LILONGWE", "Mayamiko Grocery", F, city='Lilongwe', t='biz,city')
P('MW', "TNM Mpamba send to Chikondi Banda", 'TNM Mpamba', 'Chikondi Banda')
# MU
L('MU', "POS DHOLL PURI CHEZ RAVI PORT LOUIS", "Dholl Puri Chez Ravi", F, city='Port Louis', t='biz,owner,city')
P('MU', "MCB Juice transfer to Priya Doorgakant", 'Juice', 'Priya Doorgakant')
# AO
L('AO', "COMPRA TPA CANTINA DA TIA BELA LUANDA", "Cantina da Tia Bela", F, city='Luanda', t='biz,owner,city')
P('AO', "Multicaixa Express transferência para Edson Lopes", 'Multicaixa Express', 'Edson Lopes')
# ============================== Middle East ==============================
# IL
L('IL', "מאפיית הכרמל חיפה", ["מאפיית הכרמל", "Maafiyat HaCarmel"], F, city='Haifa', t='biz,city')
L('IL', 'פלאפל דוד בע"מ באר שבע', ["פלאפל דוד", "Falafel David"], F, city='Beersheba', t='biz,owner,legal,city')
N('IL', "שופרסל דיל רעננה", ["שופרסל", "Shufersal", "שופרסל דיל"], F, city="Ra'anana")
P('IL', "ביט העברה לנועה כהן", 'Bit', 'נועה כהן')
P('IL', "PAYBOX העברה ליוסי לוי", 'PayBox', 'יוסי לוי')
SAL('IL', 'משכורת אלפא מערכות בע"מ')
# PS
L('PS', "POS PURCHASE FALAFEL ABU SALEH RAMALLAH", "Falafel Abu Saleh", F, city='Ramallah', t='biz,owner,city')
# JO
L('JO', "POS PURCHASE HALAWIYAT AL SAFADI IRBID", "Halawiyat Al Safadi", F, city='Irbid', t='biz,owner,city')
P('JO', "CliQ transfer to OMAR HADDAD", 'CliQ', 'Omar Haddad', how='rail')
# LB
L('LB', "ACHAT CARTE FURN EL SAHA ACHRAFIEH", "Furn El Saha", F, city=OMIT, t='biz')
# SA
L('SA', "شراء نقاط بيع مطعم بيت الكبسة الرياض", ["مطعم بيت الكبسة", "بيت الكبسة", "Bait Al Kabsa"], F, city='Riyadh', t='biz,city')
N('SA', "JARIR BOOKSTORE JEDDAH TAHLIA", ["Jarir Bookstore", "Jarir"], S, city='Jeddah')
N('SA', "HYPERPAY*NAHDI MEDICAL", ["Nahdi", "Nahdi Medical"], HW, 'HyperPay', None, 'online')
P('SA', "STC Pay transfer to ABDULLAH ALQAHTANI", 'STC Pay', 'Abdullah Alqahtani')
P('SA', "تحويل سريع إلى فهد العتيبي", 'sarie', 'فهد العتيبي', how='rail')
# AE
L('AE', "POS-PURCHASE CARD NO.4***1234 AL FAREEJ CAFETERIA DUBAI", "Al Fareej Cafeteria", F, city='Dubai', t='biz,city')
I('AE', "CAREEM HALA RIDE DUBAI", "Careem", TP, None, 'Dubai', 'mobile_app')
I('AE', "TALABAT.COM DXB", "Talabat", F, None, None, 'online')
P('AE', "AANI Instant Transfer Beneficiary: Sara Al Mansoori", 'Aani', 'Sara Al Mansoori', how='rail')
SAL('AE', "SALARY TRANSFER WPS SANDSTONE CONTRACTING LLC")
# QA
L('QA', "KARAK CORNER AL WAKRAH QA", "Karak Corner", F, city='Al Wakrah', t='biz,city')
N('QA', "AL MEERA CONSUMER GOODS DOHA", "Al Meera", F, city='Doha')
P('QA', "Fawran transfer to Khalid Al-Kuwari", 'Fawran', 'Khalid Al-Kuwari', how='rail')
# KW
L('KW', "KNET PAYMENT BAQALA AL SALEM", "Baqala Al Salem", F, OMIT, t='biz,owner')
P('KW', "WAMD transfer to Hamad Al-Enezi", 'WAMD', 'Hamad Al-Enezi', how='rail')
# BH
P('BH', "BenefitPay transfer to Fatima Ali", 'BenefitPay', 'Fatima Ali')
N('BH', "AL JAZIRA SUPERMARKET RIFFA", "Al Jazira", F, city='Riffa')
# OM
L('OM', "POS HALWA AL SABAH NIZWA", "Halwa Al Sabah", F, city='Nizwa', t='biz,city')
R('OM', "LULU HYPERMARKET BAWSHAR", ["Lulu Hypermarket", "Lulu"], F, city='Bawshar')
# IQ
L('IQ', "شراء مطعم كباب أبو علي البصرة", ["مطعم كباب أبو علي", "كباب أبو علي", "Kabab Abu Ali"], F, city='Basra', t='biz,owner,city')
P('IQ', "ZainCash تحويل الى علي حسين", 'ZainCash', 'علي حسين')
# IR
L('IR', "خرید از نانوایی بربری حسن شیراز", ["نانوایی بربری حسن", "Nanvaei Barbari Hassan"], F, city='Shiraz', t='biz,owner,city')
T('IR', "کارت به کارت به رضا محمدی")
# ============================== Asia ==============================
# KZ
L('KZ', "ПОКУПКА KASPI QR ДОНЕРНАЯ У АСЛАНА АЛМАТЫ", ["Донерная у Аслана", "Donernaya u Aslana"], F, OMIT, 'Almaty', 'mobile_app', t='biz,owner,city')
N('KZ', "MAGNUM CASH&CARRY ASTANA KZ", "Magnum", F, city='Astana')
P('KZ', "Kaspi перевод Айгерим К.", 'Kaspi', 'Айгерим К')
# UZ
L('UZ', "HUMO POS OSHXONA ZARAFSHON SAMARQAND", "Oshxona Zarafshon", F, OMIT, 'Samarkand', t='biz,city')
P('UZ', "Click o'tkazma Dilshod Karimov", 'Click', 'Dilshod Karimov')
# KG
L('KG', "ОПЛАТА АШЛЯМФУ У ЖЫЛДЫЗ КАРАКОЛ", ["Ашлямфу у Жылдыз", "Ashlyamfu u Zhyldyz"], F, city='Karakol', t='biz,owner,city')
P('KG', "MBank перевод Айбек Т.", 'MBank', 'Айбек Т')
# TJ
L('TJ', "ОПЛАТА ОШХОНАИ САФО ХУҶАНД", ["Ошхонаи Сафо", "Oshkhonai Safo"], F, city='Khujand', t='biz,owner,city')
P('TJ', "Alif перевод Фарход Р.", 'Alif', 'Фарход Р')
# MN
L('MN', "ХУДАЛДАН АВАЛТ ОЮУНЫ ГУАНЗ ДАРХАН", ["Оюуны гуанз", "Oyuny Guanz"], F, city='Darkhan', t='biz,owner,city')
P('MN', "SocialPay шилжүүлэг Болормаа", 'SocialPay', 'Болормаа')
N('MN', "NOMIN SUPERMARKET ULAANBAATAR", "Nomin", F, city='Ulaanbaatar')
# CN
L('CN', "财付通-老王兰州拉面", ["老王兰州拉面"], F, OMIT, None, 'mobile_app', t='biz,owner')
L('CN', "支付宝-张记生煎包(静安店)", ["张记生煎包", "张记生煎"], F, OMIT, OMIT, 'mobile_app', t='biz,owner')
L('CN', "消费 成都市武侯区陈婆婆冒菜馆", ["陈婆婆冒菜馆", "陈婆婆冒菜"], F, None, 'Chengdu', t='biz,owner,city')
N('CN', "美团/大众点评", ["美团", "Meituan"], F, None, None, 'online')
N('CN', "滴滴出行", ["滴滴出行", "DiDi", "滴滴"], TP, None, None, 'mobile_app')
P('CN', "微信转账-李明", 'WeChat Pay', '李明')
P('CN', "支付宝转账 王芳", 'Alipay', '王芳')
SAL('CN', "代发工资 上海星河科技有限公司")
TAX('CN', "个人所得税 汇算清缴 2024")
ATM('CN', "ATM取款 北京海淀支行", 'Beijing')
# HK
L('HK', "陳記車仔麵 旺角", ["陳記車仔麵"], F, city=OMIT, t='biz,owner')
P('HK', "轉數快 轉賬 陳小明", 'FPS', '陳小明', how='rail')
P('HK', "PAYME FROM HSBC TO WONG KA YAN", 'PayMe', 'Wong Ka Yan')
# MO
L('MO', "MPay 梁記咖啡 氹仔", ["梁記咖啡"], F, OMIT, OMIT, 'mobile_app', t='biz,owner')
# TW
L('TW', "街口支付-阿明滷肉飯", ["阿明滷肉飯"], F, OMIT, None, 'mobile_app', t='biz,owner')
N('TW', "全聯福利中心 台中文心店", ["全聯", "全聯福利中心", "PX Mart"], F, city='Taichung')
P('TW', "LINE Pay Money 轉帳 林怡君", 'LINE Pay', '林怡君')
# JP
L('JP', "ＶＩＳＡ国内利用　ﾔｷﾄﾘ ｺﾞﾝﾁｬﾝ", ["やきとりごんちゃん", "ヤキトリゴンチャン", "ﾔｷﾄﾘ ｺﾞﾝﾁｬﾝ", "Yakitori Gonchan"], F, t='biz,owner')
L('JP', "デビット　カフエ　ミナト　ヨコハマ", ["カフエミナト", "カフェミナト", "Cafe Minato"], F, city='Yokohama', t='biz,city')
L('JP', "SQ *MARUYAMA SEINIKUTEN", ["Maruyama Seinikuten", "丸山精肉店"], F, 'Square', None, t='biz,owner')
N('JP', "ローソン　渋谷道玄坂店", ["ローソン", "Lawson"], F, city=OMIT)
N('JP', "JR東日本 モバイルSuica チャージ", ["JR東日本", "JR East", "モバイルSuica"], TP, None, None, 'mobile_app')
P('JP', "PayPay 送金 タナカ ハナコ", 'PayPay', 'タナカ ハナコ')
P('JP', "ことら送金 サトウ タロウ", 'Cotra', 'サトウ タロウ', how='rail')
SAL('JP', "給与 カ）ヤマダシヨウジ")
ATM('JP', "ATM 引出 セブン銀行")
# KR
L('KR', "체크카드 할머니손칼국수 전주", ["할머니손칼국수"], F, city='Jeonju', t='biz,city')
L('KR', "신용 영희네 반찬가게", ["영희네 반찬가게", "영희네반찬가게"], F, t='biz,owner')
N('KR', "김밥천국 역삼점", "김밥천국", F, city=OMIT)
N('KR', "쿠팡(주)", ["쿠팡", "Coupang"], S, None, None, 'online')
R('KR', "탑마트 양산점", ["탑마트", "Top Mart"], F, city='Yangsan')
P('KR', "토스 송금 박지훈", 'Toss', '박지훈')
P('KR', "카카오페이 송금 이서연", 'KakaoPay', '이서연')
SAL('KR', "급여 (주)한빛테크")
# IN
L('IN', "UPI/507312345678/SHARMA GENERAL STORE/paytmqr2810050501/Paytm", "Sharma General Store", F, OMIT, None, 'mobile_app', t='biz,owner')
L('IN', "POS 4591XXXXXXXX1234 SRI BALAJI TIFFIN CENT BENGALURU", ["Sri Balaji Tiffin Centre", "Sri Balaji Tiffin Cent", "Sri Balaji Tiffin Center"], F, None, 'Bengaluru', t='biz,trunc,city')
L('IN', "PAYU*GUPTA SWEETS AND BAKERS", "Gupta Sweets and Bakers", F, 'PayU', None, 'online', t='biz,owner')
L('IN', "RAZ*DRSHAHDENTALCLINIC", ["Dr Shah Dental Clinic", "Drshahdentalclinic"], HW, 'Razorpay', None, 'online', t='biz,owner,glued')
L('IN', "भुगतान शर्मा मिष्ठान भंडार जयपुर", ["शर्मा मिष्ठान भंडार", "Sharma Mishthan Bhandar"], F, None, 'Jaipur', t='biz,owner,city')
N('IN', "SWIGGY BANGALORE", "Swiggy", F, None, 'Bangalore', 'online')
N('IN', "IRCTC UTS MOBILE TICKET", "IRCTC", TP, None, None, 'mobile_app')
N('IN', "BILLDESK*TATA POWER MUMBAI", ["Tata Power"], H, 'BillDesk', 'Mumbai', 'online')
R('IN', "RATNADEEP SUPERMARKET HYDERABAD", "Ratnadeep", F, city='Hyderabad')
P('IN', "UPI/412398765432/RAHUL VERMA/rahulv@okicici/Payment", 'UPI', 'Rahul Verma', how='rail')
P('IN', "PhonePe पैसे भेजे सुनीता देवी", 'PhonePe', 'सुनीता देवी')
P('IN', "IMPS/P2A/412312345678/PRIYA NAIR", 'IMPS', 'Priya Nair', how='rail')
SAL('IN', "NEFT CR-HDFC0000001-INFOSYS LIMITED-SALARY MAR25")
ATM('IN', "ATM WDL SBI ATM S1BW000123 PATNA", 'Patna')
# PK
L('PK', "POS PURCHASE USTAD JAMIL NIHARI HOU LAHORE", ["Ustad Jamil Nihari House", "Ustad Jamil Nihari Hou"], F, city='Lahore', t='biz,owner,trunc,city')
L('PK', "خریداری شاہد جنرل سٹور ملتان", ["شاہد جنرل سٹور", "Shahid General Store"], F, city='Multan', t='biz,owner,city')
P('PK', "Raast transfer to MUHAMMAD USMAN", 'Raast', 'Muhammad Usman', how='rail')
# BD
L('BD', "ক্রয় নিউ মডার্ন ফার্মেসি চট্টগ্রাম", ["নিউ মডার্ন ফার্মেসি", "New Modern Pharmacy"], HW, city='Chittagong', t='biz,city')
P('BD', "bKash সেন্ড মানি রহিম উদ্দিন", 'bKash', 'রহিম উদ্দিন')
P('BD', "Nagad Send Money to Karim Hossain", 'Nagad', 'Karim Hossain')
# LK
L('LK', "POS KOTTU KADE RANJITH KANDY", "Kottu Kade Ranjith", F, city='Kandy', t='biz,owner,city')
L('LK', "මිලදී ගැනීම සුනිල් බේකරි ගාල්ල", ["සුනිල් බේකරි", "Sunil Bakery"], F, city='Galle', t='biz,owner,city')
P('LK', "JustPay transfer to Nimal Perera", 'JustPay', 'Nimal Perera')
N('LK', "KEELLS SUPER KOLLUPITIYA", ["Keells", "Keells Super"], F, city=OMIT)
# NP
L('NP', "FONEPAY QR MOMO KING POKHARA", "Momo King", F, OMIT, 'Pokhara', 'mobile_app', t='biz,city')
P('NP', "eSewa fund transfer to राम बहादुर थापा", 'eSewa', 'राम बहादुर थापा')
# TH
L('TH', "ซื้อสินค้า ร้านก๋วยเตี๋ยวเรือป้าแดง เชียงใหม่", ["ร้านก๋วยเตี๋ยวเรือป้าแดง", "ก๋วยเตี๋ยวเรือป้าแดง"], F, city='Chiang Mai', t='biz,owner,city')
L('TH', "OMISE *BAANSUANCERAMICS", ["Baan Suan Ceramics", "Baansuanceramics"], S, 'Omise', None, 'online', t='nobiz,glued')
I('TH', "7-ELEVEN 12345 สาขาสีลม", ["7-Eleven", "เซเว่น อีเลฟเว่น"], F, city=OMIT)
N('TH', "LOTUS'S KHON KAEN", ["Lotus's", "Lotuss"], F, city='Khon Kaen')
P('TH', "โอนเงินพร้อมเพย์ สมชาย ใจดี", 'PromptPay', 'สมชาย ใจดี', how='rail')
P('TH', "TrueMoney Wallet โอน นภา", 'TrueMoney', 'นภา')
SAL('TH', "เงินเดือน บจก. สยามพัฒนา")
# VN
L('VN', "THANH TOAN QR PHO BA HAI HA NOI", ["Phở Bà Hai", "Pho Ba Hai"], F, OMIT, 'Hanoi', 'mobile_app', t='biz,owner,city')
L('VN', "TT THE TIEM BANH MI CO LAN HOI AN", ["Tiệm Bánh Mì Cô Lan", "Banh Mi Co Lan"], F, None, 'Hoi An', t='biz,owner,city')
N('VN', "HIGHLANDS COFFEE 123 NGUYEN HUE", "Highlands Coffee", F, city=OMIT)
P('VN', "MoMo chuyen tien Nguyen Thi Mai", 'MoMo', 'Nguyen Thi Mai')
P('VN', "CK NAPAS 247 TOI TRAN VAN NAM", 'NAPAS 247', 'Tran Van Nam', how='rail')
# KH
L('KH', "ទូទាត់ ហាងកាហ្វេ សុខា សៀមរាប", ["ហាងកាហ្វេ សុខា", "Sokha Coffee Shop"], F, city='Siem Reap', t='biz,owner,city')
L('KH', "ABA PAY KHMER NOODLE SOPHEAP PHNOM PENH", "Khmer Noodle Sopheap", F, OMIT, 'Phnom Penh', 'mobile_app', t='biz,owner,city')
P('KH', "Bakong transfer to SOK CHEA", 'Bakong', 'Sok Chea', how='rail')
# LA
L('LA', "ຊຳລະ ຮ້ານເຝີ ແມ່ບົວ ວຽງຈັນ", ["ຮ້ານເຝີ ແມ່ບົວ", "Mae Bua Pho Shop"], F, city='Vientiane', t='biz,owner,city')
P('LA', "BCEL One transfer to SOMPHONE", 'BCEL One', 'Somphone')
# MM
L('MM', "ဝယ်ယူ ရွှေလမင်း လက်ဖက်ရည်ဆိုင် ရန်ကုန်", ["ရွှေလမင်း လက်ဖက်ရည်ဆိုင်", "ရွှေလမင်း", "Shwe La Min Tea Shop"], F, city='Yangon', t='biz,city')
P('MM', "KBZPay ငွေလွှဲ မောင်မောင်", 'KBZPay', 'မောင်မောင်')
# MY
L('MY', "CARD PURCHASE KEDAI KOPI AH SENG IPOH", "Kedai Kopi Ah Seng", F, city='Ipoh', t='biz,owner,city')
L('MY', "DuitNow QR NASI LEMAK MAK LIMAH", "Nasi Lemak Mak Limah", F, OMIT, None, 'mobile_app', t='biz,owner')
P('MY', "DuitNow Transfer 60123456789 Ref makan", 'DuitNow', None, how='rail')
P('MY', "TNG eWallet transfer Siti Aminah", "Touch 'n Go eWallet", 'Siti Aminah')
N('MY', "99 SPEEDMART 1234 KLANG", "99 Speedmart", F, city='Klang')
# SG
L('SG', "NETS QR AH HUAT CHICKEN RICE", "Ah Huat Chicken Rice", F, OMIT, None, 'mobile_app', t='biz,owner')
N('SG', "FAIRPRICE FINEST BUKIT TIMAH", ["FairPrice", "NTUC FairPrice", "FairPrice Finest"], F, city=OMIT)
I('SG', "GRAB*A-8JK2 SINGAPORE SG", "Grab", OMIT, None, 'Singapore', 'mobile_app')
P('SG', "PAYNOW TRANSFER TO LIM XIAO HUI", 'PayNow', 'Lim Xiao Hui', how='rail')
TAX('SG', "GIRO IRAS INCOME TAX", 'direct_debit')
# ID
L('ID', "QRIS BAKSO PAK KUMIS SOLO", "Bakso Pak Kumis", F, OMIT, 'Solo', 'mobile_app', t='biz,owner,city')
L('ID', "DEBIT WARUNG NASI IBU ENDAN BANDUNG", ["Warung Nasi Ibu Endang", "Warung Nasi Ibu Endan"], F, None, 'Bandung', t='biz,owner,trunc,city')
L('ID', "XENDIT*TOKOBATIKSARI", ["Toko Batik Sari", "Tokobatiksari"], S, 'Xendit', None, 'online', t='biz,glued')
N('ID', "MIDTRANS*KOPI KENANGAN", "Kopi Kenangan", F, 'Midtrans', None, 'online')
N('ID', "INDOMARET TK01 JAKARTA", "Indomaret", F, city='Jakarta')
P('ID', "BI-FAST KE ANDI SAPUTRA", 'BI-FAST', 'Andi Saputra', how='rail')
P('ID', "Transfer GoPay ke Dewi Lestari", 'GoPay', 'Dewi Lestari')
# PH
L('PH', "POS CARINDERIA NI ALING NENA CEBU CITY", "Carinderia ni Aling Nena", F, city='Cebu City', t='biz,owner,city')
P('PH', "GCash Send Money to JUAN DELA CRUZ", 'GCash', 'Juan Dela Cruz')
P('PH', "Maya transfer to Maria Clara Reyes", 'Maya', 'Maria Clara Reyes')
P('PH', "InstaPay Transfer REF 2503120045 via BPI", 'InstaPay', None, how='rail')
N('PH', "JOLLIBEE SM NORTH EDSA", "Jollibee", F, city=OMIT)
# BN
L('BN', "POS KEDAI MAKAN HJH NORMAH BANDAR SERI BEGAWAN", ["Kedai Makan Hjh Normah", "Kedai Makan Hajah Normah"], F, city='Bandar Seri Begawan', t='biz,owner,city')
# ============================== Oceania ==============================
# AU
L('AU', "SQ *THE DAILY GRIND CAFE Ballarat", ["The Daily Grind Cafe", "Daily Grind Cafe"], F, 'Square', 'Ballarat', t='biz,city')
L('AU', "LS SURF HIRE BYRON BAY BYRON BAY", "Surf Hire Byron Bay", EN, 'Lightspeed', 'Byron Bay', t='biz,city')
N('AU', "WOOLWORTHS 3123 PARRAMATTA NSW", "Woolworths", F, city='Parramatta')
R('AU', "DRAKES ROSTREVOR SA", ["Drakes", "Drakes Supermarkets"], F, city='Rostrevor')
P('AU', "Osko payment to LIAM O'BRIEN", 'Osko', "Liam O'Brien", how='rail')
P('AU', "PAYID TRANSFER 0412 345 678", 'PayID', None, how='rail')
TAX('AU', "ATO PAYMENT BPAY 75556")
# NZ
L('NZ', "EFTPOS KIWI CORNER BAKERY LTD TIMARU", "Kiwi Corner Bakery", F, city='Timaru', t='biz,legal,city')
N('NZ', "Z ENERGY TAURANGA", "Z Energy", TP, city='Tauranga')
TAX('NZ', "IRD PAYMENT GST 123-456-789")
# FJ
L('FJ', "EFTPOS RAJU'S ROTI SHOP LAUTOKA", ["Raju's Roti Shop", "Rajus Roti Shop"], F, city='Lautoka', t='biz,owner,city')
P('FJ', "M-PAiSA transfer to Mere Tuilagi", 'M-PAiSA', 'Mere Tuilagi')
# PG
L('PG', "EFTPOS PURCHASE MAMA GRACE KAIBAR LAE", "Mama Grace Kaibar", F, city='Lae', t='biz,owner,city')
N('PG', "DIGICEL PNG TOPUP", "Digicel", SV, None, None, OMIT)
# ============================== international brands (various layouts) ==============================
I('FR', "CB IKEA FRANCE SAS 11/03 VILLIERS SUR MARNE", "IKEA", S, city='Villiers-sur-Marne')
I('DE', "Kartenzahlung McDonalds 1234 Leipzig Hbf 12.03.", ["McDonald's", "McDonalds"], F, city='Leipzig')
I('ES', "COMPRA TARJ. ZARA ES 4521 BILBAO", "Zara", S, city='Bilbao')
I('PL', "PŁATNOŚĆ KARTĄ LIDL SP. Z O.O. SP.K. GDAŃSK", "Lidl", F, city='Gdańsk')
I('GR', "VISA ΑΓΟΡΑ DECATHLON ΠΕΙΡΑΙΑΣ", "Decathlon", S, city='Piraeus')
I('HU', "Kártyás vásárlás WIZZ AIR HU BUDAPEST", "Wizz Air", TV, None, 'Budapest', 'online')
I('NL', "SEPA Incasso Netflix International B.V. abonnement", "Netflix", EN, None, None, 'direct_debit', True)
I('GB', "CARD PAYMENT TO DELIVEROO ON 11-03-2025", "Deliveroo", F, None, None, 'online')
I('IE', "VDC-RYANAIR 0312 SWORDS", "Ryanair", TV, None, 'Swords', 'online')
I('SE', "KORTKOP 250310 SPOTIFY P2B7D1E4C2 STOCKHOLM", "Spotify", EN, None, 'Stockholm', 'online', True)
I('FI', "KORTTIOSTO WOLT HELSINKI 11.03", "Wolt", F, None, 'Helsinki', 'online')
I('CZ', "Platba kartou SHELL 4121 OLOMOUC", "Shell", TP, city='Olomouc')
I('US', "AMAZON PRIME*1A2B3C4D5 AMZN.COM/BILL WA", ["Amazon Prime", "Amazon"], OMIT, None, None, 'online', True)
I('US', "APPLE.COM/BILL 866-712-7753 CA", "Apple", OMIT, None, None, 'online', OMIT)
I('CA', "UBER CANADA/UBEREATS TORONTO", ["Uber Eats", "Uber"], F, None, 'Toronto', 'online')
I('MX', "DLOCAL*SPOTIFY MX", "Spotify", EN, 'dLocal', None, 'online', True)
I('BR', "EBANX*ALIEXPRESS", "AliExpress", S, 'EBANX', None, 'online')
I('CO', "DLO*GOOGLE YouTube Premium", ["YouTube Premium", "YouTube", "Google"], EN, 'dLocal', None, 'online', True)
I('CL', "COMPRA INTERNACIONAL AIRBNB * HMQ4X2 SAN FRANCISCO", "Airbnb", TV, None, 'San Francisco', 'online')
I('ZA', "CARD PURCHASE TEMU.COM DUBLIN IE", "Temu", S, None, 'Dublin', 'online')
I('EG', "UBER *TRIP CAIRO EG", "Uber", TP, None, 'Cairo', 'mobile_app')
I('SA', "PURCHASE AMAZON.SA RIYADH", "Amazon", S, None, 'Riyadh', 'online')
I('JP', "ＡＭＡＺＯＮ．ＣＯ．ＪＰ", ["Amazon", "Amazon.co.jp", "ＡＭＡＺＯＮ．ＣＯ．ＪＰ"], S, None, None, 'online')
I('KR', "스타벅스코리아 강남R점", ["스타벅스", "Starbucks", "스타벅스코리아"], F, city=OMIT)
I('TH', "AGODA BOOKING BANGKOK TH", "Agoda", TV, None, 'Bangkok', 'online')
I('AU', "CANVA* I03012-12345 SURRY HILLS", "Canva", SV, None, 'Surry Hills', 'online', True)
I('PH', "GRAB* FOOD MANILA", ["GrabFood", "Grab"], F, None, 'Manila', 'online')
I('CN', "星巴克咖啡 上海南京西路店", ["星巴克", "Starbucks", "星巴克咖啡"], F, city='Shanghai')
I('PL', "ZAKUP BOOKING.COM AMSTERDAM NL", "Booking.com", TV, None, 'Amsterdam', 'online')
I('DE', "VISA ADOBE *CREATIVE CLOUD ADOBE.LY/ENIE", "Adobe", SV, None, None, 'online', True)
I('NO', "VISA 1234 NOK STEAMGAMES.COM 4259522985 WA", "Steam", EN, None, None, 'online')
I('HR', "GLOVO*ORDER ZAGREB", "Glovo", F, None, 'Zagreb', 'online')
I('KZ', "YANDEX.GO ALMATY KZ", ["Yandex Go", "Yandex"], TP, None, 'Almaty', 'mobile_app')
I('GB', "PADDLE.NET* SETAPP", "Setapp", SV, 'Paddle', None, 'online', True)
I('DE', "2CO.COM*NORDVPN", "NordVPN", SV, '2Checkout', None, 'online', OMIT)
I('US', "FS *MALWAREBYTES", "Malwarebytes", SV, 'FastSpring', None, 'online', OMIT)
# more invented local businesses behind processors
L('US', "STRIPE *RIVERBEND POTTERY STUDIO", "Riverbend Pottery Studio", OMIT, 'Stripe', None, 'online', t='biz')
L('NL', "ADYEN *BLOEMENHUIS DE TULP", "Bloemenhuis De Tulp", S, 'Adyen', None, t='biz')
# ============================== regional chains ==============================
R('US', "PUBLIX #1234 TAMPA FL", ["Publix", "Publix Super Markets"], F, city='Tampa')
R('US', "WHATABURGER 812 LUBBOCK TX", "Whataburger", F, city='Lubbock')
R('DE', "Kartenzahlung tegut... 1234 FULDA 11.03.", "tegut", F, city='Fulda')
R('IT', "PAGAMENTO POS IPERAL SPA SONDRIO", "Iperal", F, city='Sondrio')
R('ES', "COMPRA TARJ. BONAREA GUISSONA", ["bonÀrea", "Bonarea"], F, city='Guissona')
R('BR', "SAVEGNAGO SUPERMERCADOS RIBEIRAO PRETO", "Savegnago", F, city='Ribeirao Preto')
R('MX', "CALIMAX SUC 12 TIJUANA BC", "Calimax", F, city='Tijuana')
R('IN', "NILGIRIS 1905 INDIRANAGAR BANGALORE", "Nilgiris", F, city='Bangalore')
R('RU', "БАХЕТЛЕ КАЗАНЬ", ["Бахетле", "Bahetle"], F, city='Kazan')
R('JP', "ヤオコー　川越店", ["ヤオコー", "Yaoko"], F, city='Kawagoe')
R('CA', "JEAN COUTU #123 LAVAL QC", "Jean Coutu", HW, city='Laval')
R('ID', "SHOPEE*SPXID JAKARTA", "Shopee", S, None, 'Jakarta', 'online')
R('AE', "NOON.COM DUBAI AE", "noon", S, None, 'Dubai', 'online')
# ============================== controls ==============================
# own-account transfers
OWN('DE', "Umbuchung auf Tagesgeld DE12 5001 0517 0648 4898 90")
OWN('GB', "TRANSFER TO SAVINGS ACC 12345678 MOBILE")
OWN('FR', "VIR PERMANENT VERS LIVRET A 04521", rec=True)
OWN('ES', "TRASPASO A CUENTA AHORRO 0049 **** 7781")
OWN('NL', "Overboeking naar Oranje Spaarrekening V 123-45678")
OWN('PL', "PRZELEW WŁASNY NA RACHUNEK OSZCZĘDNOŚCIOWY")
OWN('US', "ONLINE TRANSFER TO SAV XXXXXX4521 REF #IB0KD2")
OWN('BR', "TRANSF ENTRE CONTAS PROPRIAS AG 1234 CC 56789-0")
OWN('JP', "振替 定期預金へ")
OWN('KR', "본인계좌이체 저축예금")
OWN('IN', "SELF TRANSFER TO A/C XX1234 IMPS")
OWN('RU', "Перевод между своими счетами")
OWN('TR', "HESAPLAR ARASI VIRMAN VADELI HESAP", 'expense')
OWN('AU', "Transfer from NetBank Saver 4521", 'income')
# refunds
REF('DE', "Gutschrift ZALANDO SE Retoure 10234567", "Zalando")
REF('GB', "REFUND AMAZON.CO.UK AMZN.CO.UK/BILL", "Amazon")
REF('FR', "AVOIR CB DECATHLON 12/03 LILLE", "Decathlon", None, 'Lille')
REF('ES', "DEVOLUCION COMPRA EL CORTE INGLES", ["El Corte Inglés", "El Corte Ingles"])
REF('IT', "STORNO PAGAMENTO TRENITALIA", "Trenitalia")
REF('BR', "ESTORNO COMPRA MERCADO LIVRE", "Mercado Livre")
REF('IN', "REFUND FLIPKART INTERNET PVT LTD", "Flipkart")
REF('AU', "REFUND JB HI-FI", "JB Hi-Fi")
REF('PL', "ZWROT ALLEGRO.PL", "Allegro")
REF('CA', "RETURN CANADIAN TIRE #123 CALGARY AB", "Canadian Tire", None, 'Calgary')
REF('US', "PAYPAL *ETSY REFUND", "Etsy", 'PayPal')
# interest received
INT('DE', "Habenzinsen 01.01.2025-31.03.2025")
INT('GB', "INTEREST PAID GROSS")
INT('US', "INTEREST PAYMENT")
INT('FR', "INTERETS LIVRET A ANNEE 2024")
INT('IT', "COMPETENZE DI CHIUSURA INTERESSI CREDITORI")
INT('JP', "利息")
# fees and interest charged
FEE('GB', "NON-STERLING TRANSACTION FEE")
FEE('US', "MONTHLY MAINTENANCE FEE")
FEE('FR', "COTISATION CARTE VISA PREMIER")
FEE('ES', "COMISION MANTENIMIENTO")
FEE('IT', "CANONE MENSILE CONTO 03/2025")
FEE('PL', "OPŁATA ZA KARTĘ 03/2025")
FEE('IN', "ATM WDL CHRGS INCL GST 0312")
FEE('NG', "SMS ALERT CHARGES MAR 2025")
FEE('ZA', "MONTHLY ACCOUNT FEE")
FEE('MX', "COMISION POR ANUALIDAD TDC")
FEE('JP', "振込手数料")
FEE('KR', "타행이체수수료")
FEE('GB', "INTEREST CHARGED ON PURCHASES")
FEE('CA', "INTEREST CHARGES-PURCHASES")
# ATM
ATM('DE', "GA NR00012345 BLZ85050300 0 12.03/10.44UHR DRESDEN", 'Dresden')
ATM('FR', "RETRAIT DAB 12/03 14H22 TOULOUSE CAPITOLE", 'Toulouse')
ATM('IT', "PRELIEVO BANCOMAT 12/03/2025 NAPOLI", 'Napoli')
ATM('PL', "WYPŁATA Z BANKOMATU EURONET POZNAŃ", 'Poznań')
ATM('GR', "ΑΝΑΛΗΨΗ ATM ΠΑΤΡΑ", 'Patras')
ATM('TR', "ATM PARA CEKME IZMIR", 'Izmir')
ATM('MX', "RETIRO CAJERO BANORTE GUADALAJARA", 'Guadalajara')
ATM('TH', "ถอนเงินสด ATM ภูเก็ต", 'Phuket')
ATM('KR', "ATM출금 부산", 'Busan')
ATM('NG', "ATM WDL GTB ABUJA", 'Abuja')
ATM('PH', "ATM WITHDRAWAL BDO DAVAO", 'Davao')
# salary
SAL('GB', "BGC THORNBURY DESIGN LTD SALARY MAR")
SAL('FR', "VIR SEPA RECU /DE SAS BOIS ET JARDINS /MOTIF SALAIRE MARS")
SAL('ES', "NOMINA TALLERES ARANDA SL")
SAL('IT', "BONIFICO A VOSTRO FAVORE EMOLUMENTI MARZO 2025")
SAL('PL', "WYNAGRODZENIE ZA 03/2025 PRZEDSIĘBIORSTWO WISŁA SP. Z O.O.")
SAL('NL', "Salaris maart 2025 De Vries Installatietechniek B.V.")
SAL('RU', "Зачисление зарплаты ООО ВЕКТОР")
SAL('TR', "MAAS ODEMESI ANADOLU TEKSTIL A.S.")
SAL('MX', "DEPOSITO NOMINA GRUPO INDUSTRIAL DEL NORTE")
SAL('PH', "PAYROLL CREDIT MINDANAO AGRI CORP")
# tax
TAX('IN', "CBDT ADVANCE TAX CHALLAN 280", 'online')
TAX('PH', "BIR eFPS PAYMENT 1701Q")
TAX('KE', "KRA iTax PAYMENT PRN 2025031234")
TAX('DE', "Bundeskasse Kfz-Steuer B-AB 1234", 'direct_debit')
TAX('FR', "CB AMENDE.GOUV.FR ANTAI 12/03", 'online')
TAX('GB', "DVLA-AB12CDE VEHICLE TAX", 'direct_debit')
# plain transfers to a person
T('DE', "Überweisung an Max Becker Miete März")
T('FR', "VIR SEPA EMIS VERS M. JULIEN BLANC")
T('IT', "BONIFICO A FAVORE DI LUCA FERRARI")
T('PL', "PRZELEW NA RACHUNEK KRZYSZTOF WÓJCIK")

# ============================== write + checks ==============================
CATS = {INC, TRF, F, S, TP, TV, H, EN, HW, PC, ED, FS, GT, SV, CG}
CHANNELS = {'in_store', 'online', 'mobile_app', 'atm', 'bank_transfer', 'direct_debit', 'unknown'}

def _scripts(s):
    out = set()
    for c in s:
        if c.isalpha():
            n = unicodedata.name(c, 'UNKNOWN').split()[0]
            out.add({'CJK': 'HAN', 'HALFWIDTH': 'KATAKANA', 'FULLWIDTH': 'LATIN', 'KATAKANA-HIRAGANA': 'KATAKANA'}.get(n, n))
    return out

def check_and_write():
    titles = [r['title'] for r in rows]
    dups = [t for t, n in collections.Counter(titles).items() if n > 1]
    assert not dups, dups
    for r in rows:
        ex = r['expect']
        assert ex.get('category1', F) in CATS, r
        assert ex.get('channel', 'unknown') in CHANNELS, r
        assert r['type'] in ('expense', 'income'), r
        assert r['kind'] in ('local', 'national', 'intl', 'regional', 'p2p', 'control'), r
        if 'p2p' in ex and ex['p2p'] is not None:
            assert ex['p2p']['platform'], r
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'heldout-t.jsonl')
    with open(out, 'w') as f:
        for i, r in enumerate(rows, 1):
            f.write(json.dumps({'id': 'ht-%03d' % i, 'title': r['title'], 'country': r['country'], 'type': r['type'],
                                'expect': r['expect'], 'kind': r['kind'], 'sub': r['sub']}, ensure_ascii=False) + '\n')
    # re-read and validate
    ids = set()
    with open(out) as f:
        for line in f:
            o = json.loads(line)
            assert o['id'] not in ids
            ids.add(o['id'])
    kinds = collections.Counter(r['kind'] for r in rows)
    ctrl = collections.Counter(r['sub'] for r in rows if r['kind'] == 'control')
    scripts = collections.Counter()
    for r in rows:
        for s in _scripts(r['title']):
            scripts[s] += 1
    p2p = [r for r in rows if r['expect'].get('p2p')]
    plats = collections.Counter(r['expect']['p2p']['platform'] for r in p2p)
    proc = [r for r in rows if r['expect'].get('processor')]
    procs = collections.Counter(r['expect']['processor'] for r in proc)
    wallet = [r for r in rows if r['kind'] != 'p2p' and 'processor' not in r['expect']]
    merch = sum(kinds[k] for k in ('local', 'national', 'intl', 'regional'))
    countries = collections.Counter(r['country'] for r in rows)
    print('wrote', out)
    print('rows', len(rows), '| ids unique', len(ids) == len(rows), '| titles unique', len(set(titles)) == len(rows))
    print('kinds', dict(kinds), '| merchant cases', merch)
    print('countries', len(countries))
    print('scripts', len(scripts), dict(scripts.most_common()))
    print('p2p cases', len(p2p), '| platforms', len(plats), '| with recipient', sum(1 for r in p2p if 'recipient' in r['expect']['p2p']))
    print('processor cases', len(proc), '| processors', len(procs), dict(procs.most_common()))
    print('wallet/QR/unscored-processor merchant cases', len(wallet))
    print('controls', kinds['control'], '(%.1f%%)' % (100.0 * kinds['control'] / len(rows)), dict(ctrl))
    print('local traits', dict(collections.Counter(t for r in rows if r['kind'] == 'local' for t in r['sub'].split(','))))

if __name__ == '__main__':
    check_and_write()
