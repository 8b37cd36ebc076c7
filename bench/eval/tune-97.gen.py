# Round 97 tuning set (written by the lead before reading the theme's code, from the causes earlier rounds
# left: round-88.md, round-90.md): (A) a shop paid through a phone wallet printed as a prefix or with a star
# (the wallet is the processor, the shop the merchant, no p2p); (B) legal forms spelled like a trade word
# (the Chilean / Latin American SpA) and other Latin American forms after a name; (C) card words of a
# country's debit scheme printed before a local name (EC-Zahlung, girocard, Maestro, V PAY, Debit Mastercard).
# Controls: transfers to people over the same wallets, real spas, Italian SpA, wallet top-ups.
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from labels import E, P, OMIT, T as TR, write

F, S, T, H, PC, SV, ED, EN, TV, FS, HU, GT, TF, CG = ('Food & Drink', 'Shopping', 'Transportation',
    'Health & Wellness', 'Personal Care', 'Services', 'Education', 'Entertainment', 'Travel',
    'Financial Services', 'Housing & Utilities', 'Government & Taxes', 'Transfers', 'Charity & Gifts')
I, O, MA, DD, BT, ATM = 'in_store', 'online', 'mobile_app', 'direct_debit', 'bank_transfer', 'atm'

# ---- Part A: a shop behind a phone wallet's prefix or star
# (Touch 'n Go: the first run's labels said "Touch 'n Go"; relabelled to the curated "Touch 'n Go eWallet", which the blind
#  sets' writers use 4 times to 1 while the readable sets say "Touch 'n Go" 9 times to 3: the name stays as curated)
E('ID', 'DANA *WARUNG MAKAN BU TINI', 'Warung Makan Bu Tini', F, 'DANA', OMIT, MA)
E('ID', 'DANA*BAKSO PAK NARDI SOLO', 'Bakso Pak Nardi', F, 'DANA', 'Solo', MA)
E('ID', 'DANA *TOKO BANGUNAN SUMBER REJEKI', 'Toko Bangunan Sumber Rejeki', S, 'DANA', OMIT, MA)
E('ID', 'OVO *KEDAI KOPI KENANGAN SENJA', 'Kedai Kopi Kenangan Senja', F, 'OVO', OMIT, MA)
E('ID', 'GOPAY*APOTEK SEHAT SELALU BANDUNG', 'Apotek Sehat Selalu', H, 'GoPay', 'Bandung', MA)
E('ID', 'SHOPEEPAY QRIS TOKO ROTI MANIS JAYA', 'Toko Roti Manis Jaya', F, 'ShopeePay', OMIT, MA)
E('ID', 'SHOPEEPAY QRIS BENGKEL MOTOR ANDI', 'Bengkel Motor Andi', T, 'ShopeePay', OMIT, MA)
E('ID', 'LINKAJA*RM PADANG SEDERHANA', ['RM Padang Sederhana', 'Padang Sederhana', 'Rumah Makan Padang Sederhana'], F, 'LinkAja', OMIT, MA)
E('MY', 'TOUCH N GO EWALLET 99 SPEEDMART KLANG', ['99 Speedmart', '99 Speed Mart'], F, "Touch 'n Go eWallet", 'Klang', MA)
E('MY', 'TNG EWALLET*KEDAI RUNCIT AH SENG', 'Kedai Runcit Ah Seng', F, "Touch 'n Go eWallet", OMIT, MA)
E('MY', "TOUCH 'N GO EWALLET RESTORAN NASI KANDAR ALI PENANG", 'Restoran Nasi Kandar Ali', F, "Touch 'n Go eWallet", 'Penang', MA)
E('MY', 'BOOST*KEDAI GUNTING RAMBUT MIKAIL', 'Kedai Gunting Rambut Mikail', PC, 'Boost', OMIT, MA)
E('MY', 'GRABPAY*DOBI LAUNDRY MAJU', 'Dobi Laundry Maju', SV, 'GrabPay', OMIT, MA)
E('TH', 'TRUEMONEY WALLET*RAN KAFAE BAN SUAN', 'Ran Kafae Ban Suan', F, 'TrueMoney', OMIT, MA)
E('TH', 'TRUEMONEY*KHAO MAN GAI PRATUNAM', 'Khao Man Gai Pratunam', F, 'TrueMoney', OMIT, MA)
E('TH', 'TRUEMONEY WALLET*RAN SOM TAM JAY DAENG', 'Ran Som Tam Jay Daeng', F, 'TrueMoney', OMIT, MA)
E('PH', 'GCASH*CARINDERIA NI ALING NENA', 'Carinderia ni Aling Nena', F, 'GCash', OMIT, MA)
E('PH', 'GCASH PAY QR SARI SARI STORE NI JUN', 'Sari Sari Store ni Jun', F, 'GCash', OMIT, MA)
E('PH', 'MAYA*LUGAWAN SA KANTO QUEZON CITY', 'Lugawan sa Kanto', F, 'Maya', 'Quezon City', MA)
E('VN', 'MOMO*QUAN BUN CHA HUONG LIEN', 'Quan Bun Cha Huong Lien', F, 'MoMo', OMIT, MA)
E('VN', 'ZALOPAY*TIEM SUA XE THANH', 'Tiem Sua Xe Thanh', T, 'ZaloPay', OMIT, MA)
E('KE', 'MPESA BUY GOODS MAMA OLIECH RESTAURANT', 'Mama Oliech Restaurant', F, 'M-Pesa', OMIT, MA)
E('PE', 'YAPE*BODEGA DON LUCHO', 'Bodega Don Lucho', F, 'Yape', OMIT, MA)
E('CO', 'NEQUI*PANADERIA LA ESPIGA DORADA', 'Panaderia La Espiga Dorada', F, 'Nequi', OMIT, MA)
E('BD', 'BKASH PAYMENT*RAHIM STORE DHAKA', 'Rahim Store', S, 'bKash', 'Dhaka', MA)
E('PK', 'EASYPAISA*KARACHI BIRYANI HOUSE LAHORE', 'Karachi Biryani House', F, 'Easypaisa', 'Lahore', MA)
# controls: transfers to people over the same wallets (p2p), wallet top-ups (no merchant)
P('ID', 'DANA TRANSFER KE BUDI SANTOSO', 'DANA', 'Budi Santoso')
P('MY', 'TNG EWALLET TRANSFER TO LIM WEI MING', "Touch 'n Go eWallet", 'Lim Wei Ming')
P('PH', 'GCASH SEND MONEY TO MARIA CLARA REYES', 'GCash', 'Maria Clara Reyes')
P('TH', 'TRUEMONEY WALLET TRANSFER TO SOMCHAI JAIDEE', 'TrueMoney', 'Somchai Jaidee')
# (relabelled after the first run to the readable sets' convention, t59-186..189: a wallet's top-up names the wallet as
#  the merchant, Transfers, mobile_app; the processor is left unscored)
E('ID', 'TOPUP DANA 081234567890', 'DANA', TF, OMIT, None, MA)
E('ID', 'TOP UP SHOPEEPAY 0812XXXX7788', 'ShopeePay', TF, OMIT, None, MA)
E('MY', 'RELOAD TNG EWALLET FPX', ["Touch 'n Go", "Touch 'n Go eWallet", 'TNG eWallet'], TF, OMIT, None, MA)

# ---- Part B: legal forms spelled like a trade word; Latin American forms after a name
E('CL', 'COMPRA NAC TRANSPORTES CORDILLERA SPA LOS ANDES', ['Transportes Cordillera', 'Transportes Cordillera SpA'], T, None, 'Los Andes', I)
E('CL', 'COMPRA NAC FERRETERIA LOS ANDES SPA TEMUCO', ['Ferreteria Los Andes', 'Ferreteria Los Andes SpA'], S, None, 'Temuco', I)
E('CL', 'COMPRA INTERNET INVERSIONES ALERCE SPA', ['Inversiones Alerce', 'Inversiones Alerce SpA'], OMIT, None, OMIT, O)
E('CL', 'PAGO POS COMERCIAL SANTA ROSA SPA RANCAGUA', ['Comercial Santa Rosa', 'Comercial Santa Rosa SpA'], S, None, 'Rancagua', I)
E('CL', 'COMPRA NAC PANADERIA EL TRIGAL SPA VALDIVIA', ['Panaderia El Trigal', 'Panaderia El Trigal SpA'], F, None, 'Valdivia', I)
E('CL', 'SERVICIOS DENTALES ALAMEDA SPA CONCEPCION', ['Servicios Dentales Alameda', 'Servicios Dentales Alameda SpA'], H, None, 'Concepcion', I)
E('PE', 'COMPRA POS INVERSIONES KUSKA S.A.C. AREQUIPA', ['Inversiones Kuska', 'Inversiones Kuska S.A.C.', 'Inversiones Kuska SAC'], OMIT, None, 'Arequipa', I)
E('PE', 'POS POLLERIA EL DORADO E.I.R.L. CUSCO', ['Polleria El Dorado', 'Polleria El Dorado E.I.R.L.', 'Polleria El Dorado EIRL'], F, None, 'Cusco', I)
E('CO', 'COMPRA PAN Y PASTELES LA 80 SAS MEDELLIN', ['Pan y Pasteles La 80', 'Pan y Pasteles La 80 SAS'], F, None, 'Medellin', I)
E('EC', 'CONSUMO TARJ FERRISARIATO CIA LTDA QUITO', ['Ferrisariato', 'Ferrisariato Cia Ltda'], S, None, 'Quito', I)
E('AR', 'COMPRA DEBITO TALLER MECANICO RUTA 8 SRL PILAR', ['Taller Mecanico Ruta 8', 'Taller Mecanico Ruta 8 SRL'], T, None, 'Pilar', I)
E('UY', 'COMPRA FARMACIA DEL PARQUE SRL MONTEVIDEO', ['Farmacia del Parque', 'Farmacia del Parque SRL'], H, None, 'Montevideo', I)
# controls: real spas (Personal Care), the Italian SpA (a company, not a spa)
E('CL', 'COMPRA NAC DAY SPA LUNA NUEVA VINA DEL MAR', ['Day Spa Luna Nueva', 'Luna Nueva'], PC, None, ['Vina del Mar', 'Viña del Mar'], I)
E('US', 'SERENITY DAY SPA SCOTTSDALE AZ', 'Serenity Day Spa', PC, None, 'Scottsdale', I)
E('GB', 'CARD PAYMENT TO THE GARDEN SPA ON 14-03 HARROGATE', 'The Garden Spa', PC, None, 'Harrogate', I)
E('IT', 'PAGAMENTO POS FERRAMENTA BIANCHI SPA BERGAMO', ['Ferramenta Bianchi', 'Ferramenta Bianchi SpA'], S, None, 'Bergamo', I)
E('IT', 'ADDEBITO SDD ACQUEDOTTO DEL FIORA SPA', ['Acquedotto del Fiora', 'Acquedotto del Fiora SpA'], HU, None, None, DD, True)
E('MX', 'SPA Y ESTETICA BELLA LUNA GUADALAJARA', ['Spa y Estetica Bella Luna', 'Bella Luna'], PC, None, 'Guadalajara', I)

# ---- Part C: card words of a national debit scheme printed before a local name
E('DE', 'EC ZAHLUNG BAECKEREI SCHROEDER HANNOVER', ['Baeckerei Schroeder', 'Bäckerei Schröder', 'Backerei Schroder'], F, None, 'Hannover', I)
E('DE', 'EC-ZAHLUNG FAHRRADLADEN KETTE UND RITZEL//LEIPZIG', 'Fahrradladen Kette und Ritzel', S, None, 'Leipzig', I)
E('DE', 'EC KARTENZAHLUNG METZGEREI HUBER ROSENHEIM', 'Metzgerei Huber', F, None, 'Rosenheim', I)
E('DE', 'GIROCARD ZAHLUNG BLUMEN KRAUSE KIEL', 'Blumen Krause', S, None, 'Kiel', I)
E('DE', 'GIROCARD EISCAFE VENEZIA BOCHUM', 'Eiscafe Venezia', F, None, 'Bochum', I)
E('AT', 'MAESTRO POS 14.03. GASTHAUS ZUR LINDE GRAZ', 'Gasthaus zur Linde', F, None, 'Graz', I)
E('AT', 'BANKOMAT KASSE 13.03. FRISEUR SALON ELLI LINZ', ['Friseur Salon Elli', 'Salon Elli'], PC, None, 'Linz', I)
E('NL', 'BEA MAESTRO FIETSENMAKER DE SPAAK,PAS123 UTRECHT', ['Fietsenmaker De Spaak', 'De Spaak'], S, None, 'Utrecht', I)
E('NL', 'BEA, BETAALPAS SLAGERIJ VAN DER MEER,PAS042 ZWOLLE', ['Slagerij Van der Meer', 'Slagerij van der Meer'], F, None, 'Zwolle', I)
E('BE', 'BANCONTACT BOULANGERIE DUBOIS NAMUR', 'Boulangerie Dubois', F, None, 'Namur', I)
E('BE', 'BETALING BANCONTACT FRITUUR DE KLOK GENT', ['Frituur De Klok', 'Frituur de Klok'], F, None, 'Gent', I)
E('IT', 'PAGOBANCOMAT MACELLERIA ROSSI FIRENZE', 'Macelleria Rossi', F, None, 'Firenze', I)
E('FR', 'PAIEMENT CB VPAY 12/03 CORDONNERIE MARTIN TOURS', 'Cordonnerie Martin', SV, None, 'Tours', I)
E('GB', 'DEBIT MASTERCARD PURCHASE HOLLY COTTAGE TEAROOM WHITBY', 'Holly Cottage Tearoom', F, None, 'Whitby', I)
E('GB', 'VISA DEBIT PURCHASE ABBEY ROAD LAUNDERETTE READING', 'Abbey Road Launderette', SV, None, 'Reading', I)
E('CH', 'DEBIT MAESTRO 13.03. VELO KELLER AG WINTERTHUR', ['Velo Keller', 'Velo Keller AG'], S, None, 'Winterthur', I)
E('DK', 'DANKORT BAGERIET KORNBLOMST ODENSE', ['Bageriet Kornblomst', 'Kornblomst'], F, None, 'Odense', I)
E('NO', 'BANKAXEPT SKOMAKER HANSEN TROMSO', 'Skomaker Hansen', SV, None, ['Tromso', 'Tromsø'], I)
# controls: card words before a real chain, and before no merchant
E('DE', 'EC ZAHLUNG REWE MARKT GMBH KOELN', ['REWE', 'Rewe'], F, None, ['Koeln', 'Köln', 'Cologne'], I)
E('DE', 'GIROCARD ALDI SUED FILIALE 112 MUENCHEN', ['Aldi Süd', 'Aldi Sued', 'Aldi'], F, None, ['Muenchen', 'München', 'Munich'], I)
E('NL', 'BEA MAESTRO ALBERT HEIJN 1420,PAS123 AMSTERDAM', 'Albert Heijn', F, None, 'Amsterdam', I)
E('DE', 'EC GELDAUTOMAT 13.03 SPARKASSE HANNOVER', None, FS, None, 'Hannover', ATM)
E('BE', 'BANCONTACT GELDOPNEMING KBC BRUGGE', None, FS, None, 'Brugge', ATM)

write('t97', 'tune-97.jsonl')
