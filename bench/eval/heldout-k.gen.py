import sys, os; sys.path.insert(0, os.path.dirname(os.path.abspath(__file__))); import labels as lb; from labels import OMIT
import collections, unicodedata

# Blind evaluation set heldout-k: written from FORMAT.md and labels.py only, without reading engine
# code, engine answers or earlier eval sets' data (heldout-j.gen.py read for structure only).
# Kinds: local = small local business (in no data set); proc = local business behind a processor;
# pbrand = brand behind a processor; brand = chain / well-known brand; railm = merchant paid over a
# P2P rail; sub / dd = subscription / direct debit; p2p = wallet transfer to a person; xfer = plain
# transfer to a person; own = transfer to own account; income / tax / fee / atm / refund.
K = []
def e(kind, cc, title, m, cat, proc=None, city=None, ch='in_store', rec=False, typ='expense', p2p=None):
    lb.E(cc, title, m, cat, proc, city, ch, rec, p2p, typ); K.append(kind)
def p(cc, title, plat, rcpt, typ='expense'):
    lb.P(cc, title, plat, rcpt, typ); K.append('p2p')
def t(cc, title, typ='expense'):
    lb.T(cc, title, typ); K.append('xfer')
def own(cc, title, typ='expense'):
    e('own', cc, title, None, XF, None, None, 'bank_transfer', False, typ)
def c2c(cc, title, typ='expense'):  # card-to-card transfer to a person, no named wallet
    e('xfer', cc, title, None, XF, None, None, OMIT, False, typ)

FD = 'Food & Drink'; SH = 'Shopping'; TR = 'Transportation'; TV = 'Travel'; HU = 'Housing & Utilities'
EN = 'Entertainment'; HW = 'Health & Wellness'; PC = 'Personal Care'; ED = 'Education'; FS = 'Financial Services'
GT = 'Government & Taxes'; SV = 'Services'; CG = 'Charity & Gifts'; IN = 'Income'; XF = 'Transfers'

# ---------------- United States ----------------
e('proc', 'US', 'SQ *HOLLOW OAK COFFEE RO Roanoke VA', ['Hollow Oak Coffee Roasters', 'Hollow Oak Coffee'], FD, 'Square', 'Roanoke')
e('proc', 'US', "TST* SMOKY JOE'S BBQ - DUR Durham NC", ["Smoky Joe's BBQ", 'Smoky Joes BBQ'], FD, 'Toast', 'Durham')
e('local', 'US', 'CHECKCARD 0314 LAKESIDE FEED & SUPPLY MINOCQUA WI 24445004073000123456789', ['Lakeside Feed & Supply', 'Lakeside Feed and Supply'], SH, None, 'Minocqua')
e('local', 'US', 'PURCHASE AUTHORIZED ON 03/14 GREENLEAF VET CLINIC BOISE ID S584073512345678 CARD 4421', ['Greenleaf Vet Clinic', 'Greenleaf Veterinary Clinic'], OMIT, None, 'Boise')
e('local', 'US', 'EL PRIMO CARNICERIA #2 FRESNO CA', ['El Primo Carniceria', 'El Primo Carnicería'], FD, None, 'Fresno')
e('local', 'US', 'POS PURCHASE BIG SKY LAUNDROMAT BILLINGS MT', 'Big Sky Laundromat', OMIT, None, 'Billings')
e('proc', 'US', 'CLV*PINE STREET PIZZERIA ASHEVILLE NC', 'Pine Street Pizzeria', FD, 'Clover', 'Asheville')
e('brand', 'US', 'WAL-MART #1873 TULSA OK', 'Walmart', OMIT, None, 'Tulsa')
e('brand', 'US', 'SHELL OIL 57444789012 HOUSTON TX', 'Shell', TR, None, 'Houston')
e('brand', 'US', 'CHIPOTLE 2291 DENVER CO', 'Chipotle', FD, None, 'Denver')
e('pbrand', 'US', 'PAYPAL *EBAY INC 402-935-7733 CA', 'eBay', SH, 'PayPal', None, 'online')
p('US', 'Zelle Transfer Conf# T0Q8ZMHH2; Rohan Patel', 'Zelle', 'Rohan Patel')
p('US', 'APPLE CASH SENT MONEY TO DEREK HALL', 'Apple Cash', 'Derek Hall')
p('US', 'CASH APP*KEISHA BROWN*VISA DIRECT', 'Cash App', 'Keisha Brown', 'income')
e('sub', 'US', 'HULU 877-8244858 CA', 'Hulu', EN, None, None, 'online', True)
e('income', 'US', 'DIRECT DEP RIVERBEND HEALTH SYS PAYROLL', None, IN, None, None, 'bank_transfer', OMIT, 'income')
own('US', 'ONLINE TRANSFER TO SAV ...4471 TRANSACTION#: 10498837261')
e('atm', 'US', 'NON-CHASE ATM WITHDRAW 03/14 450 MAIN ST WORCESTER MA', None, FS, None, 'Worcester', 'atm')

# ---------------- Canada ----------------
e('local', 'CA', 'FROMAGERIE DU VIEUX MOULIN TROIS-RIVIERES QC', 'Fromagerie du Vieux Moulin', FD, None, 'Trois-Rivieres')
e('proc', 'CA', 'SQ *PRAIRIE SPROUT BAKERY Saskatoon SK', 'Prairie Sprout Bakery', FD, 'Square', 'Saskatoon')
e('local', 'CA', 'OPUS DEBIT KELOWNA AUTO GLASS KELOWNA BC', 'Kelowna Auto Glass', TR, None, OMIT)
e('brand', 'CA', 'SHOPPERS DRUG MART #1187 CALGARY AB', 'Shoppers Drug Mart', OMIT, None, 'Calgary')
e('brand', 'CA', 'CANADIAN TIRE #0412 OTTAWA ON', 'Canadian Tire', SH, None, 'Ottawa')
p('CA', 'SEND E-TFR ***a4F PRIYA SHARMA', 'Interac', 'Priya Sharma')
e('dd', 'CA', 'MISC PAYMENT ENBRIDGE GAS', 'Enbridge', HU, None, None, 'direct_debit', True)
e('income', 'CA', 'PAYROLL DEPOSIT NORTHWIND MARINE LTD', None, IN, None, None, 'bank_transfer', OMIT, 'income')
e('tax', 'CA', 'BILL PAYMENT CRA (REVENUE) 2023 TAX RETURN', None, GT, None, None, OMIT, OMIT)

# ---------------- Mexico ----------------
e('local', 'MX', 'TORTILLERIA LA GUADALUPANA OAXACA', ['Tortillería La Guadalupana', 'Tortilleria La Guadalupana'], FD, None, 'Oaxaca')
e('local', 'MX', 'COMPRA TDD ESTETICA UNISEX KARLA LEON GTO', ['Estética Unisex Karla', 'Estetica Unisex Karla'], PC, None, 'Leon')
e('proc', 'MX', 'OPENPAY*ABARROTES LA ESTRELLA', 'Abarrotes La Estrella', FD, 'Openpay', None, OMIT)
e('brand', 'MX', 'SORIANA HIPER 0123 MERIDA YUC', 'Soriana', FD, None, 'Merida')
t('MX', 'SPEI ENVIADO SANTANDER/0098765 BENEF: ROSA ELENA CASTRO DIAZ')
e('sub', 'MX', 'NETFLIX.COM MEXICO DF', 'Netflix', EN, None, OMIT, 'online', True)

# ---------------- Brazil ----------------
p('BR', 'PIX TRANSF JULIANA14/03', 'PIX', 'Juliana')
p('BR', 'TRANSFERENCIA PIX REM: MARCOS VINICIUS PEREIRA 14/03', 'PIX', 'Marcos Vinicius Pereira', 'income')
e('local', 'BR', 'ACOUGUE BOI GORDO LTDA BELO HORIZONT', ['Açougue Boi Gordo', 'Acougue Boi Gordo'], FD, None, 'Belo Horizonte')
e('proc', 'BR', 'SUMUP *QUITANDADONAFLOR', ['Quitanda Dona Flor'], FD, 'SumUp')
e('local', 'BR', 'COMPRA CARTAO DEB OTICA VISAO CLARA RECIFE', ['Ótica Visão Clara', 'Otica Visao Clara'], HW, None, 'Recife')
e('brand', 'BR', 'IFOOD *IFOOD', 'iFood', FD, None, None, OMIT)
e('dd', 'BR', 'DEBITO AUT SABESP 0314', 'Sabesp', HU, None, None, 'direct_debit', True)
e('income', 'BR', 'CRED SALARIO 0314 METALURGICA ITAPEVI LTDA', None, IN, None, None, 'bank_transfer', OMIT, 'income')

# ---------------- Argentina ----------------
e('local', 'AR', 'COMPRA DEB. CARNICERIA LOS HERMANOS MAR DEL PLATA', ['Carnicería Los Hermanos', 'Carniceria Los Hermanos'], FD, None, 'Mar del Plata')
e('brand', 'AR', 'COTO 0123 CAP FED', 'Coto', FD, None, 'Buenos Aires')
t('AR', 'TRANSFERENCIA A TERCEROS CVU 0000003100012345678901 MARIANO PEREYRA')
e('tax', 'AR', 'ARBA IMPUESTO AUTOMOTOR CUOTA 02', None, GT, None, None, OMIT, OMIT)
e('local', 'AR', 'COMPRA DEBITO HELADERIA LA CIGARRA CORDOBA', ['Heladería La Cigarra', 'Heladeria La Cigarra'], FD, None, 'Cordoba')

# ---------------- Uruguay ----------------
e('local', 'UY', 'COMPRA POS PANADERIA LA CONSTANCIA MONTEVIDEO', ['Panadería La Constancia', 'Panaderia La Constancia'], FD, None, 'Montevideo')
e('brand', 'UY', 'TATA SUPERMERCADOS PUNTA DEL ESTE', 'Tata', FD, None, 'Punta del Este')
t('UY', 'TRANSFERENCIA A TERCEROS BROU A GONZALO SILVA')

# ---------------- Ecuador ----------------
e('local', 'EC', 'COMPRA VISA ELECTRON PICANTERIA LA TOLITA GUAYAQUIL', ['Picantería La Tolita', 'Picanteria La Tolita'], FD, None, 'Guayaquil')
e('brand', 'EC', 'SUPERMAXI EL BOSQUE QUITO', 'Supermaxi', FD, None, 'Quito')
t('EC', 'TRANSF INTERBANCARIA A ANDREA MORA VERA')

# ---------------- Chile ----------------
e('local', 'CL', 'COMPRA NAC. FUENTE DE SODA LA ESQUINA TEMUCO', 'Fuente de Soda La Esquina', FD, None, 'Temuco')
e('brand', 'CL', 'JUMBO LA REINA SANTIAGO', 'Jumbo', FD, None, 'Santiago')
t('CL', 'TRANSF. A CTA RUT 12345678-9 IGNACIO MUNOZ')
e('local', 'CL', 'COMPRA NAC. VERDULERIA DON TITO PUERTO MONTT', ['Verdulería Don Tito', 'Verduleria Don Tito'], FD, None, 'Puerto Montt')

# ---------------- Colombia ----------------
p('CO', 'TRANSFIYA ENVIADA A 3109876543', 'Transfiya', None)
e('local', 'CO', 'COMPRA EN DROGUERIA SAN JORGE BUCARAMANGA', ['Droguería San Jorge', 'Drogueria San Jorge'], HW, None, 'Bucaramanga')
e('brand', 'CO', 'RAPPI*RAPPI COLOMBIA', 'Rappi', FD, None, None, OMIT)
e('local', 'CO', 'COMPRA ASADERO LOS CEDROS PEREIRA', 'Asadero Los Cedros', FD, None, 'Pereira')

# ---------------- Peru ----------------
p('PE', 'PLIN-ENVIO A ROSA HUAMAN', 'Plin', 'Rosa Huaman')
e('local', 'PE', 'CPRA *CHIFA DRAGON DORADO AREQUIPA', ['Chifa Dragón Dorado', 'Chifa Dragon Dorado'], FD, None, 'Arequipa')
e('brand', 'PE', 'TOTTUS JAVIER PRADO LIMA', 'Tottus', FD, None, 'Lima')
p('PE', 'YAPE RECIBIDO DE CARLOS QUISPE', 'Yape', 'Carlos Quispe', 'income')

# ---------------- United Kingdom ----------------
e('local', 'GB', 'CARD PAYMENT TO BRIDGEND TYRE & EXHAUST ON 14-03-2024', ['Bridgend Tyre & Exhaust', 'Bridgend Tyre and Exhaust'], TR, None, OMIT)
e('local', 'GB', 'THE CROOKED SPOON DELI   WHITBY', ['The Crooked Spoon Deli', 'Crooked Spoon Deli'], FD, None, 'Whitby')
e('proc', 'GB', 'SQ *MOSSGATE PLANTS', 'Mossgate Plants', SH, 'Square')
e('proc', 'GB', 'iZ *KIRKGATE FLORIST', 'Kirkgate Florist', SH, 'Zettle')
e('local', 'GB', 'CONTACTLESS 14MAR24 AKHTAR HALAL MEATS BRADFORD GB', 'Akhtar Halal Meats', FD, None, 'Bradford')
e('brand', 'GB', "SAINSBURYS S/MKT CAMBRIDGE", ["Sainsbury's", 'Sainsburys'], FD, None, 'Cambridge')
e('brand', 'GB', 'GREGGS PLC 2231 NEWCASTLE', 'Greggs', FD, None, 'Newcastle')
e('brand', 'GB', 'TFL TRAVEL CH TFL.GOV.UK/CP', ['Transport for London', 'TfL'], TR, None, OMIT, OMIT)
e('dd', 'GB', 'DIRECT DEBIT OCTOPUS ENERGY', 'Octopus Energy', HU, None, None, 'direct_debit', True)
e('tax', 'GB', 'HMRC SELF ASSESSMENT 1234567890K', None, GT, None, None, OMIT, OMIT)
t('GB', 'BANK TRANSFER TO ALICE WONG REF: HOLIDAY')
e('income', 'GB', 'WILLOW & ASH INTERIORS LTD SALARY FEB', None, IN, None, None, 'bank_transfer', OMIT, 'income')
e('fee', 'GB', 'OVERDRAFT INTEREST', None, FS, None, None, OMIT)

# ---------------- Ireland ----------------
e('local', 'IE', "POS14MAR ODONOVANS BUTCHERS SKIBBEREEN", ["O'Donovan's Butchers", 'ODonovans Butchers'], FD, None, 'Skibbereen')
e('brand', 'IE', 'POS13MAR DUNNES STORES GALWAY', 'Dunnes Stores', OMIT, None, 'Galway')
e('dd', 'IE', 'D/D BORD GAIS ENERGY', ['Bord Gáis Energy', 'Bord Gais Energy'], HU, None, None, 'direct_debit', True)
e('local', 'IE', 'VDC-KILKENNY BIKE SHOP', 'Kilkenny Bike Shop', SH, None, OMIT)

# ---------------- France ----------------
e('local', 'FR', 'CARTE 14/03/24 FROMAGERIE LA BONNE MEULE ANNECY', 'Fromagerie La Bonne Meule', FD, None, 'Annecy')
e('local', 'FR', 'PAIEMENT PAR CARTE X4821 BRASSERIE DU PORT 13/03 ST MALO', 'Brasserie du Port', FD, None, 'Saint-Malo')
e('local', 'FR', 'CB CORDONNERIE ALAIN 1403 BORDEAUX', 'Cordonnerie Alain', OMIT, None, 'Bordeaux')
e('proc', 'FR', 'CB  SUMUP  *CREPERIE TI BREIZ 15/03', ['Crêperie Ti Breiz', 'Creperie Ti Breiz'], FD, 'SumUp')
e('local', 'FR', 'CB OPTIQUE DES HALLES FACT 130324', 'Optique des Halles', HW)
p('FR', 'VIR PAYLIB ENVOI A CLAIRE ROUSSEAU', 'Paylib', 'Claire Rousseau')
e('dd', 'FR', 'PRLV SEPA ORANGE SA ECH/150324 ID EMETTEUR/FR12ZZZ123456', 'Orange', SV, None, None, 'direct_debit', True)
e('brand', 'FR', 'CB INTERMARCHE 14/03 VANNES', ['Intermarché', 'Intermarche'], FD, None, 'Vannes')
e('income', 'FR', 'VIR CAF DES BOUCHES DU RHONE PRESTATIONS 03/2024', None, IN, None, None, 'bank_transfer', OMIT, 'income')
e('brand', 'FR', 'CB PICARD SURGELES 12/03 LILLE', 'Picard', FD, None, 'Lille')

# ---------------- Germany ----------------
e('local', 'DE', 'Metzgerei Brandl/Regensburg/DE 2024-03-14T11:02:33 Folgenr.001 Verfalld.2026-03', 'Metzgerei Brandl', FD, None, 'Regensburg')
e('local', 'DE', 'BIOLADEN SONNENBLUME GBR FREIBURG', 'Bioladen Sonnenblume', FD, None, 'Freiburg')
e('local', 'DE', 'Blumenhaus Engel e.K. Kartenzahlung', 'Blumenhaus Engel', SH)
e('proc', 'DE', 'SUMUP *GELATERIA VENEZIA MAINZ', 'Gelateria Venezia', FD, 'SumUp', 'Mainz')
e('local', 'DE', 'Fahrschule Kaya GmbH Wuppertal', 'Fahrschule Kaya', ED, None, 'Wuppertal')
e('pbrand', 'DE', 'PAYPAL *STEAM GAMES 4029357733', 'Steam', EN, 'PayPal', None, 'online')
e('dd', 'DE', 'SEPA-LASTSCHRIFT HUK-COBURG Kfz-Versicherung Vertrag 123/456789', 'HUK-Coburg', FS, None, None, 'direct_debit', True)
t('DE', 'Ueberweisung an Lena Vogel IBAN DE89370400440532013000 Verwendungszweck Geburtstagsgeschenk')
e('income', 'DE', 'LOHN/GEHALT 03/24 Weber Elektrotechnik GmbH', None, IN, None, None, 'bank_transfer', OMIT, 'income')
e('brand', 'DE', 'dm-drogerie markt 1234//Stuttgart/DE', ['dm', 'dm-drogerie markt'], OMIT, None, 'Stuttgart')

# ---------------- Austria ----------------
e('atm', 'AT', 'BANKOMAT 14.03. 10:12 SALZBURG GETREIDEGASSE', None, FS, None, 'Salzburg', 'atm')
e('local', 'AT', 'BANKOMATKASSE K2 14.03. KONDITOREI FUERST LINZ', ['Konditorei Fürst', 'Konditorei Fuerst'], FD, None, 'Linz')
e('brand', 'AT', 'SPAR DANKT 5523 KLAGENFURT', 'Spar', FD, None, 'Klagenfurt')
e('local', 'AT', 'E-COMM 13.03. BUCHHANDLUNG THALER WELS', 'Buchhandlung Thaler', SH, None, 'Wels', 'online')

# ---------------- Switzerland ----------------
e('local', 'CH', 'Einkauf ZKB Visa Debit Metzgerei Zimmerli Bern', 'Metzgerei Zimmerli', FD, None, 'Bern')
e('local', 'CH', 'ACHAT POSTFINANCE CARD BOULANGERIE DU BOURG FRIBOURG', 'Boulangerie du Bourg', FD, None, 'Fribourg')
p('CH', 'TWINT EMPFANGEN VON ANNA MEIER', 'Twint', 'Anna Meier', 'income')
e('brand', 'CH', 'COOP-1234 BASEL', 'Coop', FD, None, 'Basel')
e('sub', 'CH', 'eBill Swisscom (Schweiz) AG', 'Swisscom', SV, None, None, OMIT, True)

# ---------------- Netherlands ----------------
e('local', 'NL', 'BEA, Apple Pay Slagerij de Vries,PAS123 NR:CT4J01, 14.03.24/12:11 ZWOLLE', 'Slagerij de Vries', FD, None, 'Zwolle')
e('proc', 'NL', 'CCV*BROODJESZAAK DE HOEK', 'Broodjeszaak De Hoek', FD, 'CCV')
t('NL', 'Overboeking naar NL91ABNA0417164300 S. Bakker Omschrijving: weekendje weg')
e('dd', 'NL', 'SEPA Incasso algemeen doorlopend Incassant: NL12ZZZ301234560000 Naam: Vattenfall Klantenservice N.V.', 'Vattenfall', HU, None, None, 'direct_debit', True)
e('brand', 'NL', 'BEA AH 1234 EINDHOVEN', 'Albert Heijn', FD, None, 'Eindhoven')

# ---------------- Belgium ----------------
e('local', 'BE', 'BETALING BANCONTACT 14-03 BAKKERIJ VAN ACKER MECHELEN', 'Bakkerij Van Acker', FD, None, 'Mechelen')
e('dd', 'BE', 'DOMICILIERING ENGIE ELECTRABEL', ['Engie', 'Engie Electrabel'], HU, None, None, 'direct_debit', True)
e('brand', 'BE', 'BETALING MET DEBETKAART DELHAIZE LEUVEN', 'Delhaize', FD, None, 'Leuven')

# ---------------- Spain ----------------
p('ES', 'Bizum a Pablo Ortega Sanz: cumpleaños Ana', 'Bizum', 'Pablo Ortega Sanz')
e('local', 'ES', 'COMPRA TARJ. 5540XXXXXXXX1234 BAR CASA PACO-MALAGA', 'Bar Casa Paco', FD, None, 'Malaga')
e('local', 'ES', 'PAGO CON TARJETA FERRETERIA EL CLAVO VIGO', ['Ferretería El Clavo', 'Ferreteria El Clavo'], SH, None, 'Vigo')
e('brand', 'ES', 'SUPERMERCADOS DIA ALCALA DE HENA', 'Dia', FD, None, 'Alcala de Henares')
e('dd', 'ES', 'RECIBO ENDESA ENERGIA SAU', 'Endesa', HU, None, None, 'direct_debit', True)
own('ES', 'TRASPASO A CUENTA PROPIA ES76 **** **** 1234')
e('local', 'ES', 'COMPRA TARJ. PELUQUERIA NURIA ESTILISTES GIRONA', ['Perruqueria Núria Estilistes', 'Peluquería Nuria Estilistes', 'Nuria Estilistes'], PC, None, 'Girona')
e('fee', 'ES', 'COMISION MANTENIMIENTO CUENTA', None, FS, None, None, OMIT)

# ---------------- Portugal ----------------
p('PT', 'TRF MB WAY P/ Inês Carvalho', 'MB Way', 'Inês Carvalho')
e('local', 'PT', 'COMPRA 1234 PASTELARIA FLOR DO CAMPO LISBOA', 'Pastelaria Flor do Campo', FD, None, 'Lisbon')
e('brand', 'PT', 'COMPRA 4321 PINGO DOCE BRAGA', 'Pingo Doce', FD, None, 'Braga')
e('dd', 'PT', 'DD MEO SERVICOS COMUNICACOES E MULTIMEDIA', 'MEO', SV, None, None, 'direct_debit', True)
e('local', 'PT', 'COMPRA 5678 CHURRASQUEIRA O POLVO DOURADO PORTO', 'Churrasqueira O Polvo Dourado', FD, None, 'Porto')

# ---------------- Italy ----------------
e('local', 'IT', 'PAGAMENTO POS 14/03/2024 12.31 TRATTORIA DA GIGI BOLOGNA ITA', 'Trattoria da Gigi', FD, None, 'Bologna')
e('local', 'IT', 'PAG. POS FERRAMENTA ROSSI SNC CARTA *1234 VERONA', 'Ferramenta Rossi', SH, None, 'Verona')
e('railm', 'IT', 'SATISPAY*PANIFICIO GRECO', 'Panificio Greco', FD, OMIT, None, OMIT)
e('brand', 'IT', 'CONAD CITY MILANO VIALE P', ['Conad', 'Conad City'], FD, None, 'Milan')
e('dd', 'IT', 'ADDEBITO SDD ENEL ENERGIA SPA', ['Enel Energia', 'Enel'], HU, None, None, 'direct_debit', True)
t('IT', 'BONIFICO A FAVORE DI MARCO BIANCHI NOTE: QUOTA REGALO')
e('local', 'IT', 'PAGAMENTO POS FARMACIA SAN MARCO DI RIZZO BARI', 'Farmacia San Marco', HW, None, 'Bari')

# ---------------- Greece ----------------
e('local', 'GR', 'ΖΑΧΑΡΟΠΛΑΣΤΕΙΟ Η ΓΛΥΚΙΑ ΓΩΝΙΑ ΘΕΣΣΑΛΟΝΙΚΗ', ['Ζαχαροπλαστείο Η Γλυκιά Γωνιά', 'Η Γλυκιά Γωνιά'], FD, None, 'Thessaloniki')
e('local', 'GR', 'TAVERNA O MIXALIS NAFPLIO GR', ['Taverna O Mixalis', 'Taverna O Michalis'], FD, None, 'Nafplio')
e('proc', 'GR', 'VIVA WALLET*CAFE ANEMOS ATHINA', ['Cafe Anemos', 'Café Anemos'], FD, 'Viva Wallet', 'Athens')
p('GR', 'IRIS ΑΠΟΣΤΟΛΗ ΣΕ ΓΕΩΡΓΙΟΣ ΚΩΝΣΤΑΝΤΙΝΟΥ', 'IRIS', 'ΓΕΩΡΓΙΟΣ ΚΩΝΣΤΑΝΤΙΝΟΥ')
e('brand', 'GR', 'AB VASSILOPOULOS ATHINA', 'AB Vassilopoulos', FD, None, 'Athens')
e('dd', 'GR', 'ΠΑΓΙΑ ΕΝΤΟΛΗ ΔΕΗ', ['ΔΕΗ', 'DEI', 'PPC', 'Public Power Corporation'], HU, None, None, 'direct_debit', True)

# ---------------- Cyprus / Malta ----------------
e('local', 'CY', 'PURCHASE MEZE HOUSE O ANTONIS LIMASSOL CY', ['Meze House O Antonis', 'O Antonis'], FD, None, 'Limassol')
e('brand', 'CY', 'SKLAVENITIS STROVOLOS NICOSIA CY', 'Sklavenitis', FD, None, 'Nicosia')
e('local', 'MT', 'POS PASTIZZERIA IL-FURNARA MOSTA', ['Pastizzeria il-Furnara', 'Il-Furnara'], FD, None, 'Mosta')
p('MT', 'REVOLUT TRANSFER TO MARIA BORG', 'Revolut', 'Maria Borg')

# ---------------- Sweden ----------------
p('SE', 'SWISH BETALNING ERIK LINDQVIST', 'Swish', 'Erik Lindqvist')
p('SE', 'Swish inbetalning 46701234567 Sara Holm', 'Swish', 'Sara Holm', 'income')
e('local', 'SE', 'KORTKÖP 240314 KONDITORI SOLROSEN UPPSALA', 'Konditori Solrosen', FD, None, 'Uppsala')
e('local', 'SE', 'BILVERKSTAN I LULEA AB', ['Bilverkstan i Luleå', 'Bilverkstan i Lulea'], TR, None, OMIT)
e('brand', 'SE', 'ICA NARA SKOGSBACKEN VASTERAS', ['ICA Nära', 'ICA'], FD, None, 'Vasteras')
e('dd', 'SE', 'AUTOGIRO TELIA SVERIGE AB', 'Telia', SV, None, None, 'direct_debit', True)
e('tax', 'SE', 'SKATTEVERKET SKATTEKONTO 16 5566778899', None, GT, None, None, OMIT, OMIT)

# ---------------- Norway ----------------
p('NO', 'Vipps til Kari Hansen 14.03', 'Vipps', 'Kari Hansen')
e('local', 'NO', '*1234 14.03 NOK 245.00 BAKERI SNORRE HAMAR Kurs: 1.0000', 'Bakeri Snorre', FD, None, 'Hamar')
e('brand', 'NO', 'KIWI 412 STOVNER OSLO', 'Kiwi', FD, None, 'Oslo')
e('local', 'NO', 'VARER 13.03 ROROS JERNVARE AS', ['Røros Jernvare', 'Roros Jernvare'], SH, None, OMIT)
e('income', 'NO', 'LØNN FRA FJORDLINJE TRANSPORT AS', None, IN, None, None, 'bank_transfer', OMIT, 'income')

# ---------------- Denmark ----------------
p('DK', 'MobilePay Mette Jensen', 'MobilePay', 'Mette Jensen')
e('local', 'DK', 'DANKORT-KØB SLAGTER HOLM AARHUS C', 'Slagter Holm', FD, None, 'Aarhus')
e('brand', 'DK', 'NETTO 4023 ODENSE', 'Netto', FD, None, 'Odense')
e('dd', 'DK', 'BS BETALING TRYG FORSIKRING A/S', 'Tryg', FS, None, None, 'direct_debit', True)
e('local', 'DK', 'Visa/Dankort KØBMAND LUND SKAGEN', ['Købmand Lund', 'Kobmand Lund'], FD, None, 'Skagen')

# ---------------- Finland ----------------
p('FI', 'MobilePay siirto Mikko Virtanen', 'MobilePay', 'Mikko Virtanen')
e('local', 'FI', 'KORTTIOSTO 14.03 LEIPOMO KOIVU TAMPERE', 'Leipomo Koivu', FD, None, 'Tampere')
e('brand', 'FI', 'K-CITYMARKET OULU RAKSILA', 'K-Citymarket', FD, None, 'Oulu')
e('local', 'FI', 'KORTTIOSTO PARTURI-KAMPAAMO HELMI JYVASKYLA', ['Parturi-Kampaamo Helmi', 'Kampaamo Helmi'], PC, None, 'Jyvaskyla')

# ---------------- Iceland ----------------
e('local', 'IS', 'BAKARI SVEINS AKUREYRI', ['Bakarí Sveins', 'Bakari Sveins'], FD, None, 'Akureyri')
e('brand', 'IS', 'KRONAN GRANDI REYKJAVIK', ['Krónan', 'Kronan'], FD, None, 'Reykjavik')

# ---------------- Baltics ----------------
e('local', 'EE', 'KAARDIMAKSE PAGARIKODA MAASIKAS TARTU', ['Pagarikoda Maasikas', 'Maasikas'], FD, None, 'Tartu')
e('brand', 'EE', 'RIMI HAABERSTI TALLINN', 'Rimi', FD, None, 'Tallinn')
t('EE', 'Makse saajale Kristjan Tamm selgitus: laenu tagastus')
e('local', 'LV', 'PIRKUMS MAIZNICA RUDZUPUKE LIEPAJA', ['Maiznīca Rudzupuķe', 'Maiznica Rudzupuke'], FD, None, 'Liepaja')
e('brand', 'LV', 'LIDL LATVIJA RIGA DZIRCIEMA', 'Lidl', FD, None, 'Riga')
e('local', 'LT', 'MOKEJIMAS KORTELE KEPYKLA DUONELE KAUNAS', ['Kepykla Duonelė', 'Kepykla Duonele'], FD, None, 'Kaunas')
e('brand', 'LT', 'IKI PASILAICIAI VILNIUS', 'Iki', FD, None, 'Vilnius')

# ---------------- Poland ----------------
p('PL', 'PRZELEW NA TELEFON BLIK DO: KATARZYNA NOWAK', 'BLIK', 'Katarzyna Nowak')
p('PL', 'PRZELEW NA TELEFON PRZYCHODZĄCY OD: TOMASZ WIŚNIEWSKI', 'BLIK', 'Tomasz Wiśniewski', 'income')
e('local', 'PL', 'ZAKUP PRZY UŻYCIU KARTY PIEKARNIA U JANKA KRAKÓW', ['Piekarnia u Janka'], FD, None, 'Krakow')
e('pbrand', 'PL', 'PAYU*ALLEGRO', 'Allegro', SH, 'PayU', None, 'online')
e('brand', 'PL', 'ZABKA Z1234 K.1 WARSZAWA', ['Żabka', 'Zabka'], FD, None, 'Warsaw')
e('tax', 'PL', 'PRZELEW PODATKOWY US MIKRORACHUNEK PIT-36', None, GT, None, None, OMIT, OMIT)
e('local', 'PL', 'ZAKUP KARTA WARSZTAT SAMOCHODOWY ADAMCZYK LUBLIN', ['Warsztat Samochodowy Adamczyk', 'Warsztat Adamczyk'], TR, None, 'Lublin')
e('local', 'PL', 'ZAKUP KARTA KWIACIARNIA STOKROTKA GDANSK', 'Kwiaciarnia Stokrotka', SH, None, 'Gdansk')

# ---------------- Czechia / Slovakia ----------------
e('local', 'CZ', 'PLATBA KARTOU PEKARNA U KOSTELA BRNO', ['Pekárna U Kostela', 'Pekarna U Kostela'], FD, None, 'Brno')
e('brand', 'CZ', 'ALBERT HM 0123 PRAHA', 'Albert', FD, None, 'Prague')
t('CZ', 'ODCHOZI PLATBA NA UCET 123456789/0800 JAN NOVAK')
e('local', 'CZ', 'PLATBA KARTOU HOSTINEC U ZLATE HUSY OLOMOUC', ['Hostinec U Zlaté husy', 'Hostinec U Zlate Husy'], FD, None, 'Olomouc')
e('local', 'SK', 'NAKUP KARTOU MASIARSTVO KOVAC ZILINA', ['Mäsiarstvo Kováč', 'Masiarstvo Kovac'], FD, None, 'Zilina')
e('brand', 'SK', 'NAKUP KARTOU TESCO BRATISLAVA', 'Tesco', FD, None, 'Bratislava')

# ---------------- Hungary ----------------
e('local', 'HU', 'VÁSÁRLÁS KÁRTYÁVAL CUKRÁSZDA ÉDES ÉLET PÉCS', ['Cukrászda Édes Élet', 'Édes Élet Cukrászda', 'Edes Elet'], FD, None, 'Pecs')
t('HU', 'AZONNALI ÁTUTALÁS NAGY PÉTER RÉSZÉRE')
e('brand', 'HU', 'MOL TOLTOALLOMAS 1234 DEBRECEN', 'MOL', TR, None, 'Debrecen')
e('local', 'HU', 'KARTYAS VASARLAS HENTES ES MESZAROS KFT SZEGED', ['Hentes és Mészáros', 'Hentes es Meszaros'], FD, None, 'Szeged')

# ---------------- Romania / Bulgaria ----------------
e('local', 'RO', 'PLATA LA POS BRUTARIA SPIC DE AUR CLUJ-NAPOCA', ['Brutăria Spic de Aur', 'Brutaria Spic de Aur'], FD, None, 'Cluj-Napoca')
e('brand', 'RO', 'PLATA POS PROFI 1234 IASI', 'Profi', FD, None, 'Iasi')
p('RO', 'REVOLUT*TRANSFER CATRE ANDREI POPESCU', 'Revolut', 'Andrei Popescu')
e('local', 'BG', 'ПЛАЩАНЕ ПОС ХЛЕБОПЕКАРНА РОДОПА ХЛЯБ ПЛОВДИВ', ['Хлебопекарна Родопа хляб', 'Родопа хляб'], FD, None, 'Plovdiv')
e('brand', 'BG', 'BILLA 0123 SOFIA BG', 'Billa', FD, None, 'Sofia')

# ---------------- Former Yugoslavia ----------------
e('local', 'HR', 'KUPNJA PEKARNICA DUBRAVICA SPLIT HR', 'Pekarnica Dubravica', FD, None, 'Split')
e('brand', 'HR', 'KUPNJA PLODINE 112 RIJEKA', 'Plodine', FD, None, 'Rijeka')
e('local', 'SI', 'NAKUP GOSTILNA PRI LIPI MARIBOR', 'Gostilna pri Lipi', FD, None, 'Maribor')
e('local', 'RS', 'ПЕКАРА ЗЛАТНИ КЛАС НОВИ САД', ['Пекара Златни клас', 'Pekara Zlatni klas'], FD, None, 'Novi Sad')
e('local', 'RS', 'KUPOVINA MESARA JOVANOVIC BEOGRAD', ['Mesara Jovanović', 'Mesara Jovanovic'], FD, None, 'Belgrade')

# ---------------- Ukraine ----------------
c2c('UA', 'Переказ на картку Олена К.')
e('local', 'UA', 'Пекарня Житній колос Львів', ['Пекарня Житній колос', 'Житній колос'], FD, None, 'Lviv')
e('brand', 'UA', 'АТБ-МАРКЕТ КИЇВ', ['АТБ', 'ATB'], FD, None, 'Kyiv')
e('local', 'UA', 'KAVYARNYA LASTIVKA ODESA UA', ['Кав\'ярня Ластівка', 'Kavyarnya Lastivka', 'Lastivka'], FD, None, 'Odesa')

# ---------------- Russia ----------------
e('local', 'RU', 'ОПЛАТА ТОВАРОВ И УСЛУГ. АВТОСЕРВИС КОЛЕСО ЕКАТЕРИНБУРГ', ['Автосервис Колесо', 'Колесо'], TR, None, 'Yekaterinburg')
e('brand', 'RU', 'MAGNIT MM 1234 KRASNODAR RUS', ['Магнит', 'Magnit'], FD, None, 'Krasnodar')
p('RU', 'Перевод по номеру телефона через СБП. Получатель: Мария Сергеевна К.', 'SBP', 'Мария Сергеевна К')
e('local', 'RU', 'SALON KRASOTY LOTOS SAMARA RUS', ['Салон красоты Лотос', 'Salon Krasoty Lotos', 'Лотос'], PC, None, 'Samara')

# ---------------- Kazakhstan / Georgia ----------------
p('KZ', 'Kaspi Перевод Айгуль С.', 'Kaspi', 'Айгуль С')
e('local', 'KZ', 'KAFE DASTARKHAN ALMATY KZ', ['Кафе Дастархан', 'Kafe Dastarkhan', 'Dastarkhan'], FD, None, 'Almaty')
e('local', 'GE', 'PURCHASE - KHINKALNAYA GUDA BATUMI GE', ['Khinkalnaya Guda', 'Guda'], FD, None, 'Batumi')
e('brand', 'GE', 'PURCHASE - NIKORA SABURTALO TBILISI', 'Nikora', FD, None, 'Tbilisi')

# ---------------- Turkey ----------------
e('pbrand', 'TR', 'IYZICO/TRENDYOL ISTANBUL', 'Trendyol', SH, 'iyzico', OMIT, 'online')
e('local', 'TR', 'KASAP ERDOGAN ET MANGAL KONYA', ['Kasap Erdoğan Et Mangal', 'Kasap Erdogan Et Mangal'], FD, None, 'Konya')
e('local', 'TR', 'ÖZTÜRK ECZANESİ İZMİR TR', ['Öztürk Eczanesi', 'Ozturk Eczanesi'], HW, None, 'Izmir')
e('brand', 'TR', 'BIM BIRLESIK MAGAZALAR KADIKOY ISTANBUL', ['BİM', 'BIM'], FD, None, 'Istanbul')
t('TR', 'FAST GİDEN AYŞE YILDIZ AÇIKLAMA: DOĞUM GÜNÜ')
e('proc', 'TR', 'IYZICO/SAHAFCIHASAN', ['Sahafçı Hasan', 'Sahafci Hasan'], SH, 'iyzico', None, OMIT)

# ---------------- Israel ----------------
p('IL', 'העברה בביט לרונית אזולאי', 'Bit', 'רונית אזולאי')
e('local', 'IL', 'פלאפל הזקן באר שבע', ['פלאפל הזקן'], FD, None, 'Beersheba')
e('local', 'IL', 'מכולת אחים ביטון נתניה', ['מכולת אחים ביטון', 'אחים ביטון'], FD, None, 'Netanya')
e('brand', 'IL', 'רמי לוי שיווק השקמה מודיעין', ['Rami Levy', 'רמי לוי'], FD, None, 'Modiin')
e('dd', 'IL', 'הוראת קבע חברת החשמל', ['Israel Electric Corporation', 'חברת החשמל', 'IEC'], HU, None, None, 'direct_debit', True)
e('sub', 'IL', 'SPOTIFY P2D7E1C09A STOCKHOLM', 'Spotify', EN, None, OMIT, 'online', True)

# ---------------- UAE / Saudi / Jordan ----------------
e('local', 'AE', 'POS-PURCHASE CARD NO. 4567XXXXXXXX1234 AL NOOR CAFETERIA DUBAI AE', 'Al Noor Cafeteria', FD, None, 'Dubai')
e('local', 'AE', 'POS-PURCHASE AL MADINA LAUNDRY SHARJAH', 'Al Madina Laundry', OMIT, None, 'Sharjah')
e('brand', 'AE', 'LULU HYPERMARKET AL BARSHA DUBAI ARE', ['Lulu Hypermarket', 'LuLu'], FD, None, 'Dubai')
e('brand', 'AE', 'NOON MINUTES NOON.COM', ['noon', 'Noon'], OMIT, None, None, 'online')
e('dd', 'AE', 'DEWA BILL PAYMENT 2012345678', ['DEWA', 'Dubai Electricity and Water Authority'], HU, None, OMIT, OMIT, True)
e('local', 'SA', 'شراء مخبز الريان الرياض', ['مخبز الريان', 'Al Rayyan Bakery'], FD, None, 'Riyadh')
e('local', 'SA', 'شراء عبر نقاط البيع صيدلية الشفاء جدة', ['صيدلية الشفاء', 'Al Shifa Pharmacy'], HW, None, 'Jeddah')
e('brand', 'SA', 'PANDA RETAIL CO DAMMAM SA', 'Panda', FD, None, 'Dammam')
p('SA', 'STC PAY TRANSFER TO FAHAD ALOTAIBI', 'STC Pay', 'Fahad Alotaibi')
e('local', 'JO', 'POS PURCHASE MATAAM HASHEM AMMAN JO', ['Hashem Restaurant', 'Mataam Hashem'], FD, None, 'Amman')
e('local', 'JO', 'شراء حلويات النجمة إربد', ['حلويات النجمة', 'Halawiyat Al Najma'], FD, None, 'Irbid')

# ---------------- Egypt / Morocco ----------------
p('EG', 'INSTAPAY TRANSFER TO MOHAMED ABDELRAHMAN', 'InstaPay', 'Mohamed Abdelrahman')
e('local', 'EG', 'مشويات أبو علي الإسكندرية', ['مشويات أبو علي', 'Abu Ali Grills'], FD, None, 'Alexandria')
e('pbrand', 'EG', 'DLOCAL *NETFLIX', 'Netflix', EN, 'dLocal', None, 'online', True)
e('local', 'EG', 'POS PURCHASE EL SAFA PHARMACY GIZA', ['El Safa Pharmacy', 'Al Safa Pharmacy'], HW, None, 'Giza')
e('local', 'MA', 'PAIEMENT TPE BOULANGERIE AL WAHDA FES', 'Boulangerie Al Wahda', FD, None, 'Fes')
e('brand', 'MA', 'PAIEMENT TPE MARJANE CASABLANCA', 'Marjane', FD, None, 'Casablanca')
e('atm', 'MA', 'RETRAIT GAB ATTIJARIWAFA MARRAKECH', None, FS, None, 'Marrakech', 'atm')

# ---------------- Kenya / Nigeria / Ghana / South Africa ----------------
p('KE', 'Customer Transfer to 0712XXX456 - PETER OTIENO', 'M-Pesa', 'Peter Otieno')
p('KE', 'Funds received from - 0722XXX789 GRACE WANJIKU', 'M-Pesa', 'Grace Wanjiku', 'income')
e('railm', 'KE', 'Merchant Payment to 5123456 - MAMA NJERI HOTEL', 'Mama Njeri Hotel', FD, OMIT, None, OMIT)
e('railm', 'KE', 'Pay Bill to 888880 - KENYA POWER Acc. 54401234567', 'Kenya Power', HU, OMIT, None, OMIT, OMIT)
e('proc', 'NG', 'PAYSTACK *MAMA TEE KITCHEN LAGOS', 'Mama Tee Kitchen', FD, 'Paystack', 'Lagos', OMIT)
e('proc', 'NG', 'FLW*ADUNNI FABRICS', 'Adunni Fabrics', SH, 'Flutterwave', None, OMIT)
e('brand', 'NG', 'POS PURCHASE SHOPRITE LEKKI LAGOS NG', 'Shoprite', FD, None, 'Lagos')
t('NG', 'NIP TRANSFER TO EMEKA NWOSU GTB REF 000013240314120000123456')
e('income', 'NG', 'SALARY MAR 2024 BLUEWAVE LOGISTICS LTD', None, IN, None, None, 'bank_transfer', OMIT, 'income')
p('GH', 'MOMO TRANSFER TO KWAME ASANTE 0244123456', 'MTN MoMo', 'Kwame Asante')
e('local', 'GH', 'POS AUNTIE AKOS CHOP BAR KUMASI', ["Auntie Ako's Chop Bar", 'Auntie Akos Chop Bar'], FD, None, 'Kumasi')
e('proc', 'ZA', 'YOCO *BRAAI BROS DURBAN', 'Braai Bros', FD, 'Yoco', 'Durban')
e('proc', 'ZA', 'YOCO *THANDI HAIR STUDIO', 'Thandi Hair Studio', PC, 'Yoco')
e('local', 'ZA', 'POS PURCHASE VAN DER MERWE SLAGHUIS PAARL', ['Van der Merwe Slaghuis', 'Van der Merwe Butchery'], FD, None, 'Paarl')
e('brand', 'ZA', 'CHECKERS HYPER SANDTON 4321', 'Checkers', FD, None, 'Sandton')
e('brand', 'ZA', 'ENGEN FORTUNE GARAGE PRETORIA', 'Engen', TR, None, 'Pretoria')
e('fee', 'ZA', 'MONTHLY MANAGEMENT FEE', None, FS, None, None, OMIT)
t('ZA', 'IB PAYMENT TO S DLAMINI REF BIRTHDAY')

# ---------------- India ----------------
p('IN', 'UPI/DR/407412345678/RAHUL SH/YESB/rahul.sharma@ybl/Payment', 'UPI', 'Rahul Sh')
p('IN', 'UPI-SURESH KUMAR-suresh.k@okaxis-UTIB0001234-412345678901-DINNER', 'UPI', 'Suresh Kumar')
p('IN', 'UPI/CR/408811223344/PRIYA NAIR/HDFC/priyanair@okhdfcbank/trip share', 'UPI', 'Priya Nair', 'income')
e('railm', 'IN', 'UPI/DR/409900112233/SHREE GANESH SWEETS/SBIN/gpay-11223344@okbizaxis/UPI', ['Shree Ganesh Sweets'], FD, OMIT, None, OMIT)
e('local', 'IN', 'POS 4123XXXXXXXX5678 SAI KRUPA MEDICALS PUNE', ['Sai Krupa Medicals', 'Sai Krupa Medical'], HW, None, 'Pune')
e('local', 'IN', 'POS 4123XXXXXXXX5678 ANNAPOORNA MESS MYSORE', 'Annapoorna Mess', FD, None, 'Mysore')
e('proc', 'IN', 'RAZORPAY*KALAMANDIR SILKS', ['Kalamandir Silks'], SH, 'Razorpay', None, OMIT)
e('brand', 'IN', 'POS DMART AVENUE SUPERMARTS THANE', ['DMart', 'D-Mart', 'Avenue Supermarts'], FD, None, 'Thane')
e('brand', 'IN', 'ZOMATO BANGALORE IN', 'Zomato', FD, None, OMIT, OMIT)
e('dd', 'IN', 'ACH D- LIC OF INDIA-123456789', ['LIC', 'Life Insurance Corporation of India'], FS, None, None, 'direct_debit', True)
e('income', 'IN', 'NEFT CR-HDFC0000240-TECHVISTA SOLUTIONS PVT LTD-SALARY MAR24', None, IN, None, None, 'bank_transfer', OMIT, 'income')
e('local', 'IN', 'मिश्रा किराना स्टोर वाराणसी', ['मिश्रा किराना स्टोर', 'Mishra Kirana Store'], FD, None, 'Varanasi')
e('atm', 'IN', 'ATW-4123XXXXXXXX5678-S1ANJA01-JAIPUR', None, FS, None, 'Jaipur', 'atm')

# ---------------- Pakistan / Bangladesh / Sri Lanka / Nepal ----------------
p('PK', 'RAAST P2P TRANSFER TO MUHAMMAD BILAL', 'Raast', 'Muhammad Bilal')
p('PK', 'EASYPAISA TRANSFER 03001234567 AYESHA KHAN', 'Easypaisa', 'Ayesha Khan')
e('local', 'PK', 'POS PURCHASE CHAUDHRY TIKKA HOUSE LAHORE PK', 'Chaudhry Tikka House', FD, None, 'Lahore')
e('local', 'PK', 'POS PURCHASE MEHRAN AUTOS KARACHI', 'Mehran Autos', TR, None, 'Karachi')
p('BD', 'bKash Send Money 01712345678 Rahim Uddin', 'bKash', 'Rahim Uddin')
e('local', 'BD', 'POS HAJI BIRYANI HOUSE DHAKA', ['Haji Biryani House'], FD, None, 'Dhaka')
e('local', 'LK', 'POS PURCHASE PERERA HARDWARE KANDY', 'Perera Hardware', SH, None, 'Kandy')
e('brand', 'LK', 'POS PURCHASE KEELLS SUPER COLOMBO 07', 'Keells', FD, None, 'Colombo')
p('NP', 'eSewa Fund Transfer to Sita Gurung 98XXXXXX12', 'eSewa', 'Sita Gurung')
e('local', 'NP', 'POS NEWA KHAJA GHAR LALITPUR', 'Newa Khaja Ghar', FD, None, 'Lalitpur')

# ---------------- Thailand ----------------
p('TH', 'โอนเงินพร้อมเพย์ ไปยัง น.ส. วันเพ็ญ ศรีสุข', 'PromptPay', 'วันเพ็ญ ศรีสุข')
e('local', 'TH', 'ร้านข้าวมันไก่เจ๊หมวย หาดใหญ่', ['ร้านข้าวมันไก่เจ๊หมวย', 'ข้าวมันไก่เจ๊หมวย'], FD, None, 'Hat Yai')
e('local', 'TH', 'POS PURCHASE BAAN SUAN SPA CHIANG RAI', ['Baan Suan Spa'], PC, None, 'Chiang Rai')
e('brand', 'TH', 'TOPS MARKET SILOM BANGKOK', 'Tops', FD, None, 'Bangkok')
e('brand', 'TH', 'GRAB* A-6QX3Z2 BANGKOK TH', 'Grab', OMIT, None, OMIT, 'mobile_app')

# ---------------- Vietnam ----------------
t('VN', 'CHUYEN TIEN DEN NGUYEN VAN AN TK 0123456789 VCB')
e('local', 'VN', 'PHO GIA TRUYEN BA HAI HA NOI', ['Phở Gia Truyền Bà Hải', 'Pho Gia Truyen Ba Hai'], FD, None, 'Hanoi')
e('local', 'VN', 'Tiệm bánh mì Cô Ba Đà Nẵng', ['Tiệm bánh mì Cô Ba', 'Bánh mì Cô Ba', 'Banh mi Co Ba'], FD, None, 'Da Nang')
p('VN', 'MOMO CHUYEN TIEN TRAN THI MAI', 'MoMo', 'Tran Thi Mai')
e('brand', 'VN', 'COOPMART HCM Q3', ['Co.opmart', 'Coopmart'], FD, None, 'Ho Chi Minh City')

# ---------------- Malaysia / Singapore ----------------
p('MY', 'DUITNOW TRANSFER TO SITI NURHALIZA BT AHMAD', 'DuitNow', 'Siti Nurhaliza Bt Ahmad')
e('local', 'MY', 'POS KEDAI MAKAN NASI KANDAR ALI PENANG', ['Nasi Kandar Ali', 'Kedai Makan Nasi Kandar Ali'], FD, None, 'Penang')
e('local', 'MY', 'SALE DEBIT ANDAMAN BEAUTY SALON IPOH', 'Andaman Beauty Salon', PC, None, 'Ipoh')
e('brand', 'MY', 'MYDIN MALL SUBANG JAYA', 'Mydin', FD, None, 'Subang Jaya')
e('brand', 'MY', 'PETRON JALAN AMPANG KUALA LUMPUR', 'Petron', TR, None, 'Kuala Lumpur')
p('SG', 'PAYNOW TRANSFER OTHR - TAN WEI MING', 'PayNow', 'Tan Wei Ming')
e('local', 'SG', 'NETS AH HUAT CHICKEN RICE TOA PAYOH', 'Ah Huat Chicken Rice', FD, None, OMIT)
e('local', 'SG', 'POS 14MAR SIN HENG HARDWARE PTE LTD SI NG', 'Sin Heng Hardware', SH, None, OMIT)
e('brand', 'SG', 'FAIRPRICE FINEST BUKIT TIMAH SI NG', ['FairPrice', 'NTUC FairPrice'], FD, None, OMIT)
e('sub', 'SG', 'SINGTEL BILL GIRO', 'Singtel', SV, None, None, 'direct_debit', True)

# ---------------- Indonesia / Philippines ----------------
e('railm', 'ID', 'QRIS WARUNG MAKAN BU SRI YOGYAKARTA', ['Warung Makan Bu Sri'], FD, OMIT, 'Yogyakarta', OMIT)
e('proc', 'ID', 'MIDTRANS*TOKO BATIK SEKAR ARUM', ['Toko Batik Sekar Arum', 'Batik Sekar Arum'], SH, 'Midtrans', None, OMIT)
t('ID', 'TRSF E-BANKING DB 1403/FTSCY/WS95031 BUDI SANTOSO')
p('ID', 'DANA KIRIM UANG KE DEWI LESTARI 0812XXXX3456', 'DANA', 'Dewi Lestari')
e('brand', 'ID', 'ALFAMART TSJN BEKASI', 'Alfamart', FD, None, 'Bekasi')
e('proc', 'ID', 'XENDIT*TOKO KUE NYONYA LIEM', 'Toko Kue Nyonya Liem', FD, 'Xendit', None, OMIT)
p('PH', 'GCASH SEND MONEY TO JUAN DELA CRUZ 09171234567', 'GCash', 'Juan Dela Cruz')
p('PH', 'INSTAPAY TRANSFER FROM MARIA CLARA REYES', 'InstaPay', 'Maria Clara Reyes', 'income')
e('local', 'PH', 'POS PURCHASE ALING NENA CARINDERIA QUEZON CITY', ["Aling Nena's Carinderia", 'Aling Nena Carinderia'], FD, None, 'Quezon City')
e('brand', 'PH', 'MANG INASAL SM MEGAMALL MANDALUYONG', 'Mang Inasal', FD, None, 'Mandaluyong')

# ---------------- China / Hong Kong / Taiwan ----------------
p('CN', '支付宝转账-张伟', 'Alipay', '张伟')
p('CN', '微信转账 李娜', 'WeChat Pay', '李娜')
e('railm', 'CN', '财付通-老王牛肉面馆', ['老王牛肉面馆', '老王牛肉面'], FD, OMIT, None, OMIT)
e('local', 'CN', '消费 成都市武侯区陈记火锅店', ['陈记火锅店', '陈记火锅'], FD, None, 'Chengdu')
e('local', 'CN', 'POS消费 杭州西湖区小林花店', ['小林花店'], SH, None, 'Hangzhou')
e('brand', 'CN', '消费 盒马鲜生 上海', ['Freshippo', 'Hema', '盒马鲜生', '盒马'], FD, None, 'Shanghai')
e('brand', 'CN', '饿了么', ['Ele.me', '饿了么'], FD, None, None, OMIT)
p('HK', 'FPS TO CHAN TAI MAN', 'FPS', 'Chan Tai Man')
p('HK', 'PAYME TRANSFER TO WONG KA YAN', 'PayMe', 'Wong Ka Yan')
e('local', 'HK', 'EPS 14MAR 九記茶餐廳 旺角', ['九記茶餐廳'], FD, None, OMIT)
e('local', 'HK', 'SUN KEE NOODLE SHOP SHAM SHUI PO HK', 'Sun Kee Noodle Shop', FD, None, OMIT)
e('brand', 'HK', 'PARKNSHOP TSUEN WAN HK', ['PARKnSHOP', 'Park n Shop'], FD, None, OMIT)
e('brand', 'HK', 'MTR CORPORATION LTD', 'MTR', TR, None, OMIT, OMIT)
p('TW', 'LINE Pay 轉帳 陳怡君', 'LINE Pay', '陳怡君')
e('local', 'TW', '阿明滷肉飯 台南', ['阿明滷肉飯'], FD, None, 'Tainan')
e('brand', 'TW', '全聯福利中心 台中', ['PX Mart', '全聯', '全聯福利中心'], FD, None, 'Taichung')
e('local', 'TW', 'POS 林記眼鏡行 高雄', ['林記眼鏡行', '林記眼鏡'], HW, None, 'Kaohsiung')

# ---------------- Japan ----------------
e('local', 'JP', 'ﾗｰﾒﾝ ﾏﾙﾀｹ ｻｯﾎﾟﾛ', ['ラーメン まるたけ', 'ラーメンマルタケ', 'Ramen Marutake'], FD, None, 'Sapporo')
e('local', 'JP', 'VISAﾃﾞﾋﾞｯﾄ ﾔﾏﾀﾞｼﾖｳﾃﾝ', ['山田商店', 'ヤマダショウテン', 'Yamada Shoten'], OMIT)
e('local', 'JP', 'やきとり鳥吉 福岡', ['やきとり鳥吉', '鳥吉'], FD, None, 'Fukuoka')
e('brand', 'JP', 'ｾﾌﾞﾝｲﾚﾌﾞﾝ ｼﾌﾞﾔｴｷﾏｴ', ['セブン-イレブン', '7-Eleven', 'Seven-Eleven'], OMIT, None, OMIT)
e('brand', 'JP', 'ﾕﾆｸﾛ ｷﾞﾝｻﾞﾃﾝ', ['ユニクロ', 'Uniqlo'], SH, None, OMIT)
e('brand', 'JP', 'AMAZON.CO.JP', ['Amazon', 'Amazon.co.jp'], SH, None, None, 'online')
c2c('JP', 'ﾌﾘｺﾐ ｽｽﾞｷ ﾊﾅｺ')
e('dd', 'JP', 'ｶﾝｻｲﾃﾞﾝﾘﾖｸ', ['関西電力', 'Kansai Electric Power', 'Kansai Electric'], HU, None, OMIT, 'direct_debit', True)
e('local', 'JP', '喫茶ひまわり 京都市', ['喫茶ひまわり', 'ひまわり'], FD, None, 'Kyoto')
e('proc', 'JP', 'SQ *ﾊﾟﾝﾔ ｺﾑｷﾞ', ['パン屋こむぎ', 'パンや こむぎ', 'Panya Komugi'], FD, 'Square')

# ---------------- South Korea ----------------
p('KR', '토스 김민준', 'Toss', '김민준')
p('KR', '카카오페이 송금 이서연', 'KakaoPay', '이서연')
e('local', 'KR', '할매순대국 부산', ['할매순대국'], FD, None, 'Busan')
e('local', 'KR', '(주)한빛안경원 대구', ['한빛안경원'], HW, None, 'Daegu')
e('brand', 'KR', 'GS25 역삼점', 'GS25', OMIT, None, OMIT)
e('brand', 'KR', '스타벅스코리아 강남역점', ['Starbucks', '스타벅스'], FD, None, OMIT)
e('brand', 'KR', '배달의민족', ['Baemin', '배달의민족'], FD, None, None, OMIT)
e('local', 'KR', '행복세탁소 인천', ['행복세탁소'], OMIT, None, 'Incheon')

# ---------------- Australia / New Zealand ----------------
e('local', 'AU', 'EFTPOS PURCHASE BILLY & CO BUTCHERS BALLARAT AU', ['Billy & Co Butchers', 'Billy and Co Butchers'], FD, None, 'Ballarat')
e('proc', 'AU', 'SQ *GUMTREE GELATO Fremantle', 'Gumtree Gelato', FD, 'Square', 'Fremantle')
e('proc', 'AU', 'Square *Banjo Fish & Chips Byron Bay', ['Banjo Fish & Chips', 'Banjo Fish and Chips'], FD, 'Square', 'Byron Bay')
e('brand', 'AU', 'COLES 0456 NEWTOWN', 'Coles', FD, None, OMIT)
e('brand', 'AU', 'BUNNINGS 381000 CANBERRA', 'Bunnings', SH, None, 'Canberra')
p('AU', 'OSKO PAYMENT TO LIAM OCONNELL REF PIZZA', 'Osko', 'Liam OConnell')
p('AU', 'PAYID TRANSFER FROM EMMA NGUYEN', 'PayID', 'Emma Nguyen', 'income')
e('dd', 'AU', 'DIRECT DEBIT AGL SALES PTY LTD 123456789', 'AGL', HU, None, None, 'direct_debit', True)
e('income', 'AU', 'SALARY HARBOURLINE CONSTRUCTIONS PTY', None, IN, None, None, 'bank_transfer', OMIT, 'income')
e('tax', 'AU', 'BPAY ATO TAX OFFICE PAYMENTS', None, GT, None, None, OMIT, OMIT)
e('local', 'NZ', 'EFTPOS KAURI COAST MOTORS DARGAVILLE', 'Kauri Coast Motors', TR, None, 'Dargaville')
e('local', 'NZ', 'EFTPOS HOKITIKA PHARMACY 14-03 1422', 'Hokitika Pharmacy', HW, None, OMIT)
t('NZ', 'TO: R WHAITITI REF: CONCERT TIX')
e('brand', 'NZ', 'NEW WORLD TE RAPA HAMILTON', 'New World', FD, None, 'Hamilton')

# ---------------- more: processors, online channel, local in other scripts ----------------
e('proc', 'US', 'SQ *TWO RIVERS KNIFE SHARPENING', 'Two Rivers Knife Sharpening', OMIT, 'Square')
e('proc', 'US', 'PP*MAPLEWOOD HONEY FARM', 'Maplewood Honey Farm', FD, 'PayPal', None, OMIT)
e('proc', 'US', 'STRIPE *SUNSET YOGA COLLECTIVE', 'Sunset Yoga Collective', HW, 'Stripe', None, OMIT)
e('proc', 'US', 'SP * DESERT BLOOM CANDLES', 'Desert Bloom Candles', SH, 'Shopify', None, 'online')
e('proc', 'GB', 'SUMUP  *THE PIE MINISTER STALL', ['The Pie Minister Stall', 'Pie Minister Stall'], FD, 'SumUp')
e('proc', 'GB', 'PAYPAL *HEBRIDEAN KNITS 35314369001', 'Hebridean Knits', SH, 'PayPal', None, 'online')
e('proc', 'DE', 'ZETTLE_*Kaffeeroesterei Hanse Bremen', ['Kaffeerösterei Hanse', 'Kaffeeroesterei Hanse'], FD, 'Zettle', 'Bremen')
e('proc', 'ES', 'SUMUP *XURRERIA CAN PERE', ['Xurreria Can Pere', 'Churrería Can Pere'], FD, 'SumUp')
e('proc', 'IT', 'SUMUP *AGRITURISMO IL POGGIO', 'Agriturismo Il Poggio', OMIT, 'SumUp')
e('proc', 'NL', 'Stichting Mollie Payments - Keramiekatelier Klei', ['Keramiekatelier Klei', 'Klei'], SH, 'Mollie', None, 'online')
e('proc', 'FR', 'PAYPAL *LAFERMEDESSAULES', ['La Ferme des Saules'], FD, 'PayPal', None, 'online')
e('proc', 'PL', 'PAYU*SKLEP WEDKARSKI SZCZUPAK', ['Sklep Wędkarski Szczupak', 'Sklep Wedkarski Szczupak'], SH, 'PayU', None, 'online')
e('proc', 'IN', 'PAYU*SHARMA TUTORIALS', 'Sharma Tutorials', ED, 'PayU', None, OMIT)
e('proc', 'GR', 'VIVA WALLET*ZACHAROPLASTEIO MELI', ['Zacharoplasteio Meli', 'Meli'], FD, 'Viva Wallet')
e('proc', 'BR', 'MP *ACAITERIAVERAO', ['Açaiteria Verão', 'Acaiteria Verao'], FD, 'Mercado Pago')
e('proc', 'MX', 'CLIP MX*LAVANDERIA BURBUJAS', ['Lavandería Burbujas', 'Lavanderia Burbujas'], OMIT, 'Clip')
e('proc', 'CA', 'SQ *GASTOWN BIKE REPAIR Vancouver BC', 'Gastown Bike Repair', OMIT, 'Square', 'Vancouver')
e('pbrand', 'GB', 'PAYPAL *DELIVEROO', 'Deliveroo', FD, 'PayPal', None, OMIT)
e('pbrand', 'NL', 'NS Reizigers via Adyen', ['NS', 'Nederlandse Spoorwegen'], TR, 'Adyen', None, OMIT)
e('pbrand', 'SE', 'KLARNA*ELLOS', 'Ellos', SH, 'Klarna', None, 'online')
e('pbrand', 'US', 'PADDLE.NET* SETAPP', 'Setapp', SV, 'Paddle', None, 'online', True)
e('pbrand', 'DE', 'FS *SKETCHUP', 'SketchUp', SV, 'FastSpring', None, 'online', OMIT)
e('pbrand', 'TR', 'IYZICO/YEMEKSEPETI', ['Yemeksepeti'], FD, 'iyzico', None, OMIT)

# ---------------- more: small local businesses ----------------
e('local', 'US', 'DOLLAR DEBIT NGUYEN PHO & GRILL GARDEN GROVE CA', ['Nguyen Pho & Grill', 'Nguyen Pho and Grill'], FD, None, 'Garden Grove')
e('local', 'US', 'DBT CRD 1422 03/14 MIDTOWN SHOE REPAIR OMAHA NE', 'Midtown Shoe Repair', OMIT, None, 'Omaha')
e('local', 'GB', 'GRAHAMS HARDWARE LTD  TRURO', ["Graham's Hardware", 'Grahams Hardware'], SH, None, 'Truro')
e('local', 'FR', 'CB TABAC PRESSE LE CELTIC 14/03 QUIMPER', ['Tabac Presse Le Celtic', 'Le Celtic'], OMIT, None, 'Quimper')
e('local', 'DE', 'KARTENZAHLUNG HOFLADEN GREVE 14.03 CELLE', ['Hofladen Greve'], FD, None, 'Celle')
e('local', 'DE', 'Physiotherapie am Markt Kiel', 'Physiotherapie am Markt', HW, None, 'Kiel')
e('local', 'IT', 'PAG.POS CARTA 1234 MACELLERIA F.LLI CONTI PARMA', ['Macelleria Fratelli Conti', 'Macelleria F.lli Conti'], FD, None, 'Parma')
e('local', 'ES', 'COMPRA TARJ. PANADERIA HNOS. GARCIA ZARAGOZA', ['Panadería Hermanos García', 'Panaderia Hermanos Garcia', 'Panaderia Hnos Garcia'], FD, None, 'Zaragoza')
e('local', 'PT', 'COMPRA DROGARIA CENTRAL DE COIMBRA', 'Drogaria Central', OMIT, None, 'Coimbra')
e('local', 'NL', 'BEA FIETSENMAKER JANSEN GRONINGEN', 'Fietsenmaker Jansen', TR, None, 'Groningen')
e('local', 'SE', 'KORTKÖP 240313 FRISÖR SAXEN GÖTEBORG', ['Frisör Saxen', 'Frisor Saxen'], PC, None, 'Gothenburg')
e('local', 'PL', 'PLATNOSC KARTA APTEKA POD ORLEM POZNAN', ['Apteka pod Orłem', 'Apteka pod Orlem'], HW, None, 'Poznan')
e('local', 'CZ', 'PLATBA KARTOU PNEUSERVIS DVORAK PLZEN', ['Pneuservis Dvořák', 'Pneuservis Dvorak'], TR, None, 'Plzen')
e('local', 'RU', 'ОПЛАТА ТОВАРОВ И УСЛУГ. ЦВЕТОЧНАЯ ЛАВКА РОМАШКА ТВЕРЬ', ['Цветочная лавка Ромашка', 'Ромашка'], SH, None, 'Tver')
e('local', 'GR', 'ΚΡΕΟΠΩΛΕΙΟ ΜΑΝΩΛΑΚΗΣ ΗΡΑΚΛΕΙΟ', ['Κρεοπωλείο Μανωλάκης', 'Kreopoleio Manolakis'], FD, None, 'Heraklion')
e('local', 'IL', 'מוסך האחים כהן חולון', ['מוסך האחים כהן'], TR, None, 'Holon')
e('local', 'EG', 'صيدلية النور القاهرة', ['صيدلية النور', 'Al Nour Pharmacy'], HW, None, 'Cairo')
e('local', 'MA', 'مخبزة الأطلس مكناس', ['مخبزة الأطلس', 'Boulangerie Atlas'], FD, None, 'Meknes')
e('local', 'AE', 'مطعم بيت الشاورما أبوظبي', ['مطعم بيت الشاورما', 'بيت الشاورما', 'Bait Al Shawarma'], FD, None, 'Abu Dhabi')
e('local', 'IN', 'गुप्ता मिष्ठान भंडार लखनऊ', ['गुप्ता मिष्ठान भंडार', 'Gupta Mishthan Bhandar'], FD, None, 'Lucknow')
e('local', 'IN', 'POS 4123XXXXXXXX5678 SRI VINAYAKA TIFFIN CENTRE CHENNAI', ['Sri Vinayaka Tiffin Centre', 'Sri Vinayaka Tiffin Center'], FD, None, 'Chennai')
e('local', 'NP', 'काठमाडौं किताब पसल', ['काठमाडौं किताब पसल'], SH, None, OMIT)
e('local', 'TH', 'ร้านยาเภสัชกรสมใจ ขอนแก่น', ['ร้านยาเภสัชกรสมใจ', 'เภสัชกรสมใจ'], HW, None, 'Khon Kaen')
e('local', 'TH', 'อู่ช่างต้อมการช่าง นครราชสีมา', ['อู่ช่างต้อมการช่าง', 'ช่างต้อมการช่าง'], TR, None, 'Nakhon Ratchasima')
e('local', 'JP', 'ｸﾘｰﾆﾝｸﾞ ｻｸﾗ ﾖｺﾊﾏ', ['クリーニングさくら', 'クリーニング サクラ', 'Cleaning Sakura'], OMIT, None, 'Yokohama')
e('local', 'KR', '김밥천국 대전둔산점', ['김밥천국'], FD, None, 'Daejeon')
e('local', 'CN', '消费 西安市小赵肉夹馍', ['小赵肉夹馍'], FD, None, "Xi'an")
e('local', 'TW', '永和豆漿大王 新竹', ['永和豆漿大王', '永和豆漿'], FD, None, 'Hsinchu')
e('local', 'VN', 'TIEM SUA XE MAY HUNG CAN THO', ['Tiệm Sửa Xe Máy Hùng', 'Tiem Sua Xe May Hung'], TR, None, 'Can Tho')
e('local', 'ID', 'TOKO BANGUNAN SUMBER REJEKI SURABAYA', 'Toko Bangunan Sumber Rejeki', SH, None, 'Surabaya')
e('local', 'PH', 'POS PURCHASE BOTIKA NI ALING LOURDES CEBU CITY', ['Botika ni Aling Lourdes'], HW, None, 'Cebu City')
e('local', 'KE', 'POS PURCHASE WANGARI HARDWARE NAKURU', 'Wangari Hardware', SH, None, 'Nakuru')
e('local', 'NG', 'POS PURCHASE IYA BASIRAT AMALA IBADAN', ['Iya Basirat Amala', 'Iya Basirat'], FD, None, 'Ibadan')
e('local', 'AR', 'COMPRA DEBITO GOMERIA EL CHAVO SALTA', ['Gomería El Chavo', 'Gomeria El Chavo'], TR, None, 'Salta')
e('local', 'CL', 'COMPRA NAC. LIBRERIA EL QUIJOTE VALDIVIA', ['Librería El Quijote', 'Libreria El Quijote'], SH, None, 'Valdivia')
e('local', 'CO', 'COMPRA PELUQUERIA STYLOS Y TIJERAS MANIZALES', ['Peluquería Stylos y Tijeras', 'Peluqueria Stylos y Tijeras'], PC, None, 'Manizales')
e('local', 'BR', 'COMPRA CARTAO BORRACHARIA DO TIAO GOIANIA', ['Borracharia do Tião', 'Borracharia do Tiao'], TR, None, 'Goiania')
e('local', 'SI', 'NAKUP KARTICA LEKARNA OB SAVI CELJE', ['Lekarna ob Savi'], HW, None, 'Celje')
e('local', 'HR', 'KUPNJA MESNICA MATIC OSIJEK', ['Mesnica Matić', 'Mesnica Matic'], FD, None, 'Osijek')

# ---------------- more: person-to-person ----------------
p('US', 'VENMO *JESSICA ALVAREZ Visa Direct NY', 'Venmo', 'Jessica Alvarez', 'income')
p('US', 'ZELLE FROM GOMEZ CARLOS ON 03/14 REF # BAC0a1b2c3d4', 'Zelle', 'Gomez Carlos', 'income')
p('GB', 'MONZO TRANSFER TO HANNAH PRICE', 'Monzo', 'Hannah Price')
p('GB', 'Wise Payments Ltd Sent money to Olumide Bakare', 'Wise', 'Olumide Bakare')
p('DE', 'PayPal (Europe) S.a r.l. et Cie, S.C.A. Geld gesendet an Jonas Richter', 'PayPal', 'Jonas Richter')
p('ES', 'TRANSFERENCIA BIZUM RECIBIDA DE NEREA IGLESIAS CONCEPTO LOTERIA', 'Bizum', 'Nerea Iglesias', 'income')
p('IT', 'Satispay ricevuto da Francesca Greco', 'Satispay', 'Francesca Greco', 'income')
p('NO', 'VIPPS BETALING FRA SIGRID HAUGEN', 'Vipps', 'Sigrid Haugen', 'income')
p('DK', 'MobilePay: Overførsel til Frederik Møller', 'MobilePay', 'Frederik Møller')
p('CH', 'TWINT SENDEN AN +41 79 555 12 34', 'Twint', None)
p('SE', 'SWISH TILL 0701234567', 'Swish', None)
p('PL', 'BLIK PRZELEW NA TELEFON +48 600 123 456', 'BLIK', None)
p('IN', 'UPI/P2A/410155667788/ANIL KUMAR/ICICI/PAYMENT FROM PHONE', 'UPI', 'Anil Kumar')
p('SG', 'PAYNOW FROM LIM HUI MIN OTHR TRANSFER', 'PayNow', 'Lim Hui Min', 'income')
p('KE', 'Customer Transfer Fuliza M-Pesa to 0799XXX111 - JOHN KAMAU', 'M-Pesa', 'John Kamau')
p('MX', 'MERCADO PAGO TRANSFERENCIA A LUIS ANGEL TORRES', 'Mercado Pago', 'Luis Angel Torres')
p('FR', 'LYDIA DE CAMILLE GIRARD', 'Lydia', 'Camille Girard', 'income')
p('IE', 'REVOLUT*TO NIAMH DOYLE', 'Revolut', 'Niamh Doyle')
p('CN', '支付宝转账 来自王芳', 'Alipay', '王芳', 'income')
t('FR', 'VIREMENT SEPA EMIS M. LUC PERRIN MOTIF PARTAGE VACANCES')
t('AT', 'Überweisung an Katharina Gruber AT611904300234573201')
t('PL', 'PRZELEW ZEWNĘTRZNY DO: MAGDALENA ZIELIŃSKA TYTUŁ: ZWROT ZA BILETY')
t('KR', '타행이체 박지훈')
t('JP', 'ﾌﾘｺﾐ ﾀﾅｶ ｹﾝｲﾁ', 'income')
c2c('RU', 'Перевод с карты на карту 4276****1234 Дмитрий В.')
c2c('KZ', 'Перевод на карту Ерлан Б.')

# ---------------- more: non-merchant ----------------
e('atm', 'DE', 'GA 14.03 11:05 Sparkasse Hannover Karte 1 2026-12', None, FS, None, 'Hannover', 'atm')
e('atm', 'PL', 'WYPŁATA GOTÓWKI BANKOMAT PKO BP ŁÓDŹ', None, FS, None, 'Lodz', 'atm')
e('atm', 'JP', 'ATM引出し セブン銀行', None, FS, None, None, 'atm')
e('atm', 'TH', 'ATM WDL KRUNGSRI PHUKET', None, FS, None, 'Phuket', 'atm')
e('fee', 'IN', 'SMS CHARGES FOR QTR ENDING MAR24 INCL GST', None, FS, None, None, OMIT)
e('fee', 'AU', 'INTL TRANSACTION FEE 3.00%', None, FS, None, None, OMIT)
e('fee', 'NL', 'Kosten OranjePakket', None, FS, None, None, OMIT, OMIT)
e('income', 'ES', 'ABONO NOMINA TALLERES HERNANDEZ SL', None, IN, None, None, 'bank_transfer', OMIT, 'income')
e('income', 'DE', 'Habenzinsen 01.01.-31.03.2024', None, IN, None, None, OMIT, OMIT, 'income')
e('income', 'SE', 'LÖN MARS NORRLANDS TRÄ AB', None, IN, None, None, 'bank_transfer', OMIT, 'income')
e('income', 'JP', 'ｷﾕｳﾖ ｶ)ﾔﾏﾄｾｲｻｸｼﾖ', None, IN, None, None, 'bank_transfer', OMIT, 'income')
e('tax', 'DE', 'Stadtkasse Dresden Grundsteuer 2024', None, GT, None, OMIT, OMIT, OMIT)
e('tax', 'IN', 'ADVANCE TAX CHALLAN 280 INCOME TAX DEPT', None, GT, None, None, OMIT, OMIT)
own('GB', 'TO A/C 12345678 SAVINGS TRANSFER')
own('DE', 'Umbuchung auf Tagesgeld 123456789', 'expense')
own('BR', 'TRANSF ENTRE CONTAS MESMA TITULARIDADE')

# ---------------- more: subscriptions and direct debits ----------------
e('sub', 'GB', 'AMAZON PRIME*2K4LM9 AMAZON.CO.UK', ['Amazon Prime', 'Amazon'], OMIT, None, None, 'online', True)
e('sub', 'FR', 'CB DEEZER 14/03 PARIS', 'Deezer', EN, None, OMIT, 'online', True)
e('sub', 'DE', 'Audible GmbH Abo', 'Audible', OMIT, None, None, 'online', True)
e('sub', 'IN', 'NETFLIX.COM MUMBAI', 'Netflix', EN, None, OMIT, 'online', True)
e('sub', 'AU', 'GOOGLE *YouTubePremium g.co/helppay#', ['YouTube Premium', 'YouTube'], EN, OMIT, None, 'online', True)
e('dd', 'DE', 'SEPA-Lastschrift Vodafone GmbH Kd-Nr 123456789', 'Vodafone', SV, None, None, 'direct_debit', True)
e('dd', 'FR', 'PRLV SEPA BASIC FIT FRANCE', ['Basic-Fit', 'Basic Fit'], HW, None, None, 'direct_debit', True)
e('dd', 'ES', 'RECIBO MOVISTAR TELEFONICA DE ESPANA', ['Movistar', 'Telefónica'], SV, None, None, 'direct_debit', True)
e('dd', 'PL', 'POLECENIE ZAPLATY PGNIG OBROT DETALICZNY', ['PGNiG'], HU, None, None, 'direct_debit', True)
e('dd', 'NZ', 'AP MERCURY ENERGY', ['Mercury', 'Mercury Energy'], HU, None, None, 'direct_debit', True)

# ---------------- summary ----------------
def _script(ch):
    try: n = unicodedata.name(ch)
    except ValueError: return None
    for key, s in (('HALFWIDTH KATAKANA', 'Japanese kana'), ('KATAKANA', 'Japanese kana'), ('HIRAGANA', 'Japanese kana'),
                   ('CJK UNIFIED', 'Han'), ('HANGUL', 'Hangul'), ('DEVANAGARI', 'Devanagari'), ('THAI', 'Thai'),
                   ('HEBREW', 'Hebrew'), ('ARABIC', 'Arabic'), ('GREEK', 'Greek'), ('CYRILLIC', 'Cyrillic'), ('LATIN', 'Latin')):
        if n.startswith(key): return s
    return None
assert len(K) == len(lb.rows)
titles = [r['title'] for r in lb.rows]
dup = [x for x, n in collections.Counter(titles).items() if n > 1]
assert not dup, dup
scripts = collections.Counter()
for r in lb.rows:
    for s in {_script(c) for c in r['title']} - {None}: scripts[s] += 1
kinds = collections.Counter(K)
print('titles', len(lb.rows))
cc = collections.Counter(r['country'] for r in lb.rows)
print('countries', len(cc), 'max per country', max(cc.values()))
print('per kind', dict(sorted(kinds.items())))
merchant = sum(kinds[k] for k in ('local', 'proc', 'pbrand', 'brand', 'railm', 'sub', 'dd'))
nodata = sum(kinds[k] for k in ('local', 'proc', 'railm'))
print('merchant cases', merchant, 'in no data set', nodata, 'brands', kinds['brand'] + kinds['pbrand'],
      'behind processor', kinds['proc'] + kinds['pbrand'], 'p2p+xfer', kinds['p2p'] + kinds['xfer'],
      'non-merchant', sum(kinds[k] for k in ('atm', 'fee', 'income', 'tax', 'own')))
print('per country', dict(sorted(cc.items())))
print('scripts', len(scripts), dict(sorted(scripts.items())))
lb.write('hk', 'heldout-k.jsonl')
