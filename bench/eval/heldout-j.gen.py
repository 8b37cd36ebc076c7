import sys, os; sys.path.insert(0, os.path.dirname(os.path.abspath(__file__))); import labels as lb; from labels import OMIT
import collections, unicodedata

K = []
def e(kind, cc, title, m, cat, proc=None, city=None, ch='in_store', rec=False, typ='expense', p2p=None):
    lb.E(cc, title, m, cat, proc, city, ch, rec, p2p, typ); K.append(kind)
def p(cc, title, plat, rcpt, typ='expense'):
    lb.P(cc, title, plat, rcpt, typ); K.append('p2p')
def t(cc, title, typ='expense'):
    lb.T(cc, title, typ); K.append('xfer')

FD = 'Food & Drink'; SH = 'Shopping'; TR = 'Transportation'; TV = 'Travel'; HU = 'Housing & Utilities'
EN = 'Entertainment'; HW = 'Health & Wellness'; PC = 'Personal Care'; ED = 'Education'; FS = 'Financial Services'
GT = 'Government & Taxes'; SV = 'Services'; CG = 'Charity & Gifts'; IN = 'Income'; XF = 'Transfers'

# ---------------- United States ----------------
e('proc', 'US', 'SQ *BLUE DOOR BAKERY Portland OR', 'Blue Door Bakery', FD, 'Square', 'Portland')
e('proc', 'US', 'TST* MARIAS TAQUERIA - AUS AUSTIN TX', ["Maria's Taqueria", 'Marias Taqueria'], FD, 'Toast', 'Austin')
e('proc', 'US', 'CLV*RIVERSIDE HARDWARE 5554128830 NJ', 'Riverside Hardware', SH, 'Clover')
e('local', 'US', 'KWIK KLEEN CAR WASH #2 MESA AZ', 'Kwik Kleen Car Wash', TR, None, 'Mesa')
e('local', 'US', 'POS DEBIT 0412 DR PATEL FAMILY DENTISTR EDISON NJ', ['Dr Patel Family Dentistry', 'Patel Family Dentistry'], HW, None, 'Edison')
e('brand', 'US', "TRADER JOE S #552 QPS BROOKLYN NY", ["Trader Joe's"], FD, None, 'Brooklyn')
p('US', 'Zelle payment to MICHAEL OBRIEN Conf# h7x2kq9pd', 'Zelle', 'Michael OBrien')
p('US', 'VENMO PAYMENT 1029384756 WEB ID: 3264681992', 'Venmo', None)
p('US', 'CASH APP*TANYA WILLIAMS*8774174551 CA', 'Cash App', 'Tanya Williams')
e('railm', 'US', 'VENMO *LUCKY DRAGON KITCHEN', 'Lucky Dragon Kitchen', FD, OMIT, None, OMIT)
e('sub', 'US', 'NETFLIX.COM 866-579-7172 CA', 'Netflix', EN, None, None, 'online', True)
e('income', 'US', 'ACME LOGISTICS INC DES:PAYROLL ID:XXXXX8812 INDN:JORDAN LEE CO ID:1234567890 PPD', None, IN, None, None, 'bank_transfer', OMIT, 'income')
e('dd', 'US', 'GEICO DES:AUTOPAY ID:9928171 INDN:JORDAN LEE CO ID:0000123 PPD', 'GEICO', FS, None, None, 'direct_debit', True)
e('tax', 'US', 'IRS DES:USATAXPYMT ID:270345678901234 INDN:JORDAN LEE', None, GT, None, None, OMIT, OMIT)

# ---------------- Canada ----------------
p('CA', 'E-TRANSFER SENT SARAH TREMBLAY 4J8K2M', 'Interac', 'Sarah Tremblay')
p('CA', 'Interac e-Transfer received DANIEL WONG', 'Interac', 'Daniel Wong', 'income')
e('local', 'CA', 'BOULANGERIE LE FOURNIL DU VI LEVIS QC', ['Le Fournil du Village', 'Boulangerie Le Fournil du Village'], FD, None, 'Levis')
e('proc', 'CA', 'SQ *NORTHERN GROUNDS COFFEE Halifax NS', 'Northern Grounds Coffee', FD, 'Square', 'Halifax')
e('brand', 'CA', 'TIM HORTONS #2741 TORONTO ON', 'Tim Hortons', FD, None, 'Toronto')
e('fee', 'CA', 'MONTHLY ACCOUNT FEE', None, FS, None, None, OMIT)
e('dd', 'CA', 'PREAUTHORIZED DEBIT HYDRO ONE NETWORKS', 'Hydro One', HU, None, None, 'direct_debit', True)
e('local', 'CA', 'GARAGE J.L. BEAUDOIN INC SHERBROOKE QC', ['Garage J.L. Beaudoin', 'Garage JL Beaudoin'], TR, None, 'Sherbrooke')
e('proc', 'CA', 'SP * NORTHERN WOOL CO', 'Northern Wool Co', SH, 'Shopify', None, 'online')
e('proc', 'CA', 'GPAY*SQ *MOONBEAN COFFEE Toronto ON', 'Moonbean Coffee', FD, 'Square', 'Toronto')
e('refund', 'CA', 'REFUND - AMAZON.CA', 'Amazon', IN, None, None, OMIT, False, 'income')
e('sub', 'CA', 'DISNEY PLUS 888-905-7888 CA', ['Disney+', 'Disney Plus'], EN, None, None, 'online', True)

# ---------------- Mexico ----------------
e('brand', 'MX', 'OXXO LAS FLORES MONTERREY NL', 'Oxxo', OMIT, None, 'Monterrey')
e('local', 'MX', 'TAQUERIA EL GUERO CDMX', ['Taquería El Güero', 'Taqueria El Guero'], FD, None, 'Mexico City')
e('proc', 'MX', 'MERPAGO*FERRETERIALAPAZ', ['Ferretería La Paz', 'Ferreteria La Paz'], SH, 'Mercado Pago', None, OMIT)
e('proc', 'MX', 'CLIP MX*ESTETICA CANINA LUPITA', ['Estética Canina Lupita', 'Estetica Canina Lupita'], OMIT, 'Clip')
e('brand', 'MX', 'PEMEX ES 04521 GUADALAJARA JAL', 'Pemex', TR, None, 'Guadalajara')
t('MX', 'SPEI ENVIADO BANORTE A JUAN CARLOS RAMIREZ HERNANDEZ REF 0412')
e('sub', 'MX', 'SPOTIFY MX', 'Spotify', EN, None, None, 'online', True)
e('income', 'MX', 'DEPOSITO NOMINA GRUPO INDUSTRIAL SALTILLO SA DE CV', None, IN, None, OMIT, 'bank_transfer', OMIT, 'income')
e('atm', 'MX', 'RETIRO CAJERO BBVA PUEBLA CENTRO', None, FS, None, 'Puebla', 'atm')

# ---------------- Brazil ----------------
p('BR', 'PIX ENVIADO - ANA PAULA SOUZA', 'PIX', 'Ana Paula Souza')
p('BR', 'PIX RECEBIDO 12/03 RAFAEL LIMA OLIVEIRA', 'PIX', 'Rafael Lima Oliveira', 'income')
p('BR', 'TRANSF PIX ***.456.789-** LUCAS MARTINS', 'PIX', 'Lucas Martins')
e('railm', 'BR', 'PIX QR CODE PADARIA PAO DOURADO LTDA', ['Padaria Pão Dourado', 'Padaria Pao Dourado'], FD, OMIT, None, OMIT)
e('proc', 'BR', 'MP *BARBEARIACORTEFINO', 'Barbearia Corte Fino', PC, 'Mercado Pago')
e('proc', 'BR', 'PAG*JoseDaSilvaLanches', ['José da Silva Lanches', 'Jose da Silva Lanches'], FD, 'PagSeguro')
e('local', 'BR', 'COMPRA CARTAO DROGARIA SAO BENTO CURITIBA', ['Drogaria São Bento', 'Drogaria Sao Bento'], HW, None, 'Curitiba')
e('brand', 'BR', 'PAO DE ACUCAR-1234 SAO PAULO BRA', ['Pão de Açúcar', 'Pao de Acucar'], FD, None, 'Sao Paulo')
e('brand', 'BR', 'UBER *TRIP HELP.UBER.COM', 'Uber', TR, None, None, 'mobile_app')
e('dd', 'BR', 'DEB AUTOMATICO ENEL DISTRIBUICAO SP', 'Enel', HU, None, None, 'direct_debit', True)
e('proc', 'BR', 'EBANX*AliExpress', 'AliExpress', SH, 'EBANX', None, 'online')

# ---------------- Argentina ----------------
e('proc', 'AR', 'MERPAGO*PANADERIALAESPIGA', ['Panadería La Espiga', 'Panaderia La Espiga'], FD, 'Mercado Pago', None, OMIT)
e('local', 'AR', 'COMPRA DEBITO KIOSCO EL TURCO CABA', 'Kiosco El Turco', OMIT, None, 'Buenos Aires')
e('brand', 'AR', 'YPF FULL RUTA 9 ROSARIO', 'YPF', TR, None, 'Rosario')
p('AR', 'TRANSF. MERCADO PAGO A MARTINA GOMEZ', 'Mercado Pago', 'Martina Gomez')
t('AR', 'TRANSF INMEDIATA A FEDERICO ALVAREZ CBU 0110599520000012345678')
e('proc', 'AR', 'DLO*SPOTIFY', 'Spotify', EN, 'dLocal', None, 'online', True)
e('tax', 'AR', 'AFIP VEP 1234567 IMPUESTOS', None, GT, None, None, OMIT, OMIT)

# ---------------- Chile ----------------
e('brand', 'CL', 'LIDER EXP PROVIDENCIA SANTIAGO', ['Líder', 'Lider'], FD, None, 'Santiago')
e('local', 'CL', 'EMPANADAS DONA ROSA VALPARAISO', ['Empanadas Doña Rosa', 'Empanadas Dona Rosa'], FD, None, 'Valparaiso')
e('proc', 'CL', 'SUMUP *CAFE EL MOLINO', ['Café El Molino', 'Cafe El Molino'], FD, 'SumUp')
t('CL', 'TRANSFERENCIA A CAMILA FUENTES ROJAS')
e('brand', 'CL', 'COPEC 1123 CONCEPCION', 'Copec', TR, None, 'Concepcion')
e('fee', 'CL', 'COMISION MANTENCION CUENTA CORRIENTE', None, FS, None, None, OMIT)
e('proc', 'CL', 'MERPAGO*FERRETERIA SANTA ROSA', ['Ferretería Santa Rosa', 'Ferreteria Santa Rosa'], SH, 'Mercado Pago', None, OMIT)

# ---------------- Colombia ----------------
p('CO', 'TRANSFERENCIA NEQUI A LAURA MARTINEZ', 'Nequi', 'Laura Martinez')
p('CO', 'DAVIPLATA ENVIO 3001234567', 'DaviPlata', None)
e('local', 'CO', 'PANADERIA EL TRIGAL SAS MEDELLIN', ['Panadería El Trigal', 'Panaderia El Trigal'], FD, None, 'Medellin')
e('brand', 'CO', 'EXITO CALLE 80 BOGOTA', ['Éxito', 'Exito', 'Almacenes Éxito'], FD, None, 'Bogota')
e('proc', 'CO', 'WOMPI*TALLER MOTOS EL PAISA', 'Taller Motos El Paisa', TR, 'Wompi', None, OMIT)
e('atm', 'CO', 'RETIRO CAJERO BANCOLOMBIA CALI', None, FS, None, 'Cali', 'atm')

# ---------------- Peru ----------------
p('PE', 'YAPE A JOSE QUISPE MAMANI', 'Yape', 'Jose Quispe Mamani')
p('PE', 'PLIN RECIBIDO DE MARIA TORRES', 'Plin', 'Maria Torres', 'income')
e('railm', 'PE', 'YAPE PAGO POLLERIA EL REY DEL POLLO', ['Pollería El Rey del Pollo', 'Polleria El Rey del Pollo'], FD, OMIT, None, OMIT)
e('local', 'PE', 'CEVICHERIA EL MUELLE MIRAFLORES', ['Cevichería El Muelle', 'Cevicheria El Muelle'], FD, None, OMIT)
e('proc', 'PE', 'IZIPAY*BODEGA DON LUCHO', 'Bodega Don Lucho', FD, 'Izipay')

# ---------------- United Kingdom ----------------
e('local', 'GB', 'THE OLD FORGE TEAROOM HEBDEN BRIDGE GB', ['The Old Forge Tearoom', 'Old Forge Tearoom'], FD, None, 'Hebden Bridge')
e('local', 'GB', 'PATEL NEWSAGENTS LTD LEICESTER', 'Patel Newsagents', SH, None, 'Leicester')
e('proc', 'GB', 'SUMUP *HIGHGATE FLOWERS LONDON', 'Highgate Flowers', SH, 'SumUp', 'London')
e('proc', 'GB', 'ZETTLE_*THE CHEESE HUT', ['The Cheese Hut', 'Cheese Hut'], FD, 'Zettle')
e('proc', 'GB', 'IZ *BREWHOUSE KITCHEN', 'Brewhouse Kitchen', FD, 'Zettle')
e('brand', 'GB', 'TESCO STORES 3341 MANCHESTER GB', 'Tesco', FD, None, 'Manchester')
e('dd', 'GB', 'THAMES WATER DDR', 'Thames Water', HU, None, None, 'direct_debit', True)
e('tax', 'GB', 'LB CAMDEN COUNCIL TAX DD', None, GT, None, OMIT, 'direct_debit', True)
t('GB', 'FASTER PAYMENT TO J SMITH REF DINNER SPLIT')
p('GB', 'PAYPAL PAYMENT JAMES MCKENZIE', 'PayPal', 'James McKenzie')
e('income', 'GB', 'BGC ACME DIGITAL LTD SALARY', None, IN, None, None, 'bank_transfer', OMIT, 'income')
e('atm', 'GB', 'LNK HIGH STREET EDINBURGH CD 1234', None, FS, None, 'Edinburgh', 'atm')
e('proc', 'GB', 'APPLE PAY SUMUP *NO.7 CAFE', ['No.7 Cafe', 'No 7 Cafe'], FD, 'SumUp')
e('sub', 'GB', 'SPOTIFY P1A2B3C4D5', 'Spotify', EN, None, None, 'online', True)
e('fee', 'GB', 'NON-STERLING TRANSACTION FEE', None, FS, None, None, OMIT)

# ---------------- Ireland ----------------
p('IE', 'Payment to Siobhan Murphy REVOLUT', 'Revolut', 'Siobhan Murphy')
e('local', 'IE', 'VDP-MCGRATHS PHARMACY', ["McGrath's Pharmacy", 'McGraths Pharmacy'], HW)
e('local', 'IE', 'VDP-BRIDIES BAKERY CORK', ["Bridie's Bakery", 'Bridies Bakery'], FD, None, 'Cork')
e('dd', 'IE', 'D/D ELECTRIC IRELAND', 'Electric Ireland', HU, None, None, 'direct_debit', True)
e('proc', 'IE', 'SUMUP *THE CRAFT BUTCHER', ['The Craft Butcher', 'Craft Butcher'], FD, 'SumUp')
e('proc', 'IE', 'PAYPAL *DONEDEAL', 'DoneDeal', OMIT, 'PayPal', None, 'online')

# ---------------- France ----------------
e('local', 'FR', 'CB BOULANGERIE DUPONT 12/03 PARIS', 'Boulangerie Dupont', FD, None, 'Paris')
e('local', 'FR', 'CARTE X1234 12/03 GARAGE MARTIN ET FILS SARL LYON', 'Garage Martin et Fils', TR, None, 'Lyon')
e('local', 'FR', 'PAIEMENT CB 1203 TOULOUSE PHARMACIE DES CARMES', 'Pharmacie des Carmes', HW, None, 'Toulouse')
e('local', 'FR', 'CB SALON COIFF MARIE-LAURE 14/03', ['Salon Marie-Laure', 'Coiffure Marie-Laure'], PC)
e('proc', 'FR', 'CB SUMUP *LE PETIT ZINC 15/03', 'Le Petit Zinc', FD, 'SumUp')
e('proc', 'FR', 'PAYPAL *VINTED', 'Vinted', SH, 'PayPal', None, 'online')
e('brand', 'FR', 'CB CARREFOUR MARKET 14/03 NANTES', ['Carrefour Market', 'Carrefour'], FD, None, 'Nantes')
p('FR', 'LYDIA *THOMAS LEROY', 'Lydia', 'Thomas Leroy')
t('FR', 'VIREMENT EMIS VERS MME SOPHIE LAMBERT REMB RESTO')
e('dd', 'FR', 'PRLV SEPA EDF clients particuliers', 'EDF', HU, None, None, 'direct_debit', True)
e('sub', 'FR', 'PRLV SEPA FREE MOBILE', ['Free Mobile', 'Free'], SV, None, None, 'direct_debit', True)
e('tax', 'FR', 'PRLV SEPA DGFIP IMPOT PRELEV A LA SOURCE', None, GT, None, None, 'direct_debit', OMIT)
e('tax', 'FR', 'ANTAI AMENDE FORFAITAIRE 12345678', OMIT, GT, None, None, OMIT, False)
e('refund', 'FR', 'REMBOURSEMENT CB SNCF CONNECT', ['SNCF Connect', 'SNCF'], IN, None, None, OMIT, False, 'income')

# ---------------- Germany ----------------
e('local', 'DE', 'BAECKEREI SCHMIDT GMBH//MUENCHEN/DE', ['Bäckerei Schmidt', 'Baeckerei Schmidt'], FD, None, 'Munich')
e('local', 'DE', 'GIROCARD FRISEUR HAARSCHNITT & CO KOELN', ['Haarschnitt & Co', 'Friseur Haarschnitt & Co'], PC, None, 'Cologne')
e('local', 'DE', 'Zahnarztpraxis Dr. Yilmaz//Dortmund/DE', ['Zahnarztpraxis Dr. Yilmaz', 'Dr. Yilmaz'], HW, None, 'Dortmund')
e('local', 'DE', 'KFZ-WERKSTATT HOFMANN//NUERNBERG/DE', 'Kfz-Werkstatt Hofmann', TR, None, 'Nuremberg')
e('local', 'DE', 'EISENWAREN KRAUSE E.K.//LEIPZIG/DE', 'Eisenwaren Krause', SH, None, 'Leipzig')
e('proc', 'DE', 'SumUp .Cafe Milchbar//Berlin/DE', ['Café Milchbar', 'Cafe Milchbar'], FD, 'SumUp', 'Berlin')
e('proc', 'DE', 'PayPal Europe S.a.r.l. et Cie S.C.A PP.4321.PP . Zalando SE, Ihr Einkauf bei Zalando SE', 'Zalando', SH, 'PayPal', None, 'online')
e('proc', 'DE', 'KLARNA*OTTO.DE', ['Otto', 'OTTO', 'otto.de'], SH, 'Klarna', None, 'online')
e('brand', 'DE', 'REWE Markt GmbH//Hamburg/DE', 'REWE', FD, None, 'Hamburg')
e('dd', 'DE', 'Lastschrift Stadtwerke Bielefeld GmbH Abschlag Strom', 'Stadtwerke Bielefeld', HU, None, OMIT, 'direct_debit', True)
e('income', 'DE', 'Gehalt 03/2024 Mueller Maschinenbau GmbH', None, IN, None, None, 'bank_transfer', OMIT, 'income')
e('tax', 'DE', 'Finanzamt Koeln-Mitte StNr 214/5678/1234 ESt VZ', None, GT, None, OMIT, OMIT, OMIT)
e('fee', 'DE', 'Kontofuehrungsentgelt 03/2024', None, FS, None, None, OMIT)
e('refund', 'DE', 'ZALANDO SE GUTSCHRIFT RETOURE 10423871', 'Zalando', IN, None, None, OMIT, False, 'income')

# ---------------- Austria ----------------
e('local', 'AT', 'POS 12.03 14:22 K1 GASTHAUS ZUR LINDE GRAZ', 'Gasthaus zur Linde', FD, None, 'Graz')
e('brand', 'AT', 'POS BILLA DANKT 4711 WIEN', 'Billa', FD, None, 'Vienna')
e('local', 'AT', 'TISCHLEREI HUBER OG INNSBRUCK', 'Tischlerei Huber', OMIT, None, 'Innsbruck')
e('proc', 'AT', 'SUMUP *HEURIGER WEINGUT MAYER', ['Weingut Mayer', 'Heuriger Weingut Mayer'], FD, 'SumUp')
e('proc', 'AT', 'PAYPAL *WILLHABEN', 'willhaben', OMIT, 'PayPal', None, 'online')
e('proc', 'AT', 'KLARNA*HUMANIC', 'Humanic', SH, 'Klarna', None, 'online')

# ---------------- Switzerland ----------------
p('CH', 'TWINT SENDEN AN LUKAS BRUNNER +41791234567', 'Twint', 'Lukas Brunner')
e('railm', 'CH', 'TWINT *CONFISERIE SPRUENGLI', ['Sprüngli', 'Confiserie Sprüngli', 'Spruengli'], FD, OMIT, None, OMIT)
e('local', 'CH', 'Kauf/Dienstleistung Baeckerei Kuhn AG Zuerich', ['Bäckerei Kuhn', 'Baeckerei Kuhn'], FD, None, 'Zurich')
e('brand', 'CH', 'MIGROS M ZUERICH STAUFFACHER', 'Migros', FD, None, 'Zurich')
e('local', 'CH', 'COIFFURE ELEGANCE SARL LAUSANNE', 'Coiffure Elegance', PC, None, 'Lausanne')
e('dd', 'CH', 'LSV CSS KRANKENVERSICHERUNG', ['CSS', 'CSS Versicherung'], FS, None, None, 'direct_debit', True)

# ---------------- Netherlands ----------------
e('proc', 'NL', 'iDEAL Fietsenwinkel De Ketting via Stichting Mollie Payments', 'Fietsenwinkel De Ketting', SH, 'Mollie', None, 'online')
e('proc', 'NL', 'Booking.com BV via Adyen', 'Booking.com', TV, 'Adyen', None, 'online')
p('NL', 'Tikkie ID 000123456789 Jan de Vries', 'Tikkie', 'Jan de Vries')
e('local', 'NL', 'BEA NR:XK4431 12.03.24/14.22 Bakkerij Van der Meer,PAS123 AMSTERDAM', 'Bakkerij Van der Meer', FD, None, 'Amsterdam')
e('local', 'NL', 'BEA Kapsalon Knipkunst UTRECHT', 'Kapsalon Knipkunst', PC, None, 'Utrecht')
e('sub', 'NL', 'SEPA Incasso Ziggo B.V.', 'Ziggo', SV, None, None, 'direct_debit', True)
e('refund', 'NL', 'TERUGBETALING BOL.COM RETOUR', ['bol.com', 'bol'], IN, None, None, OMIT, False, 'income')

# ---------------- Belgium ----------------
t('BE', 'OVERSCHRIJVING NAAR BE71 0961 2345 6769 PEETERS JAN')
e('railm', 'BE', "PAYCONIQ FRITUUR 'T HOEKSKE", ["Frituur 't Hoekske", 'Frituur t Hoekske'], FD, OMIT, None, OMIT)
e('local', 'BE', 'BANCONTACT AANKOOP BAKKERIJ JANSSENS GENT', 'Bakkerij Janssens', FD, None, 'Ghent')
e('sub', 'BE', 'DOMICILIERING PROXIMUS', 'Proximus', SV, None, None, 'direct_debit', True)
e('local', 'BE', 'PAIEMENT MAESTRO BOUCHERIE DUBOIS SPRL LIEGE', 'Boucherie Dubois', FD, None, 'Liege')
e('proc', 'BE', 'De Kleine Boekhandel via Mollie', 'De Kleine Boekhandel', SH, 'Mollie', None, 'online')

# ---------------- Luxembourg ----------------
e('local', 'LU', 'PAIEMENT CARTE BRASSERIE DU MARCHE ESCH-SUR-ALZETTE', ['Brasserie du Marché', 'Brasserie du Marche'], FD, None, 'Esch-sur-Alzette')
p('LU', 'PAYCONIQ TRANSFERT A MARC WEBER', 'Payconiq', 'Marc Weber')

# ---------------- Spain ----------------
p('ES', 'BIZUM A FAVOR DE MARIA LOPEZ GARCIA CONCEPTO CENA', 'Bizum', 'Maria Lopez Garcia')
p('ES', 'TRANSFERENCIA BIZUM DE JAVIER RUIZ', 'Bizum', 'Javier Ruiz', 'income')
p('ES', 'BIZUM ENVIADO 34612345678', 'Bizum', None)
e('local', 'ES', 'COMPRA TARJ. 5402XXXXXXXX1234 BAR RESTAURANTE CASA PEPE-SEVILLA', ['Bar Restaurante Casa Pepe', 'Casa Pepe'], FD, None, 'Seville')
e('local', 'ES', 'PAGO EN FERRETERIA HERMANOS GIL S.L. ZARAGOZA', ['Ferretería Hermanos Gil', 'Ferreteria Hermanos Gil'], SH, None, 'Zaragoza')
e('local', 'ES', 'COMPRA CLINICA DENTAL SONRISAS SL VALENCIA', ['Clínica Dental Sonrisas', 'Clinica Dental Sonrisas'], HW, None, 'Valencia')
e('proc', 'ES', 'SUMUP *PELUQUERIA ANA BELEN', ['Peluquería Ana Belén', 'Peluqueria Ana Belen'], PC, 'SumUp')
e('brand', 'ES', 'COMPRA MERCADONA AV. DIAGONAL BARCELONA', 'Mercadona', FD, None, 'Barcelona')
e('dd', 'ES', 'RECIBO IBERDROLA CLIENTES SAU', 'Iberdrola', HU, None, None, 'direct_debit', True)
e('tax', 'ES', 'ADEUDO AEAT MODELO 130', None, GT, None, None, OMIT, OMIT)
e('refund', 'ES', 'DEVOLUCION COMPRA ZARA ESPAÑA SA', 'Zara', IN, None, None, OMIT, False, 'income')

# ---------------- Portugal ----------------
p('PT', 'MB WAY PARA JOAO FERREIRA', 'MB WAY', 'Joao Ferreira')
p('PT', 'TRF MB WAY P/ 91*****78', 'MB WAY', None)
e('local', 'PT', 'COMPRA 1234 PASTELARIA ALCOBIA LISBOA', 'Pastelaria Alcobia', FD, None, 'Lisbon')
e('local', 'PT', 'COMPRA OFICINA AUTO REIS LDA PORTO', 'Oficina Auto Reis', TR, None, 'Porto')
e('sub', 'PT', 'DD MEO SERVICOS COMUNICACOES', 'MEO', SV, None, None, 'direct_debit', True)
e('railm', 'PT', 'MB WAY COMPRA TASCA DO ZE', ['Tasca do Zé', 'Tasca do Ze'], FD, OMIT, None, OMIT)
e('proc', 'PT', 'SUMUP *TABERNA DA RUA', 'Taberna da Rua', FD, 'SumUp')

# ---------------- Italy ----------------
p('IT', 'SATISPAY A GIULIA ROSSI', 'Satispay', 'Giulia Rossi')
e('railm', 'IT', 'SATISPAY *BAR PASTICCERIA CENTRALE', 'Bar Pasticceria Centrale', FD, OMIT, None, OMIT)
e('local', 'IT', 'PAGAMENTO POS TRATTORIA DA MARIO SNC FIRENZE', 'Trattoria da Mario', FD, None, 'Florence')
e('local', 'IT', 'PAG. POS 12/03 FERRAMENTA BIANCHI SRL TORINO', 'Ferramenta Bianchi', SH, None, 'Turin')
e('local', 'IT', 'POS ACCONCIATURE STEFANIA BOLOGNA', 'Acconciature Stefania', PC, None, 'Bologna')
e('proc', 'IT', 'SUMUP *OSTERIA DEL PORTO', 'Osteria del Porto', FD, 'SumUp')
e('brand', 'IT', 'POS ESSELUNGA MILANO VIALE PIAVE', 'Esselunga', FD, None, 'Milan')
t('IT', 'BONIFICO A FAVORE DI MARCO COLOMBO CAUSALE REGALO')
e('tax', 'IT', 'PAGAMENTO F24 AGENZIA ENTRATE', None, GT, None, None, OMIT, OMIT)
e('atm', 'IT', 'PRELIEVO BANCOMAT NAPOLI', None, FS, None, 'Naples', 'atm')

# ---------------- Greece ----------------
e('local', 'GR', 'ΑΓΟΡΑ ΦΟΥΡΝΟΣ ΠΑΠΑΔΟΠΟΥΛΟΣ ΑΘΗΝΑ', ['Φούρνος Παπαδόπουλος', 'Fournos Papadopoulos'], FD, None, 'Athens')
e('local', 'GR', 'ΚΑΦΕΤΕΡΙΑ ΤΟ ΣΤΕΚΙ ΘΕΣΣΑΛΟΝΙΚΗ', ['Καφετέρια Το Στέκι', 'Το Στέκι', 'To Steki'], FD, None, 'Thessaloniki')
e('local', 'GR', 'POS ΦΑΡΜΑΚΕΙΟ ΓΕΩΡΓΙΟΥ Ε ΠΑΤΡΑ', ['Φαρμακείο Γεωργίου', 'Farmakeio Georgiou'], HW, None, 'Patras')
e('sub', 'GR', 'COSMOTE ΠΑΓΙΑ ΕΝΤΟΛΗ', 'Cosmote', SV, None, None, 'direct_debit', True)
p('GR', 'IRIS ΠΛΗΡΩΜΗ ΣΕ ΝΙΚΟΛΑΟΣ ΚΩΝΣΤΑΝΤΙΝΟΥ', 'IRIS', 'ΝΙΚΟΛΑΟΣ ΚΩΝΣΤΑΝΤΙΝΟΥ')
e('tax', 'GR', 'ΠΛΗΡΩΜΗ ΑΑΔΕ ΕΝΦΙΑ', None, GT, None, None, OMIT, OMIT)
e('proc', 'GR', 'VIVA WALLET*ΚΑΦΕ ΑΛΚΥΟΝΗ', ['Καφέ Αλκυόνη', 'Cafe Alkyoni'], FD, 'Viva Wallet')

# ---------------- Cyprus ----------------
e('local', 'CY', 'ΤΑΒΕΡΝΑ ΜΙΧΑΛΗΣ ΛΕΜΕΣΟΣ', ['Ταβέρνα Μιχάλης', 'Taverna Michalis'], FD, None, 'Limassol')
e('proc', 'CY', 'SUMUP *ZORBAS BAKERY', ['Zorbas', 'Zorbas Bakery'], FD, 'SumUp')
e('brand', 'CY', 'ALPHAMEGA HYPERMARKET NICOSIA', 'Alphamega', FD, None, 'Nicosia')

# ---------------- Sweden ----------------
p('SE', 'SWISH TILL ANNA LINDQVIST', 'Swish', 'Anna Lindqvist')
p('SE', 'SWISH INBET 46701234567', 'Swish', None, 'income')
e('railm', 'SE', 'SWISH FÖRETAG BLOMSTERHANDELN LILJAN', 'Blomsterhandeln Liljan', SH, OMIT, None, OMIT)
e('local', 'SE', 'KORTKÖP 240312 SALONG KLIPPET GÖTEBORG', 'Salong Klippet', PC, None, 'Gothenburg')
e('local', 'SE', 'KORTKÖP BILVERKSTAD NILSSON AB UPPSALA', 'Bilverkstad Nilsson', TR, None, 'Uppsala')
e('brand', 'SE', 'ICA KVANTUM MALMBORGS MALMÖ', ['ICA', 'ICA Kvantum', 'ICA Kvantum Malmborgs'], FD, None, 'Malmö')
e('dd', 'SE', 'AUTOGIRO FOLKSAM', 'Folksam', FS, None, None, 'direct_debit', True)
e('income', 'SE', 'LÖN ERICSSON AB', None, IN, None, None, 'bank_transfer', OMIT, 'income')
e('proc', 'SE', 'ZETTLE_*GLASSKIOSKEN STRAND', 'Glasskiosken Strand', FD, 'Zettle')
e('proc', 'SE', 'KLARNA*H&M', ['H&M', 'HM'], SH, 'Klarna', None, 'online')

# ---------------- Norway ----------------
p('NO', 'Vipps*Ola Nordmann', 'Vipps', 'Ola Nordmann')
e('railm', 'NO', 'VIPPS*BERGEN KEBAB OG PIZZA', 'Bergen Kebab og Pizza', FD, OMIT, OMIT, OMIT)
e('local', 'NO', '*1234 12.03 NOK 189.00 FRISØR SOLVEIG AS Kurs: 1.0000', ['Frisør Solveig', 'Frisor Solveig'], PC)
e('brand', 'NO', 'REMA 1000 GRUNERLOKKA OSLO', 'REMA 1000', FD, None, 'Oslo')
e('proc', 'NO', 'ZETTLE_*FISKEBUA AS', 'Fiskebua', FD, 'Zettle')

# ---------------- Denmark ----------------
p('DK', 'MobilePay Mads Jensen', 'MobilePay', 'Mads Jensen')
p('DK', 'MOBILEPAY OVERF. 12345678', 'MobilePay', None)
e('railm', 'DK', 'MobilePay Dankort Bageriet Enghave', 'Bageriet Enghave', FD, OMIT, None, OMIT)
e('local', 'DK', 'Dankort-nota Tømrer Hansen ApS', ['Tømrer Hansen', 'Tomrer Hansen'], OMIT)
e('dd', 'DK', 'BS Betaling ØRSTED SALG & SERVICE', ['Ørsted', 'Orsted'], HU, None, None, 'direct_debit', True)
e('proc', 'DK', 'IZ *KAFFEBAREN APS', 'Kaffebaren', FD, 'Zettle')

# ---------------- Finland ----------------
t('FI', 'TILISIIRTO KORHONEN LAURA')
e('local', 'FI', 'KAHVILA MUSTIKKA OY TAMPERE', 'Kahvila Mustikka', FD, None, 'Tampere')
e('brand', 'FI', 'HSL MOBIILI HELSINKI', 'HSL', TR, None, 'Helsinki', 'mobile_app')
e('local', 'FI', 'PARTURI-KAMPAAMO SARI OULU', 'Parturi-Kampaamo Sari', PC, None, 'Oulu')
e('proc', 'FI', 'ZETTLE_*LEIPOMO AHONEN', 'Leipomo Ahonen', FD, 'Zettle')
e('proc', 'FI', 'KLARNA*VERKKOKAUPPA.COM', 'Verkkokauppa.com', SH, 'Klarna', None, 'online')

# ---------------- Iceland ----------------
e('brand', 'IS', 'BONUS SKEIFAN REYKJAVIK', ['Bónus', 'Bonus'], FD, None, 'Reykjavik')
e('local', 'IS', 'KAFFIHUSID GRUND AKUREYRI', ['Kaffihúsið Grund', 'Kaffihusid Grund'], FD, None, 'Akureyri')

# ---------------- Poland ----------------
p('PL', 'PRZELEW BLIK NA TELEFON DO ANNA NOWAK', 'BLIK', 'Anna Nowak')
p('PL', 'BLIK P2P 48601234567', 'BLIK', None)
e('railm', 'PL', 'PLATNOSC BLIK 12.03 ALLEGRO.PL', 'Allegro', SH, OMIT, None, 'online')
e('local', 'PL', 'ZAKUP PRZY UZYCIU KARTY PIEKARNIA U ZDZISIA KRAKOW', 'Piekarnia u Zdzisia', FD, None, 'Krakow')
e('local', 'PL', 'ZAKUP KARTA 4321 WARSZTAT SAMOCHODOWY KOWALSKI SP. Z O.O. POZNAN', 'Warsztat Samochodowy Kowalski', TR, None, 'Poznan')
e('local', 'PL', 'GABINET STOMATOLOGICZNY DR WISNIEWSKA GDANSK', ['Gabinet Stomatologiczny Dr Wiśniewska', 'Gabinet Stomatologiczny Dr Wisniewska'], HW, None, 'Gdansk')
e('proc', 'PL', 'PAYU *EMPIK.COM', 'Empik', SH, 'PayU', None, 'online')
e('proc', 'PL', 'PRZELEWY24 *MEDIAEXPERT', 'Media Expert', SH, 'Przelewy24', None, 'online')
e('brand', 'PL', 'BIEDRONKA 4121 WROCLAW', 'Biedronka', FD, None, 'Wroclaw')
e('tax', 'PL', 'PRZELEW ZUS SKLADKI SPOLECZNE', None, GT, None, None, OMIT, OMIT)
e('atm', 'PL', 'WYPLATA Z BANKOMATU EURONET KATOWICE', None, FS, None, 'Katowice', 'atm')

# ---------------- Czechia ----------------
e('local', 'CZ', 'PLATBA KARTOU PEKARSTVI NOVAK PRAHA', ['Pekařství Novák', 'Pekarstvi Novak'], FD, None, 'Prague')
e('local', 'CZ', 'NAKUP AUTOSERVIS DVORAK S.R.O. BRNO', ['Autoservis Dvořák', 'Autoservis Dvorak'], TR, None, 'Brno')
e('proc', 'CZ', 'SUMUP *KAVARNA U KOCOURA', ['Kavárna U Kocoura', 'Kavarna U Kocoura'], FD, 'SumUp')
t('CZ', 'ODCHOZI PLATBA JAN SVOBODA')
e('proc', 'CZ', 'COMGATE*ROHLIK.CZ', ['Rohlik', 'Rohlík', 'Rohlik.cz'], FD, 'Comgate', None, 'online')

# ---------------- Slovakia ----------------
e('local', 'SK', 'KARTOVA TRANSAKCIA KADERNICTVO EVA BRATISLAVA', ['Kaderníctvo Eva', 'Kadernictvo Eva'], PC, None, 'Bratislava')
e('fee', 'SK', 'POPLATOK ZA VEDENIE UCTU', None, FS, None, None, OMIT)
e('proc', 'SK', 'SUMUP *PIZZERIA U BOBRA', 'Pizzeria U Bobra', FD, 'SumUp')

# ---------------- Hungary ----------------
e('local', 'HU', 'VASARLAS PEKSEG KISS ES TARSA KFT DEBRECEN', ['Pékség Kiss', 'Kiss Pékség', 'Pekseg Kiss'], FD, None, 'Debrecen')
e('local', 'HU', 'KARTYAS VASARLAS FODRASZAT SZABO BT BUDAPEST', ['Fodrászat Szabó', 'Fodraszat Szabo'], PC, None, 'Budapest')
e('brand', 'HU', 'MOL TOLTOALLOMAS 1234 SZEGED', 'MOL', TR, None, 'Szeged')
e('proc', 'HU', 'PAYPAL *STEAM GAMES', 'Steam', EN, 'PayPal', None, 'online')
e('tax', 'HU', 'NAV SZJA BEFIZETES', None, GT, None, None, OMIT, OMIT)

# ---------------- Romania ----------------
e('local', 'RO', 'PLATA LA POS BRUTARIA MARIA SRL CLUJ-NAPOCA', ['Brutăria Maria', 'Brutaria Maria'], FD, None, 'Cluj-Napoca')
e('local', 'RO', 'CUMPARARE POS SERVICE AUTO POPESCU SRL IASI', 'Service Auto Popescu', TR, None, 'Iasi')
e('brand', 'RO', 'KAUFLAND 1234 BUCURESTI', 'Kaufland', FD, None, 'Bucharest')
e('proc', 'RO', 'NETOPIA*FLANCO', 'Flanco', SH, 'Netopia', None, 'online')
p('RO', 'Transfer Revolut catre ANDREI IONESCU', 'Revolut', 'Andrei Ionescu')
e('proc', 'RO', 'PAYU*EMAG', 'eMAG', SH, 'PayU', None, 'online')

# ---------------- Bulgaria ----------------
e('local', 'BG', 'ПЕКАРНА ЗЛАТНО ЗЪРНО ЕООД ПЛОВДИВ', ['Пекарна Златно Зърно', 'Pekarna Zlatno Zarno'], FD, None, 'Plovdiv')
e('brand', 'BG', 'LIDL BULGARIA SOFIA 412', 'Lidl', FD, None, 'Sofia')
e('local', 'BG', 'ПЛАЩАНЕ POS АВТОСЕРВИЗ ИВАНОВ ВАРНА', ['Автосервиз Иванов', 'Avtoserviz Ivanov'], TR, None, 'Varna')
e('dd', 'BG', 'ДИРЕКТЕН ДЕБИТ ЕВН БЪЛГАРИЯ', ['EVN', 'ЕВН'], HU, None, None, 'direct_debit', True)
t('BG', 'ПРЕВОД КЪМ ГЕОРГИ ДИМИТРОВ')
e('proc', 'BG', 'myPOS*Кафе Мечта', ['Кафе Мечта', 'Kafe Mechta'], FD, 'myPOS')

# ---------------- Serbia ----------------
e('local', 'RS', 'ПЕКАРА ЈОВАНОВИЋ НОВИ САД', ['Пекара Јовановић', 'Pekara Jovanović', 'Pekara Jovanovic'], FD, None, 'Novi Sad')
e('brand', 'RS', 'MAXI 214 BEOGRAD', 'Maxi', FD, None, 'Belgrade')
e('local', 'RS', 'FRIZERSKI SALON MAJA DOO BEOGRAD', 'Frizerski salon Maja', PC, None, 'Belgrade')

# ---------------- Croatia ----------------
e('local', 'HR', 'KONOBA KOD ANTE SPLIT', 'Konoba kod Ante', FD, None, 'Split')
e('brand', 'HR', 'KONZUM 0412 ZAGREB', 'Konzum', FD, None, 'Zagreb')
e('proc', 'HR', 'SUMUP *APARTMANI MARIJA', 'Apartmani Marija', TV, 'SumUp', None, OMIT)

# ---------------- Slovenia ----------------
e('local', 'SI', 'NAKUP GOSTILNA PRI LOJZETU LJUBLJANA', 'Gostilna pri Lojzetu', FD, None, 'Ljubljana')
e('brand', 'SI', 'PETROL BS MARIBOR', 'Petrol', TR, None, 'Maribor')
p('SI', 'FLIK NAKAZILO MATEJ NOVAK', 'Flik', 'Matej Novak')
e('proc', 'SI', 'SUMUP *KAVARNA LOLITA', 'Kavarna Lolita', FD, 'SumUp')

# ---------------- Baltics ----------------
e('local', 'LT', 'PIRKIMAS KAVINE SENAS DRAUGAS VILNIUS', ['Kavinė Senas Draugas', 'Kavine Senas Draugas'], FD, None, 'Vilnius')
e('brand', 'LT', 'MAXIMA LT X-412 KAUNAS', 'Maxima', FD, None, 'Kaunas')
e('proc', 'LT', 'PAYSERA LT*PIGU.LT', ['Pigu', 'Pigu.lt'], SH, 'Paysera', None, 'online')
e('local', 'LV', 'PIRKUMS FRIZETAVA ANNA SIA RIGA', ['Frizētava Anna', 'Frizetava Anna'], PC, None, 'Riga')
e('brand', 'LV', 'RIMI LATVIA 112 RIGA', 'Rimi', FD, None, 'Riga')
e('proc', 'LV', 'SUMUP *KAFEJNICA PARKS', ['Kafejnīca Parks', 'Kafejnica Parks'], FD, 'SumUp')
e('local', 'EE', 'KAART 1234 KOHVIK MOKA OU TARTU', 'Kohvik Moka', FD, None, 'Tartu')
e('brand', 'EE', 'BOLT.EU/R/2403121234', 'Bolt', TR, None, None, 'mobile_app')
t('EE', 'MAKSE SAAJALE MARI TAMM')
e('proc', 'EE', 'MAKSEKESKUS*KAUBAMAJA', 'Kaubamaja', SH, 'Maksekeskus', None, 'online')

# ---------------- Ukraine ----------------
e('local', 'UA', "КАВ'ЯРНЯ ЗЕРНО ЛЬВІВ", ["Кав'ярня Зерно", 'Зерно', 'Kavyarnya Zerno'], FD, None, 'Lviv')
e('local', 'UA', 'ПЕРУКАРНЯ БАРХАТ ФОП ШЕВЧЕНКО КИЇВ', ['Перукарня Бархат', 'Бархат'], PC, None, 'Kyiv')
e('brand', 'UA', 'SILPO KYIV UA', ['Silpo', 'Сільпо'], FD, None, 'Kyiv')
t('UA', 'Переказ на картку 5375****1234 Олена Коваленко')
p('UA', 'MONOBANK ПЕРЕКАЗ ВІД АНДРІЙ БОНДАРЕНКО', 'monobank', 'Андрій Бондаренко', 'income')

# ---------------- Russia ----------------
e('local', 'RU', 'ПЕКАРНЯ ХЛЕБНИЦА ИП СМИРНОВ КАЗАНЬ', ['Пекарня Хлебница', 'Хлебница'], FD, None, 'Kazan')
e('local', 'RU', 'OOO AVTOMASTER NOVOSIBIRSK RUS', ['Автомастер', 'Avtomaster'], TR, None, 'Novosibirsk')
e('brand', 'RU', 'PYATEROCHKA 1234 MOSCOW RUS', ['Pyaterochka', 'Пятёрочка', 'Пятерочка'], FD, None, 'Moscow')
p('RU', 'ПЕРЕВОД СБП ИВАН П.', 'SBP', 'Иван П')
e('railm', 'RU', 'ОПЛАТА СБП QR КОФЕЙНЯ ЛЕС', ['Кофейня Лес', 'Лес'], FD, OMIT, None, OMIT)
e('brand', 'RU', 'YANDEX.TAXI MOSCOW RUS', ['Yandex Go', 'Yandex Taxi', 'Яндекс Go'], TR, None, 'Moscow', 'mobile_app')

# ---------------- Kazakhstan ----------------
p('KZ', 'KASPI ПЕРЕВОД АЙГЕРИМ С.', 'Kaspi', 'Айгерим С')
e('railm', 'KZ', 'KASPI QR ДОНЕРНАЯ №1 АЛМАТЫ', ['Донерная №1', 'Донерная 1'], FD, OMIT, 'Almaty', OMIT)
e('brand', 'KZ', 'MAGNUM CASH&CARRY ASTANA', 'Magnum', FD, None, 'Astana')
t('KZ', 'ПЕРЕВОД С КАРТЫ НА КАРТУ ЕРЛАН НУРЛАНОВИЧ Б.')

# ---------------- Turkey ----------------
e('proc', 'TR', 'IYZICO/BUTIK ELA ISTANBUL', ['Butik Ela'], SH, 'iyzico', 'Istanbul', 'online')
e('proc', 'TR', 'IYZICO/KITAPYURDU', 'Kitapyurdu', SH, 'iyzico', None, 'online')
e('local', 'TR', 'KUAFOR SALON GUL KADIKOY ISTANBUL', ['Kuaför Salon Gül', 'Kuafor Salon Gul', 'Salon Gül'], PC, None, 'Istanbul')
e('local', 'TR', 'HALIL USTA LOKANTASI ANKARA', ['Halil Usta Lokantası', 'Halil Usta Lokantasi'], FD, None, 'Ankara')
e('brand', 'TR', 'MIGROS 3412 IZMIR TR', 'Migros', FD, None, 'Izmir')
t('TR', 'FAST GIDEN AYSE YILMAZ')
e('tax', 'TR', 'MTV ODEMESI GIB', None, GT, None, None, OMIT, OMIT)
e('atm', 'TR', 'ATM PARA CEKME ZIRAAT ANTALYA', None, FS, None, 'Antalya', 'atm')

# ---------------- Israel ----------------
p('IL', 'ביט - דני כהן', 'Bit', 'דני כהן')
p('IL', 'PAYBOX העברה ל-מיכל לוי', 'PayBox', 'מיכל לוי')
e('local', 'IL', 'מאפיית השכונה בע"מ חיפה', ['מאפיית השכונה'], FD, None, 'Haifa')
e('local', 'IL', 'מספרת יוסי תל אביב', ['מספרת יוסי'], PC, None, 'Tel Aviv')
e('brand', 'IL', 'שופרסל דיל רמת גן', ['Shufersal', 'שופרסל', 'שופרסל דיל', 'Shufersal Deal'], FD, None, 'Ramat Gan')
e('brand', 'IL', 'פז חברת נפט ירושלים', ['Paz', 'פז'], TR, None, 'Jerusalem')
t('IL', 'העברה בנקאית לאבי מזרחי')

# ---------------- United Arab Emirates ----------------
e('local', 'AE', 'كافتيريا الريان دبي', ['كافتيريا الريان', 'Al Rayyan Cafeteria'], FD, None, 'Dubai')
e('local', 'AE', 'POS PURCHASE AL NOOR TAILORING LLC SHARJAH', 'Al Noor Tailoring', OMIT, None, 'Sharjah')
e('brand', 'AE', 'CARREFOUR MCC DUBAI ARE', 'Carrefour', FD, None, 'Dubai')
e('brand', 'AE', 'CAREEM RIDE', 'Careem', TR, None, None, 'mobile_app')
t('AE', 'IPP TRANSFER TO RAJESH MENON')

# ---------------- Saudi Arabia ----------------
e('local', 'SA', 'شراء مخبز الأمانة الرياض', ['مخبز الأمانة'], FD, None, 'Riyadh')
e('brand', 'SA', 'ALBAIK 123 JEDDAH', ['AlBaik', 'Al Baik', 'البيك'], FD, None, 'Jeddah')
p('SA', 'STC PAY تحويل إلى محمد العتيبي', 'stc pay', 'محمد العتيبي')
e('local', 'SA', 'ورشة الخليج لصيانة السيارات الدمام', ['ورشة الخليج لصيانة السيارات', 'ورشة الخليج'], TR, None, 'Dammam')
e('tax', 'SA', 'سداد مخالفات مرورية', OMIT, GT, None, None, OMIT, False)
t('SA', 'حوالة محلية إلى عبدالله الشمري')

# ---------------- Egypt ----------------
e('local', 'EG', 'POS مخبز الحرية الإسكندرية', ['مخبز الحرية'], FD, None, 'Alexandria')
p('EG', 'INSTAPAY TO AHMED MOHAMED ALI', 'InstaPay', 'Ahmed Mohamed Ali')
e('proc', 'EG', 'FAWRY*WE INTERNET', ['WE', 'Telecom Egypt'], SV, 'Fawry', None, OMIT)
e('proc', 'EG', 'PAYMOB*BREADFAST', 'Breadfast', FD, 'Paymob', None, 'online')

# ---------------- Morocco ----------------
e('local', 'MA', 'PAIEMENT TPE CAFE HAFA TANGER', ['Café Hafa', 'Cafe Hafa'], FD, None, 'Tangier')
e('local', 'MA', 'مطعم الريف فاس', ['مطعم الريف'], FD, None, 'Fez')
e('brand', 'MA', 'MARJANE CASABLANCA AIN SEBAA', 'Marjane', FD, None, 'Casablanca')
e('proc', 'MA', 'CMI*JUMIA MAROC', 'Jumia', SH, 'CMI', None, 'online')

# ---------------- Nigeria ----------------
p('NG', 'TRF TO CHINEDU OKAFOR/OPAY', 'OPay', 'Chinedu Okafor')
t('NG', 'NIP TRANSFER TO ADEBAYO OLUWASEUN')
e('local', 'NG', 'POS PURCHASE MAMA NKECHI KITCHEN LAGOS', 'Mama Nkechi Kitchen', FD, None, 'Lagos')
e('proc', 'NG', "PAYSTACK *KEMI'S FABRICS", ["Kemi's Fabrics", 'Kemis Fabrics'], SH, 'Paystack', None, 'online')
e('fee', 'NG', 'SMS ALERT CHARGES', None, FS, None, None, OMIT)
e('proc', 'NG', 'FLW*CHOWDECK', 'Chowdeck', FD, 'Flutterwave', None, 'online')

# ---------------- Kenya ----------------
p('KE', 'M-PESA SEND MONEY TO JOHN KAMAU 0722XXX123', 'M-Pesa', 'John Kamau')
e('railm', 'KE', 'MPESA PAYBILL 888880 KPLC PREPAID', ['KPLC', 'Kenya Power'], HU, OMIT, None, OMIT)
e('railm', 'KE', 'M-PESA BUY GOODS MAMA MBOGA GROCERS', 'Mama Mboga Grocers', FD, OMIT, None, OMIT)
e('brand', 'KE', 'POS JAVA HOUSE WESTLANDS', 'Java House', FD, None, OMIT)
e('income', 'KE', 'SALARY MARCH SAFARICOM PLC', None, IN, None, None, 'bank_transfer', OMIT, 'income')

# ---------------- South Africa ----------------
e('proc', 'ZA', 'YOCO *UNCLE SAMS BUTCHERY', ["Uncle Sam's Butchery", 'Uncle Sams Butchery'], FD, 'Yoco')
e('proc', 'ZA', 'YOCO *Lulu Nails Sandton', 'Lulu Nails', PC, 'Yoco', OMIT)
e('brand', 'ZA', 'PNP CRP ROSEBANK JOHANNESBURG', ['Pick n Pay', 'PnP'], FD, None, 'Johannesburg')
e('brand', 'ZA', 'ENGEN N1 CITY CAPE TOWN', 'Engen', TR, None, 'Cape Town')
e('local', 'ZA', "POS PURCHASE MIKE'S PANELBEATERS DURBAN", ["Mike's Panelbeaters", 'Mikes Panelbeaters'], TR, None, 'Durban')
e('dd', 'ZA', 'DEBIT ORDER DISCOVERY HEALTH', ['Discovery Health', 'Discovery'], FS, None, None, 'direct_debit', True)
t('ZA', 'IMMEDIATE PAYMENT THABO MOLEFE')
e('proc', 'ZA', 'PAYFAST*TAKEALOT', 'Takealot', SH, 'PayFast', None, 'online')

# ---------------- Ghana ----------------
p('GH', 'MOMO TRANSFER TO KWAME MENSAH', 'MTN MoMo', 'Kwame Mensah')
e('local', 'GH', 'POS AUNTIE AKOSUA CHOP BAR KUMASI', 'Auntie Akosua Chop Bar', FD, None, 'Kumasi')
e('brand', 'GH', 'SHOPRITE ACCRA MALL', 'Shoprite', FD, None, 'Accra')
e('proc', 'GH', 'HUBTEL*KFC GH', 'KFC', FD, 'Hubtel', None, OMIT)

# ---------------- India ----------------
p('IN', 'UPI/412345678901/RAHUL SHARMA/rahul.s@okaxis/Payment', 'UPI', 'Rahul Sharma')
p('IN', 'UPI-PRIYA NAIR-priyanair@ybl-SBIN0001234-412345678901-DINNER', 'UPI', 'Priya Nair')
p('IN', 'UPI/CR/412398765432/AMIT KUMAR/PhonePe', 'UPI', 'Amit Kumar', 'income')
e('railm', 'IN', 'UPI/412311112222/SHARMA KIRANA STORE/paytmqr281005@paytm', 'Sharma Kirana Store', FD, OMIT, None, OMIT)
e('railm', 'IN', 'UPI-SWIGGY-swiggy@icici-ICIC0000001-412300001111-UPI', 'Swiggy', FD, OMIT, None, OMIT)
e('proc', 'IN', 'RAZORPAY*CULT FIT', ['cult.fit', 'Cult.fit', 'Cultfit'], HW, 'Razorpay', None, 'online')
e('proc', 'IN', 'PAYTM*GUPTA SWEETS', 'Gupta Sweets', FD, 'Paytm', None, OMIT)
e('proc', 'IN', 'RAZORPAY*SRI SAI DENTAL CLINIC', 'Sri Sai Dental Clinic', HW, 'Razorpay', None, OMIT)
e('local', 'IN', 'POS 4512XXXXXXXX1234 KRISHNA BHAVAN CHENNAI', 'Krishna Bhavan', FD, None, 'Chennai')
e('local', 'IN', 'शर्मा मेडिकल स्टोर जयपुर', ['शर्मा मेडिकल स्टोर', 'Sharma Medical Store'], HW, None, 'Jaipur')
e('local', 'IN', 'गुप्ता किराना भंडार लखनऊ', ['गुप्ता किराना भंडार', 'Gupta Kirana Bhandar'], FD, None, 'Lucknow')
e('brand', 'IN', 'BHARAT PETROLEUM PUNE', ['Bharat Petroleum', 'BPCL'], TR, None, 'Pune')
e('sub', 'IN', 'SI NETFLIX ENTERTAINMENT SERVICES INDIA', 'Netflix', EN, None, None, 'online', True)
e('tax', 'IN', 'CBDT TAX PAYMENT CHALLAN 280', None, GT, None, None, OMIT, OMIT)
e('refund', 'IN', 'REFUND FLIPKART INTERNET PVT LTD', 'Flipkart', IN, None, None, OMIT, False, 'income')

# ---------------- Pakistan / Bangladesh ----------------
p('PK', 'JAZZCASH TRANSFER TO ALI RAZA', 'JazzCash', 'Ali Raza')
p('PK', 'EASYPAISA SEND MONEY FATIMA BIBI', 'Easypaisa', 'Fatima Bibi')
e('local', 'PK', 'POS PURCHASE BUTT KARAHI LAHORE', 'Butt Karahi', FD, None, 'Lahore')
p('BD', 'BKASH SEND MONEY 01712XXXXXX', 'bKash', None)
e('local', 'BD', 'POS STAR KABAB & RESTAURANT DHANMONDI DHAKA', ['Star Kabab', 'Star Kabab & Restaurant'], FD, None, 'Dhaka')

# ---------------- Thailand ----------------
p('TH', 'พร้อมเพย์ โอนเงินให้ นาย สมชาย ใจดี', 'PromptPay', 'สมชาย ใจดี')
p('TH', 'PROMPTPAY TRANSFER 0812345678', 'PromptPay', None)
e('railm', 'TH', 'ชำระเงิน QR ร้านก๋วยเตี๋ยวเรือป้าแดง', ['ร้านก๋วยเตี๋ยวเรือป้าแดง', 'ก๋วยเตี๋ยวเรือป้าแดง'], FD, OMIT, None, OMIT)
e('local', 'TH', 'ร้านกาแฟบ้านสวน เชียงใหม่', ['ร้านกาแฟบ้านสวน', 'กาแฟบ้านสวน'], FD, None, 'Chiang Mai')
e('brand', 'TH', '7-ELEVEN 12345 BANGKOK TH', ['7-Eleven', 'Seven Eleven'], OMIT, None, 'Bangkok')
e('atm', 'TH', 'ATM WITHDRAWAL KBANK PATTAYA', None, FS, None, 'Pattaya', 'atm')
e('proc', 'TH', 'OMISE*ร้านเสื้อผ้าน้องฟ้า', ['ร้านเสื้อผ้าน้องฟ้า'], SH, 'Omise', None, 'online')

# ---------------- Vietnam ----------------
t('VN', 'CHUYEN TIEN DEN NGUYEN VAN AN')
p('VN', 'MOMO CHUYEN TIEN TRAN THI BICH', 'MoMo', 'Tran Thi Bich')
e('local', 'VN', 'THANH TOAN TAI QUAN PHO GIA TRUYEN HA NOI', ['Phở Gia Truyền', 'Pho Gia Truyen'], FD, None, 'Hanoi')
e('local', 'VN', 'TIEM BANH MI HUYNH HOA HCM', ['Bánh Mì Huỳnh Hoa', 'Banh Mi Huynh Hoa'], FD, None, 'Ho Chi Minh City')
e('brand', 'VN', 'WINMART+ 0123 DA NANG', ['WinMart+', 'WinMart'], FD, None, 'Da Nang')
e('proc', 'VN', 'VNPAY*HIGHLANDS COFFEE', 'Highlands Coffee', FD, 'VNPay', None, OMIT)

# ---------------- Indonesia ----------------
e('proc', 'ID', 'MIDTRANS*TOKO ROTI MAKMUR', 'Toko Roti Makmur', FD, 'Midtrans', None, OMIT)
e('proc', 'ID', 'XENDIT*WARUNG BU SRI', 'Warung Bu Sri', FD, 'Xendit', None, OMIT)
e('railm', 'ID', 'QRIS GOPAY WARUNG KOPI PAK DARMO SURABAYA', 'Warung Kopi Pak Darmo', FD, OMIT, 'Surabaya', OMIT)
p('ID', 'GOPAY TRANSFER KE BUDI SANTOSO', 'GoPay', 'Budi Santoso')
p('ID', 'DANA KIRIM UANG 0812XXXX5678', 'DANA', None)
e('local', 'ID', 'DEBIT BENGKEL MOTOR JAYA ABADI BANDUNG', 'Bengkel Motor Jaya Abadi', TR, None, 'Bandung')
e('brand', 'ID', 'INDOMARET T123 JAKARTA', 'Indomaret', OMIT, None, 'Jakarta')
e('proc', 'ID', 'MIDTRANS*KOPI KENANGAN', 'Kopi Kenangan', FD, 'Midtrans', None, OMIT)

# ---------------- Malaysia ----------------
p('MY', 'DUITNOW TRANSFER TO NURUL AINI BINTI ISMAIL', 'DuitNow', 'Nurul Aini binti Ismail')
e('railm', 'MY', 'DUITNOW QR KEDAI MAKAN ALI MAJU', 'Kedai Makan Ali Maju', FD, OMIT, None, OMIT)
e('local', 'MY', 'POS KEDAI GUNTING RAMBUT AZMAN KUALA LUMPUR', 'Kedai Gunting Rambut Azman', PC, None, 'Kuala Lumpur')
e('brand', 'MY', 'PETRONAS KEPONG KUALA LUMPUR', 'Petronas', TR, None, 'Kuala Lumpur')
e('proc', 'MY', 'IPAY88*MYEG', 'MyEG', OMIT, 'iPay88', None, 'online')
e('railm', 'MY', 'TNG EWALLET PAYMENT RESTORAN NASI KANDAR SUBAIDAH', ['Restoran Nasi Kandar Subaidah', 'Nasi Kandar Subaidah'], FD, OMIT, None, OMIT)

# ---------------- Singapore ----------------
p('SG', 'PAYNOW TRANSFER TO TAN WEI MING', 'PayNow', 'Tan Wei Ming')
p('SG', 'Incoming PayNow Ref 8812 From: SARAH LIM', 'PayNow', 'Sarah Lim', 'income')
e('railm', 'SG', 'PAYNOW QR AH SENG BRAISED DUCK', 'Ah Seng Braised Duck', FD, OMIT, None, OMIT)
e('local', 'SG', "NETS DEBIT KIM'S TAILOR SHOP SINGAPORE", ["Kim's Tailor Shop", 'Kims Tailor Shop'], OMIT, None, 'Singapore')
e('brand', 'SG', 'BUS/MRT 123456789 SINGAPORE', OMIT, TR, None, 'Singapore', OMIT)
e('proc', 'SG', 'SP * LOVE BONITO', 'Love Bonito', SH, 'Shopify', None, 'online')
e('proc', 'SG', 'ALIPAY*ADYEN*SEPHORA SG', 'Sephora', OMIT, 'Adyen', None, OMIT)

# ---------------- Philippines ----------------
p('PH', 'GCASH SEND MONEY JUAN DELA CRUZ', 'GCash', 'Juan Dela Cruz')
p('PH', 'INSTAPAY TRANSFER TO MARIA SANTOS BPI', 'InstaPay', 'Maria Santos')
e('railm', 'PH', 'GCASH QR CARINDERIA NI ALING NENA', 'Carinderia ni Aling Nena', FD, OMIT, None, OMIT)
e('brand', 'PH', 'JOLLIBEE 1234 MAKATI', 'Jollibee', FD, None, 'Makati')
e('proc', 'PH', "PAYMONGO*LOLA'S KAKANIN", ["Lola's Kakanin", 'Lolas Kakanin'], FD, 'PayMongo', None, OMIT)
e('proc', 'PH', 'DRAGONPAY*MERALCO', 'Meralco', HU, 'Dragonpay', None, 'online')

# ---------------- China ----------------
e('railm', 'CN', '支付宝-张记兰州拉面馆', ['张记兰州拉面馆', '张记兰州拉面'], FD, OMIT, OMIT, OMIT)
e('railm', 'CN', '财付通-王师傅修车铺', ['王师傅修车铺'], TR, OMIT, None, OMIT)
p('CN', '微信转账 陈小明', 'WeChat Pay', '陈小明')
p('CN', '支付宝转账-刘洋', 'Alipay', '刘洋')
e('brand', 'CN', '美团外卖 北京三快科技', ['Meituan', '美团', '美团外卖'], FD, None, OMIT, 'online')
e('brand', 'CN', '中国石化 上海 加油站 0412', ['Sinopec', '中国石化'], TR, None, 'Shanghai')
e('local', 'CN', '消费 老王面馆 杭州', ['老王面馆'], FD, None, 'Hangzhou')
e('railm', 'CN', '银联二维码 李记水果店', ['李记水果店'], FD, OMIT, None, OMIT)

# ---------------- Hong Kong ----------------
e('local', 'HK', 'CHAN KEE ROAST MEAT SHAM SHUI PO HK', 'Chan Kee Roast Meat', FD, None, OMIT)
e('brand', 'HK', 'OCTOPUS AAVS TOPUP', 'Octopus', OMIT, None, None, OMIT)
p('HK', 'FPS TRANSFER TO WONG KA MING', 'FPS', 'Wong Ka Ming')
p('HK', 'PAYME FROM HSBC LEUNG SIU FAN', 'PayMe', 'Leung Siu Fan', 'income')
e('proc', 'HK', 'PAYPAL *CAROUSELL', 'Carousell', OMIT, 'PayPal', None, 'online')
e('local', 'HK', '新興茶餐廳 香港', ['新興茶餐廳'], FD, None, 'Hong Kong')

# ---------------- Taiwan ----------------
e('local', 'TW', '林記豆花 台南', ['林記豆花'], FD, None, 'Tainan')
e('brand', 'TW', '全家便利商店 台北市信義', ['FamilyMart', '全家便利商店', '全家'], OMIT, None, 'Taipei')
e('dd', 'TW', '中華電信 帳單代繳', ['Chunghwa Telecom', '中華電信'], SV, None, None, 'direct_debit', True)
e('railm', 'TW', 'LINE PAY 陳記牛肉麵', ['陳記牛肉麵'], FD, OMIT, None, OMIT)
p('TW', '街口支付 轉帳 黃美玲', 'JKOPAY', '黃美玲')
e('proc', 'TW', 'ECPAY*好丘貝果', ['好丘貝果', 'Good Cho\'s', 'Good Chos'], FD, 'ECPay', None, OMIT)

# ---------------- Japan ----------------
e('local', 'JP', 'ｶﾌｪ ﾓﾘﾉｺﾔ', ['カフェ森の小屋', 'カフェモリノコヤ', 'ｶﾌｪ ﾓﾘﾉｺﾔ', 'Cafe Morinokoya'], FD)
e('local', 'JP', 'ﾔﾏﾀﾞ ｼｶｲｲﾝ', ['山田歯科医院', 'ヤマダシカイイン', 'ﾔﾏﾀﾞ ｼｶｲｲﾝ', 'Yamada Dental Clinic'], HW)
e('local', 'JP', 'ﾃﾞﾋﾞｯﾄ ﾍﾞｰｶﾘｰｻｶｲ', ['ベーカリーサカイ', 'ﾍﾞｰｶﾘｰｻｶｲ', 'Bakery Sakai'], FD)
e('local', 'JP', '理容タナカ 大阪市', ['理容タナカ'], PC, None, 'Osaka')
e('local', 'JP', 'ｶ)ﾀｹｳﾁｼﾞﾄﾞｳｼｬ', ['竹内自動車', 'タケウチジドウシャ', 'ﾀｹｳﾁｼﾞﾄﾞｳｼｬ', 'Takeuchi Jidosha'], TR)
e('proc', 'JP', 'SQ *KISSA HIKARI TOKYO', 'Kissa Hikari', FD, 'Square', 'Tokyo')
e('brand', 'JP', 'ｾﾌﾞﾝｲﾚﾌﾞﾝ', ['7-Eleven', 'セブンイレブン', 'Seven-Eleven'], OMIT)
e('brand', 'JP', 'JR東日本 モバイルSuica', ['JR East', 'JR東日本', 'Mobile Suica'], TR, None, None, OMIT)
p('JP', 'PayPay送金 ｽｽﾞｷ ﾊﾅｺ', 'PayPay', 'ｽｽﾞｷ ﾊﾅｺ')
t('JP', '振込 ﾀﾅｶ ｲﾁﾛｳ')
e('railm', 'JP', 'PayPay 居酒屋まつや', ['居酒屋まつや'], FD, OMIT, None, OMIT)
e('dd', 'JP', 'ﾄｳｷﾖｳｶﾞｽ', ['Tokyo Gas', '東京ガス', 'ﾄｳｷﾖｳｶﾞｽ'], HU, None, None, 'direct_debit', True)
e('income', 'JP', '給与 ｶ)ﾔﾏﾓﾄｼﾖｳｼﾞ', None, IN, None, None, 'bank_transfer', OMIT, 'income')

# ---------------- South Korea ----------------
p('KR', '카카오페이 송금 김민수', 'Kakao Pay', '김민수')
p('KR', '토스 이지은', 'Toss', '이지은')
e('local', 'KR', '할머니손칼국수 서울', ['할머니손칼국수'], FD, None, 'Seoul')
e('local', 'KR', '김내과의원 부산', ['김내과의원'], HW, None, 'Busan')
e('brand', 'KR', 'GS25 강남역점', 'GS25', OMIT, None, OMIT)
e('brand', 'KR', '쿠팡(주)', ['Coupang', '쿠팡'], SH, None, None, 'online')
e('proc', 'KR', 'KG이니시스 무신사', ['Musinsa', '무신사'], SH, 'KG Inicis', None, 'online')
e('fee', 'KR', '타행이체수수료', None, FS, None, None, OMIT)
t('KR', '이체 박서준')

# ---------------- Australia ----------------
e('proc', 'AU', 'SQ *THE LITTLE GROCER Fitzroy', ['The Little Grocer', 'Little Grocer'], FD, 'Square', OMIT)
e('local', 'AU', "EFTPOS PURCHASE JOE'S PLUMBING PTY LTD NEWCASTLE", ["Joe's Plumbing", 'Joes Plumbing'], OMIT, None, 'Newcastle')
e('local', 'AU', "VISA PURCHASE MARIO'S PIZZERIA GLEBE NS", ["Mario's Pizzeria", 'Marios Pizzeria'], FD, None, OMIT)
e('brand', 'AU', 'WOOLWORTHS 1234 PERTH AU', 'Woolworths', FD, None, 'Perth')
p('AU', 'OSKO PAYMENT TO EMMA WILSON', 'Osko', 'Emma Wilson')
p('AU', 'PAYID TRANSFER FROM LIAM NGUYEN', 'PayID', 'Liam Nguyen', 'income')
e('income', 'AU', 'SALARY ACME PTY LTD', None, IN, None, None, 'bank_transfer', OMIT, 'income')
e('refund', 'AU', 'REFUND JB HI-FI ONLINE', 'JB Hi-Fi', IN, None, None, OMIT, False, 'income')
e('sub', 'AU', 'APPLE.COM/BILL', 'Apple', OMIT, None, None, 'online', True)
e('fee', 'AU', 'INTERNATIONAL TRANSACTION FEE', None, FS, None, None, OMIT)
t('AU', 'TRANSFER TO CHLOE BROWN NETBANK')

# ---------------- New Zealand ----------------
e('local', 'NZ', 'EFTPOS THE FLAT WHITE CAFE WELLINGTON', ['The Flat White Cafe', 'Flat White Cafe'], FD, None, 'Wellington')
e('brand', 'NZ', 'COUNTDOWN PONSONBY AUCKLAND', ['Countdown', 'Woolworths'], FD, None, 'Auckland')
e('sub', 'NZ', 'AP SPARK NZ TRADING', 'Spark', SV, None, None, 'direct_debit', True)
e('income', 'NZ', 'CREDIT INTEREST', None, IN, None, None, OMIT, OMIT, 'income')
e('proc', 'NZ', 'WINDCAVE*MT EDEN DENTAL', 'Mt Eden Dental', HW, 'Windcave', OMIT)

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
scripts = collections.Counter()
for r in lb.rows:
    for s in {_script(c) for c in r['title']} - {None}: scripts[s] += 1
print('titles', len(lb.rows))
cc = collections.Counter(r['country'] for r in lb.rows)
print('countries', len(cc), 'max per country', max(cc.values()))
print('per kind', dict(sorted(collections.Counter(K).items())))
print('per country', dict(sorted(cc.items())))
print('scripts', len(scripts), dict(sorted(scripts.items())))
lb.write('hj', 'heldout-j.jsonl')
