# tune-55: written by helper acc55 (round 55) from FORMAT.md, labels.py, tune-49/46.gen.py's headers and a look at
# how the readable sets label processor lines (canonical processor names; PAYPAL * + a person -> Transfers with no
# processor; Apple Pay / Google Pay in front of a shop -> processor null, in front of a PSP prefix -> that PSP;
# the PSP's own fee line -> the PSP is the merchant, processor null), not this theme's engine code, and general
# knowledge of how banks print acquirer / PSP / wallet / buy-now-pay-later lines, before reading the engine's
# processor code or running the engine on any of these lines.
# Theme: PAYMENT PROCESSORS, wallets and acquirers in 45+ countries and the merchant BEHIND them: SQ *, SUMUP *,
# ZETTLE_* / IZ * / ZTL*, PAYPAL * / PP*, STRIPE*, ADYEN, CKO*, WORLDPAY, NEXI, VIVA, MOLLIE, PAYU*, RAZORPAY,
# PAYTM, CCAVENUE, MERPAGO* / MP *, GETNET, STONE, CIELO, PAGSEGURO, YOCO, PAYSTACK, FLUTTERWAVE / FLW*, MIDTRANS,
# XENDIT, 2C2P, OMISE, IPAY88, EGHL, ALIPAY, WECHAT PAY, KAKAOPAY, NAVER PAY, LINE PAY, PAYPAY, TWINT, KLARNA,
# AFTERPAY, CLEARPAY, AFFIRM, ZIP; wallet chains (Apple Pay / Google Pay through a PSP); the PSP's own fee or
# subscription (the PSP is the merchant, no processor).
# Scored: merchant, category1, processor (null when none); city, channel, recurring unscored (p2p null on the few
# person lines). Wallet chains with two PSPs (PAYPAL * + STRIPE) score merchant and category only.
# ~19 % controls that must get NO processor: plain shop lines, Apple Pay / Google Pay before a shop, brands whose
# name holds a processor-like word (Stone, Square, Cielo, Viva, Zip, Stripe, Nexus...), PSP fee lines, person lines.
from labels import OMIT, E, P, T, write

FD, SH, TR, TV, HU, EN, HW, PC, ED, FS, GT, SV, TF, INC, CH = ('Food & Drink', 'Shopping',
    'Transportation', 'Travel', 'Housing & Utilities', 'Entertainment', 'Health & Wellness',
    'Personal Care', 'Education', 'Financial Services', 'Government & Taxes', 'Services',
    'Transfers', 'Income', 'Charity & Gifts')

def B(cc, title, m, cat, proc):          # merchant behind a processor / wallet
    E(cc, title, m, cat, proc, OMIT, OMIT, OMIT)
def C(cc, title, m, cat):                # control: no processor
    E(cc, title, m, cat, None, OMIT, OMIT, OMIT)
def F(cc, title, psp, cat=FS):           # control: the PSP's own fee / subscription, the PSP is the merchant
    E(cc, title, [psp] if isinstance(psp, str) else psp, cat, None, OMIT, OMIT, OMIT)

# ================= Square =================
B('US', 'SQ *RIVERSIDE TACO TRUCK Austin TX', ['Riverside Taco Truck'], FD, 'Square')
B('US', 'SQ *LAKESIDE FARMERS MKT', ['Lakeside Farmers Mkt', 'Lakeside Farmers Market'], FD, 'Square')
B('US', 'SQ *GREENWAY BOOKS 5035550142 OR', ['Greenway Books'], SH, 'Square')
B('US', 'POS PURCHASE SQ *MAIN STREET BARBER CO', ['Main Street Barber Co', 'Main Street Barber'], PC, 'Square')
B('CA', 'SQ *CAFE DU VIEUX PORT Montreal QC', ['Cafe du Vieux Port', 'Café du Vieux Port'], FD, 'Square')
B('CA', 'SQ *MAPLE RIDGE PHYSIO', ['Maple Ridge Physio'], HW, 'Square')
B('AU', 'SQ *BONDI SURF WAX CO', ['Bondi Surf Wax Co', 'Bondi Surf Wax'], SH, 'Square')
B('AU', 'SQ *FREMANTLE DUMPLING HOUSE', ['Fremantle Dumpling House'], FD, 'Square')
B('GB', 'SQ *THE WILLOW BAKEHOUSE Bath', ['The Willow Bakehouse', 'Willow Bakehouse'], FD, 'Square')
B('IE', 'SQ *CORK CITY GELATO', ['Cork City Gelato'], FD, 'Square')
B('JP', 'SQ *KISSA HINATA TOKYO', ['Kissa Hinata'], FD, 'Square')
B('US', 'APPLE PAY SQ *SUNSET DONUTS LOS ANGELES CA', ['Sunset Donuts'], FD, 'Square')
B('US', 'GOOGLE PAY SQ *PRAIRIE FLOWER SHOP', ['Prairie Flower Shop'], SH, 'Square')
B('AU', 'APPLE PAY SQ *NOOSA JUICE BAR', ['Noosa Juice Bar'], FD, 'Square')

# ================= SumUp =================
B('DE', 'SUMUP *EISDIELE CORTINA Freiburg', ['Eisdiele Cortina'], FD, 'SumUp')
B('DE', 'Kartenzahlung SumUp *Fahrradladen Speiche', ['Fahrradladen Speiche'], SH, 'SumUp')
B('FR', 'CB SUMUP *BOULANGERIE DU MARCHE 14/11', ['Boulangerie du Marche', 'Boulangerie du Marché'], FD, 'SumUp')
B('ES', 'SUMUP *CHURROS EL FAROL MADRID', ['Churros El Farol'], FD, 'SumUp')
B('IT', 'SUMUP *FORNO DA MARIO', ['Forno da Mario'], FD, 'SumUp')
B('GB', 'SUMUP *FLORAL DESIGNS BY KATE', ['Floral Designs by Kate'], SH, 'SumUp')
B('PT', 'SUMUP *PASTELARIA SOL NASCENTE PORTO', ['Pastelaria Sol Nascente'], FD, 'SumUp')
B('BR', 'SUMUP *ACAITERIA TROPICAL', ['Acaiteria Tropical', 'Açaiteria Tropical'], FD, 'SumUp')
B('CL', 'SUMUP *EMPANADAS DON PEPE SANTIAGO', ['Empanadas Don Pepe'], FD, 'SumUp')
B('IE', 'SUMUP *GALWAY CRAFT MARKET', ['Galway Craft Market'], SH, 'SumUp')
B('PL', 'SUMUP *KWIACIARNIA ROZA KRAKOW', ['Kwiaciarnia Roza', 'Kwiaciarnia Róża'], SH, 'SumUp')
B('NL', 'BEA, Google Pay SumUp *Broodjeszaak Het Plein,PAS112 NR:KL3, 10.11.26', ['Broodjeszaak Het Plein'], FD, 'SumUp')
B('BE', 'SUMUP *FRITUUR DE LINDE GENT', ['Frituur De Linde', 'Frituur de Linde'], FD, 'SumUp')
B('AT', 'SUMUP *HEURIGER WEINHOF BERGER', ['Heuriger Weinhof Berger', 'Weinhof Berger'], FD, 'SumUp')

# ================= Zettle / iZettle =================
B('GB', 'ZETTLE_*THE CHEESE HUT STROUD', ['The Cheese Hut', 'Cheese Hut'], FD, 'Zettle')
B('GB', 'ZTL*HARBOUR ICE CREAM ST IVES', ['Harbour Ice Cream'], FD, 'Zettle')
B('SE', 'IZ *KAFE SOLROS UMEA', ['Kafe Solros', 'Kafé Solros'], FD, 'Zettle')
B('NO', 'ZETTLE_*BAKERI NORDLYS TROMSO', ['Bakeri Nordlys'], FD, 'Zettle')
B('DK', 'IZ *BLOMSTERHJORNET ODENSE', ['Blomsterhjornet', 'Blomsterhjørnet'], SH, 'Zettle')
B('FI', 'ZTL*KAHVILA SATAMA TURKU', ['Kahvila Satama'], FD, 'Zettle')
B('DE', 'ZETTLE_*HOFLADEN BIRKENHOF', ['Hofladen Birkenhof'], FD, 'Zettle')
B('NL', 'IZ *KAASKRAAM DE MARKT', ['Kaaskraam De Markt', 'Kaaskraam de Markt'], FD, 'Zettle')
B('GB', 'APPLE PAY ZETTLE_*PIE & MASH STALL', ['Pie & Mash Stall', 'Pie and Mash Stall'], FD, 'Zettle')
B('MX', 'ZETTLE_*CAFETERIA LA PARROQUIA', ['Cafeteria La Parroquia', 'Cafetería La Parroquia'], FD, 'Zettle')

# ================= PayPal =================
B('US', 'PAYPAL *PINECONECRAFTS 4029357733', ['Pinecone Crafts', 'Pineconecrafts'], SH, 'PayPal')
B('US', 'PP*HIGHDESERT POTTERY Santa Fe NM', ['Highdesert Pottery', 'High Desert Pottery'], SH, 'PayPal')
B('GB', 'PAYPAL *JUSTEAT 35314369001', ['Just Eat'], FD, 'PayPal')
B('DE', 'PAYPAL *THALIA BUCH 35314369001', ['Thalia'], SH, 'PayPal')
B('FR', 'PAYPAL *FNAC DARTY', ['Fnac', 'Fnac Darty'], SH, 'PayPal')
B('ES', 'PP*FARMACIA LA ALAMEDA', ['Farmacia La Alameda'], HW, 'PayPal')
B('IT', 'PAYPAL *ITALO TRENO', ['Italo', 'Italo Treno'], TR, 'PayPal')
B('NL', 'PAYPAL *MARKTPLAATS', ['Marktplaats'], SH, 'PayPal')
B('AU', 'PP*BYRONBAYCANDLES', ['Byron Bay Candles', 'Byronbaycandles'], SH, 'PayPal')
B('CA', 'PAYPAL *INDIGO BOOKS 4029357733 ON', ['Indigo', 'Indigo Books'], SH, 'PayPal')
B('BR', 'PAYPAL *NETSHOES', ['Netshoes'], SH, 'PayPal')
B('MX', 'PAYPAL *LIVERPOOL MX', ['Liverpool', 'El Puerto de Liverpool'], SH, 'PayPal')
B('AT', 'PAYPAL *OEBB TICKETS', ['ÖBB', 'OEBB', 'OBB'], TR, 'PayPal')
B('PL', 'PAYPAL *EMPIK', ['Empik'], SH, 'PayPal')
E('GB', 'PAYPAL *STRIPE KOFI SUPPORT', ['Ko-fi', 'Kofi'], OMIT, OMIT, OMIT, OMIT, OMIT)
E('US', 'PAYPAL *STRIPE*KICKSTARTER', ['Kickstarter'], OMIT, OMIT, OMIT, OMIT, OMIT)

# ================= Stripe =================
B('US', 'STRIPE* HARBOR CITY CROSSFIT', ['Harbor City CrossFit', 'Harbor City Crossfit'], HW, 'Stripe')
B('GB', 'STRIPE*MINDFUL MOVEMENT YOGA', ['Mindful Movement Yoga', 'Mindful Movement'], HW, 'Stripe')
B('DE', 'STRIPE *KLETTERHALLE NORDWAND', ['Kletterhalle Nordwand'], HW, 'Stripe')
B('FR', 'STRIPE* LIBRAIRIE DES QUAIS', ['Librairie des Quais'], SH, 'Stripe')
B('IE', 'STRIPE*DUBLIN COOKERY SCHOOL', ['Dublin Cookery School'], ED, 'Stripe')
B('AU', 'STRIPE*COASTAL PILATES MANLY', ['Coastal Pilates'], HW, 'Stripe')
B('SG', 'STRIPE *KLOOK TRAVEL', ['Klook'], TV, 'Stripe')
B('MX', 'STRIPE *RAPPI MEXICO', ['Rappi'], FD, 'Stripe')
B('NZ', 'STRIPE*KIWI LANGUAGE ACADEMY', ['Kiwi Language Academy'], ED, 'Stripe')
B('US', 'APPLE PAY STRIPE*TRAILHEAD COFFEE', ['Trailhead Coffee'], FD, 'Stripe')

# ================= Adyen, Checkout.com, Worldpay =================
B('NL', 'ADYEN*SWAPFIETS', ['Swapfiets'], TR, 'Adyen')
B('DE', 'ADYEN N.V. EASYJET', ['easyJet', 'EasyJet'], TV, 'Adyen')
B('SE', 'ADYEN*SJ AB', ['SJ'], TR, 'Adyen')
B('BE', 'ADYEN *NMBS SNCB', ['SNCB', 'NMBS', 'NMBS/SNCB'], TR, 'Adyen')
B('GB', 'CKO*JUSTPARK', ['JustPark'], TR, 'Checkout.com')
B('AE', 'CHECKOUT.COM*DELIVEROO UAE', ['Deliveroo'], FD, 'Checkout.com')
B('SA', 'CKO*HUNGERSTATION RIYADH', ['HungerStation'], FD, 'Checkout.com')
B('GB', 'WORLDPAY*THE RED LION INN', ['The Red Lion Inn', 'Red Lion Inn'], FD, 'Worldpay')
B('GB', 'WORLDPAY *HILLSIDE GARDEN CENTRE', ['Hillside Garden Centre'], SH, 'Worldpay')
B('US', 'WORLDPAY*SUMMIT VIEW DENTAL', ['Summit View Dental'], HW, 'Worldpay')

# ================= European acquirers: Nexi, Viva Wallet, Mollie, PayU =================
B('IT', 'NEXI*PIZZERIA DA CIRO NAPOLI', ['Pizzeria da Ciro', 'Pizzeria Da Ciro'], FD, 'Nexi')
B('IT', 'PAGAMENTO NEXI*FARMACIA SAN MARCO', ['Farmacia San Marco'], HW, 'Nexi')
B('IT', 'NEXI *LIBRERIA IL GABBIANO', ['Libreria Il Gabbiano'], SH, 'Nexi')
B('GR', 'VIVA WALLET *PSAROTAVERNA O GIANNIS', ['Psarotaverna O Giannis', 'O Giannis'], FD, 'Viva Wallet')
B('PT', 'VIVA*PADARIA LUSITANA', ['Padaria Lusitana'], FD, 'Viva Wallet')
B('ES', 'VIVA WALLET*HELADERIA LA ROSA', ['Heladeria La Rosa', 'Heladería La Rosa'], FD, 'Viva Wallet')
B('CY', 'VIVA WALLET *MEZE HOUSE LIMASSOL', ['Meze House'], FD, 'Viva Wallet')
B('NL', 'MOLLIE *FIETSENWINKEL DE VELO', ['Fietsenwinkel De Velo', 'De Velo'], SH, 'Mollie')
B('BE', 'MOLLIE*KINEPOLIS', ['Kinepolis'], EN, 'Mollie')
B('DE', 'MOLLIE *TEEHAUS LINDENBLUETE', ['Teehaus Lindenbluete', 'Teehaus Lindenblüte'], FD, 'Mollie')
B('PL', 'PAYU*MODIVO.PL', ['Modivo'], SH, 'PayU')
B('IN', 'PAYU PAYMENTS*FIRSTCRY', ['FirstCry', 'Firstcry'], SH, 'PayU')
B('TR', 'PAYU*YEMEKSEPETI', ['Yemeksepeti'], FD, 'PayU')
B('RO', 'PAYU*FASHIONDAYS.RO', ['Fashion Days', 'Fashiondays'], SH, 'PayU')
B('CZ', 'PAYU*KOLOBEZKY PRAHA', ['Kolobezky Praha', 'Koloběžky Praha'], SH, 'PayU')

# ================= India =================
B('IN', 'RAZORPAY*ZEPTO', ['Zepto'], FD, 'Razorpay')
B('IN', 'RAZORPAY*CULT FIT BANGALORE', ['Cult.fit', 'Cult Fit', 'Cultfit'], HW, 'Razorpay')
B('IN', 'RAZORPAY*SHREE SAI MEDICALS', ['Shree Sai Medicals'], HW, 'Razorpay')
B('IN', 'PAYTM*UBER INDIA', ['Uber'], TR, 'Paytm')
B('IN', 'PAYTM PAYMENT TO LAXMI DAIRY FARM', ['Laxmi Dairy Farm', 'Laxmi Dairy'], FD, 'Paytm')
B('IN', 'CCAVENUE*AIR INDIA', ['Air India'], TV, 'CCAvenue')
B('IN', 'CCAVENUE*APOLLO PHARMACY', ['Apollo Pharmacy'], HW, 'CCAvenue')

# ================= Latin America =================
B('AR', 'MERPAGO*HELADERIA EL PINGUINO', ['Heladeria El Pinguino', 'Heladería El Pingüino'], FD, 'Mercado Pago')
B('BR', 'MP *PASTELARIA DO CHICO', ['Pastelaria do Chico'], FD, 'Mercado Pago')
B('CL', 'MERPAGO*BOTILLERIA LOS ANDES', ['Botilleria Los Andes', 'Botillería Los Andes'], FD, 'Mercado Pago')
B('CO', 'MERCADOPAGO*TIENDA NATURISTA VIDA', ['Tienda Naturista Vida'], HW, 'Mercado Pago')
B('UY', 'MERPAGO*PARRILLA EL FOGON MONTEVIDEO', ['Parrilla El Fogon', 'Parrilla El Fogón'], FD, 'Mercado Pago')
B('MX', 'MERPAGO*ESTETICA CANINA FIRULAIS', ['Estetica Canina Firulais', 'Estética Canina Firulais'], SV, 'Mercado Pago')
B('PE', 'MERPAGO*CEVICHERIA EL MUELLE LIMA', ['Cevicheria El Muelle', 'Cevichería El Muelle'], FD, 'Mercado Pago')
B('BR', 'GETNET*PADARIA TRIGO DOURADO', ['Padaria Trigo Dourado'], FD, 'Getnet')
B('MX', 'GETNET*FARMACIA SANTA CLARA', ['Farmacia Santa Clara'], HW, 'Getnet')
B('BR', 'STONE*BARBEARIA CORTE FINO', ['Barbearia Corte Fino'], PC, 'Stone')
B('BR', 'STONE*HORTIFRUTI BOA SAFRA', ['Hortifruti Boa Safra'], FD, 'Stone')
B('BR', 'CIELO*OTICA VISAO CLARA', ['Otica Visao Clara', 'Ótica Visão Clara'], HW, 'Cielo')
B('BR', 'CIELO*CHURRASCARIA GAUCHA', ['Churrascaria Gaucha', 'Churrascaria Gaúcha'], FD, 'Cielo')
B('BR', 'PAGSEGURO*SORVETERIA POLAR', ['Sorveteria Polar'], FD, 'PagSeguro')
B('BR', 'PAG*ESTUDIODEPILATESVIDA', ['Estudio de Pilates Vida', 'Estúdio de Pilates Vida', 'Estudiodepilatesvida'], HW, 'PagSeguro')

# ================= Africa =================
B('ZA', 'YOCO *KAAPSE KOFFIE', ['Kaapse Koffie'], FD, 'Yoco')
B('ZA', 'YOCO*PIET SE PADSTAL', ['Piet se Padstal'], FD, 'Yoco')
B('ZA', 'YOCO *KALK BAY BOOKS', ['Kalk Bay Books'], SH, 'Yoco')
B('NG', 'PAYSTACK*CHICKEN REPUBLIC', ['Chicken Republic'], FD, 'Paystack')
B('GH', 'PAYSTACK*MELCOM ACCRA', ['Melcom'], SH, 'Paystack')
B('KE', 'PAYSTACK*CARREFOUR KENYA', ['Carrefour'], FD, 'Paystack')
B('NG', 'FLUTTERWAVE*MR BIGGS', ["Mr Biggs", "Mr. Bigg's", "Mr Bigg's"], FD, 'Flutterwave')
B('KE', 'FLW*JAVA COFFEE HOUSE', ['Java Coffee House', 'Java House'], FD, 'Flutterwave')
B('NG', 'FLW*KONGA ONLINE', ['Konga'], SH, 'Flutterwave')

# ================= South-east Asia =================
B('ID', 'MIDTRANS*PEGIPEGI', ['Pegipegi', 'PegiPegi'], TV, 'Midtrans')
B('ID', 'MIDTRANS*BAKMI GM', ['Bakmi GM'], FD, 'Midtrans')
B('ID', 'XENDIT*ERAFONE', ['Erafone'], SH, 'Xendit')
B('PH', 'XENDIT*ZALORA PH', ['Zalora', 'ZALORA'], SH, 'Xendit')
B('TH', '2C2P*THAI AIRWAYS', ['Thai Airways'], TV, '2C2P')
B('MY', '2C2P*MALAYSIA AIRLINES', ['Malaysia Airlines'], TV, '2C2P')
B('TH', 'OMISE*MAJOR CINEPLEX', ['Major Cineplex'], EN, 'Omise')
B('TH', 'OMISE*BAAN SUAN SPA CHIANG MAI', ['Baan Suan Spa'], PC, 'Omise')
B('MY', 'IPAY88*GSC CINEMAS', ['GSC', 'GSC Cinemas', 'Golden Screen Cinemas'], EN, 'iPay88')
B('PH', 'IPAY88*NATIONAL BOOK STORE', ['National Book Store'], SH, 'iPay88')
B('MY', 'EGHL*AIRASIA', ['AirAsia'], TV, 'eGHL')
B('MY', 'EGHL*TENAGA NASIONAL', ['Tenaga Nasional', 'TNB'], HU, 'eGHL')
B('MY', 'EGHL *KEDAI BUKU POPULAR', ['Kedai Buku Popular', 'Popular Bookstore', 'Popular'], SH, 'eGHL')
B('VN', 'XENDIT*HIGHLANDS COFFEE SAIGON', ['Highlands Coffee'], FD, 'Xendit')

# ================= East Asia wallets =================
B('CN', 'ALIPAY*HELLOBIKE', ['Hellobike', 'Hello Bike', '哈啰出行', '哈啰'], TR, 'Alipay')
B('CN', '支付宝-沙县小吃 福州', ['沙县小吃'], FD, 'Alipay')
B('CN', 'WECHATPAY*JD.COM', ['JD.com', 'JD', '京东'], SH, 'WeChat Pay')
B('CN', '微信支付-蜜雪冰城', ['蜜雪冰城', 'Mixue'], FD, 'WeChat Pay')
B('KR', 'KAKAOPAY*BAEMIN', ['Baemin', 'Baedal Minjok', '배달의민족'], FD, 'Kakao Pay')
B('KR', '카카오페이 결제 이마트24', ['이마트24', 'emart24', 'Emart24'], FD, 'Kakao Pay')
B('KR', 'NAVER PAY*YES24', ['YES24', 'Yes24'], SH, 'Naver Pay')
B('KR', '네이버페이 결제 마켓컬리', ['마켓컬리', 'Market Kurly', 'Kurly'], FD, 'Naver Pay')
B('TW', 'LINE PAY 全家便利商店', ['全家便利商店', '全家', 'FamilyMart'], FD, 'LINE Pay')
B('JP', 'LINE PAY*ﾏﾂﾔ', ['ﾏﾂﾔ', 'マツヤ', 'Matsuya', '松屋'], FD, 'LINE Pay')
B('JP', 'PAYPAY*ﾄﾞﾄｰﾙｺｰﾋｰ', ['ﾄﾞﾄｰﾙｺｰﾋｰ', 'ドトールコーヒー', 'Doutor', 'Doutor Coffee'], FD, 'PayPay')
B('JP', 'PAYPAY*すき家', ['すき家', 'Sukiya'], FD, 'PayPay')
B('HK', 'ALIPAY*PARKNSHOP', ['PARKnSHOP', 'ParknShop'], FD, 'Alipay')

# ================= TWINT =================
B('CH', 'TWINT *CONFISERIE SCHOGGIHUUS', ['Confiserie Schoggihuus', 'Schoggihuus'], FD, 'TWINT')
B('CH', 'TWINT *GARTENCENTER MEIER DUERNTEN', ['Gartencenter Meier'], SH, 'TWINT')
B('CH', 'TWINT *PARKING BAHNHOF WINTERTHUR', ['Parking Bahnhof Winterthur', 'Parking Bahnhof'], TR, 'TWINT')
B('CH', 'TWINT *GALAXUS', ['Galaxus'], SH, 'TWINT')

# ================= Buy now pay later =================
B('DE', 'KLARNA*MEDIAMARKT', ['MediaMarkt', 'Media Markt'], SH, 'Klarna')
B('NL', 'KLARNA*COOLBLUE', ['Coolblue'], SH, 'Klarna')
B('AT', 'KLARNA*BONPRIX', ['bonprix', 'Bonprix'], SH, 'Klarna')
B('FI', 'KLARNA*GIGANTTI', ['Gigantti'], SH, 'Klarna')
B('NO', 'KLARNA*ELKJOP', ['Elkjøp', 'Elkjop'], SH, 'Klarna')
B('US', 'KLARNA* NIKE.COM', ['Nike'], SH, 'Klarna')
B('GB', 'KLARNA *JOHN LEWIS', ['John Lewis'], SH, 'Klarna')
B('US', 'AFTERPAY*LULULEMON', ['lululemon', 'Lululemon'], SH, 'Afterpay')
B('AU', 'AFTERPAY*MECCA COSMETICA', ['Mecca', 'Mecca Cosmetica'], PC, 'Afterpay')
B('NZ', 'AFTERPAY*BRISCOES', ['Briscoes'], SH, 'Afterpay')
B('GB', 'CLEARPAY*JD SPORTS', ['JD Sports'], SH, 'Clearpay')
B('ES', 'CLEARPAY*DRUNI', ['Druni'], PC, 'Clearpay')
B('US', 'AFFIRM*BEST BUY', ['Best Buy'], SH, 'Affirm')
B('CA', 'AFFIRM *SPORT CHEK', ['Sport Chek'], SH, 'Affirm')
B('AU', 'ZIP PAY*KMART', ['Kmart'], SH, 'Zip')
B('NZ', 'ZIP*NOEL LEEMING', ['Noel Leeming'], SH, 'Zip')
B('US', 'ZIP.CO*STOCKX', ['StockX'], SH, 'Zip')

# ================= other acquirers in more countries =================
B('TR', 'IYZICO*GETIR', ['Getir'], FD, 'iyzico')
B('EG', 'PAYMOB*BREADFAST', ['Breadfast'], FD, 'Paymob')
B('SA', 'HYPERPAY*NANA DIRECT', ['Nana', 'Nana Direct'], FD, 'HyperPay')
B('PH', 'PAYMONGO*BO COFFEE BGC', ["Bo's Coffee", 'Bos Coffee'], FD, 'PayMongo')
B('SE', 'ADYEN*VOI TECHNOLOGY', ['Voi'], TR, 'Adyen')
B('IL', 'TRANZILA*SUPER YUDA', ['Super Yuda'], FD, 'Tranzila')

# ================= CONTROLS: the PSP's own fee or subscription (the PSP is the merchant, no processor) =================
F('GB', 'STRIPE PAYMENTS EUROPE LTD FEES', 'Stripe')
F('US', 'SQUARE PAYROLL SUBSCRIPTION', 'Square', SV)
F('DE', 'SUMUP LTD MONATSGEBUEHR', 'SumUp')
F('US', 'PAYPAL CURRENCY CONVERSION FEE', 'PayPal')
F('NL', 'MOLLIE B.V. TRANSACTIEKOSTEN', 'Mollie')
F('SE', 'KLARNA BANK AB PAMINNELSEAVGIFT', 'Klarna')
F('AU', 'AFTERPAY MISSED PAYMENT FEE', 'Afterpay')
F('NG', 'PAYSTACK FEES DEDUCTION', 'Paystack')
F('ZA', 'YOCO TECHNOLOGIES MONTHLY FEE', 'Yoco')
F('GB', 'ZETTLE BY PAYPAL CARD READER', 'Zettle', SH)

# ================= CONTROLS: a wallet in front of a shop (no processor) =================
C('GB', 'APPLE PAY WAITROSE 412 OXFORD', ['Waitrose'], FD)
C('DE', 'Apple Pay Kartenzahlung Rossmann Leipzig', ['Rossmann'], PC)
C('AU', 'GOOGLE PAY COLES 0412 MELBOURNE', ['Coles'], FD)
C('US', 'GOOGLE PAY CHEVRON 0093 FRESNO CA', ['Chevron'], TR)
C('FR', 'CB APPLE PAY MONOPRIX 12/11 PARIS', ['Monoprix'], FD)
C('NL', 'BEA, Apple Pay Hema Utrecht,PAS221 NR:ZQ41, 09.11.26', ['HEMA', 'Hema'], SH)

# ================= CONTROLS: names holding a processor-like word =================
C('US', 'STONE BREWING TAPROOM ESCONDIDO CA', ['Stone Brewing', 'Stone Brewing Taproom'], FD)
C('US', 'SQUARE ONE BISTRO BOISE ID', ['Square One Bistro'], FD)
C('IT', 'CIELO RISTORANTE ROMA', ['Cielo Ristorante', 'Cielo'], FD)
C('US', 'ZIPCAR 866-494-7227', ['Zipcar'], TR)
C('ES', 'RESTAURANTE VIVA MEXICO SEVILLA', ['Restaurante Viva Mexico', 'Viva Mexico'], FD)
C('GB', 'STRIPE LINE BARBERS NEWCASTLE', ['Stripe Line Barbers'], PC)
C('BR', 'PEDRA & STONE MATERIAIS DE CONSTRUCAO', ['Pedra & Stone', 'Pedra e Stone'], SH)
C('AU', 'ZIP INDUSTRIES WATER HEATERS', ['Zip Industries', 'Zip'], OMIT)

# ================= CONTROLS: plain shop lines =================
C('DE', 'KARTENZAHLUNG NETTO MARKEN-DISCOUNT DRESDEN', ['Netto', 'Netto Marken-Discount'], FD)
C('FR', 'CB CARREFOUR MARKET 12/11 NANTES', ['Carrefour Market', 'Carrefour'], FD)
C('IN', 'POS BIG BAZAAR LUCKNOW', ['Big Bazaar'], FD)
C('BR', 'COMPRA CARTAO DEB SUPERMERCADO ZAFFARI', ['Zaffari', 'Supermercado Zaffari'], FD)
C('MX', 'COMPRA OXXO LAS TORRES MONTERREY', ['OXXO', 'Oxxo'], FD)
C('TH', 'POS TOPS DAILY SUKHUMVIT 39', ['Tops Daily', 'Tops'], FD)
C('KE', 'POS QUICKMART LAVINGTON NAIROBI', ['Quickmart'], FD)
C('JP', 'ｾﾌﾞﾝｲﾚﾌﾞﾝ ｼﾝｼﾞｭｸ', ['ｾﾌﾞﾝｲﾚﾌﾞﾝ', 'セブンイレブン', '7-Eleven'], FD)

# ================= CONTROLS: person lines through a wallet (Transfers, no processor) =================
P('CH', 'TWINT SENDEN AN FABIENNE ZUERCHER', 'TWINT', 'Fabienne Zuercher')
P('US', 'PAYPAL *GRETAWHITFIELD 4029357733', 'PayPal', 'Greta Whitfield')
P('KR', 'KAKAOPAY 송금 이지은', 'Kakao Pay', '이지은')

write('t55', 'tune-55.jsonl')
