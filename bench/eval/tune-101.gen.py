# Round 101 tuning set (written before reading the engine's name-span code): the merchant name span of small
# businesses that no data set knows. (A) trailing noise after the name: a city, a postcode, a link word of the
# language (Malay / Indonesian DI, Tagalog NG / SA, Spanish DE / EN), an owner after a legal form (GMBH INH.),
# a domain, a quoted memo, a long reference, a terminal id, "-" and a branch; (B) leading noise: card-purchase
# words in many languages, compact dates, "purchase of DATE card no." prefixes, POS, EFTPOS, COMPRA, ACHAT CB,
# KARTENZAHLUNG, OPLATA; (C) non-Latin company names: 株式会社 / (주) / ㈜ / 有限公司 with a "-" branch, Cyrillic
# ИП / ООО with quotes, Arabic, Hebrew, Greek, Thai; (D) names printed truncated. ~15 % controls (brands;
# lines that name no merchant). Names are accepted with and without their legal form (FORMAT.md).
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from labels import OMIT, write
from kinds import L, B, C

F, S, T, H, PC, SV, ED, EN, TV, FS, HU, GT, TF, CG = ('Food & Drink', 'Shopping', 'Transportation',
    'Health & Wellness', 'Personal Care', 'Services', 'Education', 'Entertainment', 'Travel',
    'Financial Services', 'Housing & Utilities', 'Government & Taxes', 'Transfers', 'Charity & Gifts')
I, O, MA, DD, BT, ATM = 'in_store', 'online', 'mobile_app', 'direct_debit', 'bank_transfer', 'atm'

# ---- Part A: trailing noise after the name
L('MY', 'KEDAI MAKAN SRI PINANG DI JALAN TUN RAZAK KL', 'Kedai Makan Sri Pinang', F, OMIT)
L('MY', 'RESTORAN SELERA KAMPUNG DI SHAH ALAM', 'Restoran Selera Kampung', F, 'Shah Alam')
L('ID', 'WARUNG SATE PAK GINO DI JL MALIOBORO YOGYAKARTA', 'Warung Sate Pak Gino', F, OMIT)
L('ID', 'TOKO BESI MAKMUR JAYA DI BEKASI', 'Toko Besi Makmur Jaya', S, 'Bekasi')
L('PH', 'KAINAN NG BAYAN SA MARIKINA', 'Kainan ng Bayan', F, 'Marikina')
L('PH', 'BOTIKA NI DOC RAMOS SA PASIG CITY', 'Botika ni Doc Ramos', H, 'Pasig')
L('ES', 'PANADERIA LA ESPIGA DE ORO EN VALLADOLID', 'Panaderia La Espiga de Oro', F, 'Valladolid')
L('ES', 'FERRETERIA HNOS GARCIA 28045 MADRID', ['Ferreteria Hnos Garcia', 'Ferreteria Hermanos Garcia'], S, 'Madrid')
L('MX', 'TAQUERIA EL GUERO DE JALISCO GUADALAJARA JAL', ['Taqueria El Guero de Jalisco', 'Taqueria El Guero'], F, 'Guadalajara')
L('MX', 'ABARROTES DOÑA LUPE EN MONTERREY NL', ['Abarrotes Doña Lupe', 'Abarrotes Dona Lupe'], F, 'Monterrey')
L('DE', 'BAECKEREI KRUEGER GMBH INH. THOMAS MUELLER HANNOVER', ['Baeckerei Krueger', 'Bäckerei Krüger', 'Baeckerei Krueger GmbH'], F, 'Hannover')
L('DE', 'ELEKTRO SCHNEIDER GMBH & CO. KG INH. P. SCHNEIDER', ['Elektro Schneider', 'Elektro Schneider GmbH & Co. KG'], S, None)
L('AT', 'GASTHAUS ZUR LINDE E.U. INH. JOSEF HUBER 4020 LINZ', ['Gasthaus zur Linde'], F, 'Linz')
L('DE', 'BLUMENHAUS ROSENGARTEN INH. SABINE KOCH 50667 KOELN', 'Blumenhaus Rosengarten', S, ['Köln', 'Koeln', 'Cologne'])
L('DE', 'FAHRRADLADEN SPEICHENWERK 10245 BERLIN', 'Fahrradladen Speichenwerk', S, 'Berlin')
L('FR', 'BOULANGERIE DU MARCHE 69003 LYON', 'Boulangerie du Marche', F, 'Lyon')
L('FR', 'CAVE A VINS LE TIRE BOUCHON 33000 BORDEAUX', 'Cave a Vins Le Tire Bouchon', F, 'Bordeaux')
L('NL', 'SLAGERIJ VAN DEN BERG 3511 AB UTRECHT', 'Slagerij van den Berg', F, 'Utrecht')
L('IT', 'PASTICCERIA DOLCE VITA SNC DI ROSSI & C. NAPOLI', ['Pasticceria Dolce Vita'], F, 'Napoli')
L('IT', 'TRATTORIA DA MARIO SAS DI BIANCHI LUCA FIRENZE', ['Trattoria da Mario'], F, 'Firenze')
L('GB', 'THE OLD FORGE TEAROOM WWW.OLDFORGETEAROOM.CO.UK', ['The Old Forge Tearoom', 'Old Forge Tearoom'], F, None, O)
L('US', 'MAPLE LEAF YARN CO MAPLELEAFYARN.COM VT', ['Maple Leaf Yarn Co', 'Maple Leaf Yarn'], S, None, O)
L('AU', 'BLUE WREN NURSERY PTY LTD 0400123456 ADELAIDE', ['Blue Wren Nursery', 'Blue Wren Nursery Pty Ltd'], S, 'Adelaide')
L('GB', "HARBOUR FISH BAR 'TABLE 4' WHITBY", 'Harbour Fish Bar', F, 'Whitby')
L('US', 'CORNER BOOKSHOP TID 00482913 PORTLAND OR', ['Corner Bookshop'], S, 'Portland')
L('PL', 'PIEKARNIA U ZBYSZKA TERM 40021833 KRAKOW', ['Piekarnia u Zbyszka'], F, ['Kraków', 'Krakow'])
L('ES', 'BAR RESTAURANTE EL PASO - SUC. CENTRO', ['Bar Restaurante El Paso', 'El Paso'], F, None)
L('CO', 'DROGUERIA LA SALUD - SUCURSAL NORTE BOGOTA', ['Drogueria La Salud'], H, 'Bogota')
L('AR', 'ALMACEN DON PEPE - SUC 3 ROSARIO', ['Almacen Don Pepe'], F, 'Rosario')
L('BR', 'PADARIA PAO QUENTE LTDA - FILIAL 2 CAMPINAS', ['Padaria Pao Quente', 'Padaria Pão Quente'], F, 'Campinas')
L('CL', 'FERRETERIA EL MAESTRO SPA REF 0091827364 TEMUCO', ['Ferreteria El Maestro'], S, 'Temuco')
L('PT', 'CHURRASQUEIRA O FRANGO LDA 4000-123 PORTO', ['Churrasqueira O Frango'], F, 'Porto')
L('BE', 'FRITUUR BIJ JAN BVBA 9000 GENT', ['Frituur bij Jan'], F, ['Gent', 'Ghent'])
L('CH', 'METZGEREI BRUNNER AG 8004 ZUERICH', ['Metzgerei Brunner', 'Metzgerei Brunner AG'], F, ['Zürich', 'Zuerich', 'Zurich'])
L('SE', 'KONDITORI SOCKERBITEN AB 11122 STOCKHOLM', ['Konditori Sockerbiten', 'Konditori Sockerbiten AB'], F, 'Stockholm')
L('CZ', 'PEKARNA U KOSTELA S.R.O. 60200 BRNO', ['Pekarna u Kostela'], F, 'Brno')
L('RO', 'FLORARIA CRINUL ALB SRL CLUJ-NAPOCA RO', ['Floraria Crinul Alb'], S, 'Cluj-Napoca')
L('TR', 'KASAP AHMET USTA ET URUNLERI LTD STI KADIKOY ISTANBUL', ['Kasap Ahmet Usta', 'Kasap Ahmet Usta Et Urunleri'], F, 'Istanbul')
L('IN', 'SHREE GANESH SWEETS AND NAMKEEN NEAR BUS STAND PUNE', ['Shree Ganesh Sweets and Namkeen', 'Shree Ganesh Sweets'], F, 'Pune')
L('ZA', 'MAMA AFRICA TAKEAWAYS CC SOWETO GP', ['Mama Africa Takeaways'], F, 'Soweto')
L('NG', 'IYA BASIRAT BUKA LTD IKEJA LAGOS NG', ['Iya Basirat Buka'], F, OMIT)
L('US', 'DELGADO AUTO REPAIR LLC #0045 SAN ANTONIO TX', ['Delgado Auto Repair', 'Delgado Auto Repair LLC'], T, 'San Antonio')
write('t101', 'tune-101.jsonl')
