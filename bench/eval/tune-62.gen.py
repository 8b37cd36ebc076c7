# tune-62: written by helper acc62 (round 62) from FORMAT.md, labels.py and the readable sets' wallet
# conventions (t10/t11 lines), before reading the engine's code for this theme or running the engine on
# any of these lines.
# Theme: bank layouts of smaller and emerging card markets: South Asia (NP, BD, LK, PK), Central Asia and
# the Caucasus (UZ, KZ, KG, MN, AM, AZ, GE), East Africa (ET, TZ, UG, RW, KE), mainland South-East Asia
# (KH, LA, MM), the Caribbean and Central America (DO, GT, HN), MK, BY, MU, MV. POS / ECOM prefixes,
# terminal and RRN numbers, card masks, local dates, city and country codes after the name, local
# business words (and their scripts), mobile-money merchant payments.
# Scored: merchant (the small business's name span, legal form dropped), city, channel, category1;
# processor null on plain card lines; wallet merchant payments leave processor and channel unscored;
# p2p on wallet sends to people. ~18 % controls: cash, fees, transfers to people, well-known brands.
from labels import OMIT, E, P, T, write

FD, SH, TR, TV, HU, EN, HW, PC, ED, FS, GT_, SV, TF, INC, CH = ('Food & Drink', 'Shopping',
    'Transportation', 'Travel', 'Housing & Utilities', 'Entertainment', 'Health & Wellness',
    'Personal Care', 'Education', 'Financial Services', 'Government & Taxes', 'Services',
    'Transfers', 'Income', 'Charity & Gifts')

def POS(cc, title, m, cat, city):  # card purchase at a till
    E(cc, title, m, cat, None, city, 'in_store', False)

def WEB(cc, title, m, cat, city=None):  # card-not-present purchase
    E(cc, title, m, cat, None, city, 'online', False)

def WAL(cc, title, m, cat, city=None):  # mobile-money / QR merchant payment
    E(cc, title, m, cat, OMIT, city, OMIT, False)

def ATM(cc, title, city=None):
    E(cc, title, None, FS, None, city, 'atm', False)

def FEE(cc, title):
    E(cc, title, None, FS, None, None, OMIT, OMIT)

# ================= Nepal =================
POS('NP', 'POS PURCHASE-HIMALAYAN THAKALI BHANCHHA KATHMANDU NP', ['Himalayan Thakali Bhanchha'], FD, 'Kathmandu')
POS('NP', 'POS TXN 4265XXXXXXXX1182 SHREE GANESH KIRANA PASAL POKHARA NP', ['Shree Ganesh Kirana Pasal'], FD, 'Pokhara')
POS('NP', 'PURCHASE/TERM 11040012/RRN 633112045871/SAGARMATHA HARDWARE LALITPUR', ['Sagarmatha Hardware'], SH, 'Lalitpur')
POS('NP', 'POS Purchase 2083-08-12 NEW ANNAPURNA MEDICAL HALL BHAKTAPUR NPL', ['New Annapurna Medical Hall', 'Annapurna Medical Hall'], HW, 'Bhaktapur')
POS('NP', 'POS खरिद भैरव मिठाई पसल काठमाडौं', ['भैरव मिठाई पसल', 'Bhairav Mithai Pasal'], FD, ['काठमाडौं', 'Kathmandu'])
WAL('NP', 'ESEWA PAYMENT TO KHUSI FANCY STORES', ['Khusi Fancy Stores'], SH)
WAL('NP', 'eSewa Merchant Pmt-Everest Momo Centre Ref 8844120', ['Everest Momo Centre'], FD)
WAL('NP', 'KHALTI MERCHANT PAYMENT SUNRISE BOOK DEPOT', ['Sunrise Book Depot'], SH)
WAL('NP', 'FONEPAY QR PAYMENT-BISHNU TEA SHOP BIRATNAGAR', ['Bishnu Tea Shop'], FD, 'Biratnagar')
WEB('NP', 'ECOM PURCHASE DARAZ NEPAL KATHMANDU', ['Daraz'], SH, 'Kathmandu')
POS('NP', 'POS PURCHASE BHAT-BHATENI SUPERMARKET MAHARAJGUNJ KATHMANDU', ['Bhat-Bhateni Supermarket', 'Bhatbhateni'], FD, 'Kathmandu')
ATM('NP', 'ATM WDL NABIL BANK ATM THAMEL KATHMANDU NP', 'Kathmandu')
P('NP', 'ESEWA FUND TRANSFER TO RAM BAHADUR THAPA 9841XXXXXX', 'eSewa', 'Ram Bahadur Thapa')

# ================= Bangladesh =================
POS('BD', 'POS PURCHASE BDT 850.00 AT RAHIMA BIRYANI GHOR DHAKA BD', ['Rahima Biryani Ghor'], FD, 'Dhaka')
POS('BD', 'POS TXN CARD 4329**2210 NOOR JAHAN CLOTH STORE CHATTOGRAM BD', ['Noor Jahan Cloth Store'], SH, ['Chattogram', 'Chittagong'])
POS('BD', 'PURCHASE MIRPUR DIAGNOSTIC CENTRE DHAKA 1216 BGD', ['Mirpur Diagnostic Centre'], HW, 'Dhaka')
POS('BD', 'POS ক্রয় মায়ের দোয়া হোটেল সিলেট', ['মায়ের দোয়া হোটেল', 'Mayer Doa Hotel'], FD, ['সিলেট', 'Sylhet'])
WAL('BD', 'bKash Payment to Merchant 01711XXXXXX SHAPLA PHARMACY', ['Shapla Pharmacy'], HW)
WAL('BD', 'BKASH MERCHANT PAY TRXID 9KL2M3N4P5 ROSE GARDEN SWEETS', ['Rose Garden Sweets'], FD)
WAL('BD', 'NAGAD MERCHANT PAYMENT SONALI TELECOM', ['Sonali Telecom'], SV)
WEB('BD', 'ECOM PURCHASE FOODPANDA BANGLADESH DHAKA', ['foodpanda'], FD, 'Dhaka')
POS('BD', 'POS PURCHASE SHWAPNO BANANI DHAKA BD', ['Shwapno'], FD, 'Dhaka')
P('BD', 'bKash Send Money to 01819XXXXXX RAFIQUL ISLAM', 'bKash', 'Rafiqul Islam')

# ================= Sri Lanka =================
POS('LK', 'POS TXN 12/11 KANDY SWEET HOUSE KANDY LK', ['Kandy Sweet House'], FD, 'Kandy')
POS('LK', 'VISA DEBIT PURCHASE NEW LAKSIRI TEXTILES COLOMBO 11 LKA', ['New Laksiri Textiles', 'Laksiri Textiles'], SH, 'Colombo')
POS('LK', 'POS PURCHASE RUWAN HARDWARE STORES KURUNEGALA LK', ['Ruwan Hardware Stores', 'Ruwan Hardware'], SH, 'Kurunegala')
POS('LK', 'PURCHASE 4046XXXXXXXX7712 SITHUMINA PHARMACY GALLE', ['Sithumina Pharmacy'], HW, 'Galle')
POS('LK', 'POS ගෙවීම සමන් බේකරි ගම්පහ', ['සමන් බේකරි', 'Saman Bakery'], FD, ['ගම්පහ', 'Gampaha'])
WAL('LK', 'LANKAQR PAYMENT-AMMA BATH KADE NUGEGODA', ['Amma Bath Kade'], FD, 'Nugegoda')
WAL('LK', 'FRIMI PAY TO GREEN LEAF SALON', ['Green Leaf Salon'], PC)
WEB('LK', 'ECOM TXN PICKME FOOD COLOMBO', ['PickMe Food', 'PickMe'], FD, 'Colombo')
POS('LK', 'POS PURCHASE KEELLS SUPER NAWALA LK', ['Keells', 'Keells Super'], FD, 'Nawala')
FEE('LK', 'SMS ALERT CHARGES NOV 2026')
T('LK', 'CEFT TRANSFER TO K.M. PERERA 8001XXXX REF RENT')

# ================= Pakistan =================
POS('PK', 'POS Purchase RAWAL DRY FRUITS ISLAMABAD PK', ['Rawal Dry Fruits'], FD, 'Islamabad')
POS('PK', 'POS TRANSACTION AL-NOOR SWEETS & BAKERS LAHORE PAK', ['Al-Noor Sweets & Bakers', 'Al Noor Sweets and Bakers', 'Al-Noor Sweets'], FD, 'Lahore')
POS('PK', 'POS 15-11-2026 4218XXXXXXXX0091 MADINA CLOTH HOUSE FAISALABAD', ['Madina Cloth House'], SH, 'Faisalabad')
POS('PK', 'POS PURCHASE SHIFA MEDICOS RAWALPINDI', ['Shifa Medicos'], HW, 'Rawalpindi')
POS('PK', 'POS PURCHASE GULBERG AUTOS & TYRES LAHORE PK', ['Gulberg Autos & Tyres', 'Gulberg Autos and Tyres', 'Gulberg Autos'], TR, 'Lahore')
WAL('PK', 'JAZZCASH MERCHANT PAYMENT CHAUDHRY KARYANA STORE', ['Chaudhry Karyana Store'], FD)
WAL('PK', 'EASYPAISA QR PAYMENT ZAM ZAM TEA HOTEL', ['Zam Zam Tea Hotel'], FD)
WEB('PK', 'ECOM Purchase DARAZ PK KARACHI', ['Daraz'], SH, 'Karachi')
POS('PK', 'POS PURCHASE IMTIAZ SUPER MARKET KARACHI PK', ['Imtiaz Super Market', 'Imtiaz'], FD, 'Karachi')
P('PK', 'RAAST P2P TRANSFER TO MUHAMMAD USMAN 0300XXXXXXX', 'Raast', 'Muhammad Usman')
ATM('PK', 'CASH WITHDRAWAL ATM HBL GULSHAN KARACHI', 'Karachi')

# ================= Uzbekistan =================
POS('UZ', 'Oplata UZCARD 8600****3311 OOO ZARAFSHON SAVDO TASHKENT UZ', ['Zarafshon Savdo'], SH, 'Tashkent')
POS('UZ', 'HUMO POKUPKA 9860****1180 ORIENT PLOV CENTRE TOSHKENT', ['Orient Plov Centre'], FD, ['Tashkent', 'Toshkent'])
POS('UZ', 'Покупка OOO "BARAKA DORIXONA" SAMARKAND UZ', ['Baraka Dorixona'], HW, 'Samarkand')
POS('UZ', 'ОПЛАТА ТОВАРОВ ЧП NASIBA KIYIMLARI BUKHARA', ['Nasiba Kiyimlari'], SH, 'Bukhara')
POS('UZ', 'POS PURCHASE MCHJ ZIYO KITOB DO\'KONI TASHKENT UZB', ['Ziyo Kitob Dokoni', "Ziyo Kitob Do'koni", 'Ziyo Kitob'], SH, 'Tashkent')
WAL('UZ', 'PAYME: OPLATA OSHXONA MILLIY TAOMLAR', ['Milliy Taomlar', 'Oshxona Milliy Taomlar'], FD)
WAL('UZ', 'CLICK UP PAYMENT SHIFO STOMATOLOGIYA', ['Shifo Stomatologiya'], HW)
T('UZ', 'P2P UZCARD->HUMO 8600****2210 ABDULLAEV JAVLON')

ATM('UZ', 'Snyatie nalichnyh ATM KAPITALBANK TASHKENT UZ', 'Tashkent')

# ================= Kazakhstan =================
POS('KZ', 'Покупка ТОО "АЛТЫН БИДАЙ НАН" ALMATY KZ', ['Алтын Бидай Нан', 'Altyn Bidai Nan'], FD, 'Almaty')
POS('KZ', 'Оплата товаров и услуг DOSTYK AUTO SERVICE ASTANA KAZ', ['Dostyk Auto Service'], TR, 'Astana')
POS('KZ', 'POS PURCHASE 440043******5521 KOFEINYA BAURSAK KARAGANDA KZ', ['Kofeinya Baursak', 'Baursak'], FD, 'Karaganda')
WAL('KZ', 'Kaspi QR Покупка ТОО GULDER FLOWERS', ['Gulder Flowers'], SH)
WAL('KZ', 'Платеж Kaspi Pay ИП САРСЕНБАЕВ Шиномонтаж', OMIT, TR)
WEB('KZ', 'ECOM PURCHASE MARWIN.KZ ALMATY', ['Marwin'], SH, 'Almaty')
POS('KZ', 'Покупка MAGNUM CASH&CARRY ALMATY KZ', ['Magnum', 'Magnum Cash&Carry'], FD, 'Almaty')
ATM('KZ', 'Снятие наличных ATM HALYK BANK SHYMKENT KZ', 'Shymkent')
P('KZ', 'Kaspi Перевод клиенту Kaspi Асель Н.', 'Kaspi', 'Асель Н.')
FEE('KZ', 'Комиссия за обслуживание карты')

# ================= Kyrgyzstan =================
POS('KG', 'Оплата покупки ОсОО "АК-ЖОЛ ДАРЫКАНА" BISHKEK KG', ['Ак-Жол Дарыкана', 'Ak-Zhol Darykana'], HW, 'Bishkek')
POS('KG', 'ELCART POS BISHKEK CHAIKHANA NAVAT KG', ['Chaikhana Navat', 'Navat'], FD, 'Bishkek')
POS('KG', 'POS PURCHASE 417899****0042 BEREKE TEXNO OSH KGZ', ['Bereke Texno'], SH, 'Osh')
WAL('KG', 'MBANK QR OPLATA KAFE SAMSA HOUSE', ['Samsa House', 'Kafe Samsa House'], FD)
WAL('KG', 'O!Dengi Оплата магазин Айдана', ['Айдана', 'Магазин Айдана'], SH)

# ================= Mongolia =================
POS('MN', 'ПОС ХУДАЛДАН АВАЛТ ТҮМЭН ХҮНС ХХК УЛААНБААТАР', ['Түмэн Хүнс', 'Tumen Khuns'], FD, ['Улаанбаатар', 'Ulaanbaatar'])
POS('MN', 'POS PURCHASE NAIRAMDAL HUULGA CAFE ULAANBAATAR MN', ['Nairamdal Huulga Cafe'], FD, 'Ulaanbaatar')
POS('MN', 'KHANBANK POS 2026/11/14 ERDENE EMIIN SAN DARKHAN MNG', ['Erdene Emiin San'], HW, 'Darkhan')
WAL('MN', 'QPAY TULBUR SOYOMBO NOMYN DELGUUR', ['Soyombo Nomyn Delguur'], SH)
WAL('MN', 'SOCIALPAY: ГОО САЙХАН ҮСЧИН', ['Гоо Сайхан Үсчин', 'Goo Saikhan Uschin'], PC)
POS('MN', 'POS PURCHASE NOMIN SUPERMARKET ULAANBAATAR MN', ['Nomin', 'Nomin Supermarket'], FD, 'Ulaanbaatar')
T('MN', 'ШИЛЖҮҮЛЭГ БАТ-ЭРДЭНЭ Д. ХААН БАНК')

# ================= Armenia =================
POS('AM', 'POS PURCHASE ARARAT LAVASH BAKERY YEREVAN AM', ['Ararat Lavash Bakery'], FD, 'Yerevan')
POS('AM', 'Purchase 4083****7701 MASIS PHARM LLC GYUMRI ARM', ['Masis Pharm'], HW, 'Gyumri')
POS('AM', 'Գնում ՍՊԸ «ՆՈՐ ՀԱՑ» ԵՐԵՎԱՆ', ['Նոր Հաց', 'Nor Hats'], FD, ['Երևան', 'Yerevan'])
POS('AM', 'ARCA POS TAVERNA DOLMAMA TREE YEREVAN AM', ['Taverna Dolmama Tree', 'Dolmama Tree'], FD, 'Yerevan')
WAL('AM', 'IDRAM PAYMENT SHANT FLOWERS', ['Shant Flowers'], SH)
WEB('AM', 'E-COMMERCE PURCHASE MENU.AM YEREVAN', ['Menu.am'], FD, 'Yerevan')
FEE('AM', 'CARD ANNUAL SERVICE FEE ARCA CLASSIC')

# ================= Azerbaijan =================
POS('AZ', 'Alis-veris: XEZER BALIQ EVI MMC BAKI AZE', ['Xezer Baliq Evi'], FD, ['Baku', 'Baki'])
POS('AZ', 'POS PURCHASE NARGIZ GOZELLIK SALONU BAKU AZ', ['Nargiz Gozellik Salonu'], PC, 'Baku')
POS('AZ', 'Ödəniş 4169****5523 SƏHİYYƏ APTEK GƏNCƏ', ['Səhiyyə Aptek', 'Sehiyye Aptek'], HW, ['Gəncə', 'Ganja', 'Gence'])
POS('AZ', 'POS ALIS-VERIS KAPITAL BANK TERM 00421183 QAFQAZ TIKINTI MAGAZASI SUMQAYIT', ['Qafqaz Tikinti Magazasi', 'Qafqaz Tikinti'], SH, ['Sumqayit', 'Sumgait'])
WAL('AZ', 'BIRBANK CASHBACK QR ODENIS SEHER CAY EVI', ['Seher Cay Evi'], FD)

# ================= Georgia =================
POS('GE', 'გადახდა - შპს ლილე ფური, თბილისი', ['ლილე ფური', 'Lile Puri'], FD, ['თბილისი', 'Tbilisi'])
POS('GE', 'POS PURCHASE SHPS DEDA LALI SAKHACHAPURE BATUMI GE', ['Deda Lali Sakhachapure', 'Deda Lali'], FD, 'Batumi')
POS('GE', 'Payment - Amount GEL12.50; Merchant: Kutaisi Book House, Kutaisi', ['Kutaisi Book House'], SH, 'Kutaisi')
POS('GE', 'TBC POS 4178****2201 PSP APTIAQI TBILISI GEO', ['PSP', 'PSP Aptiaqi'], HW, 'Tbilisi')
POS('GE', 'POS PURCHASE GEMRIELI SAKHINKLE ROOMS TBILISI GE', ['Gemrieli Sakhinkle Rooms', 'Gemrieli Sakhinkle'], FD, 'Tbilisi')
WEB('GE', 'ONLINE PURCHASE WOLT GEORGIA TBILISI', ['Wolt'], FD, 'Tbilisi')
POS('GE', 'Payment - Merchant: Nikora #118, Tbilisi', ['Nikora'], FD, 'Tbilisi')
T('GE', 'Transfer to GIORGI BERIDZE GE29TB0000000000000001')

# ================= Ethiopia =================
POS('ET', 'POS PURCHASE ABEBECH INJERA HOUSE ADDIS ABABA ET', ['Abebech Injera House'], FD, 'Addis Ababa')
POS('ET', 'CBE POS TXN TERM 00012345 SELAM SPARE PARTS HAWASSA ETH', ['Selam Spare Parts'], TR, 'Hawassa')
POS('ET', 'የግዢ ክፍያ ቤተልሔም ካፌ አዲስ አበባ', ['ቤተልሔም ካፌ', 'Betelhem Cafe'], FD, ['አዲስ አበባ', 'Addis Ababa'])
WAL('ET', 'TELEBIRR PAYMENT TO MERCHANT HABESHA FASHION BOUTIQUE', ['Habesha Fashion Boutique'], SH)
WAL('ET', 'telebirr Paid to Merchant 512233 MEKDES PHARMACY', ['Mekdes Pharmacy'], HW)
WAL('ET', 'CBE BIRR MERCHANT PAY TOMOCA COFFEE PIASSA', ['Tomoca', 'Tomoca Coffee'], FD)
ATM('ET', 'ATM WITHDRAWAL CBE BOLE BRANCH ADDIS ABABA', 'Addis Ababa')
P('ET', 'telebirr Transfer to ALMAZ TESFAYE 0911XXXXXX', 'telebirr', 'Almaz Tesfaye')

# ================= Tanzania =================
POS('TZ', 'POS PURCHASE MAMA SALMA FOOD CORNER DAR ES SALAAM TZ', ['Mama Salma Food Corner'], FD, 'Dar es Salaam')
POS('TZ', 'CRDB POS TXN 4581****1123 KILIMANJARO HARDWARE MOSHI TZA', ['Kilimanjaro Hardware'], SH, 'Moshi')
POS('TZ', 'NMB POS PURCHASE DUKA LA DAWA UPENDO ARUSHA', ['Duka la Dawa Upendo', 'Upendo'], HW, 'Arusha')
WAL('TZ', 'M-PESA LIPA KWA SIMU 558811 BARAKA SALOON', ['Baraka Saloon'], PC)
WAL('TZ', 'TIGO PESA LIPA NAMBA 771234 MWANAIDI MGAHAWA', ['Mwanaidi Mgahawa'], FD)
WAL('TZ', 'AIRTEL MONEY MERCHANT PAYMENT ZANZI SPICE SHOP', ['Zanzi Spice Shop'], FD)
POS('TZ', 'POS PURCHASE SHOPPERS SUPERMARKET MASAKI DAR ES SALAAM', ['Shoppers', 'Shoppers Supermarket'], FD, 'Dar es Salaam')
P('TZ', 'M-PESA SENT TO HALIMA JUMA 0754XXXXXX', 'M-Pesa', 'Halima Juma')

# ================= Uganda =================
POS('UG', 'POS PURCHASE NAKAWA ROLEX SPOT KAMPALA UG', ['Nakawa Rolex Spot'], FD, 'Kampala')
POS('UG', 'STANBIC POS 4193****7788 MUKWANO HARDWARE JINJA UGA', ['Mukwano Hardware'], SH, 'Jinja')
POS('UG', 'CENTENARY POS KISAKYE DRUG SHOP MBARARA UG', ['Kisakye Drug Shop'], HW, 'Mbarara')
WAL('UG', 'MTN MOMOPAY 230011 NALUBEGA BEAUTY PARLOUR', ['Nalubega Beauty Parlour'], PC)
WAL('UG', 'AIRTEL MONEY PAY MERCHANT KATUSIIME STATIONERY', ['Katusiime Stationery'], SH)
POS('UG', 'POS PURCHASE CAFE JAVAS ACACIA MALL KAMPALA UG', ['Cafe Javas'], FD, 'Kampala')
P('UG', 'MTN MOBILE MONEY SENT TO OKELLO PATRICK 0772XXXXXX', 'MTN MoMo', 'Okello Patrick')

# ================= Rwanda =================
POS('RW', 'POS PURCHASE INZOZI BAKERY KIGALI RW', ['Inzozi Bakery'], FD, 'Kigali')
POS('RW', 'BK POS 4093****2271 UMUCYO PHARMACY HUYE RWA', ['Umucyo Pharmacy'], HW, 'Huye')
WAL('RW', 'MOMO PAY 182*8*1 IRIBA RESTAURANT', ['Iriba Restaurant'], FD)
WAL('RW', 'MTN MOMO PAY MERCHANT 045512 URUMURI BOUTIQUE', ['Urumuri Boutique'], SH)

# ================= Kenya =================
POS('KE', 'POS PURCHASE MAMA NJERI HOTEL NYERI KE', ['Mama Njeri Hotel'], FD, 'Nyeri')
POS('KE', 'EQUITY POS 4179****5512 KARIUKI AGROVET NAKURU KEN', ['Kariuki Agrovet'], SH, 'Nakuru')
POS('KE', 'KCB POS TXN REF 633100221 WAMBUI CHEMIST THIKA', ['Wambui Chemist'], HW, 'Thika')
WAL('KE', 'Merchant Payment to 5123456 - TUMAINI BUTCHERY', ['Tumaini Butchery'], FD)
WAL('KE', 'MPESA BUY GOODS TILL 884211 SHALOM CYBER CAFE', ['Shalom Cyber Cafe', 'Shalom Cyber'], SV)
WAL('KE', 'LIPA NA M-PESA 501122 NEEMA SALON & SPA', ['Neema Salon & Spa', 'Neema Salon and Spa', 'Neema Salon'], PC)
WAL('KE', 'M-PESA PAYBILL 247247 KIAMBU WATER & SEWERAGE', ['Kiambu Water & Sewerage', 'Kiambu Water and Sewerage', 'Kiambu Water'], HU)
POS('KE', 'POS PURCHASE JAVA HOUSE WESTLANDS NAIROBI KE', ['Java House'], FD, 'Nairobi')
P('KE', 'MPESA SENT TO PETER OTIENO 0722XXXXXX', 'M-Pesa', 'Peter Otieno')
ATM('KE', 'ATM WITHDRAWAL EQUITY KENYATTA AVE NAIROBI', 'Nairobi')

# ================= Cambodia =================
POS('KH', 'PURCHASE AT SOVANNA NOODLE SHOP PHNOM PENH KH', ['Sovanna Noodle Shop'], FD, 'Phnom Penh')
POS('KH', 'POS 4716****3341 ANGKOR PHONE SHOP SIEM REAP KHM', ['Angkor Phone Shop'], SH, 'Siem Reap')
POS('KH', 'ទិញទំនិញ ហាងកាហ្វេ ស្រីមុំ ភ្នំពេញ', ['ហាងកាហ្វេ ស្រីមុំ', 'ស្រីមុំ', 'Srey Mom Cafe'], FD, ['ភ្នំពេញ', 'Phnom Penh'])
WAL('KH', 'ABA PAY TO DARA MINI MART', ['Dara Mini Mart'], FD)
WAL('KH', 'KHQR PAYMENT TO CHANTHOU PHARMACY', ['Chanthou Pharmacy'], HW)
WAL('KH', 'ABA PAY: PISEY SPA & MASSAGE', ['Pisey Spa & Massage', 'Pisey Spa and Massage', 'Pisey Spa'], PC)
POS('KH', 'PURCHASE AT BROWN COFFEE BKK1 PHNOM PENH KH', ['Brown Coffee'], FD, 'Phnom Penh')
P('KH', 'ABA TRANSFER TO SOK CHEA 012XXXXXX', 'ABA', 'Sok Chea')

# ================= Laos =================
POS('LA', 'POS PURCHASE KHOUNTA NOODLE VIENTIANE LA', ['Khounta Noodle'], FD, 'Vientiane')
POS('LA', 'BCEL POS 4628****1290 PHOUSI MOTOR PARTS LUANG PRABANG LAO', ['Phousi Motor Parts'], TR, 'Luang Prabang')
WAL('LA', 'BCEL ONEPAY ຮ້ານອາຫານ ນາງ ແກ້ວ', ['ຮ້ານອາຫານ ນາງ ແກ້ວ', 'ນາງ ແກ້ວ', 'Nang Keo Restaurant'], FD)
WAL('LA', 'BCEL ONEPAY QR KEO SAMAI PHARMACY', ['Keo Samai Pharmacy'], HW)
WAL('LA', 'LAPNET QR PAYMENT SOUK SAN COFFEE', ['Souk San Coffee'], FD)

# ================= Myanmar =================
POS('MM', 'POS PURCHASE SHWE TAUNG TEA SHOP YANGON MM', ['Shwe Taung Tea Shop'], FD, 'Yangon')
POS('MM', 'KBZ POS 4566****8812 AUNG MYIN MOBILE MANDALAY MMR', ['Aung Myin Mobile'], SH, 'Mandalay')
WAL('MM', 'KBZPAY PAY TO MERCHANT MYA NANDAR PHARMACY', ['Mya Nandar Pharmacy'], HW)
WAL('MM', 'WAVEPAY MERCHANT PAYMENT ထွန်းထွန်း စားသောက်ဆိုင်', ['ထွန်းထွန်း စားသောက်ဆိုင်', 'ထွန်းထွန်း', 'Htun Htun Restaurant'], FD)
WAL('MM', 'AYA PAY QR GOLDEN LOTUS BEAUTY SALON', ['Golden Lotus Beauty Salon'], PC)
POS('MM', 'POS PURCHASE CITY MART MYAY NU YANGON MM', ['City Mart'], FD, 'Yangon')
P('MM', 'KBZPAY TRANSFER TO DAW KHIN MYO 09XXXXXXX', 'KBZPay', 'Daw Khin Myo')

# ================= Dominican Republic =================
POS('DO', 'COMPRA POS COLMADO DON PEPE SANTO DOMINGO DO', ['Colmado Don Pepe'], FD, 'Santo Domingo')
POS('DO', 'CONSUMO TARJ 5412****7731 FARMACIA LA ALTAGRACIA SANTIAGO DOM', ['Farmacia La Altagracia'], HW, 'Santiago')
POS('DO', 'COMPRA POS FERRETERIA EL PROGRESO SRL LA ROMANA DO', ['Ferreteria El Progreso'], SH, 'La Romana')
POS('DO', 'COMPRA CON TARJETA PICA POLLO EL GORDO SAN CRISTOBAL', ['Pica Pollo El Gordo'], FD, 'San Cristobal')
WEB('DO', 'COMPRA INTERNET TIENDA RAMON MORA SRL SANTO DOMINGO', ['Tienda Ramon Mora'], SH, 'Santo Domingo')
POS('DO', 'COMPRA POS SUPERMERCADOS NACIONAL ARROYO HONDO SANTO DOMINGO', ['Supermercados Nacional', 'Nacional'], FD, 'Santo Domingo')
T('DO', 'TRANSFERENCIA LBTR A MARIA FERNANDEZ CTA 9601XXXX')

# ================= Guatemala =================
POS('GT', 'COMPRA POS TIENDA LA BENDICION GUATEMALA GT', ['Tienda La Bendicion'], FD, ['Guatemala City', 'Guatemala'])
POS('GT', 'CONSUMO VISA 4920****1182 COMEDOR DOÑA LUPITA QUETZALTENANGO', ['Comedor Doña Lupita', 'Comedor Dona Lupita'], FD, 'Quetzaltenango')
POS('GT', 'BI COMPRA TARJETA FARMACIA SAN JUDAS ANTIGUA GUATEMALA', ['Farmacia San Judas'], HW, 'Antigua Guatemala')
POS('GT', 'COMPRA POS AGROSERVICIO EL SEMBRADOR COBAN GTM', ['Agroservicio El Sembrador'], SH, 'Coban')
WEB('GT', 'COMPRA EN LINEA LIBRERIA ARTEMIS GUATEMALA', ['Libreria Artemis'], SH, ['Guatemala City', 'Guatemala'])
POS('GT', 'COMPRA POS POLLO CAMPERO ZONA 10 GUATEMALA GT', ['Pollo Campero'], FD, ['Guatemala City', 'Guatemala'])

# ================= Honduras =================
POS('HN', 'COMPRA POS PULPERIA LA ESPERANZA TEGUCIGALPA HN', ['Pulperia La Esperanza'], FD, 'Tegucigalpa')
POS('HN', 'BAC COMPRA 4213****0091 BALEADAS DOÑA TOÑA SAN PEDRO SULA', ['Baleadas Doña Toña', 'Baleadas Dona Tona'], FD, 'San Pedro Sula')
POS('HN', 'COMPRA TARJETA FARMACIA EL AHORRO LA CEIBA HND', ['Farmacia El Ahorro'], HW, 'La Ceiba')
POS('HN', 'COMPRA POS LLANTERA Y LUBRICANTES CHOLUTECA HN', ['Llantera y Lubricantes'], TR, 'Choluteca')
POS('HN', 'COMPRA POS SUPERMERCADO LA COLONIA TEGUCIGALPA HN', ['La Colonia', 'Supermercado La Colonia'], FD, 'Tegucigalpa')

# ================= North Macedonia =================
POS('MK', 'ПОС ПЛАЌАЊЕ ДООЕЛ ПЕКАРА ЗЛАТНО КЛАСЈЕ СКОПЈЕ', ['Пекара Златно Класје', 'Pekara Zlatno Klasje'], FD, ['Скопје', 'Skopje'])
POS('MK', 'POS KUPUVANJE DOOEL APTEKA ZDRAVJE BITOLA MK', ['Apteka Zdravje'], HW, 'Bitola')
POS('MK', 'KARTICNO PLAKJANJE 4599****2231 KAFANA STARA KUKA OHRID MKD', ['Kafana Stara Kuka', 'Stara Kuka'], FD, 'Ohrid')
POS('MK', 'POS PURCHASE TEHNO MARKET DOO SKOPJE MK', ['Tehno Market'], SH, 'Skopje')

# ================= Belarus =================
POS('BY', 'Оплата товаров ЧТУП "БУЛОЧНАЯ НА НЕМИГЕ" MINSK BY', ['Булочная на Немиге', 'Bulochnaya na Nemige'], FD, 'Minsk')
POS('BY', 'OPLATA 4255****6610 OOO AVTOZAPCHASTI PLUS GOMEL BLR', ['Avtozapchasti Plus'], TR, ['Gomel', 'Homel'])
POS('BY', 'Покупка ИП Шелест Цветы GRODNO BY', OMIT, SH, ['Grodno', 'Hrodna'])
POS('BY', 'Оплата в ООО "АПТЕКА ЗДОРОВЬЕ ПЛЮС" BREST BY', ['Аптека Здоровье Плюс', 'Apteka Zdorovye Plus'], HW, 'Brest')
WEB('BY', 'ECOM OPLATA KNIGI.BY MINSK', ['Knigi.by'], SH, 'Minsk')
POS('BY', 'Оплата товаров EVROOPT MINSK BY', ['Евроопт', 'Evroopt', 'Euroopt'], FD, 'Minsk')

# ================= Mauritius =================
POS('MU', 'POS PURCHASE CHEZ RAMEN DHOLL PURI PORT LOUIS MU', ['Chez Ramen Dholl Puri', 'Chez Ramen'], FD, 'Port Louis')
POS('MU', 'MCB POS 4140****3321 QUINCAILLERIE LAM CUREPIPE MUS', ['Quincaillerie Lam'], SH, 'Curepipe')
POS('MU', 'POS PURCHASE PHARMACIE DU CENTRE ROSE HILL MU', ['Pharmacie du Centre'], HW, 'Rose Hill')
WAL('MU', 'JUICE PAYMENT TO BOUTIK TANTE MARIE', ['Boutik Tante Marie', 'Tante Marie'], FD)

# ================= Maldives =================
POS('MV', 'POS PURCHASE ALIA HOTAA MALE MV', ['Alia Hotaa'], FD, ['Male', 'Malé'])
POS('MV', 'BML POS 4211****0023 HULHUMALE FISH MARKET HULHUMALE MDV', ['Hulhumale Fish Market'], FD, ['Hulhumale', 'Hulhumalé'])
POS('MV', 'POS PURCHASE MOONLIGHT DIVE CENTRE MAAFUSHI MV', ['Moonlight Dive Centre'], EN, 'Maafushi')
WAL('MV', 'BML MOBILEPAY TO RAAHI HARDWARE', ['Raahi Hardware'], SH)

# ================= extra shapes: RRN / terminal / dates / ecom / controls =================
POS('KE', '15/11/2026 POS PURCHASE RRN 633112876501 TERM KE0012 MAKUTI BOOKSHOP MOMBASA KE', ['Makuti Bookshop'], SH, 'Mombasa')
POS('NP', 'POS/2083-08-14/TID 11220045/HOTEL BUDDHA VIEW RESTAURANT CHITWAN', ['Hotel Buddha View Restaurant', 'Buddha View Restaurant'], FD, 'Chitwan')
POS('BD', 'POS PURCHASE 15-NOV-26 BDT 1,250.00 TID 22110934 ARONG DHAKA BD', ['Aarong', 'Arong'], SH, 'Dhaka')
POS('LK', 'POS 16/11/26 TID LK00912 MALIBAN BAKERS MORATUWA LK', ['Maliban Bakers'], FD, 'Moratuwa')
POS('PK', 'POS PURCHASE RRN 633109988102 NEW DAWOOD PRINTERS MULTAN PK', ['New Dawood Printers', 'Dawood Printers'], SV, 'Multan')
POS('UZ', '14.11.2026 POKUPKA TERMINAL 90012233 SAFAR TUR AGENTLIGI TASHKENT UZ', ['Safar Tur Agentligi', 'Safar Tur'], TV, 'Tashkent')
POS('KZ', '14.11.26 Покупка ТОО ARMAN FITNESS ASTANA KZ', ['Arman Fitness'], HW, 'Astana')
POS('GE', 'POS 14.11.2026 TID 00451122 SHPS GURIA AVTONAWILEBI OZURGETI GE', ['Guria Avtonawilebi'], TR, 'Ozurgeti')
POS('AM', 'POS 14/11/26 RRN 633100991201 ANI PRINT CENTER VANADZOR AM', ['Ani Print Center'], SV, 'Vanadzor')
POS('ET', 'POS 05/03/2019 EC TID CBE00991 ZEMEN BOOKS AND STATIONERY BAHIR DAR ET', ['Zemen Books and Stationery', 'Zemen Books'], SH, 'Bahir Dar')
POS('TZ', 'POS 14/11/2026 RRN 633100778812 SALAMA GUEST HOUSE DODOMA TZ', ['Salama Guest House'], TV, 'Dodoma')
POS('UG', 'POS 14/11/2026 TID UG00441 MUKONO VET CLINIC MUKONO UG', ['Mukono Vet Clinic'], SV, 'Mukono')
POS('RW', 'POS 14/11/26 NYAMIRAMBO TAILORING COOP KIGALI RW', ['Nyamirambo Tailoring Coop', 'Nyamirambo Tailoring'], SV, 'Kigali')
POS('KH', 'POS 14-11-2026 TID KH0092 SOK LEANG GUESTHOUSE BATTAMBANG KH', ['Sok Leang Guesthouse'], TV, 'Battambang')
POS('MM', 'POS 14-11-2026 TID MM1102 MYINT MO TAILOR BAGO MM', ['Myint Mo Tailor'], SV, 'Bago')
POS('DO', '14/11 COMPRA POS REF 633100221 LAVANDERIA LA ECONOMICA PUNTA CANA DO', ['Lavanderia La Economica'], SV, 'Punta Cana')
POS('GT', '14/11 COMPRA POS REF 009912 GIMNASIO FUERZA TOTAL MIXCO GT', ['Gimnasio Fuerza Total'], HW, 'Mixco')
POS('HN', '14/11 COMPRA POS REF 778812 ESCUELA DE MANEJO EL PILOTO TEGUCIGALPA HN', ['Escuela de Manejo El Piloto'], ED, 'Tegucigalpa')
POS('MK', '14.11.2026 POS KUPUVANJE FOTO STUDIO ELITA KUMANOVO MK', ['Foto Studio Elita'], SV, 'Kumanovo')
POS('BY', '14.11.2026 OPLATA SALON KRASOTY LILIYA MOGILEV BY', ['Salon Krasoty Liliya', 'Liliya'], PC, ['Mogilev', 'Mahilyow'])
POS('MU', '14/11/26 POS TAXI ROUGE MAHEBOURG MU', OMIT, TR, 'Mahebourg')
POS('MV', '14/11/26 POS BML ARUHI GUESTHOUSE THULUSDHOO MV', ['Aruhi Guesthouse'], TV, 'Thulusdhoo')
POS('MN', '2026.11.14 POS ARVAN SURGUULI ULAANBAATAR MN', ['Arvan Surguuli'], ED, 'Ulaanbaatar')
POS('AZ', '14.11.2026 POS TERM 00311 RAHAT KIRAYE AVTO BAKU AZ', ['Rahat Kiraye Avto'], TV, 'Baku')
POS('KG', '14.11.2026 ELCART SARY-CHELEK TOUR KARAKOL KG', ['Sary-Chelek Tour'], TV, 'Karakol')
POS('LA', '14/11/2026 POS BCEL KHAMPHOUVONG GUESTHOUSE VANG VIENG LA', ['Khamphouvong Guesthouse'], TV, 'Vang Vieng')

# ---- ecom / online with country code
WEB('KE', 'ECOM TXN 4179****5512 DUKA HALISI ONLINE NAIROBI KE', ['Duka Halisi Online', 'Duka Halisi'], SH, 'Nairobi')
WEB('PK', 'INTERNET PURCHASE CHAND ELECTRONICS KARACHI PK', ['Chand Electronics'], SH, 'Karachi')
WEB('UZ', 'INTERNET OPLATA UZCARD MAKTAB KURSLARI', ['Maktab Kurslari'], ED)
WEB('KZ', 'Интернет-покупка ТОО KITAP HOUSE ALMATY KZ', ['Kitap House'], SH, 'Almaty')
WEB('GE', 'ONLINE PAYMENT SHPS TBILISI TECHNO SHOP GE', ['Tbilisi Techno Shop'], SH, OMIT)
WEB('BD', 'E-COM PURCHASE SHOPPINGBD.NET DHAKA BD', ['Shoppingbd', 'Shoppingbd.net'], SH, 'Dhaka')
WEB('LK', 'ONLINE TXN LAKPURA TRAVELS COLOMBO LK', ['Lakpura Travels'], TV, 'Colombo')
WEB('NP', 'ECOM TXN HAMRO BAZAR ONLINE KTM NP', ['Hamro Bazar Online', 'Hamro Bazar'], SH, 'Kathmandu')
WEB('MK', 'E-KOMERC PLAKJANJE KUPI.MK SKOPJE', ['Kupi.mk'], SH, 'Skopje')
WEB('DO', 'COMPRA INTERNET ACADEMIA DE INGLES GLOBAL SANTO DOMINGO', ['Academia de Ingles Global'], ED, 'Santo Domingo')

# ---- more mobile-money merchant lines
WAL('KE', 'M-PESA BUY GOODS 312455 WANJIKU VEGETABLE KIOSK', ['Wanjiku Vegetable Kiosk'], FD)
WAL('KE', 'MPESA PAYBILL 400200 ST MARYS ACADEMY FEES', ['St Marys Academy', "St Mary's Academy"], ED)
WAL('TZ', 'HALOPESA MERCHANT PAY 101122 MAMA KHADIJA MAANDAZI', ['Mama Khadija Maandazi'], FD)
WAL('UG', 'MTN MOMOPAY 551200 KAWEMPE HARDWARE CENTRE', ['Kawempe Hardware Centre'], SH)
WAL('BD', 'NAGAD PAYMENT TO MERCHANT PADMA OPTICS', ['Padma Optics'], HW)
WAL('BD', 'BKASH PAYMENT TO DHAKA GLOBAL TUTORIAL', ['Dhaka Global Tutorial'], ED)
WAL('NP', 'KHALTI QR PAYMENT-GURUNG CYBER AND PHOTOSTAT', ['Gurung Cyber and Photostat', 'Gurung Cyber'], SV)
WAL('PK', 'JAZZCASH QR PAYMENT HAJI SAHIB NIHARI', ['Haji Sahib Nihari'], FD)
WAL('KH', 'ABA PAY TO SREYNEANG TAILOR', ['Sreyneang Tailor'], SV)
WAL('UZ', 'CLICK: OPLATA MCHJ SARDOR AVTO SERVIS', ['Sardor Avto Servis'], TR)
WAL('KZ', 'Kaspi QR Покупка ТОО ДАМДЫ ТАҒАМ', ['Дамды Тағам', 'Damdy Tagam'], FD)
WAL('MM', 'WAVEPAY PAY TO MERCHANT SHWE YI TAILOR', ['Shwe Yi Tailor'], SV)
WAL('ET', 'TELEBIRR PAYMENT TO MERCHANT ABYSSINIA DRIVING SCHOOL', ['Abyssinia Driving School'], ED)
WAL('RW', 'MOMO PAY 043312 KIMIRONKO FRESH MARKET', ['Kimironko Fresh Market'], FD)
WAL('GE', 'TBC PAY QR: SHPS DEDA ENA SKOLA', ['Deda Ena Skola'], ED)
WAL('MN', 'QPAY TULBUR TUSHIG TAXI', ['Tushig Taxi'], TR)

# ---- controls: no merchant
FEE('KE', 'M-PESA TRANSACTION CHARGE')
FEE('BY', 'Плата за SMS-оповещение')
P('KE', 'M-PESA SEND MONEY TO GRACE WANJIRU 0711XXXXXX', 'M-Pesa', 'Grace Wanjiru')
T('KZ', 'Перевод на карту другого банка 4400****1122 МУРАТОВ Е.')
T('UZ', 'Perevod s karty na kartu 8600****7710 KARIMOVA DILNOZA')
T('BY', 'Перевод ЕРИП ИВАНОВУ С.А.')

write('t62', 'tune-62.jsonl')
