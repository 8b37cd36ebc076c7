# tune-33: written by helper accuracy33 (round 33) from FORMAT.md, labels.py, round 24's stated conventions
# (docs/accuracy/round-24.md: theme and "Left" only), the p2p label spellings and bank-transfer labels of the
# readable sets (labels only) and general knowledge of how internet banks print transfers, before reading the
# engine's p2p code or any engine answer for these lines.
# Theme: person-to-person payments and bank transfers in internet-banking layouts of many countries: SEPA
# credit transfers (Ueberweisung an/von, Virement a/de, Bonifico a favore di, Transferencia a, Overboeking,
# Przelew, Prevod, Atutalas ...), UK Faster Payments / BGC / TFR, NEFT / UPI with VPA handles, Pix with
# CPF/chave, SPEI with CLABE, wallets 'sent to' / 'received from', references, IBAN fragments, memos, both
# directions, SURNAME FIRSTNAME, initials, honorifics, non-Latin scripts, cut names; ~20 % controls: payments
# to businesses and salaries over the same rails (p2p None, merchant / category right).
# Conventions (as the readable sets and round 24):
# - a wallet / instant rail the readable sets name as a p2p platform (Zelle, Venmo, Pix, UPI, SPEI, Bizum,
#   PayNow, HK FPS ...) paying a person -> P(platform, recipient as printed, honorific dropped,
#   "SURNAME, FIRST" read as "First Surname");
# - a plain bank transfer (SEPA, Faster Payments, NEFT, TED, EFT, domestic giro) to or from a person, no
#   wallet named -> T(): merchant None, Transfers, p2p None, channel bank_transfer;
# - received from a person -> typ='income', still Transfers;
# - a memo of rent (Miete, loyer, alquiler, renta, sewa) to a person -> category unscored (the readable sets
#   give both Transfers and Housing & Utilities);
# - IMPS to a person -> p2p unscored (the readable sets disagree);
# - a business paid over a p2p rail -> merchant and its category, p2p None, processor unscored;
# - salary over a bank rail -> merchant None, Income, recurring True (as dev).
from labels import OMIT, E, P, T, write

FD, SH, TR, TV, HU, EN, HW, PC, ED, FS, GT, SV, TF, INC, CH = ('Food & Drink', 'Shopping',
    'Transportation', 'Travel', 'Housing & Utilities', 'Entertainment', 'Health & Wellness',
    'Personal Care', 'Education', 'Financial Services', 'Government & Taxes', 'Services',
    'Transfers', 'Income', 'Charity & Gifts')


def PR(cc, title, platform, recipient, typ='expense'):  # p2p with a rent memo: category unscored
    E(cc, title, None, OMIT, None, None, OMIT, False, (platform, recipient), typ)


def TR_(cc, title, typ='expense'):  # bank transfer to a person with a rent memo: category unscored
    E(cc, title, None, OMIT, None, None, 'bank_transfer', False, None, typ)


def BIZ(cc, title, m, cat, ch=OMIT):  # a business paid over a p2p rail / bank transfer
    E(cc, title, m, cat, OMIT, None, ch, OMIT, None)


def SAL(cc, title):  # salary credit
    E(cc, title, None, INC, None, None, 'bank_transfer', True, None, 'income')


# ---------------- US ----------------
P('US', 'ZELLE SENT TO JENNIFER OKAFOR CONF# JPM99XK2Q4 MEMO CONCERT TIX', 'Zelle', 'Jennifer Okafor')
P('US', 'Zelle payment from MARCUS T WILLIAMS Conf# 0HN5KQ2L', 'Zelle', 'Marcus T Williams', 'income')
PR('US', 'ZELLE TO CHRISTOPHER MONTGOMER RENT SPLIT OCT', 'Zelle', 'Christopher Montgomer')
P('US', 'ZELLE INSTANT PMT TO RAMIREZ, ANA LUCIA 11/04 WFCT0ZK81M', 'Zelle', 'Ana Lucia Ramirez')
P('US', 'Zelle From Priyanka Desai on 10/30 Ref # BAC0r8Lm3 dinner', 'Zelle', 'Priyanka Desai', 'income')
P('US', 'VENMO *RODRIGUEZ MA Visa Direct NY', 'Venmo', 'Rodriguez Ma')
P('US', 'VENMO CASHOUT FROM SAMANTHA K BYRNE', 'Venmo', 'Samantha K Byrne', 'income')
P('US', 'Venmo payment to Tyler Brennan for "uber home"', 'Venmo', 'Tyler Brennan')
P('US', 'CASH APP*DESHAWN HARRIS*4159 OAKLAND CA', 'Cash App', 'Deshawn Harris')
P('US', 'Cash App payment from LaToya Simmons $Cashtag latoyas22', 'Cash App', 'LaToya Simmons', 'income')
P('US', 'APPLE CASH SENT MONEY TO EMMA R', 'Apple Cash', 'Emma R')
P('US', 'PAYPAL TRANSFER TO MICHAEL OCONNELL FRIENDS AND FAMILY', 'PayPal', 'Michael Oconnell')
P('US', 'PAYPAL *GRACE HWANG SENT YOU MONEY', 'PayPal', 'Grace Hwang', 'income')
BIZ('US', 'ZELLE PAYMENT TO GREENLEAF LAWN CARE LLC CONF# 7TQ2ZP', ['Greenleaf Lawn Care'], SV)
BIZ('US', 'ZELLE TO CITYVIEW PROPERTY MGMT INC UNIT 4B RENT', ['Cityview Property Management', 'Cityview Property Mgmt'], HU)
BIZ('US', 'VENMO PAYMENT TO SUNRISE YOGA STUDIO LLC', ['Sunrise Yoga Studio', 'Sunrise Yoga'], HW)
# ---------------- CA ----------------
P('CA', 'INTERAC ETRNSFR SENT WONG, KEVIN', 'Interac', 'Kevin Wong')
P('CA', 'E-TRANSFER RECEIVED ISABELLE GAUTHIER CAxR4tQ9', 'Interac', 'Isabelle Gauthier', 'income')
P('CA', 'Virement Interac envoyé à M. Étienne Bouchard', 'Interac', 'Étienne Bouchard')
P('CA', 'INTERAC E-TRF AUTODEPOSIT FROM NGUYEN THI HOA', 'Interac', 'Nguyen Thi Hoa', 'income')
P('CA', 'INTERAC E-TRANSFER SENT TO DR. ANIKA SHARMA MSG: TUTORING', 'Interac', 'Anika Sharma')
BIZ('CA', 'INTERAC E-TRANSFER TO MAPLE LEAF PLUMBING INC INV 5521', ['Maple Leaf Plumbing'], SV)
SAL('CA', 'PAYROLL DEPOSIT SHOPPERS DRUG MART')
# ---------------- GB ----------------
T('GB', 'FASTER PAYMENT TO MRS K OKONKWO REF KIDS PARTY 12NOV')
T('GB', 'TFR TO J MACDONALD 30-99-50 12345678 REF FOOTBALL SUBS')
T('GB', 'FPS CREDIT FROM AMIR HUSSAIN REF BIRTHDAY MONEY', 'income')
T('GB', 'BGC HOLLOWAY J REF LOAN REPAYMENT', 'income')
T('GB', 'ONLINE PAYMENT TO ANDERSON R FOR HOLIDAY VIA MOBILE - PYMT', )
T('GB', 'FASTER PAYMENTS RECEIPT FROM MISS CHLOE ATKINSON REF CONCERT', 'income')
P('GB', 'MONZO: SENT TO FINLAY MCGREGOR', 'Monzo', 'Finlay Mcgregor')
P('GB', 'To Priya Raman (Monzo) Pot split - pizza', 'Monzo', 'Priya Raman')
P('GB', 'Revolut: money added from Katarzyna Zielinska', 'Revolut', 'Katarzyna Zielinska', 'income')
P('GB', 'WISE PAYMENTS LTD SENT TO ADEBAYO F', 'Wise', 'Adebayo F')
BIZ('GB', 'FASTER PAYMENT TO GREENWAY LETTINGS LTD REF RENT FLAT 2', ['Greenway Lettings'], HU, 'bank_transfer')
SAL('GB', 'BGC WESTFIELD HEALTHCARE LTD WAGES WK 32')
# ---------------- IE ----------------
T('IE', 'SEPA CREDIT TRANSFER TO CIARA O SULLIVAN REF XMAS GIFT')
T('IE', '365 ONLINE TO ORLA DUNNE IE29AIBK93115212345678')
P('IE', 'REVOLUT*SEAN BRENNAN', 'Revolut', 'Sean Brennan')
T('IE', 'SEPA CREDIT FROM DOHERTY PADRAIG REF TICKETS', 'income')
# ---------------- DE ----------------
TR_('DE', 'Überweisung an Kowalski, Tomasz IBAN DE89370400440532013000 Verwendungszweck Miete Oktober')
T('DE', 'SEPA-Überweisung von Meier Sabine Geburtstag Oma', 'income')
T('DE', 'Gutschrift Überweisung HANNAH SCHÄFER Anteil Urlaub Mallorca', 'income')
T('DE', 'Echtzeit-Überweisung an F. Brandt Konzertkarten')
T('DE', 'ONLINE-UEBERWEISUNG AN DR. JOHANNES VOGEL DATUM 03.11.2026 Nachhilfe')
P('DE', 'PayPal Europe S.a.r.l. et Cie S.C.A. Geld gesendet an Lukas Weber', 'PayPal', 'Lukas Weber')
P('DE', 'Wero Zahlung an Mia Hoffmann Pizza', 'Wero', 'Mia Hoffmann')
BIZ('DE', 'SEPA-Überweisung an Hausverwaltung Brenner GmbH Miete Whg 3 OG', ['Hausverwaltung Brenner'], HU, 'bank_transfer')
SAL('DE', 'Lohn/Gehalt Kessler Maschinenbau GmbH 10/2026')
# ---------------- AT ----------------
T('AT', 'Überweisung an HUBER JOHANNA AT611904300234573201 Hochzeitsgeschenk')
T('AT', 'Gutschrift von GRUBER MARTIN Anteil Skiurlaub', 'income')
T('AT', 'Echtzeit Überweisung Empfänger Pichler Stefan Zahlungsreferenz Grillfest')
# ---------------- CH ----------------
T('CH', 'Zahlung an: Reto Keller, Zürich Mitteilung: Znacht')
P('CH', 'TWINT Geld empfangen von Lea Meier', 'TWINT', 'Lea Meier', 'income')
P('CH', 'TWINT Argent envoyé à Noémie Rochat', 'TWINT', 'Noémie Rochat')
T('CH', 'Gutschrift Auftraggeber: Brunner Markus CH9300762011623852957', 'income')
BIZ('CH', 'TWINT Spende an Schweizer Tafel', ['Schweizer Tafel'], CH)
# ---------------- FR ----------------
T('FR', 'VIR SEPA EMIS A M. DUBOIS JULIEN REF: CADEAU MARIAGE')
T('FR', 'VIREMENT RECU DE MME LAURENT SOPHIE', 'income')
T('FR', 'VIR INST RECU DE: BERNARD CHLOE MOTIF: PART COLOC', 'income')
T('FR', 'VIREMENT EN VOTRE FAVEUR DE M OU MME GARNIER PIERRE', 'income')
P('FR', 'VIR PAYLIB DE ANTOINE ROUSSEL', 'Paylib', 'Antoine Roussel', 'income')
P('FR', 'LYDIA PAIEMENT A MANON PETIT RESTO', 'Lydia', 'Manon Petit')
P('FR', 'WERO ENVOI A INES MOREAU', 'Wero', 'Ines Moreau')
BIZ('FR', 'VIR SEPA EMIS A SCI LES TILLEULS LOYER NOVEMBRE', ['SCI Les Tilleuls', 'Les Tilleuls'], HU, 'bank_transfer')
SAL('FR', 'VIR SEPA RECU /DE DECATHLON FRANCE /MOTIF SALAIRE OCTOBRE')
# ---------------- BE ----------------
T('BE', 'VIREMENT EUROPEEN VERS BE68539007547034 DUPONT MARIE COMMUNICATION: ANNIVERSAIRE')
T('BE', 'OVERSCHRIJVING NAAR PEETERS JAN BE71096123456769 MEDEDELING: VOETBAL')
T('BE', 'EUROPESE OVERSCHRIJVING VAN MAES SOFIE BE02 0017 2345 6740', 'income')
P('BE', 'PAYCONIQ NAAR LAURA JANSSENS', 'Payconiq', 'Laura Janssens')
# ---------------- NL ----------------
T('NL', 'Overboeking naar J.P. de Vries NL91ABNA0417164300 Omschrijving: etentje')
P('NL', 'BETAALVERZOEK TIKKIE VAN SANNE DE BOER OMSCHRIJVING: UITJE', 'Tikkie', 'Sanne de Boer', 'income')
T('NL', 'OVERBOEKING VAN E. BAKKER NL22RABO0123456789 TERUGBETALING', 'income')
T('NL', 'ONLINE BANKIEREN OVERBOEKING NAAR HR. W. VAN DIJK CADEAU')
BIZ('NL', 'OVERBOEKING NAAR STICHTING KWF KANKERBESTRIJDING GIFT', ['KWF Kankerbestrijding', 'KWF'], CH, 'bank_transfer')
SAL('NL', 'SEPA OVERBOEKING SALARIS OKTOBER COOLBLUE B.V.')
# ---------------- LU ----------------
TR_('LU', 'VIREMENT A HOFFMANN PAUL LU280019400644750000 LOYER')
P('LU', 'DIGICASH TRANSFERT A SCHMIT ANNE', 'Digicash', 'Schmit Anne')
# ---------------- IT ----------------
T('IT', 'BONIFICO SEPA A FAVORE DI ESPOSITO GIUSEPPE IBAN IT60X0542811101000000123456 CAUSALE REGALO LAUREA')
T('IT', 'BONIFICO DA ROMANO FRANCESCA PER CENA', 'income')
T('IT', 'BONIFICO ISTANTANEO DISPOSTO A FAVORE DI SIG. MARINO LUCA')
T('IT', 'ACCREDITO BONIFICO ORD: DE LUCA SIMONA CAUS: QUOTA VACANZA', 'income')
P('IT', 'SATISPAY INVIO DENARO A MARTINA CONTI', 'Satispay', 'Martina Conti')
BIZ('IT', 'BONIFICO A FAVORE DI EMERGENCY ONG ONLUS DONAZIONE', ['Emergency'], CH, 'bank_transfer')
SAL('IT', 'ACCREDITO STIPENDIO OTTOBRE LUXOTTICA SRL')
# ---------------- ES ----------------
T('ES', 'TRANSFERENCIA A FAVOR DE GARCIA LOPEZ, CARMEN CONCEPTO: REGALO BODA')
TR_('ES', 'TRANSF. INMEDIATA DE JIMENEZ RUIZ ALBERTO CONCEPTO ALQUILER', 'income')
T('ES', 'TRANSFERENCIA EMITIDA A D. FRANCISCO MORALES PEÑA')
P('ES', 'BIZUM DE MARTA NAVARRO CONCEPTO: TAXI', 'Bizum', 'Marta Navarro', 'income')
P('ES', 'BIZUM ENVIADO LUCIA FDEZ', 'Bizum', 'Lucia Fdez')
BIZ('ES', 'BIZUM A ONG CRUZ ROJA ESPAÑOLA DONATIVO', ['Cruz Roja Española', 'Cruz Roja'], CH)
BIZ('ES', 'TRANSFERENCIA A INMOBILIARIA SOLRED SL ALQUILER DICIEMBRE', ['Inmobiliaria Solred'], HU, 'bank_transfer')
# ---------------- PT ----------------
P('PT', 'TRF MB WAY P/ JOANA FERREIRA', 'MB WAY', 'Joana Ferreira')
T('PT', 'TRF. P/ CARLOS M SILVA')
T('PT', 'TRANSF SEPA DE RUI PEREIRA COSTA', 'income')
P('PT', 'MBWAY DE ANA RIBEIRO', 'MB WAY', 'Ana Ribeiro', 'income')
# ---------------- PL ----------------
T('PL', 'PRZELEW WYCHODZĄCY DO: MAGDALENA WIŚNIEWSKA TYTUŁ: ZWROT ZA OBIAD')
T('PL', 'PRZELEW PRZYCHODZĄCY OD: KAMIŃSKI PIOTR TYTUŁ: KASA ZA BILETY', 'income')
P('PL', 'PRZELEW NA TELEFON BLIK OD ZIELINSKA EWA', 'BLIK', 'Zielinska Ewa', 'income')
T('PL', 'PRZELEW EXPRESS ELIXIR NA RACHUNEK 12 1020 5558 1111 1234 5678 9012 LEWANDOWSKI M.')
BIZ('PL', 'PRZELEW DO FUNDACJA WOŚP DAROWIZNA', ['WOŚP', 'Wielka Orkiestra Świątecznej Pomocy'], CH, 'bank_transfer')
SAL('PL', 'PRZELEW PRZYCHODZĄCY WYNAGRODZENIE ZA 10/2026 COMARCH S.A.')
# ---------------- CZ / SK ----------------
T('CZ', 'PŘEVOD NA ÚČET 123456789/0800 NOVÁKOVÁ JANA ZPRÁVA: OBĚD')
T('CZ', 'PŘÍCHOZÍ PLATBA OD DVOŘÁK TOMÁŠ', 'income')
T('CZ', 'ODCHOZÍ OKAMŽITÁ PLATBA SVOBODA PETR')
SAL('CZ', 'PŘÍCHOZÍ PLATBA MZDA ŠKODA AUTO A.S.')
T('SK', 'PREVOD NA UCET SK3112000000198742637541 HORVATH MARTIN')
T('SK', 'SEPA PREVOD OD KOVACOVA LUCIA', 'income')
# ---------------- HU ----------------
T('HU', 'ÁTUTALÁS TÓTH ESZTER RÉSZÉRE KÖZLEMÉNY: SZÜLINAP')
T('HU', 'BEJÖVŐ ÁTUTALÁS HORVÁTH GÁBOR', 'income')
T('HU', 'AZONNALI ÁTUTALÁS JÓVÁÍRÁS FARKAS ZSÓFIA', 'income')
# ---------------- RO / BG / HR / SI ----------------
T('RO', 'TRANSFER CATRE POPESCU ANDREI RO49AAAA1B31007593840000 CADOU')
T('RO', 'INCASARE TRANSFER DE LA IONESCU MARIA', 'income')
P('RO', 'Revolut Payment to Elena Dumitru', 'Revolut', 'Elena Dumitru')
T('BG', 'ПРЕВОД КЪМ ИВАН ПЕТРОВ ГЕОРГИЕВ')
T('BG', 'ПОЛУЧЕН ПРЕВОД ОТ МАРИЯ ДИМИТРОВА', 'income')
T('HR', 'PRIJENOS NA RAČUN HORVAT IVANA HR1210010051863000160 POKLON')
T('SI', 'NAKAZILO KRAJNC MATEJ SI56 1910 0000 0123 438')
# ---------------- GR ----------------
P('GR', 'IRIS ΠΛΗΡΩΜΗ ΣΕ ΝΙΚΟΛΑΟΥ ΜΑΡΙΑ', 'IRIS', 'ΝΙΚΟΛΑΟΥ ΜΑΡΙΑ')
T('GR', 'ΜΕΤΑΦΟΡΑ ΣΕ ΛΟΓ/ΣΜΟ ΤΡΙΤΟΥ ΠΑΠΑΔΟΠΟΥΛΟΣ ΓΕΩΡΓΙΟΣ')
T('GR', 'ΕΙΣΕΡΧΟΜΕΝΟ ΕΜΒΑΣΜΑ ΑΠΟ ΚΩΝΣΤΑΝΤΙΝΟΥ ΕΛΕΝΗ', 'income')
# ---------------- SE / NO / DK / FI ----------------
P('SE', 'Swish mottagen 46701234567 Karin Holm', 'Swish', 'Karin Holm', 'income')
P('SE', 'SWISH SKICKAD TILL BJÖRK, OSKAR', 'Swish', 'Oskar Björk')
T('SE', 'ÖVERFÖRING TILL PERSSON JOHAN 8327-9,123 456 789-0')
T('SE', 'INSÄTTNING FRÅN LINDGREN ASTRID', 'income')
BIZ('SE', 'BG 5050-1055 RÖDA KORSET GÅVA', ['Röda Korset', 'Svenska Röda Korset'], CH)
SAL('SE', 'LÖN OKTOBER VOLVO CAR AB')
T('NO', 'Overføring til Lars Bakken Mobil overføring')
P('NO', 'VIPPS FRA EIDE MARIUS', 'Vipps', 'Eide Marius', 'income')
T('NO', 'Nettgiro til: Hansen Kari Betalt: 05.11.26')
BIZ('NO', 'VIPPS TIL NORSK FOLKEHJELP INNSAMLING', ['Norsk Folkehjelp'], CH)
P('DK', 'MobilePay: Rasmus S. Nielsen', 'MobilePay', 'Rasmus S. Nielsen')
T('DK', 'Overførsel fra Camilla Dahl', 'income')
T('DK', 'OVERFØRSEL TIL ANDERSEN FREDERIK REG 1234 KONTO 5678901')
T('FI', 'TILISIIRTO VIRTANEN MIKKO FI2112345600000785 VIESTI: SYNTTÄRIT')
P('FI', 'MOBILEPAY KORHONEN EMMA', 'MobilePay', 'Korhonen Emma')
T('FI', 'PANO NIEMINEN JUHA', 'income')
SAL('FI', 'PALKKA LOKAKUU KESKO OYJ')
# ---------------- Baltics ----------------
T('EE', 'SEPA MAKSE SAAJA: MARI KASK SELGITUS: SÜNNIPÄEV')
T('EE', 'LAEKUMINE TAMM ANDRES', 'income')
T('LV', 'PĀRSKAITĪJUMS BĒRZIŅŠ JĀNIS DZIMŠANAS DIENA')
T('LT', 'PERVEDIMAS KAZLAUSKAS TOMAS LT121000011101001000 DOVANA')
# ---------------- UA / RU / KZ ----------------
P('UA', 'MONOBANK ПЕРЕКАЗ ВІД ОЛЕНА КОВАЛЬ', 'monobank', 'Олена Коваль', 'income')
T('UA', 'Переказ на рахунок UA213223130000026007233566001 Шевченко Олександр')
P('RU', 'Перевод по СБП Сергей Николаевич К. +7 916 ***-**-42', 'SBP', 'Сергей Николаевич К.')
P('RU', 'Входящий перевод СБП от Анна Викторовна С.', 'SBP', 'Анна Викторовна С.', 'income')
P('KZ', 'KASPI ПЕРЕВОД ДАНИЯР С. +7 701 *** 45 12', 'Kaspi', 'Данияр С.')
# ---------------- TR / IL ----------------
T('TR', 'FAST GİDEN HAVALE YILMAZ MEHMET TR330006100519786457841326')
TR_('TR', 'EFT GELEN DEMİR AYŞE KİRA', 'income')
P('TR', 'PAPARA GONDERILEN CELIK BURAK', 'Papara', 'Celik Burak')
SAL('TR', 'MAAŞ ÖDEMESİ ARÇELİK A.Ş.')
P('IL', 'העברה בביט ל-נועה כהן', 'Bit', 'נועה כהן')
P('IL', 'PAYBOX TRANSFER FROM YAEL LEVY', 'PayBox', 'Yael Levy', 'income')
T('IL', 'העברה לחשבון אחר דוד מזרחי')
# ---------------- Gulf / Egypt ----------------
P('AE', 'AANI TRANSFER TO AHMED AL MANSOORI', 'Aani', 'Ahmed Al Mansoori')
T('AE', 'FUNDS TRANSFER TO KHALID IBRAHIM AE070331234567890123456')
SAL('AE', 'SALARY CREDIT EMIRATES NBD WPS EMAAR PROPERTIES')
P('SA', 'STC PAY TRANSFER TO FAHAD ALQAHTANI', 'STC Pay', 'Fahad Alqahtani')
T('SA', 'SARIE TRANSFER OUT NOURA AL OTAIBI')
T('SA', 'حوالة صادرة إلى عبدالله محمد الشهري')
P('EG', 'INSTAPAY TRANSFER FROM MONA ABDELRAHMAN', 'InstaPay', 'Mona Abdelrahman', 'income')
P('EG', 'VODAFONE CASH SEND MONEY TO KARIM ADEL', 'Vodafone Cash', 'Karim Adel')
# ---------------- IN ----------------
T('IN', 'NEFT DR-SBIN0004567-ANITA DESAI-NETBANK, MUM-N305261234567890-BDAY GIFT')
P('IN', 'UPI/DR/620912345678/Rohit K/PYTM/rohitk99@paytm/dinner', 'UPI', 'Rohit K')
P('IN', 'UPI-MOHAMMED IRFAN-irfan.m@ibl-SBIN0001234-623456789012-PAYMENT FROM PHONE', 'UPI', 'Mohammed Irfan')
P('IN', 'UPI/CR/621234567890/DEEPIKA R/KKBK/deepika.r@kotak/split', 'UPI', 'Deepika R', 'income')
P('IN', 'UPI/P2P/624498765432/Mr Arjun Menon/arjunmenon@okaxis/movie', 'UPI', 'Arjun Menon')
T('IN', 'NEFT CR-UTIB0000123-KAVYA SRINIVASAN-RETURNED LOAN', 'income')
E('IN', 'IMPS-623312345678-NEHA GUPTA-HDFC-XXXXXXX1234-BOOKS', None, TF, None, None, OMIT, False, OMIT)
BIZ('IN', 'UPI/DR/623412345678/BigBasket/HDFC/bigbasket.rzp@hdfcbank/Order', ['BigBasket'], FD)
BIZ('IN', 'UPI-DMART AVENUE SUPERMARTS-dmart.avenue@ybl-YESB0YBLUPI-624512345678-UPI', ['DMart', 'Avenue Supermarts', 'D-Mart'], FD)
SAL('IN', 'NEFT CR-CITI0000002-TATA CONSULTANCY SERVICES LTD-SALARY OCT 2026-CITIN26301234567')
# ---------------- PK / BD / NP / LK ----------------
P('PK', 'RAAST P2P TRANSFER TO MUHAMMAD BILAL', 'Raast', 'Muhammad Bilal')
T('PK', 'IBFT TO AYESHA KHAN HBL A/C 1234XXXX5678')
P('PK', 'JAZZCASH MONEY RECEIVED FROM USMAN TARIQ', 'JazzCash', 'Usman Tariq', 'income')
P('BD', 'BKASH SEND MONEY TO 017XXXXX321 RAHIM UDDIN', 'bKash', 'Rahim Uddin')
T('BD', 'NPSB TRANSFER TO SHIRIN AKTER DBBL')
P('NP', 'ESEWA FUND TRANSFER TO SUNITA THAPA', 'eSewa', 'Sunita Thapa')
T('LK', 'CEFT TRANSFER TO K.A.D. PERERA')
# ---------------- SG / MY ----------------
P('SG', 'PAYNOW TRANSFER FROM ONG KAI WEN OTHR makan', 'PayNow', 'Ong Kai Wen', 'income')
T('SG', 'FAST PAYMENT TO TAN AH KOW 7012345678 OTHR ang bao')
P('SG', 'PAYLAH! SEND MONEY TO SITI NURHALIZA', 'PayLah!', 'Siti Nurhaliza')
BIZ('SG', 'PAYNOW TO UEN 201812345W SUNSHINE TUITION CENTRE PTE LTD', ['Sunshine Tuition Centre'], ED)
SAL('SG', 'GIRO SALARY DBS BANK LTD NOV')
PR('MY', 'DUITNOW TRSF TO MUHAMMAD HAFIZ BIN ISMAIL REF SEWA RUMAH', 'DuitNow', 'Muhammad Hafiz bin Ismail')
T('MY', 'IBG CREDIT FROM LIM CHEE KEONG', 'income')
P('MY', "TNG EWALLET TRANSFER TO NUR AIN BT ROSLI", "Touch 'n Go", 'Nur Ain bt Rosli')
# (relabelled after the first run: the shop's town is printed, city 'Shah Alam', was None)
E('MY', 'DUITNOW QR 99 SPEEDMART 1342 SHAH ALAM', ['99 Speedmart'], FD, OMIT, 'Shah Alam', OMIT, OMIT, None)
# ---------------- ID / TH / PH / VN ----------------
T('ID', 'TRSF E-BANKING DB 0211/FTSCY/WS95051 50000.00 BUDI SANTOSO')
T('ID', 'TRANSFER BI-FAST KE SITI RAHAYU')
P('ID', 'DANA KIRIM UANG KE ANDI PRATAMA', 'DANA', 'Andi Pratama')
P('ID', 'GOPAY TRANSFER KE RINA W', 'GoPay', 'Rina W')
T('ID', 'TRSF E-BANKING CR 1011/FTSCY/WS95271 AGUS SETIAWAN', 'income')
BIZ('ID', 'QRIS PAYMENT KOPI KENANGAN SENOPATI', ['Kopi Kenangan'], FD)
P('TH', 'PROMPTPAY TRANSFER TO นายสมชาย ใจดี', 'PromptPay', 'สมชาย ใจดี')
T('TH', 'TRANSFER TO KBANK X1234 MISS PIMCHANOK S')
P('TH', 'TRUEMONEY WALLET โอนเงินให้ กนกวรรณ ศรีสุข', 'TrueMoney', 'กนกวรรณ ศรีสุข')
P('PH', 'GCASH RECEIVED FROM MARIA CLARA R. 09171234567', 'GCash', 'Maria Clara R.', 'income')
P('PH', 'INSTAPAY TRANSFER TO BPI XXXX1234 ROMMEL DELA PENA', 'InstaPay', 'Rommel Dela Pena')
P('PH', 'MAYA SEND MONEY TO JOANNA MARIE VILLANUEVA', 'Maya', 'Joanna Marie Villanueva')
BIZ('PH', 'INSTAPAY TRANSFER TO MERALCO BILLS PAYMENT', ['Meralco'], HU)
TR_('VN', 'CK DEN TRAN THI MAI ND: TIEN NHA T11')
P('VN', 'MOMO CHUYEN TIEN CHO LE VAN HUNG', 'MoMo', 'Le Van Hung')
T('VN', 'NHAN CHUYEN KHOAN TU PHAM MINH TUAN', 'income')
# ---------------- HK / TW / CN ----------------
P('HK', 'FPS TRANSFER FROM LAU KA MING', 'FPS', 'Lau Ka Ming', 'income')
P('HK', 'FPS 轉數快 陳大文', 'FPS', '陳大文')
P('HK', 'PAYME FROM CHEUNG SIU WAI', 'PayMe', 'Cheung Siu Wai', 'income')
BIZ('HK', 'FPS PAYMENT TO HONG KONG RED CROSS DONATION', ['Hong Kong Red Cross', 'Red Cross'], CH)
P('TW', 'JKOPAY 轉帳 給 林怡君', 'JKOPAY', '林怡君')
T('TW', '跨行轉帳 陳志明')
P('CN', '微信转账-赵敏 聚餐AA', 'WeChat Pay', '赵敏')
P('CN', '支付宝 转账给 周建华', 'Alipay', '周建华')
BIZ('CN', '支付宝-美团外卖订单', ['Meituan', 'Meituan Waimai'], FD)
# ---------------- JP / KR ----------------
P('JP', 'PAYPAY 送金 ヤマダ タロウ', 'PayPay', 'ヤマダ タロウ')
T('JP', '振込 スズキ ハナコ')
T('JP', '振込入金 サトウ ケンジ', 'income')
P('KR', '토스 송금 김민수', 'Toss', '김민수')
P('KR', '카카오페이 송금 이지은', 'KakaoPay', '이지은')
T('KR', '타행이체 박서준')
# ---------------- AU / NZ ----------------
P('AU', 'OSKO DEPOSIT FROM MIA THOMPSON REF FOOTY TIPS', 'Osko', 'Mia Thompson', 'income')
P('AU', 'PAYID TRANSFER FROM OLIVER KING', 'PayID', 'Oliver King', 'income')
T('AU', 'ONLINE TRANSFER TO S.J. NGUYEN BSB 062-000 REF HOLIDAY')
T('AU', 'TRANSFER FROM DIMITRIOU NICK REF BUCKS PARTY', 'income')
BIZ('AU', 'OSKO PAYMENT TO RAY WHITE RENTALS REF RENT UNIT 4', ['Ray White'], HU)
SAL('AU', 'SALARY WOOLWORTHS GROUP PAY 0412')
T('NZ', 'BILL PAYMENT TO H WILLIAMS REF KOHA')
T('NZ', 'AUTOMATIC PAYMENT TO TE WHARE R 12-3456-7890123-00')
T('NZ', 'DIRECT CREDIT FROM MCKENZIE ROSE', 'income')
# ---------------- BR ----------------
P('BR', 'PIX TRANSF JULIANA SOUZA 02/11', 'Pix', 'Juliana Souza')
P('BR', 'PIX ENV CPF ***.456.789-** LUCAS OLIVEIRA', 'Pix', 'Lucas Oliveira')
P('BR', 'PIX RECEBIDO - FERNANDA R M ALMEIDA', 'Pix', 'Fernanda R M Almeida', 'income')
P('BR', 'TRANSFERENCIA PIX CHAVE CELULAR BRUNO CARVALHO', 'Pix', 'Bruno Carvalho')
T('BR', 'TED ENVIADA 341 0001 RAFAEL LIMA')
BIZ('BR', 'PIX ENVIADO DROGARIA SAO PAULO SA', ['Drogaria São Paulo', 'Drogaria Sao Paulo'], HW)
BIZ('BR', 'PIX CHAVE CNPJ 12.345.678/0001-90 SMART FIT ACADEMIA', ['Smart Fit'], HW)
# ---------------- MX / AR / CO / PE / CL ----------------
PR('MX', 'SPEI ENVIADO CLABE 012180001234567891 GUADALUPE TORRES RUIZ CONCEPTO RENTA', 'SPEI', 'Guadalupe Torres Ruiz')
P('MX', 'SPEI RECIBIDO DE ALEJANDRO MENDOZA', 'SPEI', 'Alejandro Mendoza', 'income')
BIZ('MX', 'TRANSFERENCIA SPEI A TELMEX PAGO RECIBO', ['Telmex'], SV)
SAL('MX', 'DEPOSITO DE NOMINA GRUPO BIMBO SA DE CV')
T('AR', 'TRANSFERENCIA A ROMINA ACOSTA CBU 0720000788000012345678')
P('AR', 'MERCADO PAGO TRANSFERENCIA ENVIADA A NICOLAS PAZ', 'Mercado Pago', 'Nicolas Paz')
T('AR', 'TRANSF RECIBIDA CUIL 20-12345678-9 DIEGO SOSA', 'income')
P('CO', 'TRANSFERENCIA A NEQUI 3001234567 LAURA GOMEZ', 'Nequi', 'Laura Gomez')
T('CO', 'TRANSF BANCOLOMBIA A CUENTA AHORROS ANDRES MEJIA')
P('PE', 'YAPE DE CARLOS QUISPE', 'Yape', 'Carlos Quispe', 'income')
P('PE', 'PLIN A ROSA HUAMAN', 'Plin', 'Rosa Huaman')
T('CL', 'TRANSFERENCIA A TERCEROS CAMILA MUÑOZ 12.345.678-9')
T('CL', 'TRANSFERENCIA DE SEBASTIAN ROJAS', 'income')
# ---------------- Africa ----------------
P('KE', 'M-PESA RECEIVED KSH 1,500.00 FROM PETER KAMAU 0712345678', 'M-Pesa', 'Peter Kamau', 'income')
BIZ('KE', 'LIPA NA MPESA TILL 123456 NAIVAS SUPERMARKET', ['Naivas'], FD)
T('NG', 'NIP TRF TO ADEBAYO OLUWASEUN/GTB/REF HOUSE')
P('NG', 'OPAY TRANSFER TO CHIDINMA EZE', 'OPay', 'Chidinma Eze')
T('NG', 'TRANSFER FROM EMEKA NWOSU VIA NIP', 'income')
P('GH', 'MTN MOMO TRANSFER TO AKOSUA MENSAH 024XXXX123', 'MTN MoMo', 'Akosua Mensah')
T('ZA', 'IMMEDIATE PAYMENT TO T NKOSI FNB REF BIRTHDAY')
P('ZA', 'PAYSHAP PAYMENT TO LERATO DLAMINI', 'PayShap', 'Lerato Dlamini')
SAL('ZA', 'SALARY DEPOSIT SHOPRITE CHECKERS')

write('t33', 'tune-33.jsonl')
