# tune-45: written by helper acc45 (round 45) from FORMAT.md, labels.py, tune-41.gen.py's header, a count of
# how the readable sets label the instant-payment rails (platform names used in p2p, which rails are named as
# processor on a merchant payment and which are left None) and general knowledge of how banks print these
# lines, before reading the engine's p2p code or running the engine on any of these lines.
# Theme: PEER-TO-PEER and instant-payment RAILS, and the line between a payment to a PERSON and a payment to a
# MERCHANT over the same rail: SPEI (BENEF/ORDENANTE, CLABE, concepto), IMPS/NEFT/UPI (slash and dash layouts,
# VPA handles, P2P/P2M), Pix (enviado/recebido, CPF/CNPJ, QR), FPS (English and Chinese names), PayNow,
# PromptPay, DuitNow, InstaPay/GCash, BI-FAST/QRIS, Osko/PayID/NPP, UK Faster Payments (FPI/FPO), BLIK,
# Swish/Vipps/MobilePay, Tikkie/iDEAL, Payconiq, Bizum, MB WAY, TWINT, Zelle/Venmo/Cash App/PayPal,
# Interac e-Transfer, M-Pesa (send money vs buy goods/paybill), NIP, MoMo, FAST/havale/EFT, SBP.
# Conventions from the readable sets: a payment to a person over an app or proxy rail -> merchant None, Transfers, p2p {rail, person},
# processor None; the platform is the rail's usual name (Pix, UPI, SPEI, FPS, PayNow, PromptPay, DuitNow,
# InstaPay, Osko/PayID, BLIK, Swish, Vipps, MobilePay, Tikkie, Payconiq, Bizum, MB WAY, TWINT, Zelle, Venmo,
# Cash App, PayPal, Interac, M-Pesa, MTN MoMo, SBP ...); over a bank-account rail (IMPS, NEFT, Faster Payments,
# NIP, EFT/havale/FAST, BI-FAST, Napas, plain 'transfer') it is a plain transfer with p2p None, as those sets do. A payment to a merchant over the rail -> the merchant,
# its category, p2p None; processor named for wallet brands (TWINT, M-Pesa, Swish, MobilePay, Vipps, GCash,
# MTN MoMo, Payconiq, BLIK, SBP), None for bank rails (Pix, UPI, SPEI, QRIS, DuitNow, PayNow, Interac, FPS).
# processor left unscored where the readable sets disagree (MB WAY, Yape, iDEAL, a paybill line that does not
# print M-Pesa). Controls (~18 %): salaries and transfers to one's own account over the same rails (p2p None), known brands
# paid over a rail. city, channel, recurring unscored except where the helpers set them.
from labels import OMIT, E, P, T, write

FD, SH, TR, TV, HU, EN, HW, PC, ED, FS, GT, SV, TF, INC, CH = ('Food & Drink', 'Shopping',
    'Transportation', 'Travel', 'Housing & Utilities', 'Entertainment', 'Health & Wellness',
    'Personal Care', 'Education', 'Financial Services', 'Government & Taxes', 'Services',
    'Transfers', 'Income', 'Charity & Gifts')

def M(cc, title, m, cat, proc=None):  # merchant over a rail: no p2p
    E(cc, title, m, cat, proc, OMIT, OMIT, OMIT, None)

def PP(cc, title, platform, recipient, typ='expense'):  # person, channel/city unscored
    E(cc, title, None, TF, None, OMIT, OMIT, OMIT, (platform, recipient), typ)

def TP(cc, title, typ='expense'):  # bank-account rail to a person: a plain transfer, p2p None
    E(cc, title, None, TF, None, OMIT, OMIT, OMIT, None, typ)

def SAL(cc, title):  # salary over a rail
    E(cc, title, None, INC, None, OMIT, OMIT, OMIT, None, 'income')

def OWN(cc, title, typ='expense'):  # own account
    E(cc, title, None, TF, None, OMIT, OMIT, OMIT, None, typ)

# ================= Mexico SPEI =================
PP('MX', 'SPEI ENVIADO BANORTE BENEF: ROSA ELENA GUTIERREZ CONCEPTO: PRESTAMO', 'SPEI', 'Rosa Elena Gutierrez')
PP('MX', 'SPEI ENVIADO SANTANDER 014180605512345678 JORGE ALBERTO RAMIREZ', 'SPEI', 'Jorge Alberto Ramirez')
PP('MX', 'TRANSFERENCIA SPEI A ALEJANDRA TORRES MEDINA CONCEPTO CUMPLE', 'SPEI', 'Alejandra Torres Medina')
PP('MX', 'SPEI RECIBIDO BBVA MEXICO ORDENANTE LUIS FERNANDO CASTRO REF 4471022', 'SPEI', 'Luis Fernando Castro', 'income')
PP('MX', 'SPEI RECIBIDO DE: PATRICIA MENDOZA RUIZ CLABE 072180004512345678', 'SPEI', 'Patricia Mendoza Ruiz', 'income')
PP('MX', 'PAGO SPEI BENEFICIARIO MIGUEL ANGEL HERRERA CTA 012180015678901234', 'SPEI', 'Miguel Angel Herrera')
PP('MX', 'SPEI ENVIADO NU MEXICO / DANIELA SOTO / CONCEPTO: DEPA', 'SPEI', 'Daniela Soto')
M('MX', 'SPEI ENVIADO CFE SUMINISTRADOR DE SERVICIOS BASICOS CONCEPTO RECIBO LUZ', ['CFE', 'Comisión Federal de Electricidad', 'CFE Suministrador de Servicios Basicos'], HU)
M('MX', 'SPEI ENVIADO BENEF: TELEFONOS DE MEXICO SAB DE CV CONCEPTO PAGO TELMEX', ['Telmex', 'Telefonos de Mexico'], SV)
M('MX', 'SPEI ENVIADO BENEF: COLEGIO MONTESSORI DEL VALLE SC CONCEPTO COLEGIATURA NOV', ['Colegio Montessori del Valle'], ED)
M('MX', 'SPEI ENVIADO STP BENEF MERCADO LIBRE SA DE CV REF 8812', ['Mercado Libre'], SH)
M('MX', 'PAGO SPEI A FERRETERIA LA PALMA SA DE CV', ['Ferreteria La Palma', 'Ferretería La Palma'], SH)
SAL('MX', 'SPEI RECIBIDO ORDENANTE GRUPO INDUSTRIAL SALTILLO SA DE CV CONCEPTO NOMINA QNA 22')
OWN('MX', 'SPEI ENVIADO A CUENTA PROPIA BANORTE 072180001234567891')

# ================= India IMPS / NEFT / UPI =================
PP('IN', 'UPI/DR/432198765012/RAHUL VERMA/SBIN/rahulverma88@oksbi/dinner', 'UPI', 'Rahul Verma')
PP('IN', 'UPI/CR/432100998877/PRIYA NAIR/HDFC/priyanair@okhdfcbank/UPI', 'UPI', 'Priya Nair', 'income')
PP('IN', 'UPI-ANKIT SHARMA-ankit.sharma92@okaxis-UTIB0001234-432187650099-BOOKS', 'UPI', 'Ankit Sharma')
PP('IN', 'UPI-KAVITHA RAMESH-9845012345@ybl-KKBK0008051-432176543210-PAYMENT FROM PHONE', 'UPI', 'Kavitha Ramesh')
PP('IN', 'UPI/P2P/432155566677/SURESH KUMAR/paytm-1234567@paytm/Sent using Paytm', 'UPI', 'Suresh Kumar')
TP('IN', 'IMPS/P2A/432109876543/NEHAGUPTA/ICICI BANK/XXXXXXXX4521/rent share')
TP('IN', 'IMPS-432112233445-VIKRAM SINGH-HDFC-XXXXXXX7788-LOAN RETURN')
TP('IN', 'NEFT DR-SBIN0001234-MEENA IYER-NETBANK, MUM-N312240987654321-GIFT')
TP('IN', 'NEFT CR-HDFC0000240-ARJUN MEHTA-ARJUN MEHTA-HDFCN52024112712345', 'income')
TP('IN', 'MOB-IMPS-DR/ROHIT JAIN/UTIB/432166677788')
M('IN', 'UPI/P2M/432187654321/NEW SHANTI MEDICALS/q123456789@ybl/Payment', ['New Shanti Medicals'], HW)
M('IN', 'UPI-LAKSHMI TIFFIN CENTRE-BHARATPE.90876543@ICICI-ICIC0DC0099-432198761234-UPI', ['Lakshmi Tiffin Centre'], FD)
M('IN', 'UPI/DR/432123456780/Swiggy Instamart/AXIS/swiggyinstamart@axisbank/Order', ['Swiggy Instamart', 'Swiggy'], FD)
M('IN', 'UPI/DR/432109871234/BESCOM/YESB/bescom.billdesk@ybl/Electricity Bill', ['BESCOM'], HU)
M('IN', 'UPI-IRCTC-IRCTC.PAYU@HDFCBANK-HDFC0000499-432167894321-TICKET', ['IRCTC'], TR)
M('IN', 'UPI/P2M/432199887766/BALAJI FRUITS AND VEGETABLES/bharatpe09912345@yesbankltd/UPI', ['Balaji Fruits and Vegetables', 'Balaji Fruits & Vegetables'], FD)
M('IN', 'NEFT DR-UTIB0000002-SHRI RAM PUBLIC SCHOOL-NETBANK-AXIS12345678-TUITION FEE', ['Shri Ram Public School'], ED)
M('IN', 'UPI/DR/432111122233/Uber India/HDFC/uber.in@hdfcbank/trip', ['Uber'], TR)
SAL('IN', 'NEFT CR-CITI0000002-INFOSYS LIMITED-SALARY NOV 2024-CITIN24331234567')
SAL('IN', 'IMPS/432177788899/TATA CONSULTANCY SERVICES/SALARY FOR OCT')
OWN('IN', 'UPI/DR/432155544433/SELF/HDFC/mynumber@okhdfcbank/own account')

# ================= Brazil Pix =================
PP('BR', 'PIX ENVIADO ANA PAULA FERREIRA', 'Pix', 'Ana Paula Ferreira')
PP('BR', 'Pix enviado - Rodrigo Almeida Santos - CPF ***.456.789-**', 'Pix', 'Rodrigo Almeida Santos')
PP('BR', 'TRANSF PIX DES: FERNANDA LIMA 25/11', 'Pix', 'Fernanda Lima')
PP('BR', 'PIX TRANSF GUSTAVO HENRIQU26/11', 'Pix', 'Gustavo Henriqu')
PP('BR', 'Pix recebido de Beatriz Carvalho Rocha', 'Pix', 'Beatriz Carvalho Rocha', 'income')
PP('BR', 'PIX RECEBIDO - CPF 123.***.***-45 - THIAGO MOREIRA', 'Pix', 'Thiago Moreira', 'income')
PP('BR', 'TRANSFERENCIA PIX REM: CAMILA RIBEIRO 27/11', 'Pix', 'Camila Ribeiro', 'income')
M('BR', 'PIX QR CODE DINAMICO SORVETERIA GELATO MIO', ['Sorveteria Gelato Mio', 'Gelato Mio'], FD)
M('BR', 'PIX ENVIADO PADARIA BELLA VISTA LTDA CNPJ 12.345.678/0001-90', ['Padaria Bella Vista'], FD)
M('BR', 'Pix enviado - Drogaria Sao Paulo S.A.', ['Drogaria São Paulo', 'Drogaria Sao Paulo'], HW)
M('BR', 'PAGAMENTO PIX QR AUTO POSTO BANDEIRANTES LTDA', ['Auto Posto Bandeirantes'], TR)
M('BR', 'PIX ENVIADO IFOOD.COM AGENCIA DE RESTAURANTES ONLINE S.A.', ['iFood'], FD)
M('BR', 'PIX QRS MERCADINHO DONA MARIA 26/11', ['Mercadinho Dona Maria'], FD)
M('BR', 'PAG PIX ENEL DISTRIBUICAO SAO PAULO', ['Enel', 'Enel Distribuição São Paulo'], HU)
SAL('BR', 'PIX RECEBIDO CONSTRUTORA HORIZONTE LTDA SALARIO 11/2024')
OWN('BR', 'PIX ENVIADO PARA CONTA PROPRIA NUBANK')

# ================= Hong Kong FPS =================
PP('HK', 'FPS TO CHAN TAI MAN 轉數快', 'FPS', 'Chan Tai Man')
PP('HK', 'FPS PAYMENT TO WONG KA YAN FRN20241126PAYC0102345678', 'FPS', 'Wong Ka Yan')
PP('HK', '轉數快 轉賬予 陳小明', 'FPS', '陳小明')
PP('HK', 'FPS FROM LEUNG CHI WAI FRN20241125PAYC0209876543', 'FPS', 'Leung Chi Wai', 'income')
PP('HK', '轉數快收款 李嘉欣', 'FPS', '李嘉欣', 'income')
M('HK', 'FPS PAYMENT TO CLP POWER HONG KONG LIMITED', ['CLP Power', 'CLP'], HU)
M('HK', 'FPS PAYMENT TO HKBN LTD BILL 12345678', ['HKBN'], SV)
M('HK', '轉數快 付款 美心西餅', ['美心西餅', 'Maxim\'s Cakes', 'Maxim\'s'], FD)

# ================= Singapore PayNow =================
PP('SG', 'PAYNOW TRANSFER TO TAN WEI MING OTHR', 'PayNow', 'Tan Wei Ming')
PP('SG', 'PAYNOW-FAST TO LIM XIAO HUI 9123XXXX DINNER', 'PayNow', 'Lim Xiao Hui')
PP('SG', 'FUND TRANSFER PAYNOW FROM NUR AISYAH BINTE RAHMAN', 'PayNow', 'Nur Aisyah Binte Rahman', 'income')
PP('SG', 'PAYNOW OTHR RAJESH S/O KRISHNAN', 'PayNow', 'Rajesh S/O Krishnan')
M('SG', 'PAYNOW QR HAWKER TIONG BAHRU CHAR KWAY TEOW', ['Tiong Bahru Char Kway Teow'], FD)
M('SG', 'PAYNOW TO SP SERVICES LTD UEN 199406577N', ['SP Services', 'SP Group'], HU)
M('SG', 'PAYNOW QR GRAB SINGAPORE', ['Grab'], TR)
SAL('SG', 'INWARD FAST PAYMENT SALA ACME ASIA PTE LTD')

# ================= Thailand PromptPay =================
PP('TH', 'PROMPTPAY TRANSFER TO MR. SOMCHAI JAIDEE', 'PromptPay', 'Somchai Jaidee')
PP('TH', 'โอนพร้อมเพย์ ไปยัง นางสาว สุดารัตน์ ทองดี', 'PromptPay', 'สุดารัตน์ ทองดี')
PP('TH', 'PROMPTPAY RECEIVED FROM MS. NATTAYA SRISUK', 'PromptPay', 'Nattaya Srisuk', 'income')
M('TH', 'PROMPTPAY QR ร้านกาแฟบ้านสวน', ['ร้านกาแฟบ้านสวน'], FD)
M('TH', 'PROMPTPAY BILL PAYMENT METROPOLITAN ELECTRICITY AUTHORITY', ['Metropolitan Electricity Authority', 'MEA'], HU)

# ================= Malaysia DuitNow =================
PP('MY', 'DUITNOW TRANSFER TO AHMAD FAIZAL BIN ISMAIL', 'DuitNow', 'Ahmad Faizal Bin Ismail')
PP('MY', 'DuitNow Transfer SITI NURHALIZA BINTI OMAR duit makan', 'DuitNow', 'Siti Nurhaliza Binti Omar')
PP('MY', 'DUITNOW FR TAN MEI LING', 'DuitNow', 'Tan Mei Ling', 'income')
PP('MY', 'INSTANT TRANSFER DUITNOW TO LEE CHONG KIT 60123456789', 'DuitNow', 'Lee Chong Kit')
M('MY', 'DUITNOW QR PAYMENT KEDAI MAKAN SELERA KAMPUNG', ['Kedai Makan Selera Kampung', 'Selera Kampung'], FD)
M('MY', 'DUITNOW QR TEALIVE SS15 SUBANG', ['Tealive'], FD)
M('MY', 'DUITNOW TRANSFER TO TENAGA NASIONAL BERHAD', ['Tenaga Nasional', 'TNB'], HU)

# ================= Philippines InstaPay / GCash / PESONet =================
PP('PH', 'INSTAPAY TRANSFER TO JUAN DELA CRUZ GCASH', 'InstaPay', 'Juan Dela Cruz')
PP('PH', 'GCASH SEND MONEY TO MARIA CLARA SANTOS 0917XXX4567', 'GCash', 'Maria Clara Santos')
PP('PH', 'GCASH RECEIVED FROM JOSE RIZAL MANALO', 'GCash', 'Jose Rizal Manalo', 'income')
PP('PH', 'INSTAPAY FROM ANGELICA REYES BDO REF 202411260045', 'InstaPay', 'Angelica Reyes', 'income')
M('PH', 'GCASH PAY QR LUGAWAN NI MANG BOY', ['Lugawan ni Mang Boy'], FD, 'GCash')
M('PH', 'GCASH PAY BILLS MANILA WATER', ['Manila Water'], HU, 'GCash')
M('PH', 'INSTAPAY TRANSFER TO PLDT INC', ['PLDT'], SV)
SAL('PH', 'PESONET PAYROLL CREDIT ACCENTURE INC')

# ================= Indonesia BI-FAST / QRIS =================
TP('ID', 'BI-FAST DB TRANSFER KE BUDI SANTOSO BCA')
TP('ID', 'TRSF E-BANKING DB 2611/FTSCY/WS95051 DEWI LESTARI')
TP('ID', 'BI-FAST CR DARI SRI WAHYUNI MANDIRI', 'income')
M('ID', 'QRIS PEMBAYARAN KOPI KENANGAN', ['Kopi Kenangan'], FD)
M('ID', 'QRIS BAKSO PAK KUMIS SOLO', ['Bakso Pak Kumis'], FD)
M('ID', 'PEMBAYARAN QRIS APOTEK SEHAT SENTOSA', ['Apotek Sehat Sentosa'], HW)
M('ID', 'BI-FAST DB PEMBAYARAN PLN PASCABAYAR', ['PLN'], HU)

# ================= Australia Osko / PayID / NPP =================
PP('AU', 'OSKO PAYMENT TO SARAH MITCHELL RENT', 'Osko', 'Sarah Mitchell')
PP('AU', 'Transfer to PayID JAMES O\'BRIEN Ref: footy tix', 'PayID', 'James O\'Brien')
PP('AU', 'FAST TRANSFER FROM OLIVIA NGUYEN DINNER', 'Osko', 'Olivia Nguyen', 'income')
PP('AU', 'NPP PAYMENT TO LIAM PATEL PAYID 04XX XXX 321', 'PayID', 'Liam Patel')
PP('AU', 'OSKO DEPOSIT FROM CHLOE ANDERSON', 'Osko', 'Chloe Anderson', 'income')
M('AU', 'OSKO PAYMENT TO BRIGHTON PLUMBING PTY LTD INV 2291', ['Brighton Plumbing'], SV)
M('AU', 'PAYID PAYMENT TO SUNRISE PHYSIOTHERAPY PTY LTD', ['Sunrise Physiotherapy'], HW)
SAL('AU', 'NPP SALARY ACME ENGINEERING PTY LTD PAYROLL')
OWN('AU', 'OSKO TRANSFER TO XX4821 OWN ACCOUNT SAVINGS')

# ================= UK Faster Payments =================
TP('GB', 'FPO TOM BRADSHAW REF BEERS 26NOV')
TP('GB', 'FASTER PAYMENT TO EMILY WATSON REFERENCE HOLIDAY')
TP('GB', 'FPI HANNAH CLARKE GAS BILL SHARE', 'income')
TP('GB', 'FASTER PAYMENTS RECEIPT FROM DANIEL HUGHES REF PIZZA', 'income')
M('GB', 'FPO JB ELECTRICAL SERVICES LTD REF INV0423', ['JB Electrical Services'], SV)
M('GB', 'FASTER PAYMENT TO HOLLYBANK DENTAL PRACTICE REF CHECKUP', ['Hollybank Dental Practice', 'Hollybank Dental'], HW)
SAL('GB', 'FPI BRIGHTWATER LOGISTICS LTD SALARY NOV')
OWN('GB', 'FPO TO MY MONZO POT SAVINGS')

# ================= Poland BLIK =================
PP('PL', 'PRZELEW NA TELEFON BLIK DO KATARZYNA NOWAK', 'BLIK', 'Katarzyna Nowak')
PP('PL', 'BLIK P2P - PRZELEW NA TELEFON OD PIOTR WISNIEWSKI', 'BLIK', 'Piotr Wisniewski', 'income')
PP('PL', 'Przelew na telefon BLIK Magdalena Kaczmarek +48 601 *** 123', 'BLIK', 'Magdalena Kaczmarek')
PP('PL', 'PRZELEW BLIK NA NR TEL. TOMASZ ZIELINSKI ZA PIZZE', 'BLIK', 'Tomasz Zielinski')
M('PL', 'PLATNOSC BLIK ZABKA Z1234 K.1 WARSZAWA', ['Żabka', 'Zabka'], FD, 'BLIK')
M('PL', 'ZAKUP BLIK PIEKARNIA U JANKA', ['Piekarnia u Janka'], FD, 'BLIK')
M('PL', 'PLATNOSC BLIK W INTERNECIE MEDIA EXPERT', ['Media Expert'], SH, 'BLIK')
SAL('PL', 'PRZELEW PRZYCHODZACY WYNAGRODZENIE ZA 11/2024 POLSKA SPOLKA SP Z O O')

# ================= Nordics: Swish / Vipps / MobilePay =================
PP('SE', 'SWISH TILL ELIN LUNDQVIST 0730000000', 'Swish', 'Elin Lundqvist')
PP('SE', 'Swish betalning JOHAN EKSTROM', 'Swish', 'Johan Ekstrom')
PP('SE', 'SWISH INSATTNING FRAN KARIN HOLM', 'Swish', 'Karin Holm', 'income')
M('SE', 'SWISH BETALNING IFK GOTEBORG SUPPORTER', ['IFK Göteborg', 'IFK Goteborg'], EN, 'Swish')
M('SE', 'SWISH HANDEL ICA SUPERMARKET SOLNA', ['ICA Supermarket', 'ICA'], FD, 'Swish')
PP('NO', 'VIPPS *INGRID HAUGEN', 'Vipps', 'Ingrid Haugen')
PP('NO', 'Vipps overføring fra Ole Kristian Berg', 'Vipps', 'Ole Kristian Berg', 'income')
PP('NO', 'VIPPS TIL MARIUS SOLBERG', 'Vipps', 'Marius Solberg')
M('NO', 'VIPPS *KIWI GRUNERLOKKA', ['Kiwi'], FD, 'Vipps')
M('NO', 'VIPPS BETALING STORMBERG AS', ['Stormberg'], SH, 'Vipps')
PP('DK', 'MobilePay Mette Frederiksen Jensen', 'MobilePay', 'Mette Frederiksen Jensen')
PP('DK', 'MOBILEPAY OVERFOERSEL TIL LASSE MOGENSEN', 'MobilePay', 'Lasse Mogensen')
PP('DK', 'MobilePay fra Sofie Kjaer', 'MobilePay', 'Sofie Kjaer', 'income')
M('DK', 'MOBILEPAY BOX FODBOLDKLUB HVIDOVRE KONTINGENT', ['Fodboldklub Hvidovre'], EN, 'MobilePay')
M('DK', 'MobilePay Lagkagehuset Østerbro', ['Lagkagehuset'], FD, 'MobilePay')
PP('FI', 'MOBILEPAY MAKSU TEEMU VIRTANEN', 'MobilePay', 'Teemu Virtanen')
M('FI', 'MOBILEPAY K-MARKET HAKANIEMI', ['K-Market'], FD, 'MobilePay')

# ================= Netherlands Tikkie / iDEAL, Belgium Payconiq =================
PP('NL', 'Tikkie ID 000123456789 Etentje vrijdag van Sanne de Vries', 'Tikkie', 'Sanne de Vries')
PP('NL', 'TIKKIE BETAALVERZOEK VAN DAAN BAKKER VIA ABN AMRO', 'Tikkie', 'Daan Bakker')
PP('NL', 'Ontvangen Tikkie van Lotte Jansen voor Bioscoop', 'Tikkie', 'Lotte Jansen', 'income')
M('NL', 'IDEAL BETALING BOL.COM BV ORDER 4021788', ['bol.com', 'Bol'], SH, OMIT)
M('NL', 'iDEAL Coolblue B.V. bestelnummer 90817234', ['Coolblue'], SH, OMIT)
M('NL', 'TIKKIE BETALING AAN CAFE DE ZWAAN VIA ABN AMRO', ['Cafe de Zwaan', 'Café de Zwaan'], FD, 'Tikkie')
PP('BE', 'PAYCONIQ BY BANCONTACT OVERSCHRIJVING NAAR WOUTER PEETERS', 'Payconiq', 'Wouter Peeters')
PP('BE', 'Payconiq van Elise Maes', 'Payconiq', 'Elise Maes', 'income')
M('BE', 'PAYCONIQ BY BANCONTACT FRITUUR DE GOUDEN FRIET', ['Frituur de Gouden Friet', 'De Gouden Friet'], FD, 'Payconiq')
M('BE', 'Payconiq Colruyt Gent', ['Colruyt'], FD, 'Payconiq')

# ================= Spain Bizum, Portugal MB WAY =================
PP('ES', 'BIZUM ENVIADO A JAVIER ROMERO CONCEPTO CENA', 'Bizum', 'Javier Romero')
PP('ES', 'Bizum a favor de LUCIA FERNANDEZ MARTIN', 'Bizum', 'Lucia Fernandez Martin')
PP('ES', 'TRANSFERENCIA BIZUM DE SERGIO NAVARRO LOTERIA', 'Bizum', 'Sergio Navarro', 'income')
M('ES', 'BIZUM PAGO EN COMERCIO FARMACIA LDA ISABEL SANZ', ['Farmacia Isabel Sanz', 'Farmacia Lda Isabel Sanz'], HW, 'Bizum')
M('ES', 'COMPRA BIZUM EN PCCOMPONENTES.COM', ['PcComponentes'], SH, 'Bizum')
M('ES', 'BIZUM A ONG AYUDA EN ACCION DONATIVO', ['Ayuda en Acción', 'Ayuda en Accion'], CH, OMIT)
PP('PT', 'MB WAY PARA RICARDO FERREIRA SILVA', 'MB WAY', 'Ricardo Ferreira Silva')
PP('PT', 'TRF MB WAY DE INES CARVALHO', 'MB WAY', 'Ines Carvalho', 'income')
PP('PT', 'MBWAY TRANSF P/ 91****321 TIAGO COSTA', 'MB WAY', 'Tiago Costa')
M('PT', 'COMPRA MB WAY PINGO DOCE ALVALADE', ['Pingo Doce'], FD, OMIT)
M('PT', 'PAGAMENTO MB WAY CASA DOS LEITOES MEALHADA', ['Casa dos Leitoes', 'Casa dos Leitões'], FD, OMIT)

# ================= Switzerland TWINT =================
PP('CH', 'TWINT AN NICOLE STEINER', 'TWINT', 'Nicole Steiner')
PP('CH', 'TWINT Geld gesendet an Marco Bernasconi', 'TWINT', 'Marco Bernasconi')
PP('CH', 'TWINT VON LUKAS WEBER GELD EMPFANGEN', 'TWINT', 'Lukas Weber', 'income')
PP('CH', 'TWINT envoi d\'argent a Chloe Favre', 'TWINT', 'Chloe Favre')
M('CH', 'TWINT *SBB CFF FFS MOBILE TICKET', ['SBB'], TR, 'TWINT')
M('CH', 'TWINT *HOFLADEN ZUM LINDENHOF ESCHOLZMATT', ['Hofladen zum Lindenhof'], FD, 'TWINT')
M('CH', 'TWINT KAUF VOLG EGLISAU', ['Volg'], FD, 'TWINT')

# ================= US Zelle / Venmo / Cash App / PayPal =================
PP('US', 'ZELLE TO MARCUS JOHNSON ON 11/24 REF # PP0ABC1234 RENT', 'Zelle', 'Marcus Johnson')
PP('US', 'Zelle payment to Jennifer Alvarez Conf# t3k9x2m1', 'Zelle', 'Jennifer Alvarez')
PP('US', 'ZELLE FROM BRIAN O CONNOR ON 11/25 REF # WFCT0RT5Y6', 'Zelle', 'Brian O Connor', 'income')
PP('US', 'VENMO PAYMENT 1032457788 ELIZABETH TRAN', 'Venmo', 'Elizabeth Tran')
PP('US', 'VENMO *KYLE ROBERTSON VISA DIRECT NY', 'Venmo', 'Kyle Robertson')
OWN('US', 'VENMO CASHOUT PPD ID: 5264681992', 'income')
PP('US', 'CASH APP*JAYLEN BROOKS*4 OAKLAND CA', 'Cash App', 'Jaylen Brooks')
PP('US', 'SQ *CASH APP DESTINY MOORE', 'Cash App', 'Destiny Moore')
PP('US', 'PAYPAL *MARIAGARCIA 402-935-7733 CA', 'PayPal', 'Maria Garcia')
PP('US', 'PAYPAL INST XFER FRIENDS AND FAMILY ROBERT LEE', 'PayPal', 'Robert Lee')
M('US', 'ZELLE TO SPARKLE CLEANING SERVICES LLC ON 11/22 REF # BAC1QW2E3R', ['Sparkle Cleaning Services', 'Sparkle Cleaning'], SV)
M('US', 'VENMO *BLUE DOOR COFFEE ROASTERS', ['Blue Door Coffee Roasters', 'Blue Door Coffee'], FD, 'Venmo')
M('US', 'PAYPAL *ETSY SHOPPERS 4029357733 CA', ['Etsy'], SH, 'PayPal')
SAL('US', 'ACME CORP DIRECT DEP PPD ID: 1234567890 PAYROLL')
OWN('US', 'RTP INSTANT TRANSFER TO OWN SAVINGS ...4412')

# ================= Canada Interac e-Transfer =================
PP('CA', 'INTERAC E-TRANSFER SENT TO NATHALIE GAGNON', 'Interac', 'Nathalie Gagnon')
PP('CA', 'E-TRANSFER SENT RYAN MACDONALD CA4fG7hK', 'Interac', 'Ryan MacDonald')
PP('CA', 'Virement Interac envoyé à Maxime Lavoie', 'Interac', 'Maxime Lavoie')
PP('CA', 'INTERAC E-TRF AUTODEPOSIT FROM PRIYA SINGH', 'Interac', 'Priya Singh', 'income')
M('CA', 'INTERAC E-TRANSFER SENT MAPLE LEAF DAYCARE INC', ['Maple Leaf Daycare'], ED)
M('CA', 'INTERAC PURCHASE 0123 FRESHCO KINGSTON ON', ['FreshCo'], FD)
SAL('CA', 'PAYROLL DEPOSIT NORTHERN ROCK CONSTRUCTION LTD')

# ================= Kenya / Tanzania M-Pesa =================
PP('KE', 'M-PESA SEND MONEY TO JOHN KAMAU 0722XXX123', 'M-Pesa', 'John Kamau')
PP('KE', 'MPESA TRANSFER TO GRACE WANJIKU MWANGI', 'M-Pesa', 'Grace Wanjiku Mwangi')
PP('KE', 'FUNDS RECEIVED FROM PETER OTIENO 0711XXX456 M-PESA', 'M-Pesa', 'Peter Otieno', 'income')
PP('KE', 'M-PESA CUSTOMER TRANSFER TO 0722XXX789 FAITH CHEBET', 'M-Pesa', 'Faith Chebet')
M('KE', 'MERCHANT PAYMENT TO 5123456 NAIVAS SUPERMARKET WESTLANDS', ['Naivas', 'Naivas Supermarket'], FD, OMIT)
M('KE', 'PAY BILL ONLINE TO 888880 KENYA POWER ACC 123456789', ['Kenya Power', 'KPLC'], HU, OMIT)
M('KE', 'M-PESA BUY GOODS TILL 832910 MAMA NJERI HOTEL', ['Mama Njeri Hotel'], FD, 'M-Pesa')
M('KE', 'PAYBILL 247247 EQUITY BANK LOAN REPAYMENT', ['Equity Bank'], FS, OMIT)
M('KE', 'LIPA NA M-PESA TILL 552211 CARREFOUR TWO RIVERS', ['Carrefour'], FD, 'M-Pesa')
SAL('KE', 'B2C SALARY PAYMENT FROM SAFARICOM PLC PAYROLL')
PP('TZ', 'M-PESA TUMA PESA KWA ASHA JUMA MOHAMED', 'M-Pesa', 'Asha Juma Mohamed')
M('TZ', 'LIPA KWA M-PESA DUKA LA BABU SHAABAN', ['Duka la Babu Shaaban'], FD, 'M-Pesa')

# ================= Nigeria NIP, Ghana MoMo, Uganda/Rwanda MoMo =================
TP('NG', 'NIP TRANSFER TO CHIOMA OKAFOR/GTBANK/REF 000013241126')
TP('NG', 'NIP/ACCESS/ADEBAYO OLUWASEUN/TRF FOR UPKEEP')
TP('NG', 'TRF FROM EMEKA NWOSU VIA NIP/ZENITH', 'income')
M('NG', 'NIP TRANSFER TO IKEJA ELECTRIC PLC PREPAID TOKEN', ['Ikeja Electric'], HU)
M('NG', 'OPAY POS PURCHASE SHOPRITE LEKKI', ['Shoprite'], FD, OMIT)
PP('GH', 'MOMO TRANSFER TO AKOSUA MENSAH 024XXXX567', 'MTN MoMo', 'Akosua Mensah')
PP('GH', 'MTN MOBILE MONEY TRANSFER FROM KWAME ASANTE', 'MTN MoMo', 'Kwame Asante', 'income')
M('GH', 'MOMO PAY MERCHANT KFC OSU', ['KFC'], FD, 'MTN MoMo')
M('GH', 'MTN MOMO MERCHANT PAY KOALA SHOPPING CENTRE', ['Koala Shopping Centre', 'Koala'], FD, 'MTN MoMo')
PP('UG', 'MTN MOMO SEND MONEY TO OKELLO DENIS', 'MTN MoMo', 'Okello Denis')
PP('RW', 'MOMO TRANSFER TO UWASE DIANE 078XXXX345', 'MTN MoMo', 'Uwase Diane')

# ================= Turkey FAST / havale / EFT =================
TP('TR', 'FAST GIDEN AYSE YILMAZ KIRA')
TP('TR', 'HAVALE MEHMET DEMIR HESABINA')
TP('TR', 'EFT GONDERIMI - ZEYNEP KAYA - AIDAT')
TP('TR', 'FAST GELEN MUSTAFA CELIK', 'income')
M('TR', 'FAST GIDEN ENERJISA ISTANBUL ANADOLU YAKASI ELEKTRIK', ['Enerjisa'], HU)
M('TR', 'KOLAY ADRESE FAST ODEME MIGROS TICARET A.S.', ['Migros'], FD)
SAL('TR', 'FAST GELEN MAAS ODEMESI ARCELIK A.S.')

# ================= Russia SBP =================
PP('RU', 'Перевод по СБП Иван Петрович С.', 'SBP', 'Иван Петрович С.')
PP('RU', 'ПЕРЕВОД СБП ОТ АННА СЕРГЕЕВНА К.', 'SBP', 'Анна Сергеевна К.', 'income')
PP('RU', 'SBP PEREVOD DMITRII ALEKSANDROVICH V.', 'SBP', 'Dmitrii Aleksandrovich V.')
M('RU', 'Оплата СБП ВкусВилл', ['ВкусВилл', 'VkusVill'], FD, 'SBP')
M('RU', 'ОПЛАТА ПО QR СБП АПТЕКА ЗДОРОВЬЕ', ['Аптека Здоровье', 'АПТЕКА ЗДОРОВЬЕ'], HW, 'SBP')
SAL('RU', 'ЗАЧИСЛЕНИЕ ЗАРАБОТНОЙ ПЛАТЫ ООО РОМАШКА')

# ================= other rails, other countries =================
PP('CO', 'TRANSFERENCIA NEQUI A CAMILO ANDRES RIOS', 'Nequi', 'Camilo Andres Rios')
PP('PE', 'YAPE A LUCIA QUISPE HUAMAN', 'Yape', 'Lucia Quispe Huaman')
PP('PE', 'PLIN RECIBIDO DE JORGE CHAVEZ', 'Plin', 'Jorge Chavez', 'income')
M('PE', 'YAPE PAGO BODEGA DONA ROSA', ['Bodega Doña Rosa', 'Bodega Dona Rosa'], FD, OMIT)
TP('AR', 'TRANSFERENCIA INMEDIATA A MARTINA GOMEZ CVU 0000003100012345678901')
PP('IT', 'SATISPAY PAGAMENTO A GIULIA ROSSI', 'Satispay', 'Giulia Rossi')
M('IT', 'SATISPAY BAR PASTICCERIA LA DOLCE VITA', ['Bar Pasticceria La Dolce Vita', 'La Dolce Vita'], FD, 'Satispay')
PP('FR', 'LYDIA PAIEMENT A CLEMENT DUBOIS', 'Lydia', 'Clement Dubois')
PP('FR', 'VIR INST WERO DE MANON LEROY', 'Wero', 'Manon Leroy', 'income')
PP('DE', 'WERO UEBERWEISUNG AN JONAS SCHNEIDER', 'Wero', 'Jonas Schneider')
M('DE', 'ECHTZEIT-UEBERWEISUNG STADTWERKE MUENCHEN GMBH ABSCHLAG', ['Stadtwerke München', 'Stadtwerke Muenchen', 'SWM'], HU)
TP('AT', 'ECHTZEITUEBERWEISUNG AN FLORIAN GRUBER ESSEN')
PP('IE', 'REVOLUT PAYMENT TO AOIFE MURPHY', 'Revolut', 'Aoife Murphy')
TP('NZ', 'ONLINE PAYMENT TO HEMI WALKER REF FLATMONEY')
PP('ZA', 'PAYSHAP PAYMENT TO THABO NKOSI', 'PayShap', 'Thabo Nkosi')
M('ZA', 'PAYSHAP PAYMENT TO CITY OF JOHANNESBURG ACC 5501234', ['City of Johannesburg'], HU)
PP('PK', 'RAAST P2P TRANSFER TO MUHAMMAD USMAN', 'Raast', 'Muhammad Usman')
PP('BD', 'BKASH SEND MONEY TO RAHIMA KHATUN 017XXXXXXXX', 'bKash', 'Rahima Khatun')
M('BD', 'BKASH PAYMENT TO SHWAPNO GULSHAN', ['Shwapno'], FD, 'bKash')
PP('EG', 'INSTAPAY TRANSFER TO AHMED MAHMOUD HASSAN', 'InstaPay', 'Ahmed Mahmoud Hassan')
TP('VN', 'CHUYEN TIEN NAPAS 247 DEN NGUYEN VAN AN')
PP('KR', '토스 송금 박지현', 'Toss', '박지현')
PP('JP', 'PAYPAY 送金 タナカ ハナコ', 'PayPay', 'タナカ ハナコ')
PP('IL', 'BIT העברה לדני כהן', 'Bit', 'דני כהן')
M('AE', 'AANI PAYMENT TO CARREFOUR MOE', ['Carrefour'], FD)
OWN('CZ', 'OKAMZITA PLATBA NA VLASTNI UCET 123456789/0800')
OWN('HU', 'AZONNALI ATUTALAS SAJAT SZAMLARA')

write('t45', 'tune-45.jsonl')
