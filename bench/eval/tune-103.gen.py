# Round 103 tuning set: channel and recurring. Conventions (FORMAT.md, round 88's settled ones): airlines and
# booking / travel-agency sites are online even when printed with a city; a hotel, a car-hire desk and a railway
# station / ticket machine printed with a city are in_store; a card-not-present marker (INTERNET, E-COMMERCE,
# ONLINE, WWW, CNP, MOTO and their translations) makes a purchase online; contactless / chip / a phone wallet
# tapped at the shop's reader stays in_store; a shop paid from the customer's phone by QR or wallet app is
# mobile_app; direct debits of all schemes are direct_debit, recurring when the creditor bills periodically
# (utility, telecom, insurer, subscription, loan); standing orders are bank_transfer and recurring; lines that
# do not tell leave channel unscored. Controls: shop names holding a channel-like word, fees, ATM.
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from labels import E, OMIT, write

F, S, T, H, PC, SV, ED, EN, TV, FS, HU, TR, GV = ('Food & Drink', 'Shopping', 'Transportation', 'Health & Wellness',
    'Personal Care', 'Services', 'Education', 'Entertainment', 'Travel', 'Financial Services',
    'Housing & Utilities', 'Transfers', 'Government & Taxes')
I, O, MA, ATM, BT, DD = 'in_store', 'online', 'mobile_app', 'atm', 'bank_transfer', 'direct_debit'

def C(cc, title, m, cat, ch, rec=False, city=OMIT):   # a purchase with a fixed channel
    E(cc, title, m, cat, OMIT, city, ch, rec)

def D(cc, title, m, cat, rec=True):                  # direct debit to a company
    E(cc, title, m, cat, OMIT, OMIT, DD, rec)

def SO(cc, title, cat=OMIT):                         # standing order (a transfer the customer set up)
    E(cc, title, OMIT, cat, OMIT, OMIT, BT, True)

def A(cc, title):                                    # cash withdrawal at an ATM
    E(cc, title, None, FS, OMIT, OMIT, ATM, False)

def N(cc, title, cat=OMIT, rec=OMIT):                # a line that does not tell its channel
    E(cc, title, OMIT, cat, OMIT, OMIT, OMIT, rec)

# ================= part 1: travel merchants printed with a city =================
C('DE', 'LUFTHANSA 2201234567890 FRANKFURT', ['Lufthansa'], TV, O)
C('IE', 'RYANAIR LTD DUBLIN', ['Ryanair'], TV, O)
C('GB', 'EASYJET AIRLINE CO LUTON', ['easyJet'], TV, O)
C('FR', 'CB AIR FRANCE 12/10 ROISSY CDG', ['Air France'], TV, O)
C('NL', 'KLM ROYAL DUTCH AIRL AMSTELVEEN', ['KLM'], TV, O)
C('ES', 'COMPRA IBERIA LAE MADRID', ['Iberia'], TV, O)
C('ES', 'VUELING AIRLINES EL PRAT DE LLOBREGAT', ['Vueling'], TV, O)
C('HU', 'WIZZ AIR HUNGARY BUDAPEST', ['Wizz Air'], TV, O)
C('TR', 'TURK HAVA YOLLARI ISTANBUL TR', ['Turkish Airlines', 'Türk Hava Yolları', 'Turk Hava Yollari'], TV, O)
C('CL', 'LATAM AIRLINES GROUP SANTIAGO', ['LATAM Airlines', 'LATAM'], TV, O)
C('AU', 'QANTAS AIRWAYS MASCOT AUS', ['Qantas'], TV, O)
C('CA', 'AIR CANADA 0142345678901 MONTREAL QC', ['Air Canada'], TV, O)
C('US', 'DELTA AIR 0062345678901 ATLANTA GA', ['Delta Air Lines', 'Delta'], TV, O)
C('AE', 'EMIRATES AIRLINE DUBAI ARE', ['Emirates'], TV, O)
C('NO', 'NORWEGIAN AIR SHUTTLE FORNEBU', ['Norwegian Air Shuttle', 'Norwegian'], TV, O)
C('MX', 'AEROMEXICO CIUDAD DE MEXICO', ['Aeroméxico', 'Aeromexico'], TV, O)
C('PL', 'LOT POLISH AIRLINES WARSZAWA', ['LOT Polish Airlines', 'LOT'], TV, O)
C('CH', 'SWISS INTERNATIONAL AIR LINES BASEL', ['Swiss International Air Lines', 'SWISS'], TV, O)
C('PT', 'TAP AIR PORTUGAL LISBOA', ['TAP Air Portugal', 'TAP'], TV, O)
C('FI', 'FINNAIR OYJ VANTAA', ['Finnair'], TV, O)
C('PH', 'CEBU PACIFIC AIR PASAY CITY', ['Cebu Pacific'], TV, O)
C('BR', 'GOL LINHAS AEREAS SAO PAULO', ['GOL Linhas Aéreas', 'GOL'], TV, O)
C('NL', 'BOOKING.COM BV AMSTERDAM', ['Booking.com'], TV, O)
C('US', 'AIRBNB * HMQ2X4B8KD SAN FRANCISCO CA', ['Airbnb'], TV, O)
C('US', 'EXPEDIA 72345678901234 BELLEVUE WA', ['Expedia'], TV, O)
C('SG', 'AGODA.COM SINGAPORE', ['Agoda'], TV, O)
C('ES', 'EDREAMS BARCELONA', ['eDreams'], TV, O)
C('GB', 'OPODO LTD LONDON', ['Opodo'], TV, O)
C('GB', 'TRAINLINE LONDON', ['Trainline'], T, O)
C('CN', 'TRIP.COM SHANGHAI', ['Trip.com'], TV, O)
C('PL', 'HILTON GARDEN INN KRAKOW', ['Hilton Garden Inn', 'Hilton'], TV, I)
C('FR', 'CB IBIS BUDGET LYON PART DIEU 14/10', ['ibis budget', 'ibis'], TV, I)
C('IT', 'PAGAMENTO POS NH COLLECTION MILANO', ['NH Collection', 'NH Hotels'], TV, I)
C('DE', 'MOTEL ONE HAMBURG-ALSTER', ['Motel One'], TV, I)
C('FI', 'SCANDIC SIMONKENTTA HELSINKI', ['Scandic Hotels', 'Scandic'], TV, I)
C('IE', 'HOLIDAY INN EXPRESS DUBLIN', ['Holiday Inn Express', 'Holiday Inn'], TV, I)
C('GB', 'PREMIER INN LONDON COUNTY HALL', ['Premier Inn'], TV, I)
C('TH', 'NOVOTEL BANGKOK SUKHUMVIT 20', ['Novotel'], TV, I)
C('FR', 'SNCF GARE DE LYON PARIS', ['SNCF'], T, I)
C('DE', 'DB AUTOMAT HAMBURG HBF', ['Deutsche Bahn', 'DB'], T, I)
C('CH', 'SBB CFF FFS ZUERICH HB', ['SBB'], T, I)
C('NL', 'NS AMSTERDAM CENTRAAL', ['NS', 'Nederlandse Spoorwegen'], T, I)
C('AT', 'OEBB TICKETSHOP WIEN HBF', ['ÖBB', 'OEBB', 'OBB'], T, I)
C('PL', 'PKP INTERCITY KASA WARSZAWA CENTRALNA', ['PKP Intercity'], T, I)
C('FR', 'SNCF INTERNET PARIS', ['SNCF'], T, O)
C('ES', 'RENFE VIAJEROS INTERNET MADRID', ['Renfe'], T, O)
C('IT', 'HERTZ ROMA FIUMICINO AEROPORTO', ['Hertz'], TV, I)
C('DE', 'SIXT AUTOVERMIETUNG MUENCHEN FLUGHAFEN', ['Sixt'], TV, I)
C('PT', 'EUROPCAR LISBOA AEROPORTO', ['Europcar'], TV, I)
C('US', 'MARRIOTT MARQUIS SAN FRANCISCO CA', ['Marriott Marquis', 'Marriott'], TV, I)

# ================= part 2: card-not-present markers (online), contactless / chip (in_store), QR / wallet app =================
C('PL', 'ZAKUP INTERNETOWY 4875 ALLEGRO.PL POZNAN', ['Allegro'], S, O)
C('FR', 'CARTE X4821 ACHAT INTERNET FNAC DARTY IVRY', ['Fnac', 'Fnac Darty'], S, O)
C('ES', 'COMPRA ONLINE ZARA.COM ARTEIXO', ['Zara'], S, O)
C('ES', 'COMPRA INTERNET EL CORTE INGLES MADRID', ['El Corte Inglés', 'El Corte Ingles'], S, O)
C('IT', 'ACQUISTO ONLINE IKEA ITALIA RETAIL', ['IKEA'], S, O)
C('IT', 'PAGAMENTO E-COMMERCE ESSELUNGA SPA', ['Esselunga'], F, O)
C('RU', 'ИНТЕРНЕТ ПОКУПКА OZON.RU MOSKVA', ['Ozon'], S, O)
C('UA', 'ІНТЕРНЕТ-ПОКУПКА ROZETKA.UA KYIV', ['Rozetka'], S, O)
C('CZ', 'PLATBA NA INTERNETU ALZA.CZ PRAHA', ['Alza', 'Alza.cz'], S, O)
C('SK', 'NAKUP NA INTERNETE MALL.SK BRATISLAVA', ['Mall.sk', 'MALL'], S, O)
C('HU', 'INTERNETES VASARLAS EMAG.HU BUDAPEST', ['eMAG'], S, O)
C('RO', 'CUMPARARE ONLINE EMAG BUCURESTI', ['eMAG'], S, O)
C('TR', 'INTERNET ALISVERIS HEPSIBURADA ISTANBUL', ['Hepsiburada'], S, O)
C('DE', 'VISA ONLINE-EINKAUF ZALANDO SE BERLIN', ['Zalando'], S, O)
C('BR', 'COMPRA ONLINE MERCADOLIVRE OSASCO', ['Mercado Livre', 'Mercado Libre'], S, O)
C('CL', 'COMPRA POR INTERNET FALABELLA.COM SANTIAGO', ['Falabella'], S, O)
C('SE', 'INTERNETKOP CDON AB MALMO', ['CDON'], S, O)
C('NL', 'IDEAL BOL.COM UTRECHT', ['bol.com', 'bol'], S, O)
C('AU', 'CNP PURCHASE JB HI-FI MELBOURNE', ['JB Hi-Fi'], S, O)
C('GB', 'MOTO DFS FURNITURE DONCASTER', ['DFS'], S, O)
C('GB', 'WWW.ARGOS.CO.UK', ['Argos'], S, O)
C('GB', 'INTERNET PURCHASE TESCO STORES 3412', ['Tesco'], F, O)
C('ZA', 'ECOM PURCHASE TAKEALOT CAPE TOWN', ['Takealot'], S, O)
C('IN', 'ECOM PUR FLIPKART BANGALORE', ['Flipkart'], S, O)
C('GR', 'ΑΓΟΡΑ ΜΕΣΩ ΔΙΑΔΙΚΤΥΟΥ SKROUTZ ATHINA', ['Skroutz'], S, O)
C('PT', 'COMPRA ONLINE WORTEN LISBOA', ['Worten'], S, O)
C('FI', 'VERKKOMAKSU VERKKOKAUPPA.COM HELSINKI', ['Verkkokauppa.com'], S, O)
C('NO', 'NETTKJOP KOMPLETT.NO SANDEFJORD', ['Komplett'], S, O)
C('DK', 'NETKOB ELGIGANTEN KOBENHAVN', ['Elgiganten'], S, O)
C('HR', 'INTERNET KUPNJA KONZUM KLIK ZAGREB', ['Konzum'], F, O)
C('VN', 'THANH TOAN TRUC TUYEN TIKI HO CHI MINH', ['Tiki'], S, O)
C('AE', 'شراء عبر الإنترنت NOON DUBAI', ['noon'], S, O)
C('MX', 'COMPRA EN LINEA LIVERPOOL MEXICO', ['Liverpool'], S, O)
C('US', 'BEST BUY.COM 00012345 RICHFIELD MN', ['Best Buy'], S, O)
C('FR', 'PAIEMENT SANS CONTACT CARREFOUR CITY PARIS', ['Carrefour City', 'Carrefour'], F, I)
C('GB', 'CONTACTLESS TESCO EXPRESS LEEDS', ['Tesco Express', 'Tesco'], F, I)
C('PL', 'PLATNOSC ZBLIZENIOWA ZABKA WARSZAWA', ['Żabka', 'Zabka'], F, I)
C('ES', 'COMPRA SIN CONTACTO MERCADONA VALENCIA', ['Mercadona'], F, I)
C('CZ', 'BEZKONTAKTNI PLATBA ALBERT PRAHA', ['Albert'], F, I)
C('DE', 'GIROCARD KONTAKTLOS REWE MARKT BERLIN', ['REWE'], F, I)
C('GB', 'APPLE PAY CONTACTLESS COSTA COFFEE BRISTOL', ['Costa Coffee', 'Costa'], F, I)
C('AU', 'GOOGLE PAY TAP WOOLWORTHS SYDNEY', ['Woolworths'], F, I)
C('HK', 'VISA PAYWAVE 7-ELEVEN MONG KOK', ['7-Eleven'], F, I)
C('ZA', 'POS CHIP PURCHASE SPAR DURBAN', ['SPAR'], F, I)
C('IT', 'PAGAMENTO CONTACTLESS CONAD MILANO', ['Conad'], F, I)
C('NL', 'BEA NFC ALBERT HEIJN 1234 UTRECHT', ['Albert Heijn'], F, I)
C('CN', '支付宝 瑞幸咖啡 上海', ['瑞幸咖啡', 'Luckin Coffee'], F, MA)
C('CN', '微信支付-全家便利店', ['全家便利店', '全家', 'FamilyMart'], F, MA)
C('CH', 'TWINT *COOP PRONTO ZUERICH', ['Coop Pronto', 'Coop'], F, MA)
C('BE', 'PAYCONIQ DELHAIZE BRUXELLES', ['Delhaize'], F, MA)
C('DK', 'MOBILEPAY NETTO 1234', ['Netto'], F, MA)
C('JP', 'PAYPAY ローソン', ['ローソン', 'Lawson'], F, MA)
C('VN', 'MOMO THANH TOAN HIGHLANDS COFFEE', ['Highlands Coffee'], F, MA)
C('PH', 'GCASH PAY QR JOLLIBEE', ['Jollibee'], F, MA)
C('KE', 'MPESA BUY GOODS NAIVAS SUPERMARKET', ['Naivas'], F, MA)
C('TH', 'PROMPTPAY QR CAFE AMAZON', ['Café Amazon', 'Cafe Amazon'], F, MA)

write('t103', 'tune-103.jsonl')
