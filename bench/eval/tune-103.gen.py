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

write('t103', 'tune-103.jsonl')
