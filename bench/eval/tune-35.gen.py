# tune-35: written by helper accuracy35 (round 35) from FORMAT.md, labels.py, the HEADER conventions of
# tune-27.gen.py and tune-29.gen.py and general knowledge of how card-issuing banks print the merchant's
# place, before reading the engine's location code or any engine answer for these lines.
# Theme: the CITY of the place of purchase in countries and layouts rounds 27/29 did not cover: Eastern
# Europe, the Balkans, Turkey, the Gulf, North and West Africa, Central Asia, the Caucasus, Latin America
# beyond MX/BR/AR, Southeast Asia; local-language vs English names (WARSZAWA/Warsaw, BUCURESTI/Bucharest,
# BEOGRAD/Belgrade, DUBAYY/Dubai); cities glued to a country or region code (SOFIABG, TBILISIGE); cities cut
# by the field length; districts and suburbs printed instead of the city; the city printed first; postcodes
# beside the city; ~20 % lines whose words look like places but hold none (controls).
# Conventions (as tune-27/tune-29 and the readable sets):
# - city as printed, with its English and local forms as further accepted values;
# - a suburb or satellite town that is its own locality -> that town, the big city also accepted;
#   a district/ward alone -> unscored (OMIT); a district printed with its city -> the city;
# - a city cut by the field limit -> the full city when the prefix of 5+ letters is unambiguous;
# - ATM lines: city unscored; merchant OMIT where a small business's name is uncertain.
from labels import OMIT, E, P, T, write

FD, SH, TR, TV, HU, EN, HW, PC, ED, FS, GT, SV, TF, INC, CH = ('Food & Drink', 'Shopping',
    'Transportation', 'Travel', 'Housing & Utilities', 'Entertainment', 'Health & Wellness',
    'Personal Care', 'Education', 'Financial Services', 'Government & Taxes', 'Services',
    'Transfers', 'Income', 'Charity & Gifts')
WAW = ['Warszawa', 'Warsaw']
KRK = ['Kraków', 'Krakow', 'Cracow']
WRO = ['Wrocław', 'Wroclaw']
GDA = ['Gdańsk', 'Gdansk']
LDZ = ['Łódź', 'Lodz']
POZ = ['Poznań', 'Poznan']
PRG = ['Praha', 'Prague']
BUH = ['București', 'Bucuresti', 'Bucharest']
CLJ = ['Cluj-Napoca', 'Cluj Napoca', 'Cluj']
IAS = ['Iași', 'Iasi']
BEG = ['Beograd', 'Belgrade']
SOF = ['Sofia', 'Sofiya', 'София']
PDV = ['Plovdiv']
ATH = ['Athens', 'Athina', 'Athina']
SKP = ['Skopje']
KYIV = ['Kyiv', 'Kiev', 'Київ']
LVIV = ['Lviv', 'Lvov', 'Lwów']
ODS = ['Odesa', 'Odessa']
IST = ['Istanbul', 'İstanbul']
IZM = ['İzmir', 'Izmir']
DXB = ['Dubai', 'Dubayy']
AUH = ['Abu Dhabi']
RUH = ['Riyadh', 'Ar Riyad', 'Riyad']
JED = ['Jeddah', 'Jidda', 'Jiddah']
DOH = ['Doha', 'Ad Dawhah']
KWI = ['Kuwait City', 'Kuwait']
MCT = ['Muscat', 'Masqat']
CMN = ['Casablanca', 'Dar el Beida']
MRK = ['Marrakesh', 'Marrakech']
ALG = ['Algiers', 'Alger']
TUN = ['Tunis']
CAI = ['Cairo', 'Al Qahirah']
LOS = ['Lagos']
ACC = ['Accra']
DKR = ['Dakar']
ABJ = ['Abidjan']
ALA = ['Almaty', 'Alma-Ata']
AST = ['Astana', 'Nur-Sultan']
TAS = ['Tashkent', 'Toshkent']
BSK = ['Bishkek']
TBS = ['Tbilisi']
BAK = ['Baku', 'Baki']
EVN = ['Yerevan']
BOG = ['Bogotá', 'Bogota']
MDE = ['Medellín', 'Medellin']
LIM = ['Lima']
SCL = ['Santiago', 'Santiago de Chile']
UIO = ['Quito']
MVD = ['Montevideo']
ASU = ['Asunción', 'Asuncion']
LPB = ['La Paz']
SJO = ['San José', 'San Jose']
PTY = ['Panama City', 'Panamá', 'Panama', 'Ciudad de Panamá']
SDQ = ['Santo Domingo']
BKK = ['Bangkok', 'Krung Thep']
HAN = ['Hanoi', 'Hà Nội', 'Ha Noi']
HCMC = ['Ho Chi Minh City', 'HCMC', 'Saigon', 'Ho Chi Minh', 'Thành phố Hồ Chí Minh']
JKT = ['Jakarta']
MNL = ['Manila']
PNH = ['Phnom Penh']

# ---------------- PL ----------------
E('PL', 'BIEDRONKA 3172 WARSZAWA', ['Biedronka'], FD, None, WAW)
E('PL', 'ZABKA Z7741 K.1 KRAKOW', ['Żabka', 'Zabka'], FD, None, KRK)
E('PL', 'LIDL SP Z O O SP K 0412 WROCLAW POL', ['Lidl'], FD, None, WRO)
E('PL', 'ROSSMANN 118 GDANSK 80-309', ['Rossmann'], HW, None, GDA)
E('PL', 'ORLEN STACJA NR 4412 LODZ', ['Orlen'], TR, None, LDZ)
E('PL', 'KAWIARNIA POD ZEGAREM 61-772 POZNAN', OMIT, FD, None, POZ)
E('PL', 'PIEKARNIA GRYCAN WARSZAWA MOKOTOW', OMIT, FD, None, WAW)
E('PL', 'CARREFOUR EXPRESS URSYNOW', ['Carrefour'], FD, None, OMIT)
E('PL', 'POZNANSKA SP Z O O', OMIT, SH, None, None)
E('PL', 'BIURO PODROZY KRAKOWSKIE PRZEDMIESCIE', OMIT, TV, None, OMIT)
# ---------------- CZ / SK ----------------
E('CZ', 'ALBERT 0421 PRAHA 5', ['Albert'], FD, None, PRG)
E('CZ', 'BILLA SPOL S R O BRNO', ['Billa'], FD, None, 'Brno')
E('CZ', 'KAVARNA SLAVIA PRAHA 1 CZE', OMIT, FD, None, PRG)
E('CZ', 'PIVOVAR U MEDVIDKU PRAGUE CZ', OMIT, FD, None, PRG)
E('CZ', 'BUDWEISER BUDVAR NP', OMIT, FD, None, None)
E('SK', 'TESCO HM 3021 BRATISLAVA SVK', ['Tesco'], FD, None, 'Bratislava')
E('SK', 'SLOVNAFT CS 112 KOSICE', ['Slovnaft'], TR, None, ['Košice', 'Kosice'])
E('SK', 'RESTAURACIA FLAG SHIP        BRATISLAVA   SK', OMIT, FD, None, 'Bratislava')
# ---------------- HU ----------------
E('HU', 'SPAR 0123 DEBRECEN', ['Spar'], FD, None, 'Debrecen')
E('HU', 'TESCO ARUHAZ BUDAPEST XIII', ['Tesco'], FD, None, 'Budapest')
E('HU', 'MOL TOLTOALLOMAS SZEGED', ['MOL'], TR, None, 'Szeged')
E('HU', 'NEW YORK KAVEHAZ BUDAPEST', OMIT, FD, None, 'Budapest')
E('HU', 'BUDAPESTI KOZLEKEDESI ZRT', ['BKV', 'BKK', 'Budapesti Kozlekedesi'], TR, None, OMIT)
# ---------------- RO / MD ----------------
E('RO', 'MEGA IMAGE 0412 BUCURESTI', ['Mega Image'], FD, None, BUH)
E('RO', 'KAUFLAND 2300 CLUJ-NAPOC', ['Kaufland'], FD, None, CLJ)
E('RO', 'OMV PETROM 4411 TIMISOARA', ['OMV', 'Petrom', 'OMV Petrom'], TR, None, ['Timișoara', 'Timisoara'])
E('RO', 'CARTURESTI CARUSEL BUCHAREST RO', ['Carturesti'], SH, None, BUH)
E('RO', 'SALA PALATULUI SECTOR 1', OMIT, EN, None, OMIT)
E('MD', 'LINELLA 45 CHISINAU MD', ['Linella'], FD, None, ['Chișinău', 'Chisinau', 'Kishinev'])
E('MD', 'CAFENEA TUCANO CHISINAUMD', OMIT, FD, None, ['Chișinău', 'Chisinau', 'Kishinev'])
# ---------------- BG ----------------
E('BG', 'BILLA BULGARIA SOFIA 1000', ['Billa'], FD, None, SOF)
E('BG', 'FANTASTICO 17 SOFIABG', ['Fantastico'], FD, None, SOF)
E('BG', 'RESTORANT VARNA BEACH VARNA', OMIT, FD, None, 'Varna')
E('BG', 'HOTEL SOFIA BALKAN', OMIT, TV, None, OMIT)
# ---------------- RS / HR / SI / BA / MK / AL / ME ----------------
E('RS', 'MAXI 455 BEOGRAD', ['Maxi'], FD, None, BEG)
E('RS', 'NIS PETROL BS 1123 NIS', ['NIS Petrol', 'NIS'], TR, None, ['Niš', 'Nis'])
E('RS', 'KAFANA DVA JELENA BEOGRAD SRB', OMIT, FD, None, BEG)
E('RS', 'BELGRADE WATERFRONT DOO', OMIT, HU, None, None)
E('HR', 'KONZUM 0812 ZAGREB', ['Konzum'], FD, None, 'Zagreb')
E('HR', 'INA BS RIJEKA-KANTRIDA', ['INA'], TR, None, 'Rijeka')
E('SI', 'MERCATOR HM LJUBLJANA', ['Mercator'], FD, None, 'Ljubljana')
E('SI', 'PETROL MARIBOR 2000', ['Petrol'], TR, None, 'Maribor')
E('BA', 'BINGO DOO SARAJEVO BIH', ['Bingo'], FD, None, 'Sarajevo')
E('MK', 'VERO CENTAR SKOPJE', ['Vero'], FD, None, SKP)
E('MK', 'KAFE BAR OHRID MK', OMIT, FD, None, 'Ohrid')
E('AL', 'BIG MARKET SHPK TIRANE', OMIT, FD, None, ['Tirana', 'Tiranë', 'Tirane'])
E('ME', 'VOLI TRADE PODGORICA', ['Voli'], FD, None, 'Podgorica')
E('ME', 'KONOBA BUDVA MNE', OMIT, FD, None, 'Budva')
# ---------------- UA / Baltics ----------------
E('UA', 'SILPO 0417 KYIV UKR', ['Silpo'], FD, None, KYIV)
E('UA', 'LVIVSKA KOPALNIA KAVY LVIV', OMIT, FD, None, LVIV)
E('UA', 'WOG AZS 1123 ODESA', ['WOG'], TR, None, ODS)
E('UA', 'KYIVSTAR MOBILE TOPUP', ['Kyivstar'], SV, None, None, OMIT)
E('UA', 'NOVA POSHTA KHARKIV', ['Nova Poshta'], SV, None, ['Kharkiv', 'Kharkov'])
E('LT', 'MAXIMA LT UAB VILNIUS', ['Maxima'], FD, None, 'Vilnius')
E('LV', 'RIMI LATVIA RIGA', ['Rimi'], FD, None, 'Riga')
E('LV', 'NARVESEN 412 JURMALA', ['Narvesen'], SH, None, ['Jūrmala', 'Jurmala'])
E('EE', 'SELVER TARTU EST', ['Selver'], FD, None, 'Tartu')
E('EE', 'TALLINK SILJA', ['Tallink'], TV, None, None, OMIT)
# ---------------- TR ----------------
E('TR', 'MIGROS BEYOGLU ISTANBUL TR', ['Migros'], FD, None, IST)
E('TR', 'A101 KADIKOY ISTANBUL', ['A101'], FD, None, IST)
E('TR', 'SHELL TURKCELL IZMIR TUR', ['Shell'], TR, None, IZM)
E('TR', 'KOSKA HELVACISI ESKISEHIR', OMIT, FD, None, ['Eskişehir', 'Eskisehir'])
E('TR', 'OPET ANTALYA KONYAALTI', ['Opet'], TR, None, 'Antalya')
E('TR', 'CAFE NERO NISANTASI', ['Caffè Nero', 'Cafe Nero'], FD, None, OMIT)
E('TR', 'ISTANBUL KART DOLUM', OMIT, TR, None, OMIT)
E('TR', 'ANKARA SIMIT SARAYI', ['Simit Sarayı', 'Simit Sarayi'], FD, None, OMIT)
E('TR', 'KARDESLER LOKANTASI      BURSA        TR', OMIT, FD, None, 'Bursa')
# ---------------- Gulf ----------------
E('AE', 'CARREFOUR MOE DUBAI ARE', ['Carrefour'], FD, None, DXB)
E('AE', 'LULU HYPERMARKET ABU DHABI AE', ['LuLu Hypermarket', 'LuLu'], FD, None, AUH)
E('AE', 'ENOC 1123 DUBAYY', ['ENOC'], TR, None, DXB)
E('AE', 'DUBAI DUTY FREE', ['Dubai Duty Free'], SH, None, OMIT)
E('AE', 'SALIK DUBAI', ['Salik'], TR, None, OMIT, OMIT)
E('AE', 'ADNOC 512 SHARJAH', ['ADNOC'], TR, None, ['Sharjah', 'Ash Shariqah'])
E('AE', 'TALABAT ABU DHABI', ['Talabat'], FD, None, OMIT, OMIT)
E('SA', 'PANDA RETAIL CO RIYADH SAU', ['Panda'], FD, None, RUH)
E('SA', 'JARIR BOOKSTORE DAMMAM', ['Jarir Bookstore', 'Jarir'], SH, None, 'Dammam')
E('SA', 'AL BAIK MAKKAH SA', ['Al Baik', 'Albaik'], FD, None, ['Mecca', 'Makkah'])
E('QA', 'LULU HYPER DOHA QAT', ['LuLu Hypermarket', 'LuLu'], FD, None, DOH)
E('QA', 'WOQOD PETROL STN AL WAKRAH', ['Woqod'], TR, None, ['Al Wakrah', 'Wakrah'])
E('KW', 'SULTAN CENTER KUWAIT CITY', ['The Sultan Center', 'Sultan Center'], FD, None, KWI)
E('KW', 'ALSHAYA MARKAZ KUWAIT KW', OMIT, SH, None, OMIT)
E('OM', 'LULU HYPERMARKET MUSCAT OM', ['LuLu Hypermarket', 'LuLu'], FD, None, MCT)
E('BH', 'ALOSRA SUPERMARKET MANAMA', OMIT, FD, None, 'Manama')
# ---------------- North Africa ----------------
E('MA', 'MARJANE CALIFORNIE CASABLANCA', ['Marjane'], FD, None, CMN)
E('MA', 'CAFE DE FRANCE MARRAKECH MA', OMIT, FD, None, MRK)
E('MA', 'BIM STORES FES', ['BIM'], FD, None, ['Fès', 'Fes', 'Fez'])
E('MA', 'CASABLANCA FINANCE CITY AUTH', OMIT, GT, None, OMIT)
E('DZ', 'ARDIS BAB EZZOUAR ALGER', ['Ardis'], FD, None, ALG)
E('DZ', 'NAFTAL STATION ORAN DZ', ['Naftal'], TR, None, ['Oran', 'Wahran'])
E('TN', 'CARREFOUR LA MARSA TUNIS', ['Carrefour'], FD, None, [*TUN, 'La Marsa'])
E('EG', 'CARREFOUR CITY STARS CAIRO EGY', ['Carrefour'], FD, None, CAI)
E('EG', 'SEOUDI MARKET ZAMALEK', OMIT, FD, None, OMIT)
E('EG', 'ALEXANDRIA PHARMACY', OMIT, HW, None, None)
E('EG', 'GOURMET EGYPT NEW CAIRO', OMIT, FD, None, ['New Cairo', 'Cairo'])
# ---------------- West Africa ----------------
E('NG', 'SHOPRITE IKEJA LAGOS NG', ['Shoprite'], FD, None, LOS)
E('NG', 'TOTALENERGIES PORT HARCOUR', ['TotalEnergies', 'Total'], TR, None, 'Port Harcourt')
E('NG', 'CHICKEN REPUBLIC LEKKI', ['Chicken Republic'], FD, None, OMIT)
E('GH', 'MELCOM ACCRA MALL ACCRA GH', ['Melcom'], SH, None, ACC)
E('SN', 'AUCHAN SENEGAL DAKAR', ['Auchan'], FD, None, DKR)
E('SN', 'TOTAL PLATEAU DAKAR SN', ['TotalEnergies', 'Total'], TR, None, DKR)
E('CI', 'PROSUMA CAP SUD ABIDJAN', OMIT, FD, None, ABJ)
E('CI', 'CARREFOUR PLAYCE MARCORY', ['Carrefour'], FD, None, OMIT)
# ---------------- Central Asia / Caucasus ----------------
E('KZ', 'MAGNUM 044 ALMATY KAZ', ['Magnum'], FD, None, ALA)
E('KZ', 'SMALL 24 ASTANA', OMIT, FD, None, AST)
E('KZ', 'HELIOS AZS 112 SHYMKENT', ['Helios'], TR, None, 'Shymkent')
E('KZ', 'KASPI MAGAZIN', ['Kaspi'], SH, None, None, OMIT)
E('UZ', 'KORZINKA UZ TOSHKENT', ['Korzinka'], FD, None, TAS)
E('UZ', 'MAKRO SUPERMARKET TASHKENTUZ', ['Makro'], FD, None, TAS)
E('UZ', 'SAMARKAND DARVOZA TC', OMIT, SH, None, OMIT)
E('KG', 'GLOBUS SUPERMARKET BISHKEK KG', ['Globus'], FD, None, BSK)
E('GE', 'CARREFOUR TBILISI GEO', ['Carrefour'], FD, None, TBS)
E('GE', 'GULF GEORGIA BATUMI', ['Gulf'], TR, None, 'Batumi')
E('GE', 'SPAR 0144 TBILISIGE', ['Spar'], FD, None, TBS)
E('AZ', 'BRAVO 28 MALL BAKI AZE', ['Bravo'], FD, None, BAK)
E('AM', 'YEREVAN CITY SUPERMARKET', ['Yerevan City'], FD, None, OMIT)
E('AM', 'SAS 12 KOMITAS YEREVAN', ['SAS'], FD, None, EVN)
# ---------------- Latin America beyond MX/BR/AR ----------------
E('CO', 'EXITO CALLE 80 BOGOTA', ['Éxito', 'Exito'], FD, None, BOG)
E('CO', 'CARULLA OVIEDO MEDELLIN', ['Carulla'], FD, None, MDE)
E('CO', 'JUAN VALDEZ CAFE CARTAGENA CO', ['Juan Valdez'], FD, None, ['Cartagena', 'Cartagena de Indias'])
E('CO', 'TERPEL EDS LA 33 CALI', ['Terpel'], TR, None, ['Cali', 'Santiago de Cali'])
E('CO', 'D1 SAS USAQUEN', ['D1'], FD, None, OMIT)
E('PE', 'WONG MIRAFLORES LIMA PE', ['Wong'], FD, None, LIM)
E('PE', 'PRIMAX CUSCO PER', ['Primax'], TR, None, ['Cusco', 'Cuzco'])
E('PE', 'TAMBO SAN ISIDRO', ['Tambo'], FD, None, OMIT)
E('CL', 'LIDER PROVIDENCIA SANTIAGO', ['Lider'], FD, None, SCL)
E('CL', 'COPEC VINA DEL MAR CL', ['Copec'], TR, None, ['Viña del Mar', 'Vina del Mar'])
E('CL', 'JUMBO LAS CONDES', ['Jumbo'], FD, None, ['Las Condes', 'Santiago'])
E('CL', 'ANTOFAGASTA MINERALS SA', OMIT, INC, None, None, OMIT, False, None, 'income')
E('EC', 'SUPERMAXI QUITO EC', ['Supermaxi'], FD, None, UIO)
E('UY', 'TIENDA INGLESA MONTEVIDEO UY', ['Tienda Inglesa'], FD, None, MVD)
E('UY', 'ANCAP PUNTA DEL ESTE', ['ANCAP'], TR, None, 'Punta del Este')
E('PY', 'PETROPAR CIUDAD DEL ESTE', ['Petropar'], TR, None, 'Ciudad del Este')
E('BO', 'HIPERMAXI SANTA CRUZ BO', ['Hipermaxi'], FD, None, ['Santa Cruz de la Sierra', 'Santa Cruz'])
E('CR', 'AUTOMERCADO ESCAZU', ['Auto Mercado', 'Automercado'], FD, None, ['Escazú', 'Escazu', 'San José', 'San Jose'])
E('CR', 'MAS X MENOS SAN JOSE CR', ['Más x Menos', 'Mas x Menos'], FD, None, SJO)
E('GT', 'LA TORRE ZONA 10 GUATEMALA', ['La Torre'], FD, None, ['Guatemala City', 'Guatemala', 'Ciudad de Guatemala'])
E('PA', 'RIBA SMITH COSTA DEL ESTE PANAMA', ['Riba Smith'], FD, None, PTY)
E('DO', 'SIRENA SANTO DOMINGO DO', ['La Sirena', 'Sirena'], SH, None, SDQ)
E('DO', 'JUMBO SANTIAGO DE LOS CABALLEROS', ['Jumbo'], FD, None, ['Santiago de los Caballeros', 'Santiago'])
E('CO', 'COLOMBIANA DE COMERCIO SA', OMIT, SH, None, None)
E('PE', 'INKA KOLA', OMIT, FD, None, None)
# ---------------- Southeast Asia ----------------
E('TH', '7-ELEVEN 11123 BANGKOK TH', ['7-Eleven'], FD, None, BKK)
E('TH', 'TOPS DAILY NIMMAN CHIANG MAI TH', ['Tops'], FD, None, ['Chiang Mai'])
E('TH', 'BIG C SUPERCENTER PATTAYA', ['Big C'], FD, None, 'Pattaya')
E('TH', 'FAMILYMART SUKHUMVIT 24', ['FamilyMart'], FD, None, OMIT)
E('TH', 'BANGKOK AIRWAYS', ['Bangkok Airways'], TV, None, None, OMIT)
E('TH', 'PHUKET TOWN CAFE         PHUKET       TH', OMIT, FD, None, 'Phuket')
E('VN', 'WINMART+ CAU GIAY HANOI VNM', ['WinMart'], FD, None, HAN)
E('VN', 'HIGHLANDS COFFEE HO CHI MINH', ['Highlands Coffee'], FD, None, HCMC)
E('VN', 'CIRCLE K DA NANG', ['Circle K'], FD, None, ['Da Nang', 'Đà Nẵng'])
E('VN', 'PHO SAIGON 24', OMIT, FD, None, None)
E('ID', 'INDOMARET KEMANG JAKARTA SEL', ['Indomaret'], FD, None, JKT)
E('ID', 'PERTAMINA 34.123 SURABAYA', ['Pertamina'], TR, None, 'Surabaya')
E('ID', 'BALI BEACH CLUB KUTA', OMIT, FD, None, 'Kuta')
E('MY', 'AEON BIG PENANG MY', ['AEON'], FD, None, ['Penang', 'George Town'])
E('MY', 'PETRONAS JOHOR BAHRU', ['Petronas'], TR, None, 'Johor Bahru')
E('PH', 'SM SUPERMARKET CEBU CITY PH', ['SM Supermarket', 'SM'], FD, None, ['Cebu City', 'Cebu'])
E('PH', 'JOLLIBEE CUBAO QUEZON CITY PH', ['Jollibee'], FD, None, 'Quezon City')
E('PH', 'MANILA WATER BILLS PAYMENT', ['Manila Water'], HU, None, None, OMIT, True)
E('KH', 'LUCKY SUPERMARKET SIHANOUK PHNOM PE', ['Lucky Supermarket'], FD, None, PNH)
E('KH', 'ANGKOR MART SIEM REAP', OMIT, FD, None, 'Siem Reap')
E('SG', 'SINGAPORE POOLS', ['Singapore Pools'], EN, None, None, OMIT)
# ---------------- controls: place words, no place ----------------
E('PL', 'WARSZAWSKA SPOLDZIELNIA MIESZKANIOWA', OMIT, HU, None, None, OMIT, OMIT)
E('CZ', 'PRAZSKA ENERGETIKA AS', OMIT, HU, None, None, OMIT, OMIT)
E('HR', 'ZAGREBACKI HOLDING DOO', OMIT, HU, None, None, OMIT, OMIT)
E('RS', 'JKP BEOGRADSKE ELEKTRANE', OMIT, HU, None, None, OMIT, OMIT)
E('BG', 'SOFIYSKA VODA AD', OMIT, HU, None, None, OMIT, OMIT)
E('GE', 'TBILISI ENERGY LLC', OMIT, HU, None, None, OMIT, OMIT)
E('NG', 'ABUJA ELECTRICITY DISTRIBUTION', OMIT, HU, None, None, OMIT, OMIT)
E('TR', 'ANKARA DONER KEBAP', OMIT, FD, None, None)
E('UA', 'LVIV CROISSANTS', OMIT, FD, None, None)
E('CO', 'BOGOTA BEER COMPANY', OMIT, FD, None, None)
E('ID', 'TRANSJAKARTA', OMIT, TR, None, None, OMIT)
E('MA', 'ROYAL AIR MAROC', ['Royal Air Maroc'], TV, None, None, OMIT)
E('KZ', 'AIR ASTANA', ['Air Astana'], TV, None, None, OMIT)
E('VN', 'VIETNAM AIRLINES', ['Vietnam Airlines'], TV, None, None, OMIT)
E('MY', 'MALAYSIA AIRLINES', ['Malaysia Airlines'], TV, None, None, OMIT)
E('SA', 'SAUDI ARABIAN AIRLINES', ['Saudia', 'Saudi Arabian Airlines'], TV, None, None, OMIT)
write('t35', 'tune-35.jsonl')
