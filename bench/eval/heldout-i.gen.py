#!/usr/bin/env python3
# Blind evaluation set heldout-i: generator. Run: python3 bench/eval/heldout-i.gen.py
# Writes heldout-i.jsonl next to this file and prints per-kind / per-country / per-script tallies.
import sys, os, collections, unicodedata
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import labels as lb
from labels import OMIT as O

FD, SH, TR, TV, HU, EN = 'Food & Drink', 'Shopping', 'Transportation', 'Travel', 'Housing & Utilities', 'Entertainment'
HW, PC, ED, FS, GT, SV, CG, IN, TF = ('Health & Wellness', 'Personal Care', 'Education', 'Financial Services',
                                      'Government & Taxes', 'Services', 'Charity & Gifts', 'Income', 'Transfers')
ON, APP, BT, DD, ATM, UNK = 'online', 'mobile_app', 'bank_transfer', 'direct_debit', 'atm', 'unknown'

kinds = []
_kind = ['?']
def k(name): _kind[0] = name
def _wrap(f):
    def g(*a, **kw):
        f(*a, **kw); kinds.append(_kind[0])
    return g
E, P, T = _wrap(lb.E), _wrap(lb.P), _wrap(lb.T)

# kinds: local (small business, no brand list), brand, p2p, xfer (bank transfer to a person),
# railm (merchant paid over a p2p app / instant rail / QR), proc (behind processor / wallet),
# dd, sub, atm, fee, income, refund, tax

# ---------------- US ----------------
k('sub');    E('US', 'NETFLIX.COM 866-579-7172 CA', ['Netflix'], EN, city=None, ch=ON, rec=True)
k('p2p');    P('US', 'Zelle payment to Maria Gonzalez JPM99b3k7qz1', 'Zelle', 'Maria Gonzalez')
k('p2p');    P('US', 'VENMO PAYMENT 1029384756 WEB ID: 3264681992', 'Venmo', None)
k('p2p');    P('US', 'Cash App*Tyler Brooks 8774174551 CA', 'Cash App', 'Tyler Brooks')
k('proc');   E('US', 'SQ *RIVERSIDE DONUTS Portland OR', ['Riverside Donuts'], FD, 'Square', 'Portland')
k('proc');   E('US', "TST* LUIGI'S TRATTORIA BOSTON MA", ["Luigi's Trattoria"], FD, 'Toast', 'Boston')
k('income'); E('US', 'ACME LOGISTICS INC PAYROLL PPD ID: 9876543210', None, IN, None, None, BT, typ='income')
k('railm');  E('US', 'VENMO *HAPPY PAWS GROOMING', ['Happy Paws Grooming'], O, 'Venmo', None, O, p2p=None)
k('local');  E('US', 'POS DEBIT 11/14 MAPLEWOOD DENTAL GROUP', ['Maplewood Dental Group'], HW, city=None)

# ---------------- CA ----------------
k('p2p');    P('CA', 'e-Transfer sent JULIE TREMBLAY CA4kRt9P', 'Interac', 'Julie Tremblay')
k('brand');  E('CA', 'TIM HORTONS #2451 TORONTO ON', ['Tim Hortons'], FD, city='Toronto')
k('local');  E('CA', 'DEPANNEUR CHEZ GILLES MONTREAL QC', ['Dépanneur Chez Gilles', 'Depanneur Chez Gilles', 'Chez Gilles'], O, city='Montreal')
k('proc');   E('CA', 'PAYPAL *EBAYCA 4029357733 ON', ['eBay'], SH, 'PayPal', None, ON)
k('brand');  E('CA', 'CANADIAN TIRE #0342 CALGARY AB', ['Canadian Tire'], SH, city='Calgary')
k('dd');     E('CA', 'PREAUTHORIZED DEBIT BELL CANADA', ['Bell', 'Bell Canada'], SV, None, None, DD, True)
k('income'); E('CA', 'PAYROLL DEPOSIT MAPLE LEAF FOODS', None, IN, None, None, BT, typ='income')
k('proc');   E('CA', 'SUMUP *BOUL. ST-ROCH QUEBEC QC', ['Boulangerie St-Roch', 'Boul. St-Roch', 'Boul St-Roch'], FD, 'SumUp', 'Quebec')

# ---------------- MX ----------------
k('brand');  E('MX', 'OXXO SUC JUAREZ MONTERREY NL', ['OXXO'], O, city='Monterrey')
k('proc');   E('MX', 'MERPAGO*TAQUERIAELGUERO', ['Taquería El Güero', 'Taqueria El Guero', 'Taqueriaelguero'], FD, 'Mercado Pago', None, O)
k('xfer');   T('MX', 'SPEI ENVIADO BBVA MEXICO ROSA MARTINEZ LOPEZ REF 0123456')
k('proc');   E('MX', 'CLIP *FERRETERIA LA LLAVE PUEBLA', ['Ferretería La Llave', 'Ferreteria La Llave'], SH, 'Clip', 'Puebla')
k('dd');     E('MX', 'DOMICILIACION TELMEX CTA 5512345678', ['Telmex'], SV, None, None, DD, True)
k('brand');  E('MX', 'FARMACIA GUADALAJARA SUC 1187', ['Farmacias Guadalajara', 'Farmacia Guadalajara'], HW, city=O)
k('income'); E('MX', 'ABONO NOMINA 15/11 GRUPO BIMBO SAB', None, IN, None, None, BT, typ='income')
k('local');  E('MX', 'CONSULTORIO DENTAL DRA PAREDES', ['Consultorio Dental Dra Paredes', 'Consultorio Dental Dra. Paredes'], HW, city=None)

# ---------------- BR ----------------
k('p2p');    P('BR', 'Transferência enviada pelo Pix - JOÃO PEDRO DA SILVA - •••.123.456-•• - NU PAGAMENTOS', 'Pix', 'João Pedro da Silva')
k('railm');  E('BR', 'Pix QR Code - PADARIA PAO QUENTE LTDA', ['Padaria Pão Quente', 'Padaria Pao Quente'], FD, O, None, O)
k('proc');   E('BR', 'PAG*MerceariaDonaZe', ['Mercearia Dona Zé', 'Mercearia Dona Ze', 'Merceariadonaze'], FD, 'PagSeguro', None, O)
k('brand');  E('BR', 'IFOOD *IFOOD', ['iFood'], FD, None, None, ON)
k('brand');  E('BR', 'DROGASIL 2345 SAO PAULO BRA', ['Drogasil'], HW, city='São Paulo')
k('proc');   E('BR', 'MP *MERCADOLIVRE', ['Mercado Livre'], SH, 'Mercado Pago', None, ON)
k('local');  E('BR', 'OFICINA MECANICA DO TONHO', ['Oficina Mecânica do Tonho', 'Oficina Mecanica do Tonho'], O, city=None)
k('income'); E('BR', 'CRED SALARIO CONSTRUTORA ALVORADA', None, IN, None, None, BT, typ='income')
k('xfer');   T('BR', 'TED ENVIADA 341 0001 MARIA APARECIDA SOUZA')

# ---------------- AR ----------------
k('proc');   E('AR', 'MERPAGO*PARRILLALOSAMIGOS', ['Parrilla Los Amigos', 'Parrillalosamigos'], FD, 'Mercado Pago', None, O)
k('xfer');   T('AR', 'TRANSF. INMEDIATA A GOMEZ JUAN CARLOS CBU 0170...4521')
k('railm');  E('AR', 'MODO *KIOSCO EL TURCO', ['Kiosco El Turco'], O, 'MODO', None, O)
k('brand');  E('AR', 'COTO CICSA SUC 045', ['Coto'], FD, city=None)
k('local');  E('AR', 'CARNICERIA DON PEPE ROSARIO', ['Carnicería Don Pepe', 'Carniceria Don Pepe'], FD, city='Rosario')
k('atm');    E('AR', 'EXTRACCION CAJERO BANELCO 4512 CORDOBA', None, FS, None, 'Córdoba', ATM)
k('p2p');    P('AR', 'UALA TRANSFERENCIA ENVIADA A LUCIA FERNANDEZ', 'Ualá', 'Lucia Fernandez')

# ---------------- CL ----------------
k('brand');  E('CL', 'COMPRA NAC. LIDER EXPRESS SANTIAGO', ['Líder', 'Lider', 'Lider Express'], FD, city='Santiago')
k('xfer');   T('CL', 'TRANSF A CAMILA ROJAS VEGA')
k('proc');   E('CL', 'SUMUP * PANADERIA LA ESPIGA VALPARAISO', ['Panadería La Espiga', 'Panaderia La Espiga'], FD, 'SumUp', 'Valparaíso')
k('local');  E('CL', 'FERRETERIA SAN JORGE TEMUCO', ['Ferretería San Jorge', 'Ferreteria San Jorge'], SH, city='Temuco')
k('dd');     E('CL', 'PAGO PAC ENTEL PCS', ['Entel'], SV, None, None, DD, True)
k('p2p');    P('CL', 'MACH TRANSFERENCIA A IGNACIO MUNOZ', 'MACH', 'Ignacio Munoz')

# ---------------- CO ----------------
k('p2p');    P('CO', 'ENVIO NEQUI A ANDRES FELIPE GIRALDO', 'Nequi', 'Andres Felipe Giraldo')
k('brand');  E('CO', 'COMPRA EN D1 SAS 0412 MEDELLIN', ['D1', 'Tiendas D1'], FD, city='Medellín')
k('local');  E('CO', 'COMPRA EN PANADERIA LA 80 MEDELLIN', ['Panadería La 80', 'Panaderia La 80'], FD, city='Medellín')
k('railm');  E('CO', 'PAGO QR NEQUI TIENDA DONA ROSA', ['Tienda Doña Rosa', 'Tienda Dona Rosa'], O, 'Nequi', None, O)
k('brand');  E('CO', 'RAPPI*RAPPI COLOMBIA', ['Rappi'], FD, None, None, ON)
k('atm');    E('CO', 'RETIRO CAJERO BANCOLOMBIA CALI CENTRO', None, FS, None, 'Cali', ATM)

# ---------------- PE ----------------
k('p2p');    P('PE', 'YAPE A CARLOS QUISPE', 'Yape', 'Carlos Quispe')
k('p2p');    P('PE', 'PLIN - ROSA HUAMAN T.', 'Plin', 'Rosa Huaman')
k('proc');   E('PE', 'IZI*POLLERIA EL REY LIMA', ['Pollería El Rey', 'Polleria El Rey'], FD, 'Izipay', 'Lima')
k('proc');   E('PE', 'NIUBIZ*BOTICA STA ROSA AREQUIPA', ['Botica Santa Rosa', 'Botica Sta Rosa'], HW, 'Niubiz', 'Arequipa')
k('railm');  E('PE', 'YAPE PAGO A BODEGA MIRIAM', ['Bodega Miriam'], O, 'Yape', None, O)

# ---------------- GB ----------------
k('brand');  E('GB', 'TESCO STORES 2345 LONDON GB', ['Tesco'], FD, city='London')
k('proc');   E('GB', 'SUMUP *THE LITTLE CAKE SH BRISTOL', ['The Little Cake Shop', 'The Little Cake Sh', 'Little Cake Shop'], FD, 'SumUp', 'Bristol')
k('proc');   E('GB', 'ZETTLE_*HOPE & ANCHOR LEEDS', ['Hope & Anchor', 'Hope and Anchor'], FD, 'Zettle', 'Leeds')
k('xfer');   T('GB', 'J SMITH FASTER PAYMENT REF PIZZA NIGHT')
k('dd');     E('GB', 'DIRECT DEBIT THAMES WATER', ['Thames Water'], HU, None, None, DD, True)
k('proc');   E('GB', 'PAYPAL *PATSBAKES', ["Pat's Bakes", 'Patsbakes', 'Pats Bakes'], FD, 'PayPal', None, ON)
k('local');  E('GB', 'HARGREAVES PLUMBING & HEA', ['Hargreaves Plumbing & Heating', 'Hargreaves Plumbing & Hea', 'Hargreaves Plumbing'], O, city=None, ch=O)
k('income'); E('GB', 'BGC ACME WIDGETS LTD SALARY NOV', None, IN, None, None, BT, typ='income')
k('refund'); E('GB', 'ASOS.COM REFUND', ['ASOS'], IN, None, None, ON, typ='income')
k('local');  E('GB', "CARD PAYMENT TO BRIDGE ST CHIPPY ON 12-11-2026", ['Bridge St Chippy', 'Bridge Street Chippy'], FD, city=None)

# ---------------- IE ----------------
k('brand');  E('IE', 'DUNNES STORES CORK 04', ['Dunnes Stores'], O, city='Cork')
k('local');  E('IE', "POS12NOV O'DWYERS PHARMACY", ["O'Dwyer's Pharmacy", "O'Dwyers Pharmacy"], HW, city=None)
k('p2p');    P('IE', 'REVOLUT*SEAN MURPHY', 'Revolut', 'Sean Murphy')
k('dd');     E('IE', 'D/D ELECTRIC IRELAND', ['Electric Ireland'], HU, None, None, DD, True)
k('proc');   E('IE', 'SQ *THE COFFEE HUT GALWAY', ['The Coffee Hut', 'Coffee Hut'], FD, 'Square', 'Galway')
k('fee');    E('IE', 'QUARTERLY ACCOUNT FEE', None, FS, None, None, O)

# ---------------- FR ----------------
k('local');  E('FR', 'CB BOULANGERIE DUPONT 12/11 LYON', ['Boulangerie Dupont'], FD, city='Lyon')
k('local');  E('FR', 'CARTE X4521 14/11 GARAGE DU CENTRE', ['Garage du Centre'], O, city=None)
k('p2p');    P('FR', 'VIR INST LYDIA DE CAMILLE BERNARD', 'Lydia', 'Camille Bernard', typ='income')
k('p2p');    P('FR', 'PAIEMENT WERO A THOMAS LEFEVRE', 'Wero', 'Thomas Lefevre')
k('dd');     E('FR', 'PRLV SEPA FREE MOBILE ICS FR12ZZZ123456 RUM FM-0098712', ['Free Mobile', 'Free'], SV, None, None, DD, True)
k('xfer');   T('FR', 'VIR SEPA M. LUCAS MOREAU REMBOURSEMENT RESTO')
k('proc');   E('FR', 'CB SUMUP *TABAC LE BALTO 10/11', ['Tabac Le Balto', 'Le Balto'], O, 'SumUp', None)
k('local');  E('FR', 'CB PHIE DES ARCADES 09/11 BORDEAUX', ['Pharmacie des Arcades', 'Phie des Arcades'], HW, city='Bordeaux')
k('income'); E('FR', 'VIR SALAIRE NOVEMBRE SARL TRANSPORTS GIRARD', None, IN, None, None, BT, typ='income')

# ---------------- DE ----------------
k('local');  E('DE', 'KARTENZAHLUNG BAECKEREI MUELLER GMBH//MUENCHEN/DE', ['Bäckerei Müller', 'Baeckerei Mueller', 'Bäckerei Müller GmbH'], FD, city='München')
k('local');  E('DE', 'Kfz-Werkstatt Schneider Kartenzahlung girocard', ['Kfz-Werkstatt Schneider'], O, city=None)
k('local');  E('DE', 'ZAHNARZTPRAXIS DR. WEBER', ['Zahnarztpraxis Dr. Weber', 'Zahnarztpraxis Dr Weber'], HW, city=None, ch=O)
k('local');  E('DE', 'Eisenwaren Hoffmann Leipzig', ['Eisenwaren Hoffmann'], SH, city='Leipzig')
k('dd');     E('DE', 'SEPA-LASTSCHRIFT Stadtwerke Bochum GmbH Mandatsref. SWB-000871234 Gläubiger-ID DE98ZZZ09999999999', ['Stadtwerke Bochum'], HU, None, 'Bochum', DD, True)
k('p2p');    P('DE', 'PayPal Europe S.a.r.l. et Cie S.C.A Ihr Einkauf bei Anna Schmidt', 'PayPal', 'Anna Schmidt')
k('proc');   E('DE', 'SUMUP *FLEISCHEREI KRAUS', ['Fleischerei Kraus'], FD, 'SumUp', None)
k('income'); E('DE', 'GUTSCHRIFT LOHN/GEHALT 11/2026 MUSTERBAU AG', None, IN, None, None, BT, typ='income')
k('atm');    E('DE', 'BARGELDAUSZAHLUNG GA 12.11 SPARKASSE DRESDEN', None, FS, None, 'Dresden', ATM)

# ---------------- AT ----------------
k('local');  E('AT', 'POS 14.11 16:42 K1 GASTHAUS ZUR POST', ['Gasthaus zur Post'], FD, city=None)
k('local');  E('AT', 'POS 12.11 09:15 K2 FRISEURSALON HAARMONIE GRAZ', ['Friseursalon Haarmonie', 'Haarmonie'], PC, city='Graz')
k('brand');  E('AT', 'BILLA DANKT 0123 WIEN', ['Billa'], FD, city='Wien')
k('dd');     E('AT', 'SEPA Lastschrift WIEN ENERGIE GMBH', ['Wien Energie'], HU, None, O, DD, True)
k('proc');   E('AT', 'SUMUP *HEURIGER WEINBAU HAAS', ['Heuriger Weinbau Haas', 'Weinbau Haas'], FD, 'SumUp', None)
k('xfer');   T('AT', 'Überweisung an Markus Gruber Rückzahlung Skiurlaub')

# ---------------- CH ----------------
k('p2p');    P('CH', 'TWINT Senden an Lea Keller +41791234567', 'TWINT', 'Lea Keller')
k('railm');  E('CH', 'TWINT *Hofladen Berghof', ['Hofladen Berghof', 'Berghof'], FD, 'TWINT', None, O)
k('brand');  E('CH', 'COOP-1234 ZUERICH HB', ['Coop'], FD, city='Zürich')
k('brand');  E('CH', 'MIGROS M BERN WESTSIDE', ['Migros'], FD, city='Bern')
k('local');  E('CH', 'Metzgerei Bühler Kartenzahlung Debit Mastercard', ['Metzgerei Bühler', 'Metzgerei Buehler'], FD, city=None)
k('local');  E('CH', 'Zahlung Karte 5412 CARROSSERIE ZEHNDER WIN', ['Carrosserie Zehnder'], O, city=O)

# ---------------- NL ----------------
k('brand');  E('NL', 'BEA, Apple Pay AH 1234 AMSTERDAM,PAS123 NR:AB12CD, 13.11.26/17:42', ['Albert Heijn', 'AH'], FD, city='Amsterdam')
k('p2p');    P('NL', 'Tikkie ID 000123456789 Pizza vrijdag Van Dijk J', 'Tikkie', 'J van Dijk', typ='income')
k('proc');   E('NL', 'Stichting Mollie Payments inzake Fietsenmaker De Spaak', ['Fietsenmaker De Spaak', 'De Spaak'], SH, 'Mollie', None, ON)
k('local');  E('NL', 'BEA, Betaalpas Slagerij Van der Berg,PAS045 NR:KX81, 12.11.26/10:05 UTRECHT', ['Slagerij Van der Berg', 'Slagerij van den Berg'], FD, city='Utrecht')
k('dd');     E('NL', 'SEPA Incasso algemeen doorlopend Incassant: NL12ZZZ301234560000 Naam: Vattenfall Klantenservice', ['Vattenfall'], HU, None, None, DD, True)
k('xfer');   T('NL', 'SEPA Overboeking IBAN: NL91ABNA0417164300 Naam: S. Jansen Omschrijving: terugbetaling')
k('proc');   E('NL', 'CCV*Snackbar De Kroket', ['Snackbar De Kroket'], FD, 'CCV', None)

# ---------------- BE ----------------
k('railm');  E('BE', 'PAYCONIQ BY BANCONTACT FRITUUR T HOEKSKE', ["Frituur 't Hoekske", 'Frituur T Hoekske'], FD, 'Payconiq', None, O)
k('brand');  E('BE', 'BETALING BANCONTACT DELHAIZE GENT 14/11', ['Delhaize'], FD, city='Gent')
k('local');  E('BE', 'PAIEMENT MAESTRO LIBRAIRIE DU PARC NAMUR', ['Librairie du Parc'], SH, city='Namur')
k('dd');     E('BE', 'DOMICILIERING PROXIMUS REF MANDAAT 0123456', ['Proximus'], SV, None, None, DD, True)
k('p2p');    P('BE', 'PAYCONIQ OVERSCHRIJVING NAAR PIETERS LIES', 'Payconiq', 'Lies Pieters')
k('fee');    E('BE', 'BEHEERSKOSTEN REKENING OKTOBER', None, FS, None, None, O, rec=O)

# ---------------- ES ----------------
k('p2p');    P('ES', 'BIZUM ENVIADO A LAURA GARCIA CONCEPTO CENA', 'Bizum', 'Laura Garcia')
k('p2p');    P('ES', 'Bizum recibido de Pablo Ruiz Martin', 'Bizum', 'Pablo Ruiz Martin', typ='income')
k('railm');  E('ES', 'BIZUM COMPRA EN TALLER MECANICO PACO', ['Taller Mecánico Paco', 'Taller Mecanico Paco'], O, O, None, O)
k('local');  E('ES', 'COMPRA TARJ. 5402XXXXXXXX1234 CAFETERIA LA ESQUINA-SEVILLA', ['Cafetería La Esquina', 'Cafeteria La Esquina'], FD, city='Sevilla')
k('local');  E('ES', 'PAGO MOVIL EN FERRETERIA HNOS. LOPEZ', ['Ferretería Hnos. López', 'Ferreteria Hermanos Lopez', 'Ferreteria Hnos Lopez'], SH, city=None)
k('brand');  E('ES', 'COMPRA MERCADONA VALENCIA AV. PUERTO', ['Mercadona'], FD, city='Valencia')
k('brand');  E('ES', 'EL CORTE INGLES SA MADRID', ['El Corte Inglés', 'El Corte Ingles'], SH, city='Madrid')
k('dd');     E('ES', 'RECIBO IBERDROLA CLIENTES SAU REF. 7766554433', ['Iberdrola'], HU, None, None, DD, True)
k('income'); E('ES', 'TRANSFERENCIA NOMINA OCTUBRE CONSTRUCCIONES ARAGON SL', None, IN, None, None, BT, typ='income')
k('atm');    E('ES', 'REINTEGRO CAJERO 4B BARCELONA 13/11 22:14', None, FS, None, 'Barcelona', ATM)
k('proc');   E('ES', 'SUMUP *BAR MANOLO', ['Bar Manolo'], FD, 'SumUp', None)

# ---------------- PT ----------------
k('p2p');    P('PT', 'MB WAY P/ RICARDO FERREIRA', 'MB WAY', 'Ricardo Ferreira')
k('local');  E('PT', 'COMPRA 1234 PASTELARIA BELEM DOCE LISBOA', ['Pastelaria Belém Doce', 'Pastelaria Belem Doce'], FD, city='Lisboa')
k('brand');  E('PT', 'COMPRA 5678 CONTINENTE BOM DIA PORTO', ['Continente', 'Continente Bom Dia'], FD, city='Porto')
k('dd');     E('PT', 'DD PT12100011 MEO SERVICOS COMUNICACOES', ['MEO'], SV, None, None, DD, True)
k('railm');  E('PT', 'MB WAY COMPRA TASCA DO ZE', ['Tasca do Zé', 'Tasca do Ze'], FD, O, None, O)
k('tax');    E('PT', 'PAG ESTADO AUTORIDADE TRIBUTARIA IRS 2025', None, GT, None, None, O)

# ---------------- IT ----------------
k('local');  E('IT', 'PAGAMENTO POS 13/11/2026 09.32 CARTA *4521 BAR PASTICCERIA ROSSI MILANO', ['Bar Pasticceria Rossi', 'Pasticceria Rossi'], FD, city='Milano')
k('railm');  E('IT', 'SATISPAY *PIZZERIA DA GENNARO', ['Pizzeria da Gennaro'], FD, 'Satispay', None, O)
k('p2p');    P('IT', 'SATISPAY INVIO A GIULIA ROMANO', 'Satispay', 'Giulia Romano')
k('brand');  E('IT', 'PAGAMENTO POS ESSELUNGA VIA FERRARA TORINO', ['Esselunga'], FD, city='Torino')
k('dd');     E('IT', 'ADDEBITO SDD ENEL ENERGIA SPA CID IT45ZZZ000001234 MAND 77812', ['Enel Energia', 'Enel'], HU, None, None, DD, True)
k('xfer');   T('IT', 'BONIFICO ISTANTANEO A FAVORE DI MARCO BIANCHI CAUS: REGALO MATRIMONIO')
k('proc');   E('IT', 'NEXI*FERRAMENTA BRUNO', ['Ferramenta Bruno'], SH, 'Nexi', None)
k('local');  E('IT', 'POS STUDIO DENTISTICO DR CONTI', ['Studio Dentistico Dr Conti', 'Studio Dentistico Dr. Conti'], HW, city=None)
k('tax');    E('IT', 'PAGAMENTO F24 AGENZIA ENTRATE', None, GT, None, None, O)

# ---------------- SE ----------------
k('p2p');    P('SE', 'Swish betalning ERIK LINDQVIST', 'Swish', 'Erik Lindqvist')
k('railm');  E('SE', 'Swish handel KONDITORI ÅSA', ['Konditori Åsa', 'Konditori Asa'], FD, O, None, O)
k('brand');  E('SE', 'ICA NARA SKOGSBORG', ['ICA', 'ICA Nära'], FD, city=O)
k('local');  E('SE', 'BILVERKSTAD NORDH AB', ['Bilverkstad Nordh', 'Bilverkstad Nordh AB'], O, city=None)
k('local');  E('SE', 'FRISORSALONG SAX & CO UPPSALA', ['Frisörsalong Sax & Co', 'Frisorsalong Sax & Co', 'Sax & Co'], PC, city='Uppsala')
k('proc');   E('SE', 'IZ *KAFFEBAREN GÖTEBORG', ['Kaffebaren'], FD, 'Zettle', 'Göteborg')
k('sub');    E('SE', 'SPOTIFY P1A2B3C4D5 STOCKHOLM', ['Spotify'], EN, None, O, ON, True)

# ---------------- NO ----------------
k('p2p');    P('NO', 'Vipps *Ingrid Hansen', 'Vipps', 'Ingrid Hansen')
k('railm');  E('NO', 'VIPPS*BAKERI SOLSIDEN', ['Bakeri Solsiden', 'Solsiden'], FD, 'Vipps', None, O)
k('brand');  E('NO', 'REMA 1000 GRUNERLOKKA', ['REMA 1000'], FD, city=O)
k('local');  E('NO', 'VISA 123456 NOK 349,00 JERNVAREHANDEL BERGEN Kurs: 1,0000', ['Jernvarehandel'], SH, city='Bergen')
k('dd');     E('NO', 'AvtaleGiro TELENOR NORGE AS', ['Telenor'], SV, None, None, DD, True)
k('income'); E('NO', 'Lønn fra FJORDLAKS AS', None, IN, None, None, BT, typ='income')

# ---------------- DK ----------------
k('p2p');    P('DK', 'MobilePay Mette Kristensen', 'MobilePay', 'Mette Kristensen', typ='income')
k('railm');  E('DK', 'MobilePay KØBMAND HANSEN', ['Købmand Hansen', 'Kobmand Hansen'], FD, 'MobilePay', None, O)
k('local');  E('DK', 'Dankort-nota Tandlæge Sørensen', ['Tandlæge Sørensen', 'Tandlaege Sorensen'], HW, city=None)
k('brand');  E('DK', 'NETTO 4721 ODENSE C', ['Netto'], FD, city='Odense')
k('dd');     E('DK', 'BS ØRSTED SALG & SERVICE A/S', ['Ørsted', 'Orsted'], HU, None, None, DD, True)
k('local');  E('DK', 'Visa/Dankort 13.11 Cykelsmeden Aarhus', ['Cykelsmeden'], SH, city='Aarhus')

# ---------------- FI ----------------
k('p2p');    P('FI', 'MobilePay Aleksi Virtanen', 'MobilePay', 'Aleksi Virtanen')
k('brand');  E('FI', 'K-MARKET TOOLONTORI HELSINKI', ['K-Market', 'K-Citymarket', 'Kesko'], FD, city='Helsinki')
k('local');  E('FI', 'KORTTIOSTO 12.11 LEIPOMO MAKKONEN TAMPERE', ['Leipomo Makkonen'], FD, city='Tampere')
k('local');  E('FI', 'Autokorjaamo Laine Oy', ['Autokorjaamo Laine', 'Autokorjaamo Laine Oy'], O, city=None, ch=O)
k('dd');     E('FI', 'E-LASKU HELEN OY', ['Helen'], HU, None, None, DD, True)
k('fee');    E('FI', 'PALVELUMAKSU 11/2026', None, FS, None, None, O, rec=O)

# ---------------- EE ----------------
k('local');  E('EE', 'KAARDIMAKSE PAGARIPOOD LEIVAKE TARTU', ['Pagaripood Leivake', 'Leivake'], FD, city='Tartu')
k('brand');  E('EE', 'RIMI TALLINN KRISTIINE', ['Rimi'], FD, city='Tallinn')
k('brand');  E('EE', 'BOLT.EU/R/2611141212', ['Bolt'], TR, None, None, APP)
k('xfer');   T('EE', 'Makse Kadri Tamm tagasimakse kontsert')
k('proc');   E('EE', 'MONTONIO*KODUKAUP OU', ['Kodukaup', 'Kodukaup OÜ'], SH, 'Montonio', None, ON)

# ---------------- LT ----------------
k('local');  E('LT', 'MOKĖJIMAS KORTELE KEPYKLA "DUONINĖ" KAUNAS', ['Kepykla Duoninė', 'Duoninė', 'Duonine'], FD, city='Kaunas')
k('brand');  E('LT', 'MAXIMA LT X 0712 VILNIUS', ['Maxima'], FD, city='Vilnius')
k('p2p');    P('LT', 'Revolut pervedimas Tomas Kazlauskas', 'Revolut', 'Tomas Kazlauskas')
k('proc');   E('LT', 'PAYSERA*AUTOSERVISAS RATAS', ['Autoservisas Ratas'], O, 'Paysera', None, O)
k('local');  E('LT', 'ODONTOLOGIJOS KLINIKA SYPSENA', ['Odontologijos Klinika Šypsena', 'Odontologijos Klinika Sypsena', 'Šypsena'], HW, city=None)

# ---------------- PL ----------------
k('p2p');    P('PL', 'PRZELEW BLIK NA TELEFON DO KAROLINA NOWAK +48 601***123', 'BLIK', 'Karolina Nowak')
k('railm');  E('PL', 'PŁATNOŚĆ BLIK 12.11 SKLEP MIĘSNY U ZBYSZKA', ['Sklep Mięsny u Zbyszka', 'Sklep Miesny u Zbyszka'], FD, O, None, O)
k('local');  E('PL', 'ZAKUP PRZY UŻYCIU KARTY PIEKARNIA GRYCAN KRAKÓW', ['Piekarnia Grycan', 'Grycan'], FD, city='Kraków')
k('brand');  E('PL', 'BIEDRONKA 1234 WARSZAWA', ['Biedronka'], FD, city='Warszawa')
k('proc');   E('PL', 'PAYU*ALLEGRO', ['Allegro'], SH, 'PayU', None, ON)
k('proc');   E('PL', 'P24*WARSZTAT SAMOCHODOWY', ['Warsztat Samochodowy'], O, 'Przelewy24', None, ON)
k('xfer');   T('PL', 'PRZELEW WYCHODZĄCY DO: JAN KOWALSKI TYTUŁ: ZWROT ZA BILETY')
k('dd');     E('PL', 'POLECENIE ZAPŁATY PGE OBRÓT S.A.', ['PGE', 'PGE Obrót'], HU, None, None, DD, True)
k('income'); E('PL', 'WYNAGRODZENIE ZA 10/2026 PRZELEW PRZYCHODZĄCY POLBUD SP. Z O.O.', None, IN, None, None, BT, typ='income')

# ---------------- CZ ----------------
k('local');  E('CZ', 'PLATBA KARTOU PEKARNA U MOSTU BRNO', ['Pekárna u Mostu', 'Pekarna u Mostu'], FD, city='Brno')
k('brand');  E('CZ', 'ALBERT 1043 PRAHA 4', ['Albert'], FD, city='Praha')
k('local');  E('CZ', 'Nákup: HOSPODA NA RUZKU, Plzeň, dne 13.11.2026', ['Hospoda na Růžku', 'Hospoda na Ruzku'], FD, city='Plzeň')
k('proc');   E('CZ', 'GOPAY *ZELEZARSTVI HORAK', ['Železářství Horák', 'Zelezarstvi Horak'], SH, 'GoPay', None, ON)
k('xfer');   T('CZ', 'Odchozí okamžitá platba Petr Dvořák Zpráva: za pivo')

# ---------------- SK ----------------
k('local');  E('SK', 'POS NAKUP CUKRAREN SLADKY SEN ZILINA', ['Cukráreň Sladký Sen', 'Cukraren Sladky Sen'], FD, city='Žilina')
k('brand');  E('SK', 'TESCO STORES SR KOSICE', ['Tesco'], FD, city='Košice')
k('atm');    E('SK', 'VYBER Z BANKOMATU VUB BRATISLAVA', None, FS, None, 'Bratislava', ATM)
k('local');  E('SK', 'AUTOOPRAVOVNA KUBIS', ['Autoopravovňa Kubiš', 'Autoopravovna Kubis'], O, city=None, ch=O)

# ---------------- HU ----------------
k('local');  E('HU', 'VÁSÁRLÁS KÁRTYÁVAL KOVÁCS PÉKSÉG DEBRECEN', ['Kovács Pékség', 'Kovacs Pekseg'], FD, city='Debrecen')
k('brand');  E('HU', 'SPAR MO 0423 BUDAPEST', ['Spar'], FD, city='Budapest')
k('xfer');   T('HU', 'AZONNALI ÁTUTALÁS NAGY ESZTER KÖLCSÖN')
k('local');  E('HU', 'GUMISZERVIZ HORVATH KFT', ['Gumiszerviz Horváth', 'Gumiszerviz Horvath'], O, city=None)
k('dd');     E('HU', 'CSOPORTOS BESZEDÉS MVM NEXT ENERGIAKERESKEDELMI', ['MVM Next', 'MVM'], HU, None, None, DD, True)

# ---------------- RO ----------------
k('local');  E('RO', 'PLATA CARD BRUTARIA ANA CLUJ-NAPOCA', ['Brutăria Ana', 'Brutaria Ana'], FD, city='Cluj-Napoca')
k('brand');  E('RO', 'KAUFLAND 2410 IASI', ['Kaufland'], FD, city='Iași')
k('p2p');    P('RO', 'Revolut Transfer catre Andrei Popescu', 'Revolut', 'Andrei Popescu')
k('local');  E('RO', 'CABINET STOMATOLOGIC DR IONESCU', ['Cabinet Stomatologic Dr Ionescu'], HW, city=None)
k('proc');   E('RO', 'NETOPIA*LIBRARIA CARTURESTI', ['Cărturești', 'Carturesti', 'Libraria Carturesti'], SH, 'Netopia', None, ON)

# ---------------- BG ----------------
k('local');  E('BG', 'ПОКУПКА ПОС ФУРНА ХЛЕБЧО СОФИЯ', ['Фурна Хлебчо', 'Хлебчо', 'Furna Hlebcho'], FD, city='София')
k('local');  E('BG', 'АВТОСЕРВИЗ ИВАНОВ ЕООД ПЛОВДИВ', ['Автосервиз Иванов', 'Avtoserviz Ivanov'], O, city='Пловдив', ch=O)
k('brand');  E('BG', 'LIDL BULGARIA EOOD VARNA', ['Lidl'], FD, city='Varna')
k('p2p');    P('BG', 'Revolut*Georgi Dimitrov', 'Revolut', 'Georgi Dimitrov')
k('atm');    E('BG', 'Теглене АТМ ДСК БАНК БУРГАС', None, FS, None, 'Бургас', ATM)

# ---------------- GR ----------------
k('local');  E('GR', 'ΑΓΟΡΑ ΚΑΡΤΑΣ ΦΟΥΡΝΟΣ ΠΑΠΑΔΟΠΟΥΛΟΣ ΑΘΗΝΑ', ['Φούρνος Παπαδόπουλος', 'Fournos Papadopoulos'], FD, city='Αθήνα')
k('local');  E('GR', 'ΤΑΒΕΡΝΑ Ο ΜΠΑΡΜΠΑ ΓΙΑΝΝΗΣ', ['Ταβέρνα ο Μπάρμπα Γιάννης', 'Taverna o Barba Giannis'], FD, city=None)
k('local');  E('GR', 'ΦΑΡΜΑΚΕΙΟ ΚΩΝΣΤΑΝΤΙΝΙΔΟΥ ΘΕΣ/ΝΙΚΗ', ['Φαρμακείο Κωνσταντινίδου', 'Farmakeio Konstantinidou'], HW, city='Θεσσαλονίκη')
k('brand');  E('GR', 'AB VASSILOPOULOS 0245 ATHINA', ['AB Vassilopoulos', 'ΑΒ Βασιλόπουλος'], FD, city='Athens')
k('p2p');    P('GR', 'IRIS ΠΛΗΡΩΜΗ ΣΕ ΝΙΚΟΛΑΟΣ ΓΕΩΡΓΙΟΥ', 'IRIS', 'Νικόλαος Γεωργίου')
k('proc');   E('GR', 'VIVA*KAFENEIO TO STEKI', ['Kafeneio To Steki', 'To Steki'], FD, 'Viva Wallet', None)
k('dd');     E('GR', 'ΠΑΓΙΑ ΕΝΤΟΛΗ ΔΕΗ ΑΕ', ['ΔΕΗ', 'DEI', 'PPC'], HU, None, None, DD, True)

# ---------------- CY ----------------
k('local');  E('CY', 'JCC*MEZE TAVERNA LEFKOS LIMASSOL', ['Meze Taverna Lefkos', 'Taverna Lefkos'], FD, 'JCC', 'Limassol')
k('brand');  E('CY', 'ALPHAMEGA HYPERMARKETS NICOSIA', ['Alphamega'], FD, city='Nicosia')
k('xfer');   T('CY', 'TRANSFER TO ANDREAS CHRISTODOULOU REF RENT SHARE')

# ---------------- UA ----------------
k('p2p');    P('UA', 'Переказ через Приват24 на картку Олена Коваленко', 'Privat24', 'Олена Коваленко')
k('local');  E('UA', 'ПЕКАРНЯ ХЛІБНА ХАТА КИЇВ', ['Пекарня Хлібна Хата', 'Хлібна Хата'], FD, city='Київ')
k('brand');  E('UA', 'SILPO 123 KYIV UA', ['Сільпо', 'Silpo'], FD, city='Kyiv')
k('proc');   E('UA', 'LIQPAY*SHINOMONTAZH AVTOPLUS', ['Шиномонтаж Автоплюс', 'Shinomontazh Avtoplus', 'Avtoplus'], O, 'LiqPay', None, O)
k('brand');  E('UA', 'Нова Пошта: оплата доставки', ['Нова Пошта', 'Nova Poshta'], SV, None, None, O)
k('local');  E('UA', 'Стоматологія Усмішка Львів', ['Стоматологія Усмішка', 'Усмішка'], HW, city='Львів')

# ---------------- RU ----------------
k('p2p');    P('RU', 'Перевод по СБП Иван Петрович С. Т-Банк', 'SBP', 'Иван Петрович С')
k('railm');  E('RU', 'Оплата по QR СБП ИП Сидорова Кофейня Зерно', ['Кофейня Зерно', 'Зерно', 'ИП Сидорова'], FD, O, None, O)
k('local');  E('RU', 'ПОКУПКА. АВТОМОЙКА НА ЛЕНИНА ЕКАТЕРИНБУРГ', ['Автомойка на Ленина'], TR, city='Екатеринбург')
k('brand');  E('RU', 'PYATEROCHKA 4521 MOSCOW RUS', ['Пятёрочка', 'Pyaterochka', 'Пятерочка'], FD, city='Moscow')
k('local');  E('RU', 'ПАРИКМАХЕРСКАЯ ЛОКОН', ['Парикмахерская Локон', 'Локон'], PC, city=None)
k('income'); E('RU', 'Зачисление заработной платы ООО Вектор', None, IN, None, None, BT, typ='income')

# ---------------- KZ ----------------
k('p2p');    P('KZ', 'Kaspi Перевод Айгерим Н.', 'Kaspi', 'Айгерим Н')
k('railm');  E('KZ', 'Kaspi QR Покупка ИП Ахметов Дүкен', ['ИП Ахметов', 'Ахметов Дүкен', 'Дүкен'], O, 'Kaspi', None, O)
k('brand');  E('KZ', 'MAGNUM CASH&CARRY ALMATY', ['Magnum'], FD, city='Almaty')
k('local');  E('KZ', 'SHASHLYCHNAYA U ARMANA ASTANA', ['Шашлычная у Армана', 'Shashlychnaya u Armana'], FD, city='Astana')

# ---------------- RS ----------------
k('local');  E('RS', 'KUPOVINA PEKARA ZLATNI KLAS NOVI SAD', ['Pekara Zlatni Klas', 'Zlatni Klas'], FD, city='Novi Sad')
k('local');  E('RS', 'АПОТЕКА ЗДРАВЉЕ БЕОГРАД', ['Апотека Здравље', 'Apoteka Zdravlje'], HW, city='Београд')
k('brand');  E('RS', 'MAXI 078 BEOGRAD', ['Maxi'], FD, city='Beograd')
k('xfer');   T('RS', 'INSTANT PLACANJE MILOS JOVANOVIC POZAJMICA')

# ---------------- TR ----------------
k('local');  E('TR', 'KARTLI ODEME FIRIN EKMEK DUNYASI ISTANBUL', ['Fırın Ekmek Dünyası', 'Ekmek Dünyası', 'Ekmek Dunyasi'], FD, city='İstanbul')
k('local');  E('TR', 'OTO SANAYI USTA KEMAL', ['Usta Kemal', 'Oto Sanayi Usta Kemal'], O, city=None)
k('proc');   E('TR', 'IYZICO/KITAPCI SEHRI', ['Kitapçı Şehri', 'Kitapci Sehri'], SH, 'iyzico', None, ON)
k('brand');  E('TR', 'MIGROS TICARET A.S. ANKARA', ['Migros'], FD, city='Ankara')
k('xfer');   T('TR', 'FAST GIDEN ELIF YILMAZ KIRA PAYI')
k('brand');  E('TR', 'GETIR*GETIR', ['Getir'], FD, None, None, APP)
k('proc');   E('TR', 'PARAM*BERBER SALONU ALI', ['Berber Salonu Ali', 'Berber Ali'], PC, 'Param', None)

# ---------------- IL ----------------
k('local');  E('IL', 'מאפיית הבית של שמעון חיפה', ['מאפיית הבית של שמעון', 'מאפיית שמעון'], FD, city='Haifa')
k('p2p');    P('IL', 'BIT העברה ליוסי כהן', 'Bit', 'יוסי כהן')
k('p2p');    P('IL', 'פייבוקס - דנה לוי', 'PayBox', 'דנה לוי')
k('brand');  E('IL', 'שופרסל דיל תל אביב', ['Shufersal', 'שופרסל'], FD, city='Tel Aviv')
k('local');  E('IL', 'מוסך אבו חסן', ['מוסך אבו חסן', 'Abu Hassan Garage'], O, city=None)
k('railm');  E('IL', 'ביט - תשלום לבית קפה הגינה', ['בית קפה הגינה', 'קפה הגינה'], FD, 'Bit', None, O)
k('dd');     E('IL', 'הו"ק חברת החשמל', ['חברת החשמל', 'Israel Electric', 'IEC'], HU, None, None, DD, True)

# ---------------- SA ----------------
k('local');  E('SA', 'شراء نقاط بيع مخبز الأمانة الرياض', ['مخبز الأمانة', 'Al Amana Bakery'], FD, city='Riyadh')
k('p2p');    P('SA', 'تحويل STC Pay إلى محمد العتيبي', 'STC Pay', 'محمد العتيبي')
k('brand');  E('SA', 'PANDA RETAIL CO 0113 JEDDAH', ['Panda', 'Panda Retail'], FD, city='Jeddah')
k('local');  E('SA', 'ورشة أبو فهد لصيانة السيارات', ['ورشة أبو فهد', 'Abu Fahad Workshop'], O, city=None)
k('xfer');   T('SA', 'حوالة سريعة إلى عبدالله القحطاني')
k('proc');   E('SA', 'GEIDEA*MATAAM AL BAIK', ['Al Baik', 'Albaik'], FD, 'Geidea', None)

# ---------------- AE ----------------
k('brand');  E('AE', 'CARREFOUR MOE DUBAI ARE', ['Carrefour'], FD, city='Dubai')
k('local');  E('AE', 'AL NOOR CAFETERIA SHARJAH', ['Al Noor Cafeteria'], FD, city='Sharjah')
k('local');  E('AE', 'صيدلية الشفاء أبوظبي', ['صيدلية الشفاء', 'Al Shifa Pharmacy'], HW, city='Abu Dhabi')
k('brand');  E('AE', 'CAREEM FOOD', ['Careem'], FD, None, None, APP)
k('dd');     E('AE', 'DEWA DIRECT DEBIT 2024118877', ['DEWA', 'Dubai Electricity and Water Authority'], HU, None, None, DD, True)
k('proc');   E('AE', 'NETWORK INTL*KARAK HOUSE', ['Karak House'], FD, 'Network International', None)

# ---------------- EG ----------------
k('local');  E('EG', 'مطعم أبو طارق للكشري القاهرة', ['أبو طارق', 'Abou Tarek', 'Koshary Abou Tarek'], FD, city='Cairo')
k('p2p');    P('EG', 'InstaPay transfer to Ahmed Mostafa', 'InstaPay', 'Ahmed Mostafa')
k('p2p');    P('EG', 'Vodafone Cash تحويل الى منى سعيد', 'Vodafone Cash', 'منى سعيد')
k('proc');   E('EG', 'PAYMOB*HADIQA FLOWERS ALEXANDRIA', ['Hadiqa Flowers'], SH, 'Paymob', 'Alexandria', ON)
k('brand');  E('EG', 'CARREFOUR MAADI CAIRO EG', ['Carrefour'], FD, city='Cairo')

# ---------------- MA ----------------
k('local');  E('MA', 'PAIEMENT TPE PATISSERIE AMANDINE CASABLANCA', ['Pâtisserie Amandine', 'Patisserie Amandine'], FD, city='Casablanca')
k('local');  E('MA', 'ACHAT CB QUINCAILLERIE EL HOUDA FES', ['Quincaillerie El Houda'], SH, city='Fes')
k('brand');  E('MA', 'MARJANE HAY RIAD RABAT', ['Marjane'], FD, city='Rabat')
k('xfer');   T('MA', 'VIREMENT EMIS EN FAVEUR DE YOUSSEF BENNANI')
k('local');  E('MA', 'مقهى النخيل مراكش', ['مقهى النخيل', 'Café Nakhil', 'Cafe Nakhil'], FD, city='Marrakesh')

# ---------------- ZA ----------------
k('proc');   E('ZA', 'YOCO *KASI KOTA SHOP SOWETO', ['Kasi Kota Shop'], FD, 'Yoco', 'Soweto')
k('proc');   E('ZA', 'IKH *SPAZA MAMA THEMBI', ['Spaza Mama Thembi', 'Mama Thembi'], O, 'iKhokha', None)
k('brand');  E('ZA', 'PNP FAM BRYANSTON', ['Pick n Pay', 'PnP'], FD, city='Bryanston')
k('brand');  E('ZA', 'WOOLWORTHS 1234 CAPE TOWN', ['Woolworths'], O, city='Cape Town')
k('xfer');   T('ZA', 'IB PAYMENT TO T NKOSI LOBOLA CONTRIB')
k('p2p');    P('ZA', 'PAYSHAP TO SIPHO DLAMINI 0821234567', 'PayShap', 'Sipho Dlamini')
k('fee');    E('ZA', 'MONTHLY ACC FEE', None, FS, None, None, O, rec=O)
k('local');  E('ZA', 'POS PURCHASE BOKSBURG TYRE & EXHA 12/11', ['Boksburg Tyre & Exhaust', 'Boksburg Tyre and Exhaust', 'Boksburg Tyre & Exha'], O, city=O)

# ---------------- NG ----------------
k('p2p');    P('NG', 'TRF TO CHIDI OKAFOR /OPAY/ 1234567890', 'OPay', 'Chidi Okafor')
k('xfer');   T('NG', 'NIP TRANSFER TO ADEBAYO OLUWASEUN GTB')
k('proc');   E('NG', 'PAYSTACK *MAMA PUT KITCHEN', ['Mama Put Kitchen'], FD, 'Paystack', None, ON)
k('proc');   E('NG', 'FLW*ADE FASHION HOUSE LAGOS', ['Ade Fashion House'], SH, 'Flutterwave', 'Lagos', ON)
k('brand');  E('NG', 'SHOPRITE LEKKI LAGOS NG', ['Shoprite'], FD, city='Lagos')
k('fee');    E('NG', 'SMS ALERT CHARGES OCT 2026', None, FS, None, None, O, rec=O)

# ---------------- KE ----------------
k('p2p');    P('KE', 'Customer Transfer to 0722***456 - JAMES MWANGI', 'M-Pesa', 'James Mwangi')
k('railm');  E('KE', 'Merchant Payment Online to 567890 - MAMA OLIECH RESTAURANT', ['Mama Oliech Restaurant', 'Mama Oliech'], FD, 'M-Pesa', None, O)
k('railm');  E('KE', 'Pay Bill to 888880 - KPLC PREPAID Acc. 54012345678', ['KPLC', 'Kenya Power'], HU, 'M-Pesa', None, O)
k('brand');  E('KE', 'NAIVAS WESTLANDS NAIROBI', ['Naivas'], FD, city='Nairobi')
k('local');  E('KE', 'KAMAU HARDWARE THIKA', ['Kamau Hardware'], SH, city='Thika')
k('p2p');    P('KE', 'M-PESA Funds received from 0711***908 - GRACE WANJIRU', 'M-Pesa', 'Grace Wanjiru', typ='income')

# ---------------- IN ----------------
k('p2p');    P('IN', 'UPI/DR/432112345678/RAHUL SHA/YESB/rahul.sharma@ybl/Payment', 'UPI', 'Rahul Sha')
k('p2p');    P('IN', 'UPI-PRIYA VERMA-priyaverma92@okicici-ICIC0001234-432198765432-DINNER', 'UPI', 'Priya Verma')
k('railm');  E('IN', 'UPI/DR/432155512345/SHREE GANESH SWEETS/paytmqr2810050501011abcd@paytm/UPI', ['Shree Ganesh Sweets'], FD, O, None, O)
k('railm');  E('IN', 'UPI-RAJU KIRANA STORE-Q123456789@ybl-YESB0YBLUPI-432166677788-UPI', ['Raju Kirana Store'], FD, O, None, O)
k('local');  E('IN', 'POS 4123XXXXXXXX9876 SHARMA MEDICAL STOR', ['Sharma Medical Store', 'Sharma Medical Stor'], HW, city=None)
k('brand');  E('IN', 'SWIGGY*ORDER 178234561', ['Swiggy'], FD, None, None, APP)
k('proc');   E('IN', 'RAZ*URBAN TAILORS BANGALORE', ['Urban Tailors'], O, 'Razorpay', 'Bangalore', ON)
k('local');  E('IN', 'गुप्ता जनरल स्टोर वाराणसी', ['गुप्ता जनरल स्टोर', 'Gupta General Store'], O, city='Varanasi')
k('income'); E('IN', 'NEFT CR-HDFC0000001-INFOSYS LIMITED-SALARY NOV 2026', None, IN, None, None, BT, typ='income')
k('atm');    E('IN', 'ATW-4123XXXXXXXX9876-S1ANPN12-PUNE', None, FS, None, 'Pune', ATM)
k('xfer');   T('IN', 'IMPS/P2A/432177788899/ANIL KUMAR/SBIN/rent share')

# ---------------- NP ----------------
k('p2p');    P('NP', 'eSewa Fund Transfer to Sita Gurung', 'eSewa', 'Sita Gurung')
k('railm');  E('NP', 'Fonepay QR Payment - थकाली भान्छा घर', ['थकाली भान्छा घर', 'Thakali Bhancha Ghar'], FD, 'Fonepay', None, O)
k('brand');  E('NP', 'POS PURCHASE HIMALAYAN JAVA THAMEL KTM', ['Himalayan Java', 'Himalayan Java Coffee'], FD, city='Kathmandu')
k('p2p');    P('NP', 'Khalti transfer to Ramesh Shrestha', 'Khalti', 'Ramesh Shrestha')

# ---------------- TH ----------------
k('p2p');    P('TH', 'โอนเงินพร้อมเพย์ นาย สมชาย ใจดี', 'PromptPay', 'สมชาย ใจดี')
k('railm');  E('TH', 'ชำระเงิน QR ร้านข้าวมันไก่ป้าแดง', ['ร้านข้าวมันไก่ป้าแดง', 'ข้าวมันไก่ป้าแดง'], FD, O, None, O)
k('brand');  E('TH', '7-ELEVEN 12345 BANGKOK TH', ['7-Eleven'], O, city='Bangkok')
k('local');  E('TH', 'ร้านซ่อมรถ ช่างเอก เชียงใหม่', ['ร้านซ่อมรถ ช่างเอก', 'ช่างเอก'], O, city='Chiang Mai')
k('proc');   E('TH', 'TRUEMONEY*KAFAE BOORAN PHUKET', ['Kafae Booran'], FD, 'TrueMoney', 'Phuket', O)
k('brand');  E('TH', 'GRAB* A-8XKQ3ZT BANGKOK', ['Grab'], TR, None, 'Bangkok', APP)

# ---------------- VN ----------------
k('p2p');    P('VN', 'MoMo chuyen tien den NGUYEN VAN AN', 'MoMo', 'Nguyen Van An')
k('xfer');   T('VN', 'CT DEN:123456789 TRAN THI BICH chuyen tien an trua')
k('railm');  E('VN', 'THANH TOAN QR VNPAY PHO BO GIA TRUYEN HA NOI', ['Phở Bò Gia Truyền', 'Pho Bo Gia Truyen'], FD, 'VNPay', 'Hanoi', O)
k('local');  E('VN', 'TIEM SUA XE MAY ANH TU', ['Tiệm Sửa Xe Máy Anh Tú', 'Tiem Sua Xe May Anh Tu', 'Anh Tu'], O, city=None)
k('brand');  E('VN', 'WINMART+ 0981 HO CHI MINH', ['WinMart', 'WinMart+'], FD, city='Ho Chi Minh City')

# ---------------- ID ----------------
k('railm');  E('ID', 'QRIS WARUNG BU SRI BANDUNG', ['Warung Bu Sri'], FD, O, 'Bandung', O)
k('xfer');   T('ID', 'TRSF E-BANKING DB 1411/FTSCY/WS95051 BUDI SANTOSO')
k('p2p');    P('ID', 'DANA Kirim Uang ke Siti Rahma', 'DANA', 'Siti Rahma')
k('proc');   E('ID', 'GOPAY*BENGKEL MOTOR JAYA', ['Bengkel Motor Jaya'], O, 'GoPay', None, O)
k('brand');  E('ID', 'INDOMARET T123 JAKARTA SEL', ['Indomaret'], O, city='Jakarta')
k('proc');   E('ID', 'XENDIT*TOKO KUE IBU ANI', ['Toko Kue Ibu Ani'], FD, 'Xendit', None, ON)

# ---------------- MY ----------------
k('p2p');    P('MY', 'DuitNow Transfer to AHMAD FAIZAL BIN OTHMAN', 'DuitNow', 'Ahmad Faizal bin Othman')
k('railm');  E('MY', 'DUITNOW QR RESTORAN NASI KANDAR PELITA', ['Nasi Kandar Pelita', 'Restoran Nasi Kandar Pelita'], FD, O, None, O)
k('proc');   E('MY', "TNG EWALLET*KEDAI GUNTING RAZAK", ['Kedai Gunting Razak'], PC, "Touch 'n Go eWallet", None, O)
k('brand');  E('MY', 'MYDIN MALL USJ SUBANG JAYA', ['Mydin'], O, city='Subang Jaya')
k('local');  E('MY', 'KEDAI MAKAN AH HOCK IPOH', ['Kedai Makan Ah Hock', 'Ah Hock'], FD, city='Ipoh')

# ---------------- SG ----------------
k('p2p');    P('SG', 'PAYNOW TRANSFER TO TAN WEI MING OTHR', 'PayNow', 'Tan Wei Ming')
k('railm');  E('SG', 'NETS QR PAYMENT AH SENG DURIAN', ['Ah Seng Durian'], FD, O, None, O)
k('brand');  E('SG', 'NTUC FP-HOUGANG MALL', ['FairPrice', 'NTUC FairPrice'], FD, city=O)
k('proc');   E('SG', 'GRAB*GRABPAY-KOPI & TOAST', ['Kopi & Toast'], FD, 'GrabPay', None, O)
k('local');  E('SG', 'TONG HENG PASTRY SINGAPORE', ['Tong Heng Pastry', 'Tong Heng'], FD, city='Singapore')
k('sub');    E('SG', 'SINGTEL BILL GIRO', ['Singtel'], SV, None, None, DD, True)

# ---------------- PH ----------------
k('p2p');    P('PH', 'GCash Send Money to JU** DE* C. 0917***4567', 'GCash', None)
k('railm');  E('PH', 'GCASH PAY QR - CARINDERIA NI ALING NENA', ['Carinderia ni Aling Nena', 'Aling Nena'], FD, 'GCash', None, O)
k('p2p');    P('PH', 'InstaPay Transfer to Maria Santos BPI', 'InstaPay', 'Maria Santos')
k('brand');  E('PH', 'JOLLIBEE SM NORTH EDSA QUEZON CITY', ['Jollibee'], FD, city='Quezon City')
k('local');  E('PH', 'SARI-SARI STORE NI KUYA BOY', ['Sari-Sari Store ni Kuya Boy', 'Kuya Boy'], O, city=None)

# ---------------- CN ----------------
k('railm');  E('CN', '财付通-微信支付-老王兰州拉面', ['老王兰州拉面', 'Lao Wang Lanzhou Lamian'], FD, 'WeChat Pay', None, O)
k('railm');  E('CN', '支付宝-杭州西湖区张记包子铺', ['张记包子铺'], FD, 'Alipay', 'Hangzhou', O)
k('p2p');    P('CN', '微信转账-李明', 'WeChat Pay', '李明')
k('p2p');    P('CN', '支付宝转账 收款方:王芳', 'Alipay', '王芳')
k('brand');  E('CN', '消费 星巴克上海南京西路店', ['Starbucks', '星巴克'], FD, city='Shanghai')
k('local');  E('CN', 'POS消费 北京朝阳区刘师傅汽修', ['刘师傅汽修'], O, city='Beijing')
k('xfer');   T('CN', '跨行转出 张伟 备注:还款')

# ---------------- HK ----------------
k('p2p');    P('HK', 'FPS TRANSFER TO CHAN TAI MAN', 'FPS', 'Chan Tai Man')
k('p2p');    P('HK', 'PAYME P2P WONG KA YAN', 'PayMe', 'Wong Ka Yan')
k('railm');  E('HK', 'OCTOPUS O! ePay 九記茶餐廳', ['九記茶餐廳'], FD, 'Octopus', None, O)
k('brand');  E('HK', "MAXIM'S CAKES-SHATIN HONG KONG HK", ["Maxim's Cakes", "Maxim's"], FD, city='Hong Kong')
k('local');  E('HK', '利記五金 深水埗', ['利記五金', 'Lee Kee Hardware'], SH, city=O)

# ---------------- TW ----------------
k('railm');  E('TW', 'LINE Pay 阿嬤的滷肉飯', ['阿嬤的滷肉飯'], FD, 'LINE Pay', None, O)
k('p2p');    P('TW', '街口支付轉帳 陳建宏', 'JKOPAY', '陳建宏')
k('brand');  E('TW', '全家便利商店 台北忠孝店', ['FamilyMart', '全家'], O, city='Taipei')
k('local');  E('TW', '跨行消費 台中 林記牙醫診所', ['林記牙醫診所'], HW, city='Taichung')
k('brand');  E('TW', 'UBER *EATS HELP.UBER.COM', ['Uber Eats'], FD, None, None, APP)

# ---------------- JP ----------------
k('local');  E('JP', 'ﾍﾞｰｶﾘｰ ﾔﾏﾓﾄ', ['ベーカリーヤマモト', 'Bakery Yamamoto', 'ﾍﾞｰｶﾘｰ ﾔﾏﾓﾄ'], FD, city=None)
k('railm');  E('JP', 'PayPay 居酒屋たぬき 新宿', ['居酒屋たぬき', 'Izakaya Tanuki'], FD, 'PayPay', O, O)
k('p2p');    P('JP', 'PayPay送金 ﾀﾅｶ ﾋﾛｼ', 'PayPay', 'ﾀﾅｶ ﾋﾛｼ')
k('xfer');   T('JP', 'ﾌﾘｺﾐ ｻﾄｳ ﾕｷｺ')
k('brand');  E('JP', 'ｾﾌﾞﾝｲﾚﾌﾞﾝ 渋谷店', ['7-Eleven', 'セブンイレブン', 'Seven-Eleven'], O, city=O)
k('brand');  E('JP', 'AMAZON.CO.JP', ['Amazon'], SH, None, None, ON)
k('dd');     E('JP', '口座振替 東京電力EP', ['東京電力', 'TEPCO', 'Tokyo Electric Power'], HU, None, None, DD, True)
k('local');  E('JP', 'ｶﾌﾞｼｷｶﾞｲｼﾔ ｽｽﾞｷｼﾞﾄﾞｳｼﾔｺｳｷﾞﾖｳ', ['スズキ自動車工業', 'Suzuki Jidosha Kogyo'], O, city=None, ch=O)
k('income'); E('JP', 'ｷﾕｳﾖ ｶ)ﾔﾏﾀﾞｼｮｳｼﾞ', None, IN, None, None, BT, typ='income')

# ---------------- KR ----------------
k('p2p');    P('KR', '토스 김민수', 'Toss', '김민수')
k('p2p');    P('KR', '카카오페이 송금 박지영', 'Kakao Pay', '박지영')
k('railm');  E('KR', '카카오페이 행복분식', ['행복분식'], FD, 'Kakao Pay', None, O)
k('brand');  E('KR', '이마트24 강남역점', ['emart24', '이마트24'], O, city=O)
k('local');  E('KR', '부산 해운대 할매국밥', ['할매국밥'], FD, city='Busan')
k('proc');   E('KR', '네이버페이 동네철물점', ['동네철물점'], SH, 'Naver Pay', None, ON)

# ---------------- AU ----------------
k('brand');  E('AU', 'WOOLWORTHS 3345 BONDI JUNCTI', ['Woolworths'], FD, city='Bondi Junction')
k('proc');   E('AU', 'SQ *BEANS ON BOURKE Melbourne AU', ['Beans on Bourke'], FD, 'Square', 'Melbourne')
k('p2p');    P('AU', 'OSKO PAYMENT TO MIA NGUYEN REF BBQ SNAGS', 'Osko', 'Mia Nguyen')
k('p2p');    P('AU', 'PAYID TRANSFER TO LIAM OCONNOR', 'PayID', 'Liam OConnor')
k('local');  E('AU', "EFTPOS PURCHASE DAZZA'S MECHANICAL BALLARAT", ["Dazza's Mechanical", 'Dazzas Mechanical'], O, city='Ballarat')
k('proc');   E('AU', 'SUMUP *PHO HUNG VUONG FOOTSCRAY', ['Pho Hung Vuong'], FD, 'SumUp', 'Footscray')
k('income'); E('AU', 'SALARY WESTPAC NOMINEES EMP 1234', None, IN, None, None, BT, typ='income')
k('fee');    E('AU', 'INTERNATIONAL TRANSACTION FEE', None, FS, None, None, O, rec=O)

# ---------------- NZ ----------------
k('brand');  E('NZ', 'COUNTDOWN PONSONBY AUCKLAND', ['Countdown', 'Woolworths'], FD, city='Auckland')
k('local');  E('NZ', "EFTPOS ROSIE'S DAIRY DUNEDIN", ["Rosie's Dairy", 'Rosies Dairy'], O, city='Dunedin')
k('proc');   E('NZ', 'WINDCAVE*KIWI FISH N CHIPS', ['Kiwi Fish n Chips', 'Kiwi Fish and Chips'], FD, 'Windcave', None, O)
k('xfer');   T('NZ', 'TRANSFER TO H WILLIAMS PETROL MONEY')
k('dd');     E('NZ', 'AP SPARK NZ TRADING', ['Spark'], SV, None, None, DD, True)


# ---------------- extra: more small local businesses (glued / abbreviated / no trade word) ----------------
k('local');  E('DE', 'VISA Debit 13.11 MALERBETRIEBKRUEGER', ['Malerbetrieb Krüger', 'Malerbetrieb Krueger'], O, city=None, ch=O)
k('local');  E('AT', 'POS 11.11 18:03 K1 TISCHLEREI HUBER ST.PÖLTEN', ['Tischlerei Huber'], O, city='St. Pölten')
k('local');  E('CH', 'Debit Mastercard 12.11 Velowerkstatt Rüegg Luzern', ['Velowerkstatt Rüegg', 'Velowerkstatt Rueegg'], O, city='Luzern')
k('local');  E('NL', 'BEA, Betaalpas BOUWMARKT VD LINDEN,PAS045 12.11.26/09:14 ZWOLLE', ['Bouwmarkt Van der Linden', 'Bouwmarkt vd Linden'], SH, city='Zwolle')
k('local');  E('FR', 'CB BRASSERIE LE ZINC 08/11 LILLE', ['Brasserie Le Zinc', 'Le Zinc'], FD, city='Lille')
k('local');  E('FR', 'CARTE X4521 12/11 CHEZ MARCEL', ['Chez Marcel'], O, city=None)
k('local');  E('IT', 'PAGAMENTO POS 12/11/2026 19.48 CARTA *4521 TRATT. DA MIMMO NAPOLI', ['Trattoria da Mimmo', 'Tratt. da Mimmo', 'Da Mimmo'], FD, city='Napoli')
k('local');  E('ES', 'COMPRA TARJ. 5402XXXXXXXX1234 CLIN. DENTAL SONRISAS-BILBAO', ['Clínica Dental Sonrisas', 'Clinica Dental Sonrisas', 'Clin. Dental Sonrisas'], HW, city='Bilbao')
k('local');  E('PT', 'COMPRA 1234 DROGARIA CENTRAL COIMBRA', ['Drogaria Central'], SH, city='Coimbra')
k('local');  E('BE', 'BETALING BANCONTACT BAKKERIJ VERMEULEN BRUGGE', ['Bakkerij Vermeulen'], FD, city='Brugge')
k('local');  E('GB', 'CRD 4521 14NOV MARGARET ELLIS', ['Margaret Ellis'], O, city=None, ch=O)
k('local');  E('US', 'DEBIT CARD PURCHASE XXXXX1234 ROSAS TAMALES SAN ANTONIO TX', ["Rosa's Tamales", 'Rosas Tamales'], FD, city='San Antonio')
k('local');  E('US', 'CHECKCARD 1113 HILLTOP HARDWARE & FEED ASHEVILLE NC', ['Hilltop Hardware & Feed', 'Hilltop Hardware'], SH, city='Asheville')
k('local');  E('CA', 'POS PURCHASE SAANICH VET CLINIC VICTORIA BC', ['Saanich Vet Clinic', 'Saanich Veterinary Clinic'], O, city='Victoria')
k('local');  E('SE', 'KORTKÖP 261112 CAFE SVÄRTAN MALMÖ', ['Café Svärtan', 'Cafe Svartan', 'Svärtan'], FD, city='Malmo')
k('local');  E('NO', 'VARER 12.11 SKOMAKER OLSEN TROMSO', ['Skomaker Olsen'], O, city='Tromso')
k('local');  E('DK', 'Dankort-køb FRISØR KLIP & KRØL VEJLE', ['Frisør Klip & Krøl', 'Klip & Krøl', 'Klip og Krøl'], PC, city='Vejle')
k('local');  E('FI', 'KORTTIOSTO 14.11 KAHVILA RUUSU TURKU', ['Kahvila Ruusu'], FD, city='Turku')
k('local');  E('PL', 'TRANSAKCJA KARTĄ ZAKŁ. FRYZJERSKI EWA GDAŃSK', ['Zakład Fryzjerski Ewa', 'Zaklad Fryzjerski Ewa', 'Fryzjer Ewa'], PC, city='Gdansk')
k('local');  E('CZ', 'PLATBA KARTOU VETERINA DR.NOVAK OLOMOUC', ['Veterina Dr. Novák', 'Veterina Dr Novak'], O, city='Olomouc')
k('local');  E('HU', 'VÁSÁRLÁS LAKATOS ÉS FIA VAS-MŰSZAKI SZEGED', ['Lakatos és Fia Vas-Műszaki', 'Lakatos es Fia', 'Lakatos és Fia'], SH, city='Szeged')
k('local');  E('RO', 'PLATA POS FARMACIA SF. MARIA TIMISOARA', ['Farmacia Sf. Maria', 'Farmacia Sfanta Maria'], HW, city='Timisoara')
k('local');  E('GR', 'ΑΓΟΡΑ ΚΑΡΤΑΣ ΚΟΜΜΩΤΗΡΙΟ ΕΛΕΝΗ ΠΑΤΡΑ', ['Κομμωτήριο Ελένη', 'Kommotirio Eleni'], PC, city='Patras')
k('local');  E('UA', 'Оплата карткою ШИНОМОНТАЖ НА ОКРУЖНІЙ ДНІПРО', ['Шиномонтаж на Окружній'], O, city='Dnipro')
k('local');  E('RU', 'Покупка СТОМАТОЛОГИЯ ДЕНТА-ПЛЮС КАЗАНЬ', ['Дента-Плюс', 'Стоматология Дента-Плюс', 'Denta-Plus'], HW, city='Kazan')
k('local');  E('TR', 'POS ISLEM ECZANE SIFA IZMIR', ['Eczane Şifa', 'Eczane Sifa'], HW, city='Izmir')
k('local');  E('IN', 'POS 4123XXXXXXXX9876 ANNAPURNA TIFFIN CENTR CHENNAI', ['Annapurna Tiffin Centre', 'Annapurna Tiffin Center', 'Annapurna Tiffin Centr'], FD, city='Chennai')
k('local');  E('IN', 'शर्मा डेंटल क्लिनिक जयपुर', ['शर्मा डेंटल क्लिनिक', 'Sharma Dental Clinic'], HW, city='Jaipur')
k('local');  E('NP', 'POS PURCHASE NEWA LAHANA PATAN', ['Newa Lahana'], FD, city='Patan')
k('local');  E('TH', 'ซื้อสินค้า ร้านเสริมสวย บิวตี้ แพทยา', ['ร้านเสริมสวย บิวตี้', 'บิวตี้'], PC, city='Pattaya')
k('local');  E('JP', 'ｼﾐｽﾞｼｶｲｲﾝ', ['清水歯科医院', 'Shimizu Shika Iin', 'ｼﾐｽﾞｼｶｲｲﾝ'], HW, city=None, ch=O)
k('local');  E('KR', '체크카드 승인 김약국', ['김약국'], HW, city=None)
k('local');  E('AU', 'VISA PURCHASE 12/11 THE CORNER BAKEHOUSE HOBART', ['The Corner Bakehouse', 'Corner Bakehouse'], FD, city='Hobart')
k('local');  E('MX', 'COMPRA TDD TORTILLERIA LA GUADALUPANA OAXACA', ['Tortillería La Guadalupana', 'Tortilleria La Guadalupana'], FD, city='Oaxaca')
k('local');  E('ZA', 'CHEQUE CARD PURCHASE 1411 MO AND PHINDI BAKERY DURBAN', ['Mo and Phindi Bakery', 'Mo & Phindi Bakery'], FD, city='Durban')
k('local');  E('AR', 'COMPRA DEBITO VERDULERIA LOS HERMANOS MENDOZA', ['Verdulería Los Hermanos', 'Verduleria Los Hermanos'], FD, city='Mendoza')

# ---------------- extra: p2p with labelled layouts / memos ----------------
k('p2p');    P('DE', 'Echtzeitüberweisung PayPal Beneficiary: Jonas Becker Verwendungszweck: Konzertkarten', 'PayPal', 'Jonas Becker')
k('p2p');    P('GB', 'Revolut Payment Beneficiary: CHLOE EVANS Reference: flat deposit', 'Revolut', 'Chloe Evans')
k('p2p');    P('NL', 'Wise Payment Begunstigde: Daan de Vries Omschrijving: vakantiehuis', 'Wise', 'Daan de Vries')
k('p2p');    P('US', 'PAYPAL INST XFER TO: KEVIN O BRIEN MEMO: FANTASY LEAGUE', 'PayPal', "Kevin O'Brien")
k('p2p');    P('FR', 'PAYLIB DE: SARAH DUBOIS MOTIF: PART CADEAU MAMAN', 'Paylib', 'Sarah Dubois', typ='income')
k('p2p');    P('SE', 'Swish inbetalning 46701234567 ANNA BERG Meddelande: lunch', 'Swish', 'Anna Berg', typ='income')
k('p2p');    P('CH', 'TWINT Empfangen von Noah Meier Mitteilung: Geburtstag', 'TWINT', 'Noah Meier', typ='income')
k('p2p');    P('BR', 'Pix recebido - Beneficiário: você | Pagador: ANA CLARA LIMA', 'Pix', 'Ana Clara Lima', typ='income')
k('p2p');    P('IN', 'UPI/CR/432199988877/NEHA GUPTA/HDFC/neha.g@oksbi/movie', 'UPI', 'Neha Gupta', typ='income')
k('p2p');    P('TH', 'รับโอนเงิน PromptPay จาก นางสาว มาลี ศรีสุข', 'PromptPay', 'มาลี ศรีสุข', typ='income')
k('p2p');    P('PL', 'BLIK PRZELEW NA TELEFON OD: MAREK WIŚNIEWSKI TYTUŁ: ZA PIZZĘ', 'BLIK', 'Marek Wiśniewski', typ='income')

# ---------------- extra: processors and wallet chains ----------------
k('proc');   E('US', 'PAYPAL *GOOGLE YOUTUBE 4029357733 CA', ['YouTube', 'YouTube Premium', 'Google'], EN, 'PayPal', None, ON, True)
k('proc');   E('GB', 'CRV*SQ *BAKED IN BRIXTON LONDON', ['Baked in Brixton'], FD, 'Square', 'London')
k('proc');   E('IE', 'CRV*PAYPAL *STEAM GAMES', ['Steam', 'Valve'], EN, 'PayPal', None, ON)
k('proc');   E('DE', 'PayPal Europe S.a.r.l. et Cie S.C.A 1039283746 PP.4821.PP . Uber BV, Ihr Einkauf bei Uber BV', ['Uber'], TR, 'PayPal', None, O)
k('proc');   E('NL', 'BEA, Google Pay ADYEN*PATAT KOMPAGNIE,PAS123 14.11.26/20:11 ROTTERDAM', ['Patat Kompagnie'], FD, 'Adyen', 'Rotterdam')
k('proc');   E('FR', 'CB STRIPE*ATELIER VELO GRENOBLE 11/11', ['Atelier Vélo Grenoble', 'Atelier Velo Grenoble', 'Atelier Vélo'], O, 'Stripe', O, ON)
k('proc');   E('CA', 'STRIPE*YOGA ON QUEEN 855-2223333', ['Yoga on Queen'], HW, 'Stripe', None, ON)
k('proc');   E('AU', 'SQ *KAIJU KOMBUCHA Byron Bay AU', ['Kaiju Kombucha'], FD, 'Square', 'Byron Bay')
k('proc');   E('ES', 'COMPRA TARJ. 5402XXXXXXXX1234 PAYPAL *WALLAPOP', ['Wallapop'], SH, 'PayPal', None, ON)
k('proc');   E('IT', 'PAGAMENTO POS SUMUP *GELATERIA LUNA 10/11 BARI', ['Gelateria Luna'], FD, 'SumUp', 'Bari')
k('proc');   E('BR', 'COMPRA CARTAO STONE*BARBEARIA DO JOTA', ['Barbearia do Jota'], PC, 'Stone', None)
k('proc');   E('GB', 'IZ *ST ALBANS FARMERS MK', ["St Albans Farmers Market", 'St Albans Farmers Mk'], FD, 'Zettle', O)

# ---------------- extra: subscriptions, refunds, fees ----------------
k('sub');    E('GB', 'SPOTIFYUK P23A9B1C7D', ['Spotify'], EN, None, None, ON, True)
k('sub');    E('DE', 'SEPA-LASTSCHRIFT Netflix International B.V. Mandat 1A2B3C', ['Netflix'], EN, None, None, DD, True)
k('sub');    E('US', 'APPLE.COM/BILL 866-712-7753 CA', ['Apple', 'Apple iCloud'], O, None, None, ON, True)
k('sub');    E('FR', 'PRLV SEPA BASIC FIT FRANCE', ['Basic-Fit', 'Basic Fit'], HW, None, None, DD, True)
k('sub');    E('PL', 'OPŁATA CYKLICZNA GOOGLE *GOOGLE ONE', ['Google One', 'Google'], SV, None, None, ON, True)
k('sub');    E('NL', 'SEPA Incasso Disney Plus', ['Disney+', 'Disney Plus'], EN, None, None, DD, True)
k('sub');    E('JP', 'ﾈﾂﾄﾌﾘﾂｸｽ', ['Netflix', 'ネットフリックス'], EN, None, None, ON, True)
k('sub');    E('BR', 'MICROSOFT*MICROSOFT 365 P SAO PAULO BRA', ['Microsoft 365', 'Microsoft'], SV, None, O, ON, True)
k('refund'); E('DE', 'GUTSCHRIFT ZALANDO SE RETOURE 10293847', ['Zalando'], IN, None, None, O, typ='income')
k('refund'); E('US', 'RETURN TARGET T-1234 MINNEAPOLIS MN', ['Target'], IN, None, 'Minneapolis', 'in_store', typ='income')
k('refund'); E('ES', 'DEVOLUCION COMPRA TARJ. ZARA ESPAÑA', ['Zara'], IN, None, None, O, typ='income')
k('refund'); E('AU', 'REFUND JB HI-FI ONLINE', ['JB Hi-Fi'], IN, None, None, ON, typ='income')
k('refund'); E('IN', 'REV-UPI/432111122233/SWIGGY/refund', ['Swiggy'], IN, None, None, O, typ='income')
k('tax');    E('DE', 'Finanzamt Köln-Süd Steuernr. 215/1234/5678 ESt 2025', None, GT, None, O, BT)
k('atm');    E('FR', 'RETRAIT DAB 14/11 PARIS 11E CARTE X4521', None, FS, None, 'Paris', ATM)
k('atm');    E('JP', 'ATM引出 セブン銀行', None, FS, None, None, ATM)

# ======================================================================================
# City convention: English exonym where one is in common use, otherwise the local Latin form
# without diacritics (the title's own script for cities is mapped to the English form).
CITY = {'München': 'Munich', 'Köln': 'Cologne', 'Zürich': 'Zurich', 'Wien': 'Vienna', 'Milano': 'Milan',
        'Torino': 'Turin', 'Lisboa': 'Lisbon', 'Sevilla': 'Seville', 'Kraków': 'Krakow', 'Warszawa': 'Warsaw',
        'Praha': 'Prague', 'Plzeň': 'Pilsen', 'Göteborg': 'Gothenburg', 'Gent': 'Ghent', 'Beograd': 'Belgrade',
        'Београд': 'Belgrade', 'София': 'Sofia', 'Пловдив': 'Plovdiv', 'Бургас': 'Burgas', 'Αθήνα': 'Athens',
        'Θεσσαλονίκη': 'Thessaloniki', 'Київ': 'Kyiv', 'Львів': 'Lviv', 'Екатеринбург': 'Yekaterinburg',
        'İstanbul': 'Istanbul', 'São Paulo': 'Sao Paulo', 'Córdoba': 'Cordoba', 'Valparaíso': 'Valparaiso',
        'Medellín': 'Medellin', 'Žilina': 'Zilina', 'Košice': 'Kosice', 'Iași': 'Iasi', 'St. Pölten': 'St. Polten', 'Napoli': 'Naples', 'Luzern': 'Lucerne', 'Brugge': 'Bruges'}
for r in lb.rows:
    c = r['expect'].get('city')
    if c in CITY: r['expect']['city'] = CITY[c]

# Channel convention: a local/brand line with no card marker and no city (i.e. not in card-network
# "NAME CITY" layout) could equally be a card payment or a paid invoice, so its channel is unscored.
import re
CARD = re.compile(r'\b(POS|CB|CARD|CRD|KART\w*|CARTE|CARTA|COMPRA|BEA|Dankort\S*|VISA|EFTPOS|PLATBA|PAGAMENTO|ZAKUP|PURCHASE|Kartenzahlung|ΚΑΡΤΑΣ|Покупка|ПОКУПКА|PAGO MOVIL)\b|\bPOS\d|消费|체크카드|#\d', re.I)
for r, kd in zip(lb.rows, kinds):
    e = r['expect']
    if kd in ('local', 'brand') and e.get('channel') == 'in_store' and e.get('city', 0) is None and not CARD.search(r['title']):
        del e['channel']

if __name__ == '__main__':
    assert len(kinds) == len(lb.rows)
    lb.write('hi', 'heldout-i.jsonl')
    print('kinds', sorted(collections.Counter(kinds).items(), key=lambda x: -x[1]))
    cc = collections.Counter(r['country'] for r in lb.rows)
    print('countries', len(cc), 'max', cc.most_common(3))
    def script(t):
        out = set()
        for ch in t:
            if ch.isalpha():
                n = unicodedata.name(ch, '')
                for s in ('LATIN', 'CYRILLIC', 'GREEK', 'ARABIC', 'HEBREW', 'THAI', 'DEVANAGARI', 'HANGUL', 'CJK', 'KATAKANA', 'HIRAGANA'):
                    if n.startswith(s) or (' ' + s) in n[:20]:
                        out.add(s); break
        return out
    sc = collections.Counter(s for r in lb.rows for s in script(r['title']))
    print('scripts', dict(sc))
