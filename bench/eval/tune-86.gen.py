# Round 86 tuning set: peer-to-peer transfers (p2p platform + recipient) as banks print them: wallets and
# instant rails of many markets, labelled layouts (to / from / beneficiary labels in many languages),
# phone numbers before or after the name, masked references and card masks, memo words after the name,
# incoming and outgoing; the platform also being a card processor (PayPal *, Revolut, N26, Venmo Visa
# Direct) and "To X Sent from <platform>" layouts.
# Controls (p2p null, >= 20 %): businesses paid over the same rails or QR codes, salaries, rent / bills
# to companies, own-account moves, and plain named bank transfers with no platform (readable convention:
# dev-079, t10-306, t11-098; GB Faster Payments to a person t20-220, t45-104).
# Platform spellings follow the readable sets (Pix, BLIK, TWINT, MB WAY, SBP, MTN MoMo, Kakao Pay ...).
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from labels import E, OMIT, P, T, write

F, S, SV, TR, HU, INC, H, TP, CH = ('Food & Drink', 'Shopping', 'Services', 'Transfers', 'Housing & Utilities',
    'Income', 'Health & Wellness', 'Transportation', 'Charity & Gifts')

def C(cc, title, m, cat, typ='expense'):  # control: business over a p2p rail, p2p must stay null
    E(cc, title, m, cat, OMIT, OMIT, OMIT, OMIT, None, typ)

def N(cc, title, cat=TR, typ='expense'):  # control: salary / own account, no p2p, no merchant
    E(cc, title, None, cat, OMIT, OMIT, OMIT, OMIT, None, typ)

# ---- United States / Canada
P('US', 'ZELLE FROM OKAFOR AMARACHI ON 06/02 REF # WFCT0ZK3PQ9', 'Zelle', 'Okafor Amarachi', 'income')
P('US', 'Zelle payment from BRENNAN KESSLER Conf# ba81kd2', 'Zelle', 'Brennan Kessler', 'income')
P('US', 'ZELLE SENT 05/19 TO: MARGUERITE LAFLEUR MEMO: BABYSITTING', 'Zelle', 'Marguerite Lafleur')
P('US', 'VENMO *QUINTANILLA ROSA Visa Direct NY', 'Venmo', 'Quintanilla Rosa')
P('US', 'Venmo from Thaddeus Oyelaran - concert tix', 'Venmo', 'Thaddeus Oyelaran', 'income')
P('US', 'CASH APP*CORDELL HUXLEY*OAKLAND CA', 'Cash App', 'Cordell Huxley')
P('US', 'PAYPAL *ROSALINDAVEGA 402-935-7733 Sent money', 'PayPal', 'Rosalinda Vega')
P('US', 'APPLE CASH TRANSFER FROM WINONA BECKETT', 'Apple Cash', 'Winona Beckett', 'income')
C('US', 'VENMO *FRESH PRESS JUICERY NY', 'Fresh Press Juicery', F)
C('US', 'ZELLE PAYMENT TO CEDAR HOLLOW DENTAL PLLC CONF# 8KD02', 'Cedar Hollow Dental', H)
C('US', 'ZELLE TO OAKMONT PROPERTY MGMT LLC RENT JUNE', OMIT, HU)
N('US', 'DIRECT DEP RIVERBEND LOGISTICS PAYROLL', INC, 'income')
N('US', 'ONLINE TRANSFER FROM SAV XXXXX8812 REF #IB0PQ4', TR, 'income')
P('CA', 'E-TRANSFER SENT ***Rt7 HAYDEN MCALLISTER', 'Interac', 'Hayden Mcallister')
P('CA', 'INTERAC E-TRF RECEIVED FROM SOLENNE GAUTHIER CA9xK2pQ', 'Interac', 'Solenne Gauthier', 'income')
P('CA', 'VIREMENT INTERAC ENVOYE A: ETIENNE BOUCHARD MESSAGE: SOUPER', 'Interac', 'Etienne Bouchard')
P('CA', 'Sent E-TFR ***kPz Marguerite Oyelowo', 'Interac', 'Marguerite Oyelowo')
C('CA', 'INTERAC E-TRANSFER TO MAPLE RIDGE SNOW REMOVAL INC', 'Maple Ridge Snow Removal', SV)

# ---- Latin America
P('MX', 'SPEI ENVIADO BBVA A MARISOL QUIROZ GARZA REF 0123456 CONCEPTO CUMPLE', 'SPEI', 'Marisol Quiroz Garza')
P('MX', 'TRANSFERENCIA SPEI RECIBIDA DE: ARMANDO TREVIÑO CASTILLO', 'SPEI', 'Armando Treviño Castillo', 'income')
P('MX', 'MERCADO PAGO ENVIO DE DINERO A XIMENA ORDAZ', 'Mercado Pago', 'Ximena Ordaz')
C('MX', 'SPEI ENVIADO A FERRETERIA EL TORNILLO SA DE CV CONCEPTO FACTURA 231', 'Ferreteria El Tornillo', S)
P('CO', 'ENVIO NEQUI 3104567890 LAURA MARCELA ZAPATA', 'Nequi', 'Laura Marcela Zapata')
P('PE', 'YAPE ENVIADO A: MILAGROS CCAHUANA', 'Yape', 'Milagros Ccahuana')
P('PE', 'PLIN DE JHONATAN ESPINOZA 956123456', 'Plin', 'Jhonatan Espinoza', 'income')
P('AR', 'TRANSFERENCIA RECIBIDA MERCADO PAGO - ALDANA BUSTOS CVU 0000003100012345678901', 'Mercado Pago', 'Aldana Bustos', 'income')
P('BR', 'PIX - ENVIADO 03/07 16:22 BEATRIZ NOGUEIRA TAVARES', 'Pix', 'Beatriz Nogueira Tavares')
P('BR', 'Transferência Pix recebida - Rodrigo Barcellos Pinto', 'Pix', 'Rodrigo Barcellos Pinto', 'income')
P('BR', 'PIX TRANSF ENVIADA IGOR MEDEIROS 05/08', 'Pix', 'Igor Medeiros')
C('BR', 'PIX ENVIADO - ACOUGUE BOI GORDO LTDA', 'Acougue Boi Gordo', F)
C('BR', 'PAGAMENTO QR PIX - SORVETERIA GELATO MIO', 'Sorveteria Gelato Mio', F)
C('CL', 'TRANSFERENCIA MACH A CAFETERIA LOS ALERCES SPA', 'Cafeteria Los Alerces', F)
N('CO', 'PAGO NOMINA CONFECCIONES ANDINAS SAS', INC, 'income')

# ---- United Kingdom / Ireland
P('GB', 'MONZO PAYMENT TO ROWAN ASHCROFT REF: TAXI HOME', 'Monzo', 'Rowan Ashcroft')
P('GB', 'To Ffion Llewellyn Sent from Monzo', 'Monzo', 'Ffion Llewellyn')
P('GB', 'Revolut Ltd Transfer to Imogen Harcourt', 'Revolut', 'Imogen Harcourt')
P('GB', 'PAYPAL *HARRIETCOLLINS 35314369001 Sent money', 'PayPal', 'Harriet Collins')
P('GB', 'WISE TRANSFER FROM DUMITRU CIOBANU REF FLAT DEPOSIT', 'Wise', 'Dumitru Ciobanu', 'income')
T('GB', 'FASTER PAYMENTS RECEIPT REF PIZZA FROM ODHRAN GALLAGHER', 'income')
C('GB', 'PAYPAL *CLIFFTOPCERAMICS 35314369001', 'Clifftop Ceramics', S)
N('GB', 'BACS CREDIT PENNINE PRINTWORKS PAYROLL', INC, 'income')
N('GB', 'MONZO POT TRANSFER HOLIDAY FUND')
P('IE', 'REVOLUT*PAYMENT FROM SADHBH KAVANAGH', 'Revolut', 'Sadhbh Kavanagh', 'income')
P('IE', 'To Cormac Fitzgerald Sent from Revolut', 'Revolut', 'Cormac Fitzgerald')

# ---- Germany / Austria / Switzerland
P('DE', 'N26 Überweisung an Jannik Oberländer Grillabend', 'N26', 'Jannik Oberländer')
P('DE', 'PayPal Europe S.a.r.l. et Cie S.C.A Geld erhalten von Ole Petersen', 'PayPal', 'Ole Petersen', 'income')
P('DE', 'Wero Geld senden an Lukas Ebersbach Handy 0176 44128833', 'Wero', 'Lukas Ebersbach')
P('AT', 'REVOLUT UEBERWEISUNG AN MAXIMILIAN HOFER ZWECK PIZZA', 'Revolut', 'Maximilian Hofer')
P('CH', 'TWINT Geld empfangen von +41 78 612 44 90 Nadia Zurbriggen', 'TWINT', 'Nadia Zurbriggen', 'income')
P('CH', 'TWINT P2P AN LUCA BERNASCONI', 'TWINT', 'Luca Bernasconi')
C('CH', 'TWINT BAECKEREI STEINER BURGDORF', 'Baeckerei Steiner', F)
C('DE', 'PayPal Europe S.a.r.l. Zahlung an Fahrradladen Speiche GmbH', 'Fahrradladen Speiche', S)
N('DE', 'Gehalt 05/2024 Elektro Brunnhuber GmbH', INC, 'income')
T('DE', 'Überweisung an Sieglinde Kraus IBAN DE12500105170648489890 Zweck Geburtstagsgeschenk')

# ---- Nordics
P('SE', 'SWISH FRÅN 46733998211 LINNEA ÅBERG', 'Swish', 'Linnea Åberg', 'income')
P('SE', 'Swish skickad till Oskar Wallin 070-341 22 09', 'Swish', 'Oskar Wallin')
P('NO', 'VIPPS BETALT TIL EIRIK SOLBERG 93456712', 'Vipps', 'Eirik Solberg')
P('NO', 'Vipps mottatt fra Kari Nordmo', 'Vipps', 'Kari Nordmo', 'income')
P('DK', 'MobilePay modtaget fra Asger Lund 4051 7788', 'MobilePay', 'Asger Lund', 'income')
P('DK', 'MOBILEPAY TIL 2214 5567 RASMUS DAM', 'MobilePay', 'Rasmus Dam')
P('FI', 'MOBILEPAY LÄHETETTY EMMI LAAKSONEN', 'MobilePay', 'Emmi Laaksonen')
C('SE', 'SWISH BETALNING 1234567890 GRÖNSAKSHANDLARN I HAGA', 'Grönsakshandlarn i Haga', F)
C('NO', 'VIPPS*FISKEBUA PÅ BRYGGA', 'Fiskebua på Brygga', F)
C('DK', 'MobilePay Blomsterhuset Vesterbro', 'Blomsterhuset Vesterbro', S)
N('SE', 'LÖN SNICKERI NORDVIK AB', INC, 'income')

# ---- Benelux / France
P('NL', 'TIKKIE ID 001402233 BORREL, VAN LOTTE MEIJER', 'Tikkie', 'Lotte Meijer', 'income')
P('NL', 'Wero Betaling ontvangen van Bram de Wit', 'Wero', 'Bram de Wit', 'income')
P('BE', 'PAYCONIQ OVERSCHRIJVING VAN NIELS JANSSENS', 'Payconiq', 'Niels Janssens', 'income')
P('FR', 'PAIEMENT LYDIA ENVOYE A HUGO PERRIN', 'Lydia', 'Hugo Perrin')
P('FR', 'Wero reçu de Inès Chevalier', 'Wero', 'Inès Chevalier', 'income')
P('FR', 'PAYLIB RECU DE M. THOMAS LEGRAND', 'Paylib', 'Thomas Legrand', 'income')
C('BE', 'PAYCONIQ BY BANCONTACT FRITUUR DE LEIE GENT', 'Frituur De Leie', F)
N('NL', 'Salaris april Timmerbedrijf Wouters B.V.', INC, 'income')
T('FR', 'VIR SEPA INST EMIS M. JULIEN FAURE REMBOURSEMENT CONCERT')

# ---- Southern Europe
P('ES', 'BIZUM DE AITOR ZUBIZARRETA CONCEPTO CUMPLE MARTA', 'Bizum', 'Aitor Zubizarreta', 'income')
P('ES', 'Bizum enviado 34612345678 Carmen Villalobos', 'Bizum', 'Carmen Villalobos')
P('ES', 'TRANSFERENCIA BIZUM A MARINA SOLER - PADEL', 'Bizum', 'Marina Soler')
C('ES', 'BIZUM PAGO ONG AYUDA ANIMAL BCN', OMIT, CH)
N('ES', 'NOMINA TALLERES GOROSTIAGA SL', INC, 'income')
P('PT', 'MBWAY TRF P/ RUI PATRICIO 936123456', 'MB WAY', 'Rui Patricio')
P('PT', 'TRANSF MB WAY DE INES SARAIVA', 'MB WAY', 'Ines Saraiva', 'income')
C('PT', 'MB WAY PAGAMENTO TASCA DO ZE', 'Tasca do Ze', F)
P('IT', 'SATISPAY DA GIULIA FERRARI', 'Satispay', 'Giulia Ferrari', 'income')
P('IT', 'SATISPAY TRASFERIMENTO A DAVIDE CONTI - PIZZA', 'Satispay', 'Davide Conti')
C('IT', 'SATISPAY *PASTICCERIA SAN ROCCO', 'Pasticceria San Rocco', F)
P('GR', 'IRIS ΑΠΟΣΤΟΛΗ ΣΕ ΜΑΡΙΑ ΝΙΚΟΛΑΟΥ', 'IRIS', 'Μαρια Νικολαου')

# ---- Central / Eastern Europe, Turkey, Central Asia
P('PL', 'BLIK PRZELEW NA TELEFON DO MICHAL ZIELINSKI 48 600 112 233', 'BLIK', 'Michal Zielinski')
P('PL', 'Przelew BLIK od: Joanna Kaczmarek Tytuł: zwrot za bilety', 'BLIK', 'Joanna Kaczmarek', 'income')
C('PL', 'BLIK PLATNOSC KWIACIARNIA POD LIPA', 'Kwiaciarnia Pod Lipa', S)
N('PL', 'PRZELEW WLASNY NA RACHUNEK OSZCZEDNOSCIOWY')
P('CZ', 'REVOLUT PLATBA OD TOMAS DVORAK', 'Revolut', 'Tomas Dvorak', 'income')
P('SK', 'REVOLUT PLATBA PRE MARTINA KOVACOVA', 'Revolut', 'Martina Kovacova')
P('LT', 'REVOLUT PAYMENT TO JONAS KAZLAUSKAS', 'Revolut', 'Jonas Kazlauskas')
P('RU', 'Перевод СБП получатель: Дмитрий Андреевич Л. Тинькофф', 'SBP', 'Дмитрий Андреевич Л')
P('RU', 'СБП входящий перевод от Екатерина Викторовна М.', 'SBP', 'Екатерина Викторовна М', 'income')
C('RU', 'Оплата СБП QR Пекарня Колосок', OMIT, F)
P('KZ', 'Kaspi Перевод клиенту Kaspi Ержан Б.', 'Kaspi', 'Ержан Б')
P('UA', 'monobank переказ від Богдана Ткаченко', 'monobank', 'Богдана Ткаченко', 'income')
P('TR', 'PAPARA PARA GONDERME - ELIF KAYA', 'Papara', 'Elif Kaya')

# ---- South Asia
P('IN', 'UPI/DR/418822334455/DEEPIKA IYER/UTIB/deepika.iyer@okicici/movie', 'UPI', 'Deepika Iyer')
P('IN', 'UPI-SURESH KUMAR YADAV-9876543210@ybl-PUNB0123400-418877665544-UPI', 'UPI', 'Suresh Kumar Yadav')
C('IN', 'UPI/DR/418800112233/SHREE GANESH SWEETS/paytmqr1b9x@paytm/Payme', 'Shree Ganesh Sweets', F)
C('IN', 'UPI-KRISHNA PETROLEUM-bharatpe.9x0s1@icici-ICIC0DC0099-418899001122-PAY', 'Krishna Petroleum', TP)
P('BD', 'bKash Cash In from 01811223344 Mizanur Rahman', 'bKash', 'Mizanur Rahman', 'income')
P('PK', 'Raast Payment Received From ZAINAB HUSSAIN', 'Raast', 'Zainab Hussain', 'income')
P('NP', 'KHALTI TRANSFER TO 9801234567 BIKASH GURUNG', 'Khalti', 'Bikash Gurung')

# ---- South-East / East Asia, Oceania
P('SG', 'PAYNOW TRANSFER FROM: ONG BEE LENG OTHR lunch', 'PayNow', 'Ong Bee Leng', 'income')
P('SG', 'PayNow to +65 9*** 4821 GOH KAI XIANG', 'PayNow', 'Goh Kai Xiang')
C('SG', 'PAYNOW TO HAINAN CHICKEN RICE STALL UEN 53312345W', 'Hainan Chicken Rice Stall', F)
P('MY', 'DUITNOW TO ACCOUNT NUR IZZATI BINTI HASSAN duit raya', 'DuitNow', 'Nur Izzati Binti Hassan')
P('MY', "TNG EWALLET RECEIVED FROM TAN MEI LING", "Touch 'n Go", 'Tan Mei Ling', 'income')
C('MY', 'DUITNOW QR GERAI ROTI CANAI PAK MAT', 'Gerai Roti Canai Pak Mat', F)
P('TH', 'PROMPTPAY โอนเงิน ไปยัง นาย ธนากร ศรีสุข', 'PromptPay', 'ธนากร ศรีสุข')
P('TH', 'TRANSFER PROMPTPAY FROM MS. KANYARAT PHROMMA', 'PromptPay', 'Kanyarat Phromma', 'income')
P('PH', 'GCASH RECEIVED MONEY FROM 0917***4321 JOSEFINA M.', 'GCash', 'Josefina M', 'income')
P('PH', 'INSTAPAY SEND TO ROMMEL BAUTISTA BPI ACCT ****5521', 'InstaPay', 'Rommel Bautista')
C('PH', 'GCASH QR PH SARI-SARI STORE NI ALING REMY', 'Sari-Sari Store ni Aling Remy', F)
P('ID', 'DANA KIRIM UANG KE BAYU SAPUTRA 085712345678', 'DANA', 'Bayu Saputra')
P('ID', 'OVO TRANSFER DARI RAHMAT HIDAYAT', 'OVO', 'Rahmat Hidayat', 'income')
C('ID', 'QRIS DANA BAKSO PAK KUMIS', 'Bakso Pak Kumis', F)
P('VN', 'MOMO NHAN TIEN TU LE THI HONG 0912345678', 'MoMo', 'Le Thi Hong', 'income')
P('KR', '카카오페이 송금 이서연', 'Kakao Pay', '이서연')
P('KR', 'TOSS SEND TO CHOI YUNA', 'Toss', 'Choi Yuna')
P('JP', 'PayPay送金 スズキ ハナコ', 'PayPay', 'スズキ ハナコ')
P('JP', 'LINE Pay 送金 タナカ ケンジ', 'LINE Pay', 'タナカ ケンジ')
C('JP', 'PAYPAY*ラーメン一福', OMIT, F)
P('HK', 'FPS PAYMENT TO LEUNG WING SZE 6123 4567 DINNER', 'FPS', 'Leung Wing Sze')
P('HK', 'PayMe from CHEUNG HO YIN', 'PayMe', 'Cheung Ho Yin', 'income')
P('CN', '支付宝转账 王芳', 'Alipay', '王芳')
P('AU', 'Osko Payment From HARRISON BLAKE Ref: Uber share', 'Osko', 'Harrison Blake', 'income')
P('AU', 'PAYID PAYMENT TO MIA ROSSETTI 04** *** 219 BBQ', 'PayID', 'Mia Rossetti')
C('AU', 'OSKO PAYMENT TO INNER WEST PLUMBING PTY LTD INV 3341', 'Inner West Plumbing', HU)
N('AU', 'SALARY KOOKABURRA CABINETS PTY LTD', INC, 'income')
N('NZ', 'TRANSFER TO 12-3456-0789012-51 OWN ACCOUNT')

# ---- Middle East / Africa
P('AE', 'AANI P2P RECEIVED FROM KHALID AL SUWAIDI', 'Aani', 'Khalid Al Suwaidi', 'income')
P('SA', 'STCPAY TRANSFER FROM NOURA AL OTAIBI 0551234567', 'STC Pay', 'Noura Al Otaibi', 'income')
P('IL', 'BIT TRANSFER TO ROTEM AVRAHAM', 'Bit', 'Rotem Avraham')
P('EG', 'INSTAPAY IPN TRANSFER FROM KARIM FAROUK', 'InstaPay', 'Karim Farouk', 'income')
P('KE', 'MPESA Funds received from - 254722334455 WAMBUI NJOROGE', 'M-Pesa', 'Wambui Njoroge', 'income')
P('KE', 'M-PESA Customer Transfer to - 07XXXXX611 BARASA WEKESA', 'M-Pesa', 'Barasa Wekesa')
C('KE', 'M-PESA Merchant Payment to 5123456 - KIBANDA CHA MAMA ATIENO', 'Kibanda cha Mama Atieno', F)
C('KE', 'M-PESA Pay Bill to 888880 - KPLC PREPAID Acc. 37123456789', OMIT, HU)
P('UG', 'MTN MOBILE MONEY SENT TO 256782334455 OKELLO DENIS', 'MTN MoMo', 'Okello Denis')
P('GH', 'MTN MOMO TRANSFER FROM - 233551234567 EFUA MENSAH', 'MTN MoMo', 'Efua Mensah', 'income')
P('NG', 'OPAY TRANSFER FROM - 8123456789 IFEOMA EZE', 'OPay', 'Ifeoma Eze', 'income')
P('NG', 'PALMPAY TRANSFER TO TUNDE BAKARE 9031234567', 'PalmPay', 'Tunde Bakare')
C('NG', 'OPAY TRANSFER TO MAMA PUT KITCHEN LEKKI', 'Mama Put Kitchen', F)
N('NG', 'SALARY CREDIT ADEOLA FABRICS LTD', INC, 'income')
P('ZA', 'PAYSHAP RECEIVED FROM LERATO DLAMINI', 'PayShap', 'Lerato Dlamini', 'income')
T('ZA', 'IMMEDIATE PAYMENT TO ZANELE KHUMALO REF STOKVEL')
P('SN', 'WAVE ENVOI A MOUSSA NDIAYE 77 654 32 10', 'Wave', 'Moussa Ndiaye')
P('CM', 'MTN MOMO TRANSFERT DE 677123456 NGONO MARIE', 'MTN MoMo', 'Ngono Marie', 'income')
P('TZ', 'M-PESA SENT TO NEEMA MOSHI 0754123456', 'M-Pesa', 'Neema Moshi')

# ---- More layouts: the name before "Sent from <platform>", masked references, the platform that is
# also a card processor, a phone number before the sender
P('GB', 'To Priyanka Raman Sent from Wise', 'Wise', 'Priyanka Raman')
P('DE', 'An Paula Schreiber gesendet von N26', 'N26', 'Paula Schreiber')
P('CA', 'INTERAC e-Transfer ***aB3 RECEIVED DESMOND OKORO', 'Interac', 'Desmond Okoro', 'income')
P('CZ', 'REVOLUT PLATBA PRO PETRA SVOBODOVA OBED', 'Revolut', 'Petra Svobodova')
P('SE', 'PAYPAL *MAGNUSBERG 35314369001 Sent money', 'PayPal', 'Magnus Berg')
P('DE', 'N26 Transfer an Konstantin Weller Kino', 'N26', 'Konstantin Weller')
P('KE', 'Funds received from - 0712345678 CHEBET KIPTOO M-PESA', 'M-Pesa', 'Chebet Kiptoo', 'income')
P('US', 'VENMO *HOLLAND BRIGGS Visa Direct', 'Venmo', 'Holland Briggs')
P('PL', 'REVOLUT PRZELEW DO ZUZANNA MAJEWSKA', 'Revolut', 'Zuzanna Majewska')
P('FR', 'REVOLUT VIREMENT A CLARA LEMAIRE RESTO', 'Revolut', 'Clara Lemaire')

# ---- More controls: businesses over the same rails, bills, own accounts, salaries
C('GB', 'Revolut**8823* ROCKSALT CAFE FOLKESTONE', 'Rocksalt Cafe', F)
C('US', 'CASH APP*THE CORNER TACO TRUCK', 'The Corner Taco Truck', F)
C('DE', 'N26 Lastschrift Stadtwerke Bad Harzburg Abschlag Strom', OMIT, HU)
C('BR', 'PIX ENVIADO - CONDOMINIO EDIFICIO SOLAR DAS PALMEIRAS', OMIT, HU)
C('SE', 'Swish betalning Stockholms Stadsmission', OMIT, CH)
C('ES', 'BIZUM A COMERCIO FRUTERIA HERMANOS GIL', 'Fruteria Hermanos Gil', F)
C('NL', 'Tikkie Betaalverzoek Sportschool De Kracht B.V.', 'Sportschool De Kracht', H)
N('IN', 'SAL CREDIT MAY-24 VEDANT ENGINEERING PVT LTD', INC, 'income')
N('MX', 'TRASPASO A CUENTA PROPIA AHORRO 0123')
N('CH', 'Kontoübertrag eigenes Sparkonto CH93 0076 2011 6238 5295 7')

write('t86', 'tune-86.jsonl')
