# Blind evaluation set heldout-w: a deterministic generator (stdlib only, no randomness).
# Run: cd /work/heldout-w && python3 heldout-w.gen.py > heldout-w.jsonl   (ids w-001 ...; stats on stderr)
#
# Provenance: written by a helper that read only /work/shared/eval/FORMAT.md, /work/main/bench/eval/labels.py
# (imported below; its E/P helpers build the label objects, output is written here to stdout) and the first
# 60 lines of /work/main/bench/eval/heldout-v.gen.py (how a generator uses labels.py, labelling conventions).
# No engine code, data, docs, other eval sets or reports were read, and the engine was not run. Every title
# was invented for this set from general knowledge of how banks, card issuers, acquirers, wallets and
# payment rails of each country print statement lines. "local" businesses are invented names.
#
# Conventions (kept compatible with the earlier held-out sets):
#  - card at a shop (chip, contactless, phone wallet) -> in_store; card-not-present / web -> online;
#    QR / wallet-app / super-app payments and ride hailing -> mobile_app; food delivery -> online;
#    channel OMIT when the line does not tell.
#  - direct debit -> direct_debit + recurring; subscription -> online + recurring.
#  - salary / pension -> Income, bank_transfer, recurring, no merchant / city / processor.
#  - ATM -> Financial Services, atm, no merchant; city = the printed place (null when none printed).
#  - bank fee / interest charged / loan instalment -> Financial Services, no merchant, channel+recurring OMIT.
#  - interest / dividends received -> Income, no merchant, channel OMIT.
#  - tax / fine -> Government & Taxes, no merchant, channel OMIT.
#  - own-account / card-to-card transfer without a name -> Transfers, no merchant, p2p null.
#  - generic "POS PURCHASE 1234" with no name -> merchant null, category OMIT.
#  - refund -> Income, merchant named, type income, channel/processor OMIT.
#  - p2p: platform = the app or named national rail printed, recipient = the person as printed (order kept);
#    a plain bank transfer / SEPA transfer / standing order to a person names no platform -> merchant null,
#    Transfers, bank_transfer, p2p OMIT (kind "p2p-bank").
#  - a business paid over a p2p rail / QR code / wallet rail (UPI, Pix, M-Pesa till...): merchant named,
#    p2p null, processor OMIT; a wallet or acquirer printed as a descriptor prefix is the processor.
#    Apple Pay / Google Pay tokens -> processor OMIT.
#  - city: the printed town; non-Latin / exonym towns as a list [English, local]; accented towns also accept
#    the unaccented form; a state / region / country code, phone or web address is no city; districts,
#    malls and company seats on online charges -> OMIT.
#  - merchant alternatives: accent-folded forms added automatically; truncated printed names are listed.
#  - category OMIT when the trade is genuinely unclear (superstores, garages, tailors, florists, vets...).
# Extra top-level field "kind": local, brand, p2p, p2p-bank, control, refund-local, refund-brand;
# extra "proc" flag in stats only (a case is "behind processor" when a processor is expected).
import json, sys, unicodedata, collections
sys.path.insert(0, __import__('os').path.dirname(__import__('os').path.abspath(__file__)))
import labels
from labels import OMIT

from kinds import alts as _alts, town_forms as _city, tag as _k  # the kind-tagged helpers heldout-w..z share

def L(cc, t, m, cat, city=None, ch='in_store', proc=None, rec=False, kind='local'):
    labels.E(cc, t, _alts(m), cat, proc, _city(city), ch, rec); _k(kind)

def B(cc, t, m, cat, city=None, ch='in_store', proc=None, rec=False):
    L(cc, t, m, cat, city, ch, proc, rec, 'brand')

def RF(cc, t, m, kind='brand', city=OMIT):  # refund
    labels.E(cc, t, _alts(m), 'Income', OMIT, _city(city), OMIT, OMIT, None, 'income'); _k('refund-' + kind)

def PP(cc, t, plat, who, typ='expense'):
    labels.P(cc, t, plat, who, typ); _k('p2p')

def TB(cc, t, typ='expense', rec=False, cat='Transfers'):  # bank transfer to a named person, no platform
    labels.E(cc, t, None, cat, None, None, 'bank_transfer', rec, OMIT, typ); _k('p2p-bank')

def FEE(cc, t):
    labels.E(cc, t, None, 'Financial Services', None, None, OMIT, OMIT); _k('control')

def ATM(cc, t, city=None):
    labels.E(cc, t, None, 'Financial Services', None, _city(city), 'atm', False); _k('control')

def SAL(cc, t):
    labels.E(cc, t, None, 'Income', None, None, 'bank_transfer', True, None, 'income'); _k('control')

def TAX(cc, t):
    labels.E(cc, t, None, 'Government & Taxes', None, None, OMIT, OMIT); _k('control')

def OWN(cc, t, typ='expense', ch='bank_transfer'):
    labels.E(cc, t, None, 'Transfers', None, None, ch, OMIT, None, typ); _k('control')

def POS(cc, t, ch='in_store', city=None):
    labels.E(cc, t, None, OMIT, None, _city(city), ch, OMIT); _k('control')

def INC(cc, t):  # interest / dividends received
    labels.E(cc, t, None, 'Income', None, None, OMIT, OMIT, None, 'income'); _k('control')

F, S, T_, TR, H, E_, HW, PC, ED, FS, GT, SV, CG, INCM, TRF = ('Food & Drink', 'Shopping', 'Transportation', 'Travel',
    'Housing & Utilities', 'Entertainment', 'Health & Wellness', 'Personal Care', 'Education', 'Financial Services',
    'Government & Taxes', 'Services', 'Charity & Gifts', 'Income', 'Transfers')
O = OMIT
DD, ON, MA, IS = 'direct_debit', 'online', 'mobile_app', 'in_store'

# ---------------------------------------------------------------- United States
c = 'US'
L(c, 'SQ *SUNRISE DONUTS Bakersfield CA', 'Sunrise Donuts', F, 'Bakersfield', proc='Square')
L(c, 'TST* LA PALAPA TAQUERIA - SAN ANTONIO TX', 'La Palapa Taqueria', F, 'San Antonio', proc='Toast')
L(c, 'POS DEBIT 0412 MIKES AUTO BODY & PAINT ELGIN IL', ["Mike's Auto Body & Paint", 'Mikes Auto Body & Paint', 'Mikes Auto Body'], O, 'Elgin')
L(c, 'PURCHASE AUTHORIZED ON 03/14 HOLLOWAY FAMILY DENTIS SPOKANE WA S384073512345678 CARD 4417', ['Holloway Family Dentistry', 'Holloway Family Dentis'], HW, 'Spokane', ch=O)
L(c, 'CHECKCARD 0622 RIVERBEND HARDWARE LLC STILLWATER MN 24431063173000458812345', 'Riverbend Hardware', S, 'Stillwater')
L(c, 'DEBIT CARD PURCHASE XXXXX7781 GRANDMAS KITCHEN CAFE PORTLAND ME', ["Grandma's Kitchen Cafe", 'Grandmas Kitchen Cafe', "Grandma's Kitchen"], F, 'Portland', ch=O)
L(c, "SQ *KIM'S ALTERATIONS gosq.com NY", ["Kim's Alterations", 'Kims Alterations'], O, None, proc='Square', ch=O)
L(c, 'Point Of Sale Withdrawal 07/08 PETALS & STEMS FLORIST ASHEVILLE NC', ['Petals & Stems Florist', 'Petals & Stems', 'Petals and Stems'], O, 'Asheville')
L(c, 'PAYPAL *BLUERIDGEQUI 4029357733 CA', ['Blue Ridge Quilts', 'Blueridgequi', 'Blue Ridge Qui'], O, None, ch=ON, proc='PayPal')
L(c, 'SP * HOLLOW OAK CANDLE CO 8885551234 OR', ['Hollow Oak Candle Co', 'Hollow Oak Candle Company', 'Hollow Oak Candle'], S, None, ch=ON, proc='Shopify')
L(c, 'EL TACO LOCO #2 FRESNO CA 05/19', ['El Taco Loco'], F, 'Fresno')
L(c, 'PURCHASE 0910 PINE STREET PEDIATRIC DURHAM NC CARD 3381', ['Pine Street Pediatrics', 'Pine Street Pediatric'], HW, 'Durham', ch=O)
L(c, 'SQ *ROLLING PIN BAKESHOP Boise ID 10/02', ['Rolling Pin Bakeshop', 'Rolling Pin Bake Shop'], F, 'Boise', proc='Square')
L(c, 'CLOVER* DUKES BARBER LOUNGE TAMPA FL', ["Duke's Barber Lounge", 'Dukes Barber Lounge'], PC, 'Tampa', proc='Clover')
B(c, 'PURCHASE AUTHORIZED ON 02/11 SAFEWAY #1487 SAN JOSE CA P000000284637201 CARD 9921', 'Safeway', F, 'San Jose', ch=O)
B(c, 'SHELL OIL 57444221908 HOUSTON TX', 'Shell', T_, 'Houston')
B(c, 'NETFLIX.COM NETFLIX.COM CA', 'Netflix', E_, None, ON, rec=True)
B(c, 'AMZN Mktp US*2K4LM83T2 Amzn.com/bill WA', ['Amazon', 'Amazon Marketplace'], S, None, ON)
B(c, 'UBER *TRIP HELP.UBER.COM CA', 'Uber', T_, None, MA)
B(c, 'DOORDASH*CHIPOTLE SAN FRANCISCO CA', ['DoorDash', 'Chipotle', 'Chipotle Mexican Grill'], F, O, ON, proc=O)
B(c, 'TARGET 00012345 AUSTIN TX', 'Target', O, 'Austin')
B(c, 'STARBUCKS STORE 11422 SEATTLE WA', 'Starbucks', F, 'Seattle')
B(c, 'DELTA AIR 0062345678901 DELTA.COM', ['Delta Air Lines', 'Delta'], TR, None, ON)
B(c, 'SPOTIFY USA 877-7781545 NY', 'Spotify', E_, None, ON, rec=True)
B(c, 'COMCAST XFINITY DES:CABLE PMT ID:8529107712 INDN:JORDAN P LEE CO ID:0000123456 WEB', ['Xfinity', 'Comcast', 'Comcast Xfinity'], SV, None, DD, rec=True)
B(c, "MCDONALD'S F12345 COLUMBUS OH", ["McDonald's", 'McDonalds'], F, 'Columbus')
B(c, 'WAL-MART #3309 BENTONVILLE AR', ['Walmart', 'Wal-Mart'], O, 'Bentonville')
B(c, 'GEICO *AUTO 800-841-3000 DC', 'GEICO', FS, None, O, rec=True)
RF(c, 'AMAZON.COM REFUND AMZN.COM/BILL WA 11/04', ['Amazon', 'Amazon.com'])
PP(c, 'ZELLE TO GARCIA MARIA ON 05/02 REF # PP0X7KQ2LD', 'Zelle', 'Garcia Maria')
PP(c, 'Zelle payment from DEREK OKAFOR Conf# h8gk2m1pq', 'Zelle', 'Derek Okafor', 'income')
PP(c, 'VENMO PAYMENT 1023456789 WEB ID: 3264681992', 'Venmo', None)
PP(c, 'CASH APP*JAMAL WRIGHT 8774174551 CA', 'Cash App', 'Jamal Wright')
ATM(c, 'ATM WITHDRAWAL 004512 03/18 1200 MAIN ST DALLAS TX', 'Dallas')
FEE(c, 'MONTHLY MAINTENANCE FEE')
SAL(c, 'ACME LOGISTICS INC DES:PAYROLL ID:XXXXX4471 INDN:LEE JORDAN CO ID:1234567890 PPD')
TAX(c, 'IRS USATAXPYMT 270367512345678')
OWN(c, 'ONLINE TRANSFER TO SAV ...4821 TRANSACTION#: 10234987651')
POS(c, 'POS PURCHASE 0000 TERMINAL 004417 03/22')
INC(c, 'INTEREST PAYMENT')

# ---------------------------------------------------------------- Canada
c = 'CA'
B(c, 'TIM HORTONS #2214 MISSISSAUGA ON', 'Tim Hortons', F, 'Mississauga')
B(c, 'PETRO-CANADA 03451 CALGARY AB', 'Petro-Canada', T_, 'Calgary')
B(c, 'LOBLAWS #1082 TORONTO ON', 'Loblaws', F, 'Toronto')
B(c, 'ROGERS ******4521 PAP', 'Rogers', SV, None, DD, rec=True)
B(c, 'SAQ 23145 MONTREAL QC', ['SAQ', 'Société des alcools du Québec'], F, 'Montreal')
L(c, 'BOULANGERIE LE PETIT FOURN QUEBEC QC', ['Boulangerie Le Petit Fournil', 'Boulangerie Le Petit Fourn', 'Le Petit Fournil'], F, ['Quebec City', 'Québec', 'Quebec'])
L(c, 'SQ *MAPLE LEAF BARBERSHOP Halifax NS', ['Maple Leaf Barbershop', 'Maple Leaf Barber Shop'], PC, 'Halifax', proc='Square')
L(c, 'DEPANNEUR CHEZ GINETTE LAVAL QC', ['Dépanneur Chez Ginette', 'Chez Ginette'], F, 'Laval')
L(c, 'GARAGE J.P. BOUCHARD INC ST-HYACINTHE QC', ['Garage J.P. Bouchard', 'Garage JP Bouchard'], O, ['Saint-Hyacinthe', 'St-Hyacinthe'])
L(c, 'FPOS SUNNYSIDE PHARMACY #1 SASKATOON SK', ['Sunnyside Pharmacy'], HW, 'Saskatoon')
PP(c, 'SEND E-TFR ***Kq7 SOPHIE TREMBLAY', 'Interac e-Transfer', 'Sophie Tremblay')
PP(c, 'E-TRANSFER RECEIVED GURPREET SANDHU CA4xT9bQ', 'Interac e-Transfer', 'Gurpreet Sandhu', 'income')
SAL(c, 'PAYROLL DEP NORTHWIND CONSTRUCTION LTD')
FEE(c, 'MONTHLY ACCOUNT FEE')
ATM(c, 'ABM WITHDRAWAL 2GX1 WINNIPEG MB', 'Winnipeg')

# ---------------------------------------------------------------- Mexico
c = 'MX'
B(c, 'OXXO SUC 4521 GUADALAJARA JAL', 'OXXO', F, 'Guadalajara')
B(c, 'FARMACIAS GUADALAJARA 0123 ZAPOPAN', 'Farmacias Guadalajara', HW, 'Zapopan')
B(c, 'PAGO TELMEX SERV DOMICILIADO 0123456789', 'Telmex', SV, None, DD, rec=True)
B(c, 'WALMART EXPRESS SUC 2231 CDMX', ['Walmart Express', 'Walmart'], F, ['Mexico City', 'Ciudad de México', 'CDMX'])
B(c, 'DIDI RIDES MX *VIAJE', ['DiDi', 'DiDi Rides'], T_, None, MA)
L(c, 'MERPAGO*TACOSELGUERO', ['Tacos El Güero', 'Tacoselguero'], F, None, ch=O, proc='Mercado Pago')
L(c, 'CLIP MX*FERRETERIA LA ESPERANZA', ['Ferretería La Esperanza'], S, None, ch=O, proc='Clip')
L(c, 'TORTILLERIA DONA LUPE PUEBLA PUE', ['Tortillería Doña Lupe', 'Tortilleria Dona Lupe'], F, 'Puebla')
L(c, 'CONSULTORIO DENTAL SONRISA M 02/09 MERIDA YUC', ['Consultorio Dental Sonrisa', 'Consultorio Dental Sonrisa M'], HW, ['Mérida', 'Merida'])
PP(c, 'SPEI ENVIADO BBVA / JUAN CARLOS HERNANDEZ LOPEZ / REF 0045128', 'SPEI', 'Juan Carlos Hernandez Lopez')
ATM(c, 'RETIRO CAJERO AUTOMATICO BANORTE 0612 MONTERREY NL', 'Monterrey')
FEE(c, 'COMISION POR ANUALIDAD TARJETA')
SAL(c, 'DEPOSITO DE NOMINA 0001234 GRUPO INDUSTRIAL DEL NORTE')

# ---------------------------------------------------------------- Brazil
c = 'BR'
PP(c, 'Transferência enviada pelo Pix - ANA PAULA DE SOUZA - •••.123.456-•• - NU PAGAMENTOS', 'Pix', 'Ana Paula de Souza')
PP(c, 'PIX RECEBIDO 12/03 RAFAEL OLIVEIRA SANTOS', 'Pix', 'Rafael Oliveira Santos', 'income')
L(c, 'PAG*PADARIAPAODOURO', ['Padaria Pão de Ouro', 'Padariapaodouro', 'Pão de Ouro'], F, None, ch=O, proc='PagSeguro')
L(c, 'MP *ACAIDONORTE', ['Açaí do Norte', 'Acaidonorte'], F, None, ch=O, proc='Mercado Pago')
L(c, 'MECANICA DO ZE LTDA BELO HORIZONT BR', ['Mecânica do Zé', 'Mecanica do Ze'], O, 'Belo Horizonte')
L(c, 'COMPRA CARTAO - COMPRA no estabelecimento CASA DE RACOES BICHO F', ['Casa de Rações Bicho Feliz', 'Casa de Racoes Bicho F'], S, None)
L(c, 'PIX QRS SORVETERIA GELAT 14/05', ['Sorveteria Gelato', 'Sorveteria Gelat'], F, None, ch=MA, proc=O)
B(c, 'IFD*IFOOD.COM AGENCIA DE RESTAURANTES ONLINE SAO PAULO', 'iFood', F, O, ON)
B(c, 'UBER* TRIP', 'Uber', T_, None, MA)
B(c, 'DROGASIL 1234 SAO PAULO BR', 'Drogasil', HW, 'São Paulo')
B(c, 'POSTO IPIRANGA JD CAMPINAS', ['Ipiranga', 'Posto Ipiranga'], T_, O)
B(c, 'PAO DE ACUCAR-1125 RIO DE JANEIRO', ['Pão de Açúcar'], F, 'Rio de Janeiro')
B(c, 'Netflix.com', 'Netflix', E_, None, ON, rec=True)
ATM(c, 'SAQUE 24H BANCO24HORAS CURITIBA', 'Curitiba')
FEE(c, 'TARIFA PACOTE DE SERVICOS')
SAL(c, 'CRED SALARIO 05 METALURGICA VALE DO SOL')

# ---------------------------------------------------------------- Argentina / Chile / Colombia / Peru / Uruguay
c = 'AR'
L(c, 'MERPAGO*KIOSCOLAESQUINA', ['Kiosco La Esquina', 'Kioscolaesquina'], F, None, ch=O, proc='Mercado Pago')
L(c, 'COMPRA DEBITO PANADERIA LA MEDIALUNA DE ORO', ['Panadería La Medialuna de Oro', 'La Medialuna de Oro'], F, None)
B(c, 'YPF 2345 ROSARIO', 'YPF', T_, 'Rosario')
B(c, 'DEB. AUT. MOVISTAR 001234567', 'Movistar', SV, None, DD, rec=True)
TB(c, 'TRANSFERENCIA A GONZALEZ MARTIN CBU 0170...8812')
TAX(c, 'PERCEPCION AFIP RG 4815 DOLAR TARJETA')
c = 'CL'
B(c, 'COMPRA NAC LIDER EXPRESS SANTIAGO', ['Líder Express', 'Lider', 'Líder'], F, 'Santiago')
B(c, 'COPEC 123 VALPARAISO', 'Copec', T_, 'Valparaíso')
L(c, 'GETNET*PELUQUERIA ANITA', ['Peluquería Anita'], PC, None, ch=O, proc='Getnet')
L(c, 'COMPRA NAC FUENTE DE SODA EL ROBLE TEMUCO', ['Fuente de Soda El Roble', 'El Roble'], F, 'Temuco')
TB(c, 'TRANSF. A JAVIERA MUNOZ ROJAS')
c = 'CO'
B(c, 'COMPRA EN D1 SAS BOGOTA', ['D1', 'Tiendas D1'], F, ['Bogotá', 'Bogota'])
L(c, 'COMPRA EN DROGUERIA SAN JORGE MEDELLIN', ['Droguería San Jorge'], HW, 'Medellín')
L(c, 'COMPRA EN PANADERIA Y CAFETERIA LOS ALPES CALI', ['Panadería y Cafetería Los Alpes', 'Los Alpes'], F, 'Cali')
PP(c, 'ENVIO NEQUI A LAURA VALENTINA RIOS', 'Nequi', 'Laura Valentina Rios')
FEE(c, 'CUOTA DE MANEJO TARJETA DEBITO')
c = 'PE'
PP(c, 'YAPE A ROSA QUISPE MAMANI', 'Yape', 'Rosa Quispe Mamani')
PP(c, 'PLIN - CARLOS HUAMAN', 'Plin', 'Carlos Huaman')
L(c, 'COMPRA POS 123456 POLLERIA EL DORADO LIMA PE', ['Pollería El Dorado', 'Polleria El Dorado'], F, 'Lima')
B(c, 'TAMBO+ 045 MIRAFLORES', ['Tambo', 'Tambo+'], F, O)
ATM(c, 'RETIRO ATM GLOBALNET AREQUIPA', 'Arequipa')
c = 'UY'
B(c, 'COMPRA TATA 123 MONTEVIDEO', 'Tata', F, 'Montevideo')
L(c, 'COMPRA POS CARNICERIA EL GAUCHO PAYSANDU', ['Carnicería El Gaucho'], F, 'Paysandú')

# ---------------------------------------------------------------- United Kingdom / Ireland
c = 'GB'
B(c, 'TESCO STORES 3412 LONDON GB', ['Tesco', 'Tesco Stores'], F, 'London')
B(c, "SAINSBURYS S/MKTS BRISTOL", ["Sainsbury's", 'Sainsburys'], F, 'Bristol')
B(c, 'GREGGS PLC 1234 MANCHESTER', 'Greggs', F, 'Manchester')
B(c, 'PRET A MANGER 0213 LONDON EC2', 'Pret A Manger', F, 'London')
B(c, 'DD THAMES WATER', 'Thames Water', H, None, DD, rec=True)
B(c, 'DIRECT DEBIT PAYMENT TO OCTOPUS ENERGY REF A-3F91C2D7', 'Octopus Energy', H, None, DD, rec=True)
B(c, 'TFL TRAVEL CH TFL.GOV.UK/CP', ['Transport for London', 'TfL'], T_, None, O)
B(c, 'DELIVEROO 14 MAR LONDON', 'Deliveroo', F, O, ON)
B(c, 'CARD PAYMENT TO COSTA COFFEE ON 14-03-2024', 'Costa Coffee', F, None)
B(c, 'TRAINLINE.COM LONDON', 'Trainline', T_, O, ON)
B(c, 'EE LIMITED DD', 'EE', SV, None, DD, rec=True)
L(c, 'SUMUP *THE COSY CUP CAFE Whitby', ['The Cosy Cup Cafe', 'Cosy Cup Cafe'], F, 'Whitby', proc='SumUp')
L(c, 'ZETTLE_*HAYLEYS HANDMADE', ["Hayley's Handmade", 'Hayleys Handmade'], S, None, ch=O, proc='Zettle')
L(c, 'IZ *CRAFTY FOX FLORIST NORWICH', ['Crafty Fox Florist', 'Crafty Fox'], O, 'Norwich', proc='Zettle')
L(c, 'BARNSLEY BUILDING SUPP BARNSLEY', ['Barnsley Building Supplies', 'Barnsley Building Supp'], S, 'Barnsley')
L(c, 'A & J DENTAL CARE LTD CARDIFF GBR', ['A & J Dental Care', 'A&J Dental Care', 'A and J Dental Care'], HW, 'Cardiff')
L(c, 'THE RED LION INN 12MAR HUNGERFORD', ['The Red Lion Inn', 'Red Lion Inn'], F, 'Hungerford')
L(c, 'SQ *BRICK LANE BAGEL BAKE London', ['Brick Lane Bagel Bake', 'Brick Lane Bagel Bakery'], F, 'London', proc='Square')
L(c, 'CARD PAYMENT TO PATELS NEWS & WINE ON 02-05-2024', ["Patel's News & Wine", 'Patels News & Wine', 'Patels News and Wine'], F, None)
PP(c, 'FASTER PAYMENT TO J SMITH REF BIRTHDAY', 'Faster Payments', 'J Smith')
TB(c, 'SO MR D PATEL REF FLAT 2 RENT', rec=True, cat=O)
PP(c, 'PAYPAL PAYMENT TO LUCY HARGREAVES', 'PayPal', 'Lucy Hargreaves')
ATM(c, 'CASH NOTEMACHINE 14MAR LEEDS', 'Leeds')
FEE(c, 'NON-STERLING TRANSACTION FEE')
TAX(c, 'HMRC SELF ASSESSMENT REF 1234567890K')
TAX(c, 'DVLA-AB12CDE')
SAL(c, 'BGC WESTFIELD HOUSING ASSOC SALARY')
RF(c, 'ASOS.COM REFUND', 'ASOS')
c = 'IE'
B(c, 'POS14MAR DUNNES STORES CORK', 'Dunnes Stores', F, 'Cork')
B(c, 'POS 02/04 CIRCLE K GALWAY', 'Circle K', T_, 'Galway')
B(c, 'D/D ELECTRIC IRELAND', 'Electric Ireland', H, None, DD, rec=True)
L(c, 'VDP-MURPHYS BUTCHERS KILKENNY', ["Murphy's Butchers", 'Murphys Butchers'], F, 'Kilkenny')
L(c, 'POS03MAY OCONNOR PHARMACY ENNIS', ["O'Connor Pharmacy", 'OConnor Pharmacy', 'Oconnor Pharmacy'], HW, 'Ennis')
PP(c, 'REVOLUT*SIOBHAN KELLY', 'Revolut', 'Siobhan Kelly')
FEE(c, 'QUARTERLY FEES')

# ---------------------------------------------------------------- France
c = 'FR'
B(c, 'CB CARREFOUR MARKET 12/03 PARIS', ['Carrefour Market', 'Carrefour'], F, 'Paris')
B(c, 'PRLV SEPA FREE MOBILE', ['Free Mobile', 'Free'], SV, None, DD, rec=True)
B(c, 'PRLV SEPA EDF clients particuliers ECH/150324', ['EDF'], H, None, DD, rec=True)
B(c, 'CB SNCF INTERNET 05/04', ['SNCF', 'SNCF Connect'], T_, None, ON)
B(c, 'CARTE X4512 18/03 TOTALENERGIES LYON', ['TotalEnergies', 'Total'], T_, 'Lyon')
B(c, 'CB LECLERC 0304 RENNES', ['E.Leclerc', 'Leclerc'], F, 'Rennes')
B(c, 'CB BOULANGER 22/02 LILLE', 'Boulanger', S, 'Lille')
L(c, 'CB BOULANGERIE DU MARCHE 12/03 ANNECY', ['Boulangerie du Marché'], F, 'Annecy')
L(c, 'CARTE X8821 02/05 PHARMACIE DES TILLEULS NANTES', ['Pharmacie des Tilleuls'], HW, 'Nantes')
L(c, 'CB GARAGE MOREAU ET FIL 11/01 CHOLET', ['Garage Moreau et Fils', 'Garage Moreau et Fil', 'Garage Moreau'], O, 'Cholet')
L(c, 'CB SUMUP *CAVE A VINS L 14/06 BORDEAUX', ['Cave à Vins L', 'Cave a Vins L'], F, 'Bordeaux', proc='SumUp')
L(c, 'CB LA CREMERIE DE MARIE 08/07 DIJON', ['La Crémerie de Marie'], F, 'Dijon')
L(c, 'CB CABINET DENTAIRE DR L 15/09 TOURS', ['Cabinet Dentaire Dr L'], HW, 'Tours')
L(c, 'CB STRIPE *ATELIER CERAM 03/10', ['Atelier Ceram', 'Atelier Céramique'], S, None, ch=ON, proc='Stripe')
L(c, 'CB LYDIA *RESTO LE PTIT ZINC', ["Le P'tit Zinc", 'Le Ptit Zinc', 'Resto Le Ptit Zinc'], F, None, ch=O, proc='Lydia')
TB(c, 'VIR INST A M. THOMAS DUBOIS REF: remboursement resto')
PP(c, 'PAYLIB DE CAMILLE BERNARD', 'Paylib', 'Camille Bernard', 'income')
PP(c, 'VIR LYDIA SAS CHLOE MARTIN', 'Lydia', 'Chloe Martin')
ATM(c, 'RETRAIT DAB 12/03 STRASBOURG', 'Strasbourg')
FEE(c, 'COTISATION CARTE VISA PREMIER')
FEE(c, 'FRAIS TENUE DE COMPTE')
TAX(c, 'PRLV SEPA DGFIP IMPOT PAS 0123456789')
SAL(c, 'VIR SEPA SALAIRE MARS SAS ATELIERS DU RHONE')
OWN(c, 'VIR VERS LIVRET A 0012345')
RF(c, 'AVOIR CB DECATHLON 15/03 MARSEILLE', 'Decathlon', city='Marseille')

# ---------------------------------------------------------------- Germany / Austria / Switzerland
c = 'DE'
B(c, 'REWE Markt GmbH//Koeln/DE 2024-03-12T18:22:11 Folgenr. 002 Verfalld. 2026-12', ['REWE', 'REWE Markt'], F, ['Cologne', 'Köln', 'Koeln'])
B(c, 'EDEKA CENTER 4711//Muenchen/DE', ['EDEKA', 'Edeka Center'], F, ['Munich', 'München', 'Muenchen'])
B(c, 'DM-DROGERIE MARKT//Stuttgart/DE', ['dm-drogerie markt', 'dm'], O, 'Stuttgart')
B(c, 'ARAL STATION 2345//Hamburg/DE', 'Aral', T_, 'Hamburg')
B(c, 'Lastschrift Telekom Deutschland GmbH Festnetz Kd-Nr 123456789', ['Telekom', 'Deutsche Telekom', 'Telekom Deutschland'], SV, None, DD, rec=True)
B(c, 'Vodafone GmbH Kundenkonto 1122334455 Rg 03/2024', 'Vodafone', SV, None, DD, rec=True)
B(c, 'LIDL SAGT DANKE//Berlin/DE', 'Lidl', F, 'Berlin')
B(c, 'DB Vertrieb GmbH Fahrkarte 2024 Online', ['Deutsche Bahn', 'DB'], T_, None, ON)
B(c, 'AMAZON PAYMENTS EUROPE S.C.A. 302-1234567-1234567 Amazon.de', ['Amazon', 'Amazon.de'], S, None, ON)
L(c, 'BAECKEREI MUELLER FIL. 3//Wuppertal/DE', ['Bäckerei Müller', 'Baeckerei Mueller'], F, 'Wuppertal')
L(c, 'SumUp *Eiscafe Venezia//Freiburg/DE', ['Eiscafé Venezia', 'Eiscafe Venezia'], F, 'Freiburg', proc='SumUp')
L(c, 'Kfz-Werkstatt Schroeder GmbH Rechnung 2024-118', ['Kfz-Werkstatt Schröder', 'Kfz-Werkstatt Schroeder', 'Werkstatt Schröder'], O, None, ch='bank_transfer')
L(c, 'ZAHNARZTPRAXIS DR.KELLER//Leipzig/DE', ['Zahnarztpraxis Dr. Keller', 'Zahnarztpraxis Dr Keller'], HW, 'Leipzig')
L(c, 'Metzgerei Hofmann//Bamberg/DE 2024-04-02T09:11:45', ['Metzgerei Hofmann'], F, 'Bamberg')
L(c, 'GIROCARD FRISEURSALON HAARMONI KASSEL', ['Friseursalon Haarmonie', 'Friseursalon Haarmoni', 'Haarmonie'], PC, 'Kassel', proc=None)
L(c, 'PAYPAL *KRAEUTERHOF', ['Kräuterhof', 'Kraeuterhof'], O, None, ch=ON, proc='PayPal')
PP(c, 'PayPal Europe S.a.r.l. et Cie S.C.A Zahlung an Jonas Becker', 'PayPal', 'Jonas Becker')
TB(c, 'SEPA-Ueberweisung an Lena Schmidt Verwendungszweck Miete April', cat=O)
TB(c, 'Echtzeitueberweisung Max Wagner Konzertkarten', cat=TRF)
ATM(c, 'GA NR00012345 BLZ70020270 0 12.03/14.22UHR DUESSELDORF', ['Düsseldorf', 'Duesseldorf'])
FEE(c, 'Entgelt Kontofuehrung 03/2024')
TAX(c, 'Finanzamt Muenchen Steuernummer 143/123/45678 ESt 2023')
SAL(c, 'LOHN/GEHALT 03/24 Mueller Logistik GmbH')
INC(c, 'Zinsgutschrift Tagesgeld')
RF(c, 'Gutschrift ZALANDO SE Retoure', 'Zalando')
c = 'AT'
B(c, 'BILLA DANKT 4212 WIEN', 'BILLA', F, ['Vienna', 'Wien'])
B(c, 'POS 12.03. 14:22 SPAR 5532 K1 GRAZ', ['SPAR', 'Spar'], F, 'Graz')
B(c, 'OEBB PERSONENVERKEHR AG TICKETSHOP', ['ÖBB', 'OEBB', 'Österreichische Bundesbahnen'], T_, None, ON)
L(c, 'POS 02.05. 08:10 KONDITOREI ZAUNER O K2 INNSBRUCK', ['Konditorei Zauner', 'Konditorei Zauner O'], F, 'Innsbruck')
L(c, 'GASTHAUS ZUM GOLDENEN HIRSCHEN SALZBURG', ['Gasthaus zum Goldenen Hirschen', 'Zum Goldenen Hirschen'], F, 'Salzburg')
ATM(c, 'BANKOMAT 12.03. 18:01 ATM 1234 LINZ', 'Linz')
c = 'CH'
B(c, 'Einkauf MIGROS M Bern 12.03.2024 Kartennummer XXXX1234', 'Migros', F, 'Bern')
B(c, 'COOP-4512 ZUERICH HB', 'Coop', F, ['Zurich', 'Zürich', 'Zuerich'])
B(c, 'SBB MOBILE TICKET', ['SBB', 'SBB CFF FFS'], T_, None, MA)
L(c, 'TWINT *BAECKEREI STEINER', ['Bäckerei Steiner', 'Baeckerei Steiner'], F, None, ch=MA, proc='TWINT')
L(c, 'SUMUP *VELO FLURI THUN', ['Velo Fluri'], S, 'Thun', proc='SumUp')
L(c, 'Kauf/Dienstleistung 14.03. Coiffure Elegance Lausanne', ['Coiffure Elégance', 'Coiffure Elegance'], PC, 'Lausanne')
PP(c, 'TWINT Geld gesendet an Nina Brunner +41791234567', 'TWINT', 'Nina Brunner')
FEE(c, 'Preis fuer Kontofuehrung')
TAX(c, 'Steuerverwaltung Kanton Zuerich Rate 3')

# ---------------------------------------------------------------- Benelux
c = 'NL'
B(c, 'BEA, Apple Pay ALBERT HEIJN 1234,PAS123 NR:CT512345, 12.03.24/18:22 AMSTERDAM', ['Albert Heijn', 'AH'], F, 'Amsterdam', proc=O)
B(c, 'BEA NR:XX1234 12.03.24/09.15 NS GRONINGEN', ['NS', 'Nederlandse Spoorwegen'], T_, 'Groningen')
B(c, 'SEPA Incasso algemeen doorlopend Incassant: NL12ZZZ301234560000 Naam: VATTENFALL KLANTENSERVICE N.V.', 'Vattenfall', H, None, DD, rec=True)
B(c, 'Jumbo Utrecht Centrum', ['Jumbo'], F, 'Utrecht')
B(c, 'Adyen - Thuisbezorgd.nl', ['Thuisbezorgd.nl', 'Thuisbezorgd'], F, None, ON, proc='Adyen')
L(c, 'Stichting Mollie Payments 0030012345678901 M123456789 Bakkerij de Korenschoof', ['Bakkerij de Korenschoof', 'De Korenschoof'], F, None, ch=ON, proc='Mollie')
L(c, 'CCV*Slagerij van Dijk Zwolle', ['Slagerij van Dijk'], F, 'Zwolle', proc='CCV')
L(c, 'BEA NR:XX5521 03.05.24/14.02 Fietsenmaker De Spaak, Haarlem', ['Fietsenmaker De Spaak', 'De Spaak'], S, 'Haarlem')
L(c, 'SumUp *Koffiebar Het Bonte Paard', ['Koffiebar Het Bonte Paard', 'Het Bonte Paard'], F, None, ch=O, proc='SumUp')
L(c, 'Tandartspraktijk Zuid B.V. Factuur 2024-0412', ['Tandartspraktijk Zuid'], HW, None, ch='bank_transfer')
PP(c, 'Tikkie ID 000012345678, Pizza avond, Van Sanne de Vries', 'Tikkie', 'Sanne de Vries', 'income')
TB(c, 'SEPA Overboeking IBAN: NL91ABNA0417164300 Naam: J.P. Bakker Omschrijving: Voorschot vakantie')
FEE(c, 'Kosten OranjePakket')
TAX(c, 'Belastingdienst Aanslagnummer 1234.56.789.H.46')
SAL(c, 'SEPA Overboeking Naam: Gemeente Eindhoven Omschrijving: Salaris maart 2024')
c = 'BE'
B(c, 'BETALING MET DEBETKAART NUMMER 4871 04XX XXXX 1234 DELHAIZE GENT 12/03', 'Delhaize', F, ['Ghent', 'Gent'])
B(c, 'PAIEMENT MAESTRO 12/03 COLRUYT LIEGE', 'Colruyt', F, ['Liège', 'Liege'])
B(c, 'DOMICILIERING PROXIMUS REF. 123456789', 'Proximus', SV, None, DD, rec=True)
L(c, 'PAYCONIQ FRITUUR T PLEINTJE', ["Frituur 't Pleintje", 'Frituur t Pleintje', "'t Pleintje"], F, None, ch=MA, proc='Payconiq')
L(c, 'BETALING BANCONTACT BAKKERIJ VERMEULEN BRUGGE', ['Bakkerij Vermeulen'], F, ['Bruges', 'Brugge'])
L(c, 'PAIEMENT BANCONTACT BOUCHERIE DUPONT NAMUR 05/04', ['Boucherie Dupont'], F, 'Namur')
TB(c, 'OVERSCHRIJVING NAAR BE68 5390 0754 7034 PIETERS KOEN MEDEDELING: verjaardag')
c = 'LU'
B(c, 'ACHAT CACTUS BERELDANGE 12/03', 'Cactus', F, 'Bereldange')
L(c, 'ACHAT BOULANGERIE SCHUMACHER ESCH/ALZETTE', ['Boulangerie Schumacher'], F, ['Esch-sur-Alzette', 'Esch/Alzette'])
PP(c, 'DIGICASH PAYCONIQ PAIEMENT A LAURENT WEBER', 'Payconiq', 'Laurent Weber')

# ---------------------------------------------------------------- Spain / Portugal / Italy / Malta
c = 'ES'
B(c, 'COMPRA TARJ. 5540XXXXXXXX1234 MERCADONA VALENCIA 12/03', 'Mercadona', F, 'Valencia')
B(c, 'PAGO MOVIL EN REPSOL E.S. 4412 ZARAGOZA', 'Repsol', T_, 'Zaragoza', ch=IS)
B(c, 'RECIBO IBERDROLA CLIENTES SAU N.FACT 21345678', ['Iberdrola'], H, None, DD, rec=True)
B(c, 'RECIBO MOVISTAR TELEFONICA DE ESPANA', ['Movistar', 'Telefónica'], SV, None, DD, rec=True)
B(c, 'COMPRA EL CORTE INGLES MADRID', ['El Corte Inglés'], S, 'Madrid')
B(c, 'COMPRA WEB RENFE VIAJEROS', ['Renfe'], T_, None, ON)
B(c, 'COMPRA CABIFY MADRID', 'Cabify', T_, 'Madrid', ch=MA)
L(c, 'COMPRA TARJ. FORN DE PA CAN PUJOL BARCELONA', ['Forn de Pa Can Pujol', 'Can Pujol'], F, 'Barcelona')
L(c, 'COMPRA FERRETERIA HNOS GARCIA SL MURCIA', ['Ferretería Hermanos García', 'Ferreteria Hnos Garcia'], S, 'Murcia')
L(c, 'COMPRA BAR LA PARRA DE PEPE SEVILLA', ['Bar La Parra de Pepe', 'La Parra de Pepe'], F, ['Seville', 'Sevilla'])
L(c, 'COMPRA SUMUP *PELUQUERIA MARISA', ['Peluquería Marisa'], PC, None, ch=O, proc='SumUp')
L(c, 'COMPRA CLINICA DENTAL SONRIE VIGO', ['Clínica Dental Sonríe', 'Clinica Dental Sonrie'], HW, 'Vigo')
L(c, 'COMPRA TALLERES MECANICOS ARRI BILBAO', ['Talleres Mecánicos Arri', 'Talleres Mecanicos Arri'], O, 'Bilbao')
PP(c, 'BIZUM ENVIADO A LUCIA FERNANDEZ CONCEPTO cena', 'Bizum', 'Lucia Fernandez')
PP(c, 'Bizum recibido de JAVIER MORENO RUIZ', 'Bizum', 'Javier Moreno Ruiz', 'income')
TB(c, 'TRANSFERENCIA A FAVOR DE ALBA SANCHEZ GIL CONCEPTO alquiler', cat=O)
ATM(c, 'REINTEGRO CAJERO 12/03 MALAGA', ['Málaga', 'Malaga'])
FEE(c, 'COMISION MANTENIMIENTO')
TAX(c, 'PAGO IMPUESTOS AEAT MODELO 130')
SAL(c, 'NOMINA RECIBIDA CONSTRUCCIONES LEVANTE SL')
c = 'PT'
B(c, 'COMPRA 1234 CONTINENTE LISBOA', 'Continente', F, ['Lisbon', 'Lisboa'])
B(c, 'COMPRA 4521 PINGO DOCE PORTO', 'Pingo Doce', F, ['Porto', 'Oporto'])
B(c, 'DD MEO SERVICOS COMUNICACOES', ['MEO'], SV, None, DD, rec=True)
B(c, 'COMPRA 9987 GALP MAIA', 'Galp', T_, 'Maia')
L(c, 'COMPRA 1234 PASTELARIA DOCE AVEIRO AVEIRO', ['Pastelaria Doce Aveiro'], F, 'Aveiro')
L(c, 'COMPRA 5521 TASCA DO ZE BRAGA', ['Tasca do Zé', 'Tasca do Ze'], F, 'Braga')
L(c, 'PAG SERV ENT 21234 OFICINA AUTO SILVA LDA', ['Oficina Auto Silva'], O, None, ch=O)
PP(c, 'MB WAY P/ JOAO PEDRO COSTA', 'MB WAY', 'Joao Pedro Costa')
ATM(c, 'LEVANTAMENTO MB 12/03 COIMBRA', 'Coimbra')
TAX(c, 'PAG ESTADO AUTORIDADE TRIBUTARIA IUC')
c = 'IT'
B(c, 'PAGAMENTO POS 12/03/2024 ESSELUNGA MILANO CARTA 1234', 'Esselunga', F, ['Milan', 'Milano'])
B(c, 'PAGAMENTO POS CONAD SUPERSTORE BOLOGNA', ['Conad'], F, 'Bologna')
B(c, 'ADDEBITO SDD ENEL ENERGIA SPA', ['Enel Energia', 'Enel'], H, None, DD, rec=True)
B(c, 'ADDEBITO SDD TIM SPA FATTURA', ['TIM'], SV, None, DD, rec=True)
B(c, 'PAGAMENTO POS TRENITALIA ROMA TERMINI', 'Trenitalia', T_, ['Rome', 'Roma'])
B(c, 'PAGAMENTO POS ENI STATION FIRENZE', ['Eni', 'Enilive'], T_, ['Florence', 'Firenze'])
L(c, 'PAGAMENTO POS PANIFICIO F.LLI ROSSI TORINO', ['Panificio Fratelli Rossi', 'Panificio F.lli Rossi', 'Panificio Flli Rossi'], F, ['Turin', 'Torino'])
L(c, 'PAGAMENTO POS TRATTORIA DA GIGI NAPOLI', ['Trattoria da Gigi', 'Da Gigi'], F, ['Naples', 'Napoli'])
L(c, 'PAGAMENTO POS FERRAMENTA BIANCHI SNC VERONA', ['Ferramenta Bianchi'], S, 'Verona')
L(c, 'PAGAMENTO POS FARMACIA SAN MARCO PADOVA', ['Farmacia San Marco'], HW, ['Padua', 'Padova'])
L(c, 'SATISPAY*GELATERIA DEL CORSO', ['Gelateria del Corso'], F, None, ch=MA, proc='Satispay')
L(c, 'PAGAMENTO POS STUDIO DENTISTICO DR. COLOMBO BERGAMO', ['Studio Dentistico Dr. Colombo', 'Studio Dentistico Dr Colombo'], HW, 'Bergamo')
L(c, 'NEXI*SARTORIA ESPOSITO', ['Sartoria Esposito'], O, None, ch=O, proc='Nexi')
PP(c, 'SATISPAY A GIULIA RICCI', 'Satispay', 'Giulia Ricci')
TB(c, 'BONIFICO ISTANTANEO A FAVORE DI MARCO CONTI CAUSALE regalo', cat=TRF)
ATM(c, 'PRELIEVO BANCOMAT 12/03 GENOVA', ['Genoa', 'Genova'])
FEE(c, 'CANONE MENSILE CONTO')
TAX(c, 'PAGAMENTO F24 AGENZIA ENTRATE')
TAX(c, 'PAGAMENTO PAGOPA MULTA COMUNE DI BARI')
SAL(c, 'ACCREDITO STIPENDIO MARZO 2024 ALFA COSTRUZIONI SRL')
c = 'MT'
B(c, 'POS PURCHASE LIDL MALTA QORMI', ['Lidl'], F, 'Qormi')
L(c, 'POS PURCHASE PASTIZZERIA IL-QUCCIJA RABAT', ['Pastizzeria il-Quccija', 'Il-Quccija'], F, 'Rabat')

# ---------------------------------------------------------------- Greece / Cyprus
c = 'GR'
B(c, 'ΑΓΟΡΑ ΣΚΛΑΒΕΝΙΤΗΣ 0123 ΑΘΗΝΑ', ['Σκλαβενίτης', 'Sklavenitis'], F, ['Athens', 'Αθήνα'])
B(c, 'AB VASSILOPOULOS 231 THESSALONIKI', ['AB Vassilopoulos', 'ΑΒ Βασιλόπουλος', 'AB'], F, ['Thessaloniki', 'Θεσσαλονίκη'])
B(c, 'ΠΑΓΙΑ ΕΝΤΟΛΗ COSMOTE 6912345678', ['Cosmote', 'COSMOTE'], SV, None, DD, rec=True)
B(c, 'ΔΕΗ ΛΟΓΑΡΙΑΣΜΟΣ ΠΑΓΙΑ', ['ΔΕΗ', 'DEI', 'PPC'], H, None, DD, rec=True)
B(c, 'AEGEAN AIRLINES WWW.AEGEANAIR.COM', ['Aegean Airlines', 'Aegean'], TR, None, ON)
L(c, 'ΑΓΟΡΑ ΦΟΥΡΝΟΣ ΠΑΠΑΔΟΠΟΥΛΟΣ ΠΑΤΡΑ', ['Φούρνος Παπαδόπουλος', 'Fournos Papadopoulos'], F, ['Patras', 'Πάτρα'])
L(c, 'VIVA*ΚΑΦΕ ΤΟ ΣΤΕΚΙ', ['Καφέ Το Στέκι', 'Το Στέκι'], F, None, ch=O, proc='Viva Wallet')
L(c, 'POS TAVERNA O MITSOS NAFPLIO', ['Taverna O Mitsos', 'Ταβέρνα Ο Μήτσος'], F, ['Nafplio', 'Ναύπλιο'])
L(c, 'ΑΓΟΡΑ ΦΑΡΜΑΚΕΙΟ ΚΩΝΣΤΑΝΤΙΝΙΔΗ ΛΑΡΙΣΑ', ['Φαρμακείο Κωνσταντινίδη'], HW, ['Larissa', 'Λάρισα'])
L(c, 'ΑΓΟΡΑ ΣΙΔΗΡΙΚΑ ΜΑΝΩΛΑΚΗΣ ΗΡΑΚΛΕΙΟ', ['Σιδηρικά Μανωλάκης'], S, ['Heraklion', 'Ηράκλειο'])
PP(c, 'IRIS ΠΡΟΣ ΓΕΩΡΓΙΟΣ ΝΙΚΟΛΑΟΥ', 'IRIS', 'Γεώργιος Νικολάου')
ATM(c, 'ΑΝΑΛΗΨΗ ΑΤΜ ΠΕΙΡΑΙΑΣ', ['Piraeus', 'Πειραιάς'])
FEE(c, 'ΠΡΟΜΗΘΕΙΑ ΤΗΡΗΣΗΣ ΛΟΓΑΡΙΑΣΜΟΥ')
TAX(c, 'ΠΛΗΡΩΜΗ ΑΑΔΕ ΕΝΦΙΑ ΔΟΣΗ 3')
SAL(c, 'ΜΙΣΘΟΔΟΣΙΑ ΜΑΡΤΙΟΥ ΑΦΟΙ ΔΗΜΗΤΡΙΟΥ ΑΕ')
c = 'CY'
B(c, 'ALPHAMEGA HYPERMARKET LIMASSOL', 'Alphamega', F, ['Limassol', 'Λεμεσός'])
L(c, 'JCC*KAFENEIO TOU XRISTOFI', ['Kafeneio tou Xristofi', 'Kafeneio tou Christofi'], F, None, ch=O, proc='JCC')
L(c, 'ΑΓΟΡΑ ΑΡΤΟΠΟΙΕΙΟ Ο ΑΓΙΟΣ ΓΕΩΡΓΙΟΣ ΛΑΡΝΑΚΑ', ['Αρτοποιείο Ο Άγιος Γεώργιος', 'Ο Άγιος Γεώργιος'], F, ['Larnaca', 'Λάρνακα'])

# ---------------------------------------------------------------- Nordics
c = 'SE'
B(c, 'ICA KVANTUM SOLNA', ['ICA Kvantum', 'ICA'], F, 'Solna')
B(c, 'K*SYSTEMBOLAGET 0123', ['Systembolaget'], F, None, proc=O)
B(c, 'SL ACCESS STOCKHOLM', ['SL', 'Storstockholms Lokaltrafik'], T_, 'Stockholm', ch=O)
B(c, 'Autogiro TELIA SVERIGE', ['Telia'], SV, None, DD, rec=True)
B(c, 'CIRCLE K GOTEBORG', 'Circle K', T_, ['Gothenburg', 'Göteborg', 'Goteborg'])
L(c, 'KONDITORI SOLROSEN UMEA', ['Konditori Solrosen'], F, ['Umeå', 'Umea'])
L(c, 'ZETTLE_*LOPPIS HOS BRITT', ['Loppis hos Britt'], S, None, ch=O, proc='Zettle')
L(c, 'BILVERKSTAD NILSSONS AB VAXJO', ['Bilverkstad Nilssons', 'Nilssons Bilverkstad'], O, ['Växjö', 'Vaxjo'])
L(c, 'TANDLAKARNA I LUND AB LUND', ['Tandläkarna i Lund', 'Tandlakarna i Lund'], HW, 'Lund')
PP(c, 'Swish betalning ELIN ANDERSSON', 'Swish', 'Elin Andersson')
PP(c, 'Swish inbetalning OSKAR LINDQVIST', 'Swish', 'Oskar Lindqvist', 'income')
FEE(c, 'ARSAVGIFT KORT')
TAX(c, 'SKATTEVERKET SKATTEKONTO')
SAL(c, 'LON 2403 BYGG & MONTAGE I NORR AB')
c = 'NO'
B(c, '12.03 REMA 1000 BERGEN', 'REMA 1000', F, 'Bergen')
B(c, 'Varekjøp KIWI 412 TRONDHEIM dato 12.03', 'KIWI', F, 'Trondheim')
B(c, 'AvtaleGiro Telenor Norge AS', ['Telenor'], SV, None, DD, rec=True)
B(c, 'VISA 123456 NOK 349,00 RUTER AS', ['Ruter'], T_, None, O)
L(c, 'Varekjøp BAKERIET PÅ HJØRNET DRAMMEN', ['Bakeriet på Hjørnet', 'Bakeriet paa Hjoernet'], F, 'Drammen')
L(c, 'ZETTLE_*FISKEBUA HAMNVIK', ['Fiskebua Hamnvik'], F, None, ch=O, proc='Zettle')
L(c, 'Varekjøp TROMSØ RØRLEGGERSERVICE AS', ['Tromsø Rørleggerservice', 'Tromso Rorleggerservice'], O, O)
PP(c, 'Vipps *Ingrid Haugen', 'Vipps', 'Ingrid Haugen')
PP(c, 'Overføring Vipps fra Sander Johansen', 'Vipps', 'Sander Johansen', 'income')
FEE(c, 'Gebyr varekjøp utland')
SAL(c, 'Lønn fra Nordvik Transport AS')
c = 'DK'
B(c, 'Netto 2311 Aarhus C', 'Netto', F, ['Aarhus', 'Århus'])
B(c, 'Betalingsservice Ørsted Salg & Service', ['Ørsted', 'Orsted'], H, None, DD, rec=True)
B(c, 'DSB 7-ELEVEN KOBENHAVN H', ['7-Eleven', 'DSB 7-Eleven'], F, ['Copenhagen', 'København', 'Kobenhavn'])
L(c, 'Dankort-køb Bageriet Kornblomsten Odense', ['Bageriet Kornblomsten', 'Kornblomsten'], F, 'Odense')
L(c, 'Visa/Dankort Frisør Lotte Aalborg', ['Frisør Lotte', 'Frisor Lotte'], PC, 'Aalborg')
L(c, 'MOBILEPAY *KAFFEBAREN', ['Kaffebaren'], F, None, ch=MA, proc='MobilePay')
PP(c, 'MobilePay Mads Kristensen', 'MobilePay', 'Mads Kristensen')
TAX(c, 'Skattestyrelsen restskat')
c = 'FI'
B(c, 'K-CITYMARKET HELSINKI', ['K-Citymarket'], F, ['Helsinki', 'Helsingfors'])
B(c, 'S-MARKET TAMPERE HERVANTA', ['S-Market'], F, 'Tampere')
B(c, 'HSL MOBIILI', ['HSL'], T_, None, MA)
L(c, 'LEIPOMO KAUNISTO OY TURKU', ['Leipomo Kaunisto'], F, ['Turku', 'Åbo'])
L(c, 'PARTURI-KAMPAAMO HIUSPESA OULU', ['Parturi-Kampaamo Hiuspesä', 'Hiuspesä'], PC, 'Oulu')
PP(c, 'MobilePay Aino Virtanen', 'MobilePay', 'Aino Virtanen')
SAL(c, 'PALKKA METSÄKONE OY')
c = 'IS'
B(c, 'BONUS SMARATORG KOPAVOGUR', 'Bónus', F, ['Kópavogur', 'Kopavogur'])
L(c, 'KAFFIHUSID HEIMA REYKJAVIK', ['Kaffihúsið Heima', 'Kaffihusid Heima'], F, ['Reykjavík', 'Reykjavik'])

# ---------------------------------------------------------------- Baltics
c = 'EE'
B(c, 'RIMI TALLINN KRISTIINE', 'Rimi', F, 'Tallinn')
B(c, 'BOLT.EU/R/2403121822', 'Bolt', T_, None, MA)
L(c, 'PAGARIPOOD MAGUS KRINGEL TARTU', ['Pagaripood Magus Kringel', 'Magus Kringel'], F, 'Tartu')
L(c, 'MONTONIO*KASITOOPOOD LINA', ['Käsitööpood Lina', 'Kasitoopood Lina'], S, None, ch=ON, proc='Montonio')
FEE(c, 'Kaardi kuutasu')
c = 'LV'
B(c, 'MAXIMA LV X123 RIGA', 'Maxima', F, 'Riga')
L(c, 'MAIZNICA LACITIS JELGAVA', ['Maiznīca Lācītis', 'Maiznica Lacitis'], F, 'Jelgava')
TB(c, 'Maksājums ANDRIS BĒRZIŅŠ')
c = 'LT'
B(c, 'Mokėjimas kortele IKI VILNIUS', 'IKI', F, 'Vilnius')
L(c, 'PAYSERA*AUTOSERVISAS RATAS', ['Autoservisas Ratas'], O, None, ch=O, proc='Paysera')
L(c, 'KEPYKLELE PAS ONA KAUNAS', ['Kepyklėlė pas Oną', 'Kepyklele pas Ona'], F, 'Kaunas')
PP(c, 'Revolut ANDRIUS KAZLAUSKAS', 'Revolut', 'Andrius Kazlauskas')

# ---------------------------------------------------------------- Central / Eastern Europe
c = 'PL'
B(c, 'ZAKUP PRZY UZYCIU KARTY BIEDRONKA 1234 WARSZAWA', 'Biedronka', F, ['Warsaw', 'Warszawa'])
B(c, 'ZABKA Z1234 K.1 KRAKOW', ['Żabka', 'Zabka'], F, ['Kraków', 'Krakow', 'Cracow'])
B(c, 'ORLEN STACJA NR 456 POZNAN', ['Orlen'], T_, ['Poznań', 'Poznan'])
B(c, 'PAYU*ALLEGRO', ['Allegro'], S, None, ON, proc='PayU')
B(c, 'POLECENIE ZAPLATY PLAY P4 SP ZOO', ['Play'], SV, None, DD, rec=True)
L(c, 'ZAKUP KARTA PIEKARNIA U ZBYSZKA LODZ', ['Piekarnia u Zbyszka'], F, ['Łódź', 'Lodz'])
L(c, 'ZAKUP KARTA ZAKLAD FRYZJERSKI HANIA GDANSK', ['Zakład Fryzjerski Hania', 'Zaklad Fryzjerski Hania'], PC, ['Gdańsk', 'Gdansk'])
L(c, 'P24*SKLEP WEDKARSKI SZCZUPAK', ['Sklep Wędkarski Szczupak', 'Sklep Wedkarski Szczupak'], S, None, ch=ON, proc='Przelewy24')
L(c, 'GABINET STOMATOLOGICZNY DENT WROCLAW', ['Gabinet Stomatologiczny Dent', 'Gabinet Stomatologiczny Dentis'], HW, ['Wrocław', 'Wroclaw'])
L(c, 'ZAKUP KARTA MECHANIKA POJAZDOWA KOWAL LUBLIN', ['Mechanika Pojazdowa Kowalski', 'Mechanika Pojazdowa Kowal'], O, 'Lublin')
PP(c, 'PRZELEW NA TELEFON BLIK DO KATARZYNA NOWAK', 'BLIK', 'Katarzyna Nowak')
PP(c, 'PRZELEW BLIK OD TOMASZ WISNIEWSKI', 'BLIK', 'Tomasz Wisniewski', 'income')
TB(c, 'PRZELEW ZEWNETRZNY DO: ANNA KOWALCZYK TYTUL: zwrot za bilety')
ATM(c, 'WYPLATA Z BANKOMATU EURONET SZCZECIN', 'Szczecin')
FEE(c, 'OPLATA ZA KARTE')
TAX(c, 'PRZELEW DO URZAD SKARBOWY PIT-37')
SAL(c, 'WYNAGRODZENIE ZA 03/2024 BUDMAX SP Z O O')
c = 'CZ'
B(c, 'Platba kartou ALBERT 0412 PRAHA', 'Albert', F, ['Prague', 'Praha'])
B(c, 'Platba kartou LIDL CESKA REPUBLIKA BRNO', 'Lidl', F, 'Brno')
B(c, 'Inkaso O2 Czech Republic', ['O2'], SV, None, DD, rec=True)
L(c, 'Platba kartou PEKARNA U KOSTELA OLOMOUC', ['Pekárna u Kostela', 'Pekarna u Kostela'], F, 'Olomouc')
L(c, 'Platba kartou HOSPODA U DVOU KOCEK PRAHA', ['Hospoda U Dvou Koček', 'U Dvou Kocek'], F, ['Prague', 'Praha'])
L(c, 'SUMUP *KADERNICTVI JANA', ['Kadeřnictví Jana', 'Kadernictvi Jana'], PC, None, ch=O, proc='SumUp')
TB(c, 'Odchozí okamžitá platba Petr Dvořák')
ATM(c, 'Výběr z bankomatu OSTRAVA', 'Ostrava')
c = 'SK'
B(c, 'TESCO BRATISLAVA 123', 'Tesco', F, 'Bratislava')
L(c, 'CUKRAREN SLADKY SEN KOSICE', ['Cukráreň Sladký sen', 'Cukraren Sladky Sen'], F, ['Košice', 'Kosice'])
c = 'HU'
B(c, 'VASARLAS SPAR MAGYARORSZAG BUDAPEST', ['SPAR', 'Spar'], F, 'Budapest')
B(c, 'MOL TOLTOALLOMAS 1234 DEBRECEN', 'MOL', T_, 'Debrecen')
B(c, 'CSOPORTOS BESZEDES TELEKOM', ['Magyar Telekom', 'Telekom'], SV, None, DD, rec=True)
L(c, 'VASARLAS KOVACS PEKSEG SZEGED', ['Kovács Pékség', 'Kovacs Pekseg'], F, 'Szeged')
L(c, 'VASARLAS NAGY ES TARSA AUTOSZERVIZ PECS', ['Nagy és Társa Autószerviz', 'Nagy es Tarsa Autoszerviz'], O, ['Pécs', 'Pecs'])
TB(c, 'AZONNALI ATUTALAS SZABO ESZTER KOZLEMENY: szulinap')
FEE(c, 'TRANZAKCIOS ILLETEK')
c = 'RO'
B(c, 'PLATA LA POS KAUFLAND 1234 CLUJ-NAPOCA', 'Kaufland', F, 'Cluj-Napoca')
B(c, 'PLATA LA POS MEGA IMAGE 0532 BUCURESTI', 'Mega Image', F, ['Bucharest', 'București', 'Bucuresti'])
B(c, 'DEBITARE DIRECTA ENEL ENERGIE MUNTENIA', ['Enel', 'Enel Energie'], H, None, DD, rec=True)
L(c, 'PLATA LA POS BRUTARIA BUNICII IASI', ['Brutăria Bunicii', 'Brutaria Bunicii'], F, ['Iași', 'Iasi'])
L(c, 'PLATA LA POS VULCANIZARE ION SRL BRASOV', ['Vulcanizare Ion'], O, ['Brașov', 'Brasov'])
TB(c, 'TRANSFER CATRE POPESCU ANDREEA DETALII cadou')
ATM(c, 'RETRAGERE NUMERAR ATM BCR TIMISOARA', ['Timișoara', 'Timisoara'])
c = 'BG'
B(c, 'ПОКУПКА BILLA BULGARIA SOFIA', 'BILLA', F, ['Sofia', 'София'])
B(c, 'KAUFLAND BULGARIA PLOVDIV', 'Kaufland', F, ['Plovdiv', 'Пловдив'])
L(c, 'MYPOS*ПЕКАРНА ЗЛАТНО ЗЪРНО', ['Пекарна Златно зърно', 'Златно зърно'], F, None, ch=O, proc='myPOS')
L(c, 'ПОКУПКА АПТЕКА ЗДРАВЕ ВАРНА', ['Аптека Здраве'], HW, ['Varna', 'Варна'])
TAX(c, 'ПЛАЩАНЕ НАП ДАНЪК')
c = 'HR'
B(c, 'KONZUM P-123 ZAGREB', 'Konzum', F, 'Zagreb')
L(c, 'PEKARA MLINAR OBRT SPLIT', ['Pekara Mlinar'], F, 'Split')
L(c, 'KONOBA KOD BARBE IVE ZADAR', ['Konoba kod Barbe Ive', 'Kod Barbe Ive'], F, 'Zadar')
c = 'SI'
B(c, 'MERCATOR D.D. LJUBLJANA', 'Mercator', F, 'Ljubljana')
L(c, 'GOSTILNA PRI LIPI MARIBOR', ['Gostilna pri Lipi'], F, 'Maribor')
c = 'RS'
B(c, 'MAXI 123 BEOGRAD', 'Maxi', F, ['Belgrade', 'Beograd'])
L(c, 'ПЕКАРА ЗЛАТНИ КЛАС НОВИ САД', ['Пекара Златни клас', 'Pekara Zlatni Klas'], F, ['Novi Sad', 'Нови Сад'])
L(c, 'AUTO SERVIS JOVANOVIC NIS', ['Auto Servis Jovanović', 'Auto Servis Jovanovic'], O, ['Niš', 'Nis'])

# ---------------------------------------------------------------- Ukraine / Russia / Kazakhstan / Caucasus
c = 'UA'
B(c, 'Сільпо Київ', 'Сільпо', F, ['Kyiv', 'Київ'])
B(c, 'АТБ-Маркет 1234 ХАРКІВ', ['АТБ', 'ATB'], F, ['Kharkiv', 'Харків'])
B(c, 'WOG 0456 LVIV', 'WOG', T_, ['Lviv', 'Львів'])
B(c, 'Київстар поповнення 0671234567', ['Київстар', 'Kyivstar'], SV, None, O)
L(c, 'Кав\'ярня Затишок Одеса', ["Кав'ярня Затишок", 'Затишок'], F, ['Odesa', 'Одеса'])
L(c, 'LIQPAY*ПЕКАРНЯ БАБУСИНА', ['Пекарня Бабусина'], F, None, ch=O, proc='LiqPay')
TB(c, 'Переказ на картку Олена К.')
OWN(c, 'Переказ з картки на картку 5375****1234', ch=O)
ATM(c, 'Зняття готівки банкомат ПриватБанк Дніпро', ['Dnipro', 'Дніпро'])
c = 'RU'
B(c, 'PYATEROCHKA 1234 MOSCOW RUS', ['Пятёрочка', 'Pyaterochka', 'Пятерочка'], F, ['Moscow', 'Москва'])
B(c, 'Оплата товаров и услуг. ВКУСВИЛЛ Санкт-Петербург', ['ВкусВилл', 'VkusVill'], F, ['Saint Petersburg', 'Санкт-Петербург'])
B(c, 'YANDEX.TAXI', ['Яндекс Go', 'Yandex Taxi', 'Яндекс Такси', 'Yandex Go'], T_, None, MA)
B(c, 'MTS Оплата связи 79161234567', ['МТС', 'MTS'], SV, None, O)
L(c, 'ИП Смирнова Пекарня Колосок Казань', ['Пекарня Колосок', 'Колосок'], F, ['Kazan', 'Казань'])
L(c, 'Оплата. АВТОСЕРВИС НА ЛЕСНОЙ Екатеринбург', ['Автосервис на Лесной'], O, ['Yekaterinburg', 'Екатеринбург'])
L(c, 'STOMATOLOGIYA ULYBKA NOVOSIBIRSK', ['Стоматология Улыбка', 'Stomatologiya Ulybka'], HW, ['Novosibirsk', 'Новосибирск'])
PP(c, 'Перевод по СБП Иван Петрович С.', 'СБП', 'Иван Петрович С')
PP(c, 'Входящий перевод СБП от Марина Сергеевна К.', 'СБП', 'Марина Сергеевна К', 'income')
OWN(c, 'Перевод с карты на карту 4276****5512', ch=O)
FEE(c, 'Плата за обслуживание карты')
TAX(c, 'Оплата налога ФНС России')
SAL(c, 'Зачисление заработной платы')
c = 'KZ'
B(c, 'MAGNUM CASH&CARRY ALMATY', 'Magnum', F, 'Almaty')
B(c, 'Kaspi Магазин', ['Kaspi.kz', 'Kaspi'], S, None, ON)
L(c, 'KASPI QR ДОНЕРНАЯ У АРМАНА', ['Донерная у Армана'], F, None, ch=MA, proc=O)
PP(c, 'Kaspi Перевод Айгерим Т.', 'Kaspi', 'Айгерим Т')
c = 'GE'
B(c, 'GOODWILL TBILISI', 'Goodwill', F, 'Tbilisi')
L(c, 'საცხობი დედას ხელი თბილისი', ['საცხობი დედას ხელი', 'დედას ხელი'], F, ['Tbilisi', 'თბილისი'])
L(c, 'PURCHASE KHINKALI HOUSE NIKALA BATUMI', ['Khinkali House Nikala'], F, 'Batumi')
c = 'AM'
B(c, 'YEREVAN CITY SUPERMARKET', ['Yerevan City'], F, O)
L(c, 'ՀԱՑԱՏՈՒՆ ԼԱՎԱՇ ԵՐԵՎԱՆ', ['Հացատուն Լավաշ'], F, ['Yerevan', 'Երևան'])
L(c, 'PURCHASE SRCHARAN ARAGATS GYUMRI', ['Srcharan Aragats'], F, 'Gyumri')

# ---------------------------------------------------------------- Turkey / Middle East
c = 'TR'
B(c, 'MIGROS TICARET A.S. ISTANBUL TR', 'Migros', F, ['Istanbul', 'İstanbul'])
B(c, 'BIM BIRLESIK MAGAZALAR ANKARA', ['BİM', 'BIM'], F, 'Ankara')
B(c, 'OPET PETROLCULUK IZMIR', 'Opet', T_, ['Izmir', 'İzmir'])
B(c, 'TURKCELL FATURA OTOMATIK ODEME', 'Turkcell', SV, None, DD, rec=True)
B(c, 'IYZICO/TRENDYOL', 'Trendyol', S, None, ON, proc='iyzico')
L(c, 'IYZICO/KUYUMCU ALTINBAS EMRE', ['Kuyumcu Altınbaş Emre', 'Kuyumcu Altinbas Emre'], S, None, ch=ON, proc='iyzico')
L(c, 'SIMITCI DUNYASI KADIKOY ISTANBUL', ['Simitçi Dünyası', 'Simitci Dunyasi'], F, ['Istanbul', 'İstanbul'])
L(c, 'YILDIZ OTO TAMIR LTD STI BURSA', ['Yıldız Oto Tamir', 'Yildiz Oto Tamir'], O, 'Bursa')
L(c, 'ECZANE SIFA ANTALYA TR', ['Şifa Eczanesi', 'Eczane Şifa', 'Eczane Sifa'], HW, 'Antalya')
TB(c, 'FAST GIDEN AYSE DEMIR KIRA', cat=O)
ATM(c, 'ATM PARA CEKME KONYA', 'Konya')
FEE(c, 'HESAP ISLETIM UCRETI')
TAX(c, 'GIB VERGI ODEMESI')
c = 'IL'
B(c, 'שופרסל דיל תל אביב', ['שופרסל', 'Shufersal'], F, ['Tel Aviv', 'תל אביב'])
B(c, 'רמי לוי שיווק השקמה', ['רמי לוי', 'Rami Levy'], F, None)
B(c, 'פז חברת נפט', ['פז', 'Paz'], T_, None)
B(c, 'חברת החשמל הוראת קבע', ['חברת החשמל', 'Israel Electric Corporation', 'IEC'], H, None, DD, rec=True)
B(c, 'נטפליקס', ['Netflix', 'נטפליקס'], E_, None, ON, rec=True)
L(c, 'מאפיית השכונה חיפה', ['מאפיית השכונה'], F, ['Haifa', 'חיפה'])
L(c, 'מוסך אבי ובניו באר שבע', ['מוסך אבי ובניו'], O, ['Beersheba', 'באר שבע', "Be'er Sheva"])
L(c, 'ד"ר כהן מרפאת שיניים', ['ד"ר כהן מרפאת שיניים', 'מרפאת שיניים ד"ר כהן'], HW, None)
PP(c, 'BIT העברה ל-יוסי לוי', 'Bit', 'יוסי לוי')
PP(c, 'פייבוקס - נועה אברהם', 'PayBox', 'נועה אברהם')
FEE(c, 'עמלת פעולה בערוץ ישיר')
SAL(c, 'משכורת')
c = 'AE'
B(c, 'CARREFOUR MOE DUBAI ARE', 'Carrefour', F, O)
B(c, 'ENOC 1023 SHARJAH ARE', 'ENOC', T_, 'Sharjah')
B(c, 'DEWA DUBAI ELECTRICITY AND WATER', ['DEWA', 'Dubai Electricity and Water Authority'], H, None, O, rec=True)
B(c, 'CAREEM RIDE DUBAI', 'Careem', T_, 'Dubai', ch=MA)
B(c, 'TALABAT.COM DUBAI', 'Talabat', F, O, ON)
L(c, 'AL REEF BAKERY ABU DHABI ARE', 'Al Reef Bakery', F, 'Abu Dhabi')
L(c, 'CAFETERIA AL NOOR AJMAN', ['Cafeteria Al Noor', 'Al Noor Cafeteria'], F, 'Ajman')
L(c, 'SQUARE TAILORING LLC DUBAI', ['Square Tailoring'], O, 'Dubai', proc=None)
ATM(c, 'ATM WDL ENBD DEIRA DUBAI', 'Dubai')
c = 'SA'
B(c, 'شراء بنده الرياض', ['بنده', 'Panda'], F, ['Riyadh', 'الرياض'])
B(c, 'PURCHASE ALDREES 0412 JEDDAH', ['Aldrees', 'Al Drees'], T_, 'Jeddah')
B(c, 'STC PAY BILL SAWA', ['STC', 'stc'], SV, None, O)
B(c, 'HUNGERSTATION RIYADH', 'HungerStation', F, O, ON)
L(c, 'شراء مخبز الريم الدمام', ['مخبز الريم', 'Al Reem Bakery'], F, ['Dammam', 'الدمام'])
L(c, 'شراء مغسلة النخبة للسيارات', ['مغسلة النخبة للسيارات'], O, None)
TB(c, 'حوالة محلية إلى محمد عبدالله العتيبي')
FEE(c, 'رسوم خدمة سداد')
SAL(c, 'راتب شهر مارس')
c = 'EG'
B(c, 'CARREFOUR MAADI CAIRO EG', 'Carrefour', F, ['Cairo', 'القاهرة'])
B(c, 'VODAFONE EGYPT RECHARGE', ['Vodafone', 'Vodafone Egypt'], SV, None, O)
L(c, 'PAYMOB*MATAAM ABU TAREK', ['Abu Tarek', 'Mataam Abu Tarek', 'Koshary Abu Tarek'], F, None, ch=O, proc='Paymob')
L(c, 'شراء صيدلية الشفاء الاسكندرية', ['صيدلية الشفاء'], HW, ['Alexandria', 'الإسكندرية', 'الاسكندرية'])
PP(c, 'InstaPay transfer to AHMED MOSTAFA', 'InstaPay', 'Ahmed Mostafa')
TAX(c, 'FAWRY ETAX PAYMENT')
c = 'MA'
B(c, 'MARJANE CASABLANCA MA', 'Marjane', F, 'Casablanca')
B(c, 'PAIEMENT TPE AFRIQUIA 123 RABAT', 'Afriquia', T_, 'Rabat')
L(c, 'PAIEMENT TPE PATISSERIE AL HAMRA FES', ['Pâtisserie Al Hamra', 'Patisserie Al Hamra'], F, ['Fez', 'Fès', 'Fes'])
ATM(c, 'RETRAIT GAB MARRAKECH', ['Marrakesh', 'Marrakech'])
c = 'TN'
B(c, 'ACHAT TPE MONOPRIX TUNIS', 'Monoprix', F, 'Tunis')
L(c, 'ACHAT TPE PATISSERIE EL WALIMA SFAX', ['Pâtisserie El Walima', 'Patisserie El Walima'], F, 'Sfax')
c = 'JO'
B(c, 'PURCHASE CARREFOUR CITY MALL AMMAN', 'Carrefour', F, 'Amman')
L(c, 'شراء حلويات حبيبة الصغيرة عمان', ['حلويات حبيبة الصغيرة'], F, ['Amman', 'عمان'])
PP(c, 'CliQ TRANSFER TO OMAR HADDAD', 'CliQ', 'Omar Haddad')
c = 'QA'
B(c, 'LULU HYPERMARKET DOHA QA', ['LuLu Hypermarket', 'Lulu'], F, 'Doha')
L(c, 'KARAK AL BAHAR CAFE DOHA', ['Karak Al Bahar Cafe', 'Karak Al Bahar'], F, 'Doha')
c = 'KW'
B(c, 'THE SULTAN CENTER SALMIYA KW', ['The Sultan Center', 'Sultan Center'], F, O)
L(c, 'KNET PAYMENT MATBAKH UM ALI', ['Matbakh Um Ali'], F, None, ch=O, proc=O)

# ---------------------------------------------------------------- Africa
c = 'NG'
B(c, 'POS PURCHASE SHOPRITE LEKKI LAGOS NG', 'Shoprite', F, 'Lagos')
B(c, 'MTN AIRTIME 08031234567', ['MTN'], SV, None, O)
B(c, 'PAYSTACK *BOLT', 'Bolt', T_, None, MA, proc='Paystack')
L(c, 'PAYSTACK *MAMA NKECHI KITCHEN', ["Mama Nkechi Kitchen", "Mama Nkechi's Kitchen"], F, None, ch=ON, proc='Paystack')
L(c, 'POS PURCHASE ADEKUNLE PHARMACY IBADAN', ['Adekunle Pharmacy'], HW, 'Ibadan')
TB(c, 'TRF TO CHIOMA OKAFOR/GTB/REF 0000123456789')
FEE(c, 'SMS ALERT CHARGES')
TAX(c, 'STAMP DUTY CHARGE')
c = 'KE'
B(c, 'NAIVAS WESTLANDS NAIROBI', 'Naivas', F, 'Nairobi')
B(c, 'KPLC PREPAID TOKENS', ['KPLC', 'Kenya Power'], H, None, O)
L(c, 'Merchant Payment to 5123456 - MAMA OLIECH FISH HOTEL', ['Mama Oliech Fish Hotel', 'Mama Oliech'], F, None, ch=MA, proc=O)
L(c, 'Pay Bill to 247247 - KIMANI HARDWARE Acc. 0712345678', ['Kimani Hardware'], S, None, ch=MA, proc=O)
PP(c, 'Customer Transfer to 0722XXX123 - WANJIRU KAMAU', 'M-Pesa', 'Wanjiru Kamau')
PP(c, 'Funds received from - OTIENO ODHIAMBO 0711XXX987', 'M-Pesa', 'Otieno Odhiambo', 'income')
FEE(c, 'Customer Transfer of Funds Charge')
c = 'ZA'
B(c, 'CHECKERS HYPER 1234 CENTURION ZA', ['Checkers Hyper', 'Checkers'], F, 'Centurion')
B(c, 'WOOLWORTHS CAPE TOWN', 'Woolworths', O, 'Cape Town')
B(c, 'ENGEN SANDTON', 'Engen', T_, 'Sandton')
B(c, 'VODACOM DEBIT ORDER', 'Vodacom', SV, None, DD, rec=True)
L(c, 'YOCO *OUMA SE KOEKSISTERS', ['Ouma se Koeksisters'], F, None, ch=O, proc='Yoco')
L(c, 'POS PURCHASE BOKAAP TAILOR SHOP CAPE TOWN', ['Bo-Kaap Tailor Shop', 'Bokaap Tailor Shop', 'Bokaap Tailor'], O, 'Cape Town')
L(c, 'KHUMALO TYRE & EXHAUST DURBAN', ['Khumalo Tyre & Exhaust', 'Khumalo Tyre and Exhaust'], O, 'Durban')
TB(c, 'IMMEDIATE PAYMENT THABO MOLEFE')
FEE(c, 'MONTHLY ACC FEE SMART ACCOUNT')
ATM(c, 'ATM CASH WITHDRAWAL BRAAMFONTEIN', O)
c = 'GH'
B(c, 'MTN MOMO PAY MELCOM ACCRA', 'Melcom', O, 'Accra', ch=MA, proc=O)
L(c, 'POS AUNTIE AKOSUA CHOP BAR KUMASI', ['Auntie Akosua Chop Bar'], F, 'Kumasi')
PP(c, 'MOMO TRANSFER TO KWAME MENSAH 024XXXX321', 'MTN MoMo', 'Kwame Mensah')

# ---------------------------------------------------------------- South Asia
c = 'IN'
B(c, 'POS 4321XXXXXXXX1234 BIG BAZAAR BANGALORE', 'Big Bazaar', F, ['Bengaluru', 'Bangalore'])
B(c, 'UPI/412345678901/SWIGGY/swiggy@icici/Payment', 'Swiggy', F, None, MA, proc=O)
B(c, 'UPI-ZOMATO LTD-ZOMATO@HDFCBANK-HDFC0000001-412312345678-PAYMENT', 'Zomato', F, None, MA, proc=O)
B(c, 'RAZ*IRCTC', ['IRCTC'], T_, None, ON, proc='Razorpay')
B(c, 'NACH DR JIO PLATFORMS LTD', ['Jio', 'Reliance Jio'], SV, None, DD, rec=True)
B(c, 'POS 5241XXXXXXXX9012 DMART HYDERABAD', ['DMart', 'D-Mart', 'Avenue Supermarts'], F, 'Hyderabad')
B(c, 'IOCL COCO PUNE', ['Indian Oil', 'IOCL'], T_, 'Pune')
L(c, 'UPI/412398765432/SHARMA SWEETS/sharmasweets@ybl/Pay', ['Sharma Sweets'], F, None, MA, proc=O)
L(c, 'UPI-GUPTA KIRANA STORE-Q123456789@YBL-YESB0YBLUPI-412300011122', ['Gupta Kirana Store'], F, None, MA, proc=O)
L(c, 'POS 4321XXXXXXXX1234 SRI VENKATESWARA MEDICALS CHENNAI', ['Sri Venkateswara Medicals'], HW, 'Chennai')
L(c, 'PAYU*DR MEHTA DENTAL CLINIC', ['Dr Mehta Dental Clinic', 'Dr. Mehta Dental Clinic'], HW, None, ch=ON, proc='PayU')
L(c, 'शर्मा टेलर्स जयपुर', ['शर्मा टेलर्स', 'Sharma Tailors'], O, ['Jaipur', 'जयपुर'])
L(c, 'UPI/412311122233/KRISHNA AUTO WORKS/krishnaauto@paytm', ['Krishna Auto Works'], O, None, MA, proc=O)
PP(c, 'UPI/412345600011/RAHUL KUMAR/rahulk@oksbi/Sent', 'UPI', 'Rahul Kumar')
PP(c, 'UPI-PRIYA SINGH-PRIYA.S@OKAXIS-UTIB0000123-412399988877-DINNER', 'UPI', 'Priya Singh')
PP(c, 'UPI/CR/412300099911/ANIL VERMA/anilv@ybl', 'UPI', 'Anil Verma', 'income')
TB(c, 'NEFT-N123240012345678-SUNITA REDDY-RENT', cat=O)
ATM(c, 'ATM WDL 12MAR24 S1ANMU12 ANDHERI MUMBAI', 'Mumbai')
FEE(c, 'CHRG: DEBIT CARD ANNUAL FEE')
FEE(c, 'GST ON CHARGES')
SAL(c, 'SAL MAR24 INFOTEKNIK SOLUTIONS PVT LTD')
INC(c, 'INT.PD:012345678:01-01-2024 TO 31-03-2024')
c = 'PK'
B(c, 'POS IMTIAZ SUPER MARKET KARACHI', ['Imtiaz', 'Imtiaz Super Market'], F, 'Karachi')
B(c, 'FOODPANDA PK LAHORE', ['foodpanda', 'Foodpanda'], F, O, ON)
L(c, 'POS BUTT KARAHI LAKSHMI CHOWK LAHORE', ['Butt Karahi'], F, 'Lahore')
PP(c, 'RAAST P2P TO USMAN ALI', 'Raast', 'Usman Ali')
PP(c, 'JAZZCASH TRANSFER TO AYESHA KHAN 0300XXXX567', 'JazzCash', 'Ayesha Khan')
c = 'BD'
B(c, 'POS SHWAPNO GULSHAN DHAKA', 'Shwapno', F, 'Dhaka')
L(c, 'POS ROYAL MISHTI GHAR CHITTAGONG', ['Royal Mishti Ghar'], F, ['Chittagong', 'Chattogram'])
PP(c, 'bKash Send Money to রহিম উদ্দিন', 'bKash', 'রহিম উদ্দিন')
c = 'LK'
B(c, 'KEELLS SUPER COLOMBO 07', ['Keells', 'Keells Super'], F, 'Colombo')
L(c, 'පාන් කඩේ නුවර', ['පාන් කඩේ'], F, ['Kandy', 'නුවර'])
c = 'NP'
B(c, 'BHATBHATENI SUPERSTORE KATHMANDU', ['Bhatbhateni', 'Bhatbhateni Supermarket'], F, 'Kathmandu')
L(c, 'FONEPAY*नेवा खाजा घर ललितपुर', ['नेवा खाजा घर', 'Newa Khaja Ghar'], F, ['Lalitpur', 'ललितपुर'], ch=MA, proc='Fonepay')

# ---------------------------------------------------------------- South-East Asia
c = 'TH'
B(c, '7-ELEVEN 12345 BANGKOK TH', '7-Eleven', F, ['Bangkok', 'กรุงเทพ', 'กรุงเทพมหานคร'])
B(c, 'LOTUSS RAMA 4 BANGKOK', ["Lotus's", 'Lotuss', 'Tesco Lotus'], F, ['Bangkok', 'กรุงเทพ', 'กรุงเทพมหานคร'])
B(c, 'GRAB*A-1234567 BANGKOK TH', 'Grab', T_, O, MA)
B(c, 'ชำระค่าไฟฟ้า การไฟฟ้านครหลวง', ['การไฟฟ้านครหลวง', 'MEA', 'Metropolitan Electricity Authority'], H, None, O, rec=True)
L(c, 'ร้านก๋วยเตี๋ยวเรือป้าแดง เชียงใหม่', ['ร้านก๋วยเตี๋ยวเรือป้าแดง', 'ก๋วยเตี๋ยวเรือป้าแดง'], F, ['Chiang Mai', 'เชียงใหม่'])
L(c, 'QR ร้านกาแฟบ้านสวน', ['ร้านกาแฟบ้านสวน', 'กาแฟบ้านสวน'], F, None, ch=MA, proc=O)
L(c, 'OMISE*SUKSAN PHARMACY', ['Suksan Pharmacy'], HW, None, ch=ON, proc='Omise')
PP(c, 'โอนเงิน พร้อมเพย์ นาย สมชาย ใจดี', 'PromptPay', 'สมชาย ใจดี')
PP(c, 'PROMPTPAY TRANSFER TO MS SUDA RAKTHAI', 'PromptPay', 'Suda Rakthai')
ATM(c, 'ถอนเงินสด ATM ภูเก็ต', ['Phuket', 'ภูเก็ต'])
FEE(c, 'ค่าธรรมเนียมบัตรเดบิต')
c = 'VN'
B(c, 'WINMART+ HA NOI VN', ['WinMart+', 'WinMart'], F, ['Hanoi', 'Hà Nội', 'Ha Noi'])
B(c, 'HIGHLANDS COFFEE HO CHI MINH', 'Highlands Coffee', F, ['Ho Chi Minh City', 'Hồ Chí Minh', 'Ho Chi Minh'])
L(c, 'THANH TOAN QR TIEM BANH MI CO BA DA NANG', ['Tiệm Bánh Mì Cô Ba', 'Tiem Banh Mi Co Ba'], F, ['Da Nang', 'Đà Nẵng'], ch=MA, proc=O)
L(c, 'MOMO*PHO GIA TRUYEN BAT DAN', ['Phở Gia Truyền Bát Đàn', 'Pho Gia Truyen Bat Dan'], F, None, ch=MA, proc='MoMo')
TB(c, 'CK DEN NGUYEN VAN AN ND tra tien an trua')
c = 'MY'
B(c, 'POS PURCHASE MYDIN MALL KUALA LUMPUR', 'Mydin', F, 'Kuala Lumpur')
B(c, 'TENAGA NASIONAL BERHAD JOMPAY', ['TNB', 'Tenaga Nasional'], H, None, O, rec=True)
B(c, 'PETRONAS STESEN 4412 SHAH ALAM', 'Petronas', T_, 'Shah Alam')
L(c, 'POS PURCHASE RESTORAN NASI KANDAR PELITA AH PENANG', ['Restoran Nasi Kandar Pelita Ah', 'Nasi Kandar Pelita Ah'], F, 'Penang')
L(c, 'DUITNOW QR KEDAI RUNCIT PAK MAT', ['Kedai Runcit Pak Mat'], F, None, ch=MA, proc=O)
PP(c, 'DUITNOW TRANSFER TO NUR AISYAH BINTI AHMAD', 'DuitNow', 'Nur Aisyah binti Ahmad')
c = 'SG'
B(c, 'NTUC FAIRPRICE SINGAPORE SG', ['NTUC FairPrice', 'FairPrice'], F, 'Singapore')
B(c, 'BUS/MRT 123456789 SINGAPORE', ['SimplyGo', 'TransitLink'], T_, 'Singapore', ch=O)
B(c, 'SINGTEL GIRO', 'Singtel', SV, None, DD, rec=True)
L(c, 'AH HUAT KOPITIAM SINGAPORE', ['Ah Huat Kopitiam'], F, 'Singapore')
L(c, 'SUMUP *TAN BROTHERS BARBER', ['Tan Brothers Barber', 'Tan Brothers Barbershop'], PC, None, ch=O, proc='SumUp')
PP(c, 'PAYNOW TRANSFER TO LIM WEI MING OTHR dinner', 'PayNow', 'Lim Wei Ming')
PP(c, 'PAYNOW FR TAN XIAO HUI', 'PayNow', 'Tan Xiao Hui', 'income')
c = 'ID'
B(c, 'INDOMARET T123 JAKARTA', 'Indomaret', F, 'Jakarta')
B(c, 'ALFAMART BANDUNG', 'Alfamart', F, 'Bandung')
B(c, 'GOJEK GOPAY GORIDE', ['Gojek', 'GoRide'], T_, None, MA)
L(c, 'QRIS WARUNG MAKAN BU SRI YOGYAKARTA', ['Warung Makan Bu Sri'], F, 'Yogyakarta', ch=MA, proc=O)
L(c, 'MIDTRANS*TOKO BANGUNAN SUMBER JAYA', ['Toko Bangunan Sumber Jaya'], S, None, ch=ON, proc='Midtrans')
L(c, 'BENGKEL MOTOR JAYA ABADI SURABAYA', ['Bengkel Motor Jaya Abadi'], O, 'Surabaya')
TB(c, 'TRSF E-BANKING DB 1203/FTSCY/WS95031 DEWI LESTARI')
c = 'PH'
B(c, 'JOLLIBEE QUEZON CITY PH', 'Jollibee', F, 'Quezon City')
B(c, 'MERALCO BILLS PAYMENT', 'Meralco', H, None, O, rec=True)
L(c, 'CARINDERIA NI ALING NENA CEBU', ['Carinderia ni Aling Nena', 'Aling Nena'], F, ['Cebu', 'Cebu City'])
PP(c, 'InstaPay Transfer to JUAN DELA CRUZ GCash', 'InstaPay', 'Juan Dela Cruz')
PP(c, 'GCASH SEND MONEY MARIA SANTOS 0917XXXX456', 'GCash', 'Maria Santos')

# ---------------------------------------------------------------- East Asia
c = 'CN'
B(c, '支付宝-美团外卖', ['美团外卖', '美团', 'Meituan'], F, None, ON, proc='Alipay')
B(c, '财付通-滴滴出行', ['滴滴出行', '滴滴', 'DiDi'], T_, None, MA, proc='Tenpay')
B(c, '消费 盒马鲜生 上海', ['盒马鲜生', '盒马', 'Freshippo', 'Hema'], F, ['Shanghai', '上海'])
B(c, '中国移动 话费自动缴费', ['中国移动', 'China Mobile'], SV, None, DD, rec=True)
L(c, '财付通-老王包子铺', ['老王包子铺'], F, None, ch=MA, proc='Tenpay')
L(c, '支付宝-张记五金店', ['张记五金店'], S, None, ch=MA, proc='Alipay')
L(c, '消费 成都小李牙科诊所', ['小李牙科诊所', '成都小李牙科诊所'], HW, O)
PP(c, '微信转账-王芳', 'WeChat Pay', '王芳')
PP(c, '支付宝转账 李明', 'Alipay', '李明')
SAL(c, '代发工资')
FEE(c, '年费 借记卡')
ATM(c, 'ATM取款 北京朝阳', ['Beijing', '北京'])
c = 'HK'
B(c, 'PARKNSHOP MONGKOK HK', ["PARKnSHOP", 'Park n Shop'], F, O)
B(c, 'MTR CORPORATION LTD HONG KONG', ['MTR'], T_, 'Hong Kong', ch=O)
L(c, '新記茶餐廳 旺角', ['新記茶餐廳'], F, O)
L(c, 'OCTOPUS *KAM WAH CAFE', ['Kam Wah Cafe', '金華冰廳'], F, None, ch=O, proc=O)
PP(c, 'FPS TRANSFER TO CHAN TAI MAN', 'FPS', 'Chan Tai Man')
c = 'TW'
B(c, '全聯福利中心 台北', ['全聯', '全聯福利中心', 'PX Mart'], F, ['Taipei', '台北', '臺北'])
B(c, '統一超商 7-ELEVEN 高雄', ['7-Eleven', '統一超商'], F, ['Kaohsiung', '高雄'])
L(c, '阿嬤的豆花店 台南', ['阿嬤的豆花店'], F, ['Tainan', '台南', '臺南'])
PP(c, 'LINE PAY 轉帳 陳美玲', 'LINE Pay', '陳美玲')
c = 'JP'
B(c, 'セブン-イレブン 新宿三丁目店', ['セブン-イレブン', 'Seven-Eleven', '7-Eleven'], F, O)
B(c, 'ローソン 大阪梅田店', ['ローソン', 'Lawson'], F, O)
B(c, 'JR東日本 モバイルSuica', ['JR東日本', 'JR East', 'モバイルSuica'], T_, None, MA)
B(c, 'AMAZON.CO.JP', ['Amazon', 'Amazon.co.jp'], S, None, ON)
B(c, 'NTTドコモ ご利用料金', ['NTTドコモ', 'docomo', 'NTT Docomo'], SV, None, O, rec=True)
L(c, 'パン工房こむぎ 札幌', ['パン工房こむぎ'], F, ['Sapporo', '札幌'])
L(c, 'ﾔﾏﾀﾞｼｶｲｲﾝ', ['ﾔﾏﾀﾞｼｶｲｲﾝ', '山田歯科医院', 'ヤマダシカイイン'], HW, None, ch=O)
L(c, 'PAYPAY*ラーメン一福 京都', ['ラーメン一福'], F, ['Kyoto', '京都'], ch=MA, proc='PayPay')
PP(c, 'PayPay 送金 田中 花子', 'PayPay', '田中 花子')
ATM(c, 'ATM 引出 名古屋駅前', O)
c = 'KR'
B(c, '이마트 성수점', ['이마트', 'E-Mart', 'emart'], F, O)
B(c, 'GS25 강남역점', ['GS25'], F, O)
B(c, '쿠팡(주)', ['쿠팡', 'Coupang'], S, None, ON)
B(c, 'SKT 자동납부', ['SK텔레콤', 'SKT', 'SK Telecom'], SV, None, DD, rec=True)
L(c, '할머니손칼국수 부산', ['할머니손칼국수'], F, ['Busan', '부산'])
L(c, '김내과의원', ['김내과의원'], HW, None)
PP(c, '토스 송금 김민수', 'Toss', '김민수')
PP(c, '카카오페이 박지영', 'KakaoPay', '박지영')
SAL(c, '급여 (주)한빛테크')

# ---------------------------------------------------------------- Oceania
c = 'AU'
B(c, 'WOOLWORTHS 1234 SYDNEY NS AUS', 'Woolworths', F, 'Sydney')
B(c, 'COLES 0456 MELBOURNE VIC', 'Coles', F, 'Melbourne')
B(c, 'BUNNINGS 7812 PERTH WA', 'Bunnings', S, 'Perth')
B(c, 'TELSTRA DIRECT DEBIT', 'Telstra', SV, None, DD, rec=True)
B(c, 'AMPOL BRISBANE QLD', 'Ampol', T_, 'Brisbane')
L(c, 'SQ *BONDI BEACH BAKEHOUSE Bondi', ['Bondi Beach Bakehouse'], F, 'Bondi', proc='Square')
L(c, 'SMITHS PHARMACY BALLARAT VIC', ["Smith's Pharmacy", 'Smiths Pharmacy'], HW, 'Ballarat')
L(c, 'TYRO*DAZZA MECHANICAL SERV TOOWOOMBA', ['Dazza Mechanical Services', 'Dazza Mechanical Serv', 'Dazza Mechanical'], O, 'Toowoomba', proc='Tyro')
PP(c, 'Osko payment to JESSICA NGUYEN', 'Osko', 'Jessica Nguyen')
PP(c, 'PAYID TRANSFER FROM LIAM O BRIEN', 'PayID', 'Liam O Brien', 'income')
FEE(c, 'INTERNATIONAL TRANSACTION FEE')
TAX(c, 'ATO BPAY TAX 551234567890123')
c = 'NZ'
B(c, 'COUNTDOWN PONSONBY AUCKLAND', ['Countdown', 'Woolworths'], F, 'Auckland')
B(c, 'Z ENERGY WELLINGTON', ['Z Energy', 'Z'], T_, 'Wellington')
L(c, 'KIWI KAI CAFE ROTORUA', ['Kiwi Kai Cafe'], F, 'Rotorua')
TB(c, 'TRANSFER TO HEMI WALKER REF BBQ')

# ---------------------------------------------------------------- more small businesses behind acquirers / wallets
L('US', 'SQ *GREENLEAF NURSERY & GA Ithaca NY', ['Greenleaf Nursery & Garden', 'Greenleaf Nursery & Ga', 'Greenleaf Nursery'], O, 'Ithaca', proc='Square')
L('US', 'TST* MAMA ROSAS PIZZERIA Hoboken NJ', ["Mama Rosa's Pizzeria", 'Mama Rosas Pizzeria'], F, 'Hoboken', proc='Toast')
L('US', 'PAYPAL *TUTORJANEDOE', ['Tutorjanedoe', 'Tutor Jane Doe'], ED, None, ch=ON, proc='PayPal')
L('US', 'SQ *OAKWOOD YOGA STUDIO Ann Arbor MI', ['Oakwood Yoga Studio'], HW, 'Ann Arbor', proc='Square')
L('CA', 'SQ *NORTHSHORE COBBLER Vancouver BC', ['Northshore Cobbler', 'North Shore Cobbler'], O, 'Vancouver', proc='Square')
L('CA', 'IZ *FROMAGERIE DU VILLAGE', ['Fromagerie du Village'], F, None, ch=O, proc='Zettle')
L('GB', 'SUMUP *JONES THE BUTCHER Llandudno', ['Jones the Butcher'], F, 'Llandudno', proc='SumUp')
L('GB', 'SQ *DOG & DUCK CAKES Frome', ['Dog & Duck Cakes', 'Dog and Duck Cakes'], F, 'Frome', proc='Square')
L('GB', 'ZETTLE_*MCLEOD KNITWEAR Portree', ['McLeod Knitwear', 'Mcleod Knitwear'], S, 'Portree', proc='Zettle')
L('GB', 'PAYPAL *PIANOLESSONSSAR', ['Piano Lessons Sarah', 'Pianolessonssar', 'Piano Lessons Sar'], ED, None, ch=ON, proc='PayPal')
L('IE', 'SUMUP *BRIDGE ST BARBERS', ['Bridge St Barbers', 'Bridge Street Barbers'], PC, None, ch=O, proc='SumUp')
L('FR', 'CB SUMUP *FROMAGERIE BE 21/03 ANNECY', ['Fromagerie Be', 'Fromagerie Beaufort'], F, 'Annecy', proc='SumUp')
L('FR', 'PAYPAL *LESJARDINSDEM 35314369001', ['Les Jardins de M', 'Lesjardinsdem'], O, None, ch=ON, proc='PayPal')
L('DE', 'SumUp *Hofladen Brinkmann//Guetersloh/DE', ['Hofladen Brinkmann'], F, ['Gütersloh', 'Guetersloh'], proc='SumUp')
L('DE', 'STRIPE *YOGASTUDIO LOTUS', ['Yogastudio Lotus'], HW, None, ch=ON, proc='Stripe')
L('DE', 'Stichting Mollie Payments Naehstube Krause', ['Nähstube Krause', 'Naehstube Krause'], O, None, ch=ON, proc='Mollie')
L('AT', 'SUMUP *HEURIGER WEINGUT GRUBER', ['Heuriger Weingut Gruber', 'Weingut Gruber'], F, None, ch=O, proc='SumUp')
L('NL', 'Stichting Mollie Payments Kaasboerderij Hoeve Klaver', ['Kaasboerderij Hoeve Klaver', 'Hoeve Klaver'], F, None, ch=ON, proc='Mollie')
L('NL', 'ZETTLE_*Bloemenkraam Anita, Delft', ['Bloemenkraam Anita'], O, 'Delft', proc='Zettle')
L('BE', 'PAYCONIQ KAPSALON ELINE', ['Kapsalon Eline'], PC, None, ch=MA, proc='Payconiq')
L('ES', 'COMPRA SUMUP *CHURRERIA LA OL MADRID', ['Churrería La Ola', 'Churreria La Ol'], F, 'Madrid', proc='SumUp')
L('ES', 'PAYPAL *ACADEMIAINGLES', ['Academia Inglés', 'Academiaingles', 'Academia Ingles'], ED, None, ch=ON, proc='PayPal')
L('PT', 'SUMUP *MERCEARIA DA AVO', ['Mercearia da Avó', 'Mercearia da Avo'], F, None, ch=O, proc='SumUp')
L('IT', 'SUMUP *BOTTEGA DEL CUOIO FIRENZE', ['Bottega del Cuoio'], S, ['Florence', 'Firenze'], proc='SumUp')
L('IT', 'SATISPAY*PIADINERIA DA ROBY', ['Piadineria da Roby'], F, None, ch=MA, proc='Satispay')
L('GR', 'VIVA*ΖΑΧΑΡΟΠΛΑΣΤΕΙΟ Η ΓΛΥΚΙΑ', ['Ζαχαροπλαστείο Η Γλυκιά', 'Η Γλυκιά'], F, None, ch=O, proc='Viva Wallet')
L('SE', 'ZETTLE_*GARDSBUTIKEN EKBACKA', ['Gårdsbutiken Ekbacka', 'Gardsbutiken Ekbacka'], F, None, ch=O, proc='Zettle')
L('NO', 'ZETTLE_*STRIKKESTUA', ['Strikkestua'], S, None, ch=O, proc='Zettle')
L('DK', 'MOBILEPAY *BLOMSTERVOGNEN', ['Blomstervognen'], O, None, ch=MA, proc='MobilePay')
L('FI', 'SUMUP *KAHVILA MUSTIKKA', ['Kahvila Mustikka'], F, None, ch=O, proc='SumUp')
L('PL', 'PAYU*KWIACIARNIA ROZA', ['Kwiaciarnia Róża', 'Kwiaciarnia Roza'], O, None, ch=ON, proc='PayU')
L('CZ', 'SUMUP *KAVARNA U ZLATE RYBKY', ['Kavárna U Zlaté rybky', 'Kavarna U Zlate Rybky'], F, None, ch=O, proc='SumUp')
L('BR', 'PAG*BARBEARIADOCARLAO', ['Barbearia do Carlão', 'Barbeariadocarlao', 'Barbearia do Carlao'], PC, None, ch=O, proc='PagSeguro')
L('BR', 'MP *LANCHONETEDAVILA', ['Lanchonete da Vila', 'Lanchonetedavila'], F, None, ch=O, proc='Mercado Pago')
L('MX', 'MERPAGO*ESTETICACANINAFIDO', ['Estética Canina Fido', 'Esteticacaninafido'], O, None, ch=O, proc='Mercado Pago')
L('AR', 'MERPAGO*VERDULERIADONPEPE', ['Verdulería Don Pepe', 'Verduleriadonpepe'], F, None, ch=O, proc='Mercado Pago')
L('ZA', 'YOCO *THE KNYSNA OYSTER SHA Knysna', ['The Knysna Oyster Shack', 'Knysna Oyster Shack', 'The Knysna Oyster Sha'], F, 'Knysna', proc='Yoco')
L('AU', 'SQ *HARBOURSIDE FISH & CHI Hobart', ['Harbourside Fish & Chips', 'Harbourside Fish & Chi', 'Harbourside Fish and Chips'], F, 'Hobart', proc='Square')
L('NZ', 'SUMUP *WAIHEKE HONEY CO', ['Waiheke Honey Co', 'Waiheke Honey Company'], F, None, ch=O, proc='SumUp')
L('JP', 'SQ *コーヒースタンド ヨル', ['コーヒースタンド ヨル', 'コーヒースタンドヨル'], F, None, ch=O, proc='Square')

# ---------------------------------------------------------------- output (stdout) and stats (stderr)
def _script(t):
    for ch in t:
        if ch.isalpha() and ord(ch) > 0x24F:
            n = unicodedata.name(ch, '')
            for k in ('CYRILLIC', 'GREEK', 'ARABIC', 'HEBREW', 'CJK', 'HIRAGANA', 'KATAKANA', 'HANGUL', 'THAI',
                      'DEVANAGARI', 'BENGALI', 'SINHALA', 'GEORGIAN', 'ARMENIAN'):
                if n.startswith(k):
                    return k
    return 'LATIN'

seen = set()
for i, r in enumerate(labels.rows, 1):
    rid = 'w-%03d' % i
    assert rid not in seen
    seen.add(rid)
    sys.stdout.write(json.dumps({'id': rid, 'title': r['title'], 'country': r['country'], 'type': r['type'],
                                 'kind': r['kind'], 'expect': r['expect']}, ensure_ascii=False) + '\n')
kinds = collections.Counter(r['kind'] for r in labels.rows)
proc = sum(1 for r in labels.rows if isinstance(r['expect'].get('processor'), str))
scripts = collections.Counter(_script(r['title']) for r in labels.rows)
print('titles', len(labels.rows), 'countries', len(set(r['country'] for r in labels.rows)), file=sys.stderr)
print('kinds', dict(kinds), 'behind processor', proc, file=sys.stderr)
print('scripts', dict(scripts), file=sys.stderr)
