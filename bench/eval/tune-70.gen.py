# Tuning set tune-70: bank transfers between people with no named app or rail (p2p null, merchant null), incoming and
# outgoing, in the layouts of banks outside Western Europe and North America (Asia, Africa, Latin America, the Middle
# East, Eastern Europe, Oceania) and in their scripts, with controls that DO name a business (a transfer to a company:
# merchant named). Written by the lead from general knowledge before reading the engine's code for this theme.
# Deterministic; run: python3 bench/eval/tune-70.gen.py -> bench/eval/tune-70.jsonl (ids t70-001 ...)
import json, os

OMIT = object()
rows = []

def E(cc, title, m, cat, ch='bank_transfer', typ='expense', city=None, rec=OMIT):
    ex = {}
    if m is not OMIT: ex['merchant'] = m if (m is None or isinstance(m, list)) else [m]
    if cat is not OMIT: ex['category1'] = cat
    ex['processor'] = None
    ex['p2p'] = None
    if city is not OMIT: ex['city'] = city
    if ch is not OMIT: ex['channel'] = ch
    if rec is not OMIT: ex['recurring'] = rec
    rows.append({'title': title, 'country': cc, 'type': typ, 'expect': ex})

TRF = 'Transfers'
def P(cc, title, typ='expense'):   # to / from a person
    E(cc, title, None, TRF, 'bank_transfer', typ)
def C(cc, title, m, cat, typ='expense'):  # to a business by bank transfer: the business is the merchant
    E(cc, title, m, cat, OMIT, typ, OMIT)

# --- Asia ------------------------------------------------------------------------------------------------
P('IN', 'NEFT/CR/AXISH24312345678/SURESH KUMAR REDDY', 'income')
P('IN', 'IMPS/P2A/431209876543/DEEPA MENON/HDFC/NA')
P('IN', 'RTGS DR-UTIB0000123-VIKRAM SINGH RATHORE-ICIC')
P('IN', 'TRANSFER TO 4471 KAVITHA RAJAN')
P('IN', 'BY CLG CHQ ARVIND JOSHI', 'income')
P('PK', 'FUNDS TRANSFER TO MUHAMMAD USMAN 01234567891011')
E('PK', 'RAAST P2P SENT SANA TARIQ', None, TRF)
rows[-1]['expect']['p2p'] = {'platform': 'Raast', 'recipient': 'Sana Tariq'}  # Raast is a named national rail
P('BD', 'NPSB TRANSFER TO ABDUL KARIM')
P('BD', 'BEFTN CREDIT FROM NASRIN AKTER', 'income')
P('LK', 'SLIPS TRANSFER KAMAL PERERA')
P('NP', 'FUND TRANSFER TO RAM BAHADUR THAPA')
P('NP', 'CONNECTIPS TRANSFER SITA GURUNG')
P('ID', 'BI-FAST DB TRANSFER KE ANDI PRATAMA')
P('ID', 'TRANSFER DARI DEWI LESTARI', 'income')
P('ID', 'SWITCHING CR TRF DARI AGUS SALIM', 'income')
P('MY', 'FPX INTERBANK TRF TO SITI NORHAYATI')
P('MY', 'IBG CREDIT AHMAD FAIZAL BIN YUSOF', 'income')
P('SG', 'GIRO TRANSFER TO LIM KOK WEE')
P('SG', 'FAST PAYMENT FROM ONG BEE LENG', 'income')
P('PH', 'PESONET TRANSFER TO ROBERTO REYES')
P('PH', 'FUND TRANSFER FROM JOCELYN BAUTISTA', 'income')
P('TH', 'TRANSFER TO MR SOMCHAI PRASERT KBANK')
P('TH', 'รับโอนจาก นางสาว สุดา แก้วมณี', 'income')
P('VN', 'CK DEN TRAN THI HOA 19031234567890')
P('VN', 'NHAN TIEN TU LE VAN MINH', 'income')
P('KH', 'TRANSFER TO SOK DARA ABA 001234567')
P('MM', 'TRANSFER TO AUNG KO KO')
P('MN', 'ШИЛЖҮҮЛЭГ БАТБАЯР')
P('KZ', 'ПЕРЕВОД НА КАРТУ АЙГЕРИМ С.')
P('UZ', "O'TKAZMA KARTAGA DILSHOD R.")
P('KG', 'ПЕРЕВОД АЙБЕК Т.')
P('JP', '振込 タナカ イチロウ')
P('JP', 'ﾌﾘｺﾐ ｽｽﾞｷ ﾖｼｺ')
P('JP', '振込入金 ワタナベ ケンジ', 'income')
P('KR', '타행이체 이영희')
P('KR', '입금 박지훈', 'income')
P('CN', '跨行转账 李娜')
P('CN', '转入 张伟', 'income')
P('TW', '轉帳 林志明')
P('HK', 'TRANSFER FROM WONG KA WAI', 'income')
P('MO', 'TRANSFER TO LEONG CHI HOU')

# --- Middle East and Africa ------------------------------------------------------------------------------
P('AE', 'IPI TRANSFER TO FATIMA HASSAN')
P('AE', 'INWARD REMITTANCE OMAR KHALIL', 'income')
P('SA', 'تحويل إلى محمد العتيبي')
P('SA', 'SARIE TRANSFER TO NOURA ALSAUD')
P('QA', 'TRANSFER TO HAMAD AL THANI QNB')
P('KW', 'LINK TRANSFER TO AHMAD ALSABAH')
P('BH', 'FAWRI+ TRANSFER TO ALI HUSAIN')
P('OM', 'TRANSFER TO SALIM AL BUSAIDI')
P('JO', 'TRANSFER TO RAMI HADDAD ACC 0012345')
P('IL', 'העברה מ-יוסי לוי', 'income')
P('IL', 'העברה לנועה פרץ')
P('TR', 'FAST GÖNDERİM AHMET DEMİR')
P('TR', 'EFT ALINAN ZEYNEP ÇELİK', 'income')
P('EG', 'تحويل الى احمد مصطفى')
P('MA', 'VIREMENT EMIS EN FAVEUR DE YOUSSEF EL IDRISSI')
P('MA', 'VIR RECU DE FATIMA ZAHRA BENNANI', 'income')
P('TN', 'VIREMENT A MOHAMED BEN SALAH')
P('DZ', 'VIREMENT DE COMPTE A COMPTE KARIM BOUZID')
P('NG', 'NIP TRANSFER FROM EMEKA NWOSU', 'income')
P('NG', 'TRF TO ADEBAYO OLUWASEUN/GTB')
P('NG', 'MOBILE TRF TO BLESSING EZE')
P('GH', 'GHIPSS TRANSFER TO AMA SERWAA')
P('KE', 'PESALINK TRANSFER TO WANJIKU MWANGI')
P('KE', 'RTGS FROM OTIENO ODHIAMBO', 'income')
P('UG', 'EFT TO NAKATO SARAH')
P('TZ', 'TRANSFER TO BARAKA MWAMBA')
P('ZA', 'IMMEDIATE PAYMENT TO L DLAMINI')
P('ZA', 'MAGTAPE CREDIT P VAN WYK', 'income')
P('ZA', 'DIGITAL TRANSFER FROM THANDI NKOSI', 'income')
P('ZM', 'TRANSFER TO MWILA CHANDA')
P('ZW', 'RTGS TRANSFER TO TENDAI MOYO')
P('ET', 'TRANSFER TO ABEBE KEBEDE')
P('SN', 'VIREMENT AU PROFIT DE MAMADOU DIOP')
P('CI', 'VIREMENT EMIS KOUASSI YAO')
P('CM', 'VIREMENT RECU DE NGONO MARIE', 'income')
P('MU', 'MACSS TRANSFER TO R RAMGOOLAM')

# --- Latin America ---------------------------------------------------------------------------------------
P('MX', 'TRANSFERENCIA INTERBANCARIA A JOSE LUIS MARTINEZ')
P('MX', 'DEPOSITO DE TERCEROS MARIA FERNANDA GARCIA', 'income')
P('AR', 'TRANSFERENCIA RECIBIDA DE SOFIA ALVAREZ CUIT 27301234565', 'income')
P('AR', 'TRANSF INMEDIATA A MARTIN GONZALEZ')
P('CL', 'TRANSFERENCIA A TERCEROS JOSEFA CONTRERAS')
P('CL', 'TRASPASO DE: MATIAS SOTO', 'income')
P('CO', 'TRANSFERENCIA DE VALENTINA GOMEZ', 'income')
P('CO', 'TRANSF A JUAN CAMILO RIOS CTA AHORROS')
P('PE', 'TRANSFERENCIA A TERCEROS LUIS HUAMAN')
P('EC', 'TRANSFERENCIA DIRECTA A CARLOS ANDRADE')
P('BO', 'TRANSFERENCIA A MARIA MAMANI')
P('PY', 'TRANSFERENCIA A DIEGO BENITEZ')
P('UY', 'TRANSFERENCIA RECIBIDA DE LUCIA PEREZ', 'income')
P('VE', 'TRANSFERENCIA A JOSE GREGORIO PEREZ')
P('CR', 'TRANSFERENCIA A ANDREA VARGAS CUENTA IBAN CR05015202001026284066')
P('GT', 'TRANSFERENCIA ACH A ESTUARDO MORALES')
P('DO', 'TRANSFERENCIA LBTR A RAFAEL ALMONTE')
P('PA', 'TRANSFERENCIA ACH A KATHERINE DE LEON')
P('BR', 'TRANSFERENCIA ENVIADA JOAO VICTOR SANTOS')
P('BR', 'TED RECEBIDA - ANA PAULA RODRIGUES', 'income')
P('JM', 'TRANSFER TO ANDRE CAMPBELL NCB')
P('TT', 'THIRD PARTY TRANSFER TO RAJESH MAHARAJ')

# --- Eastern Europe and Caucasus ---------------------------------------------------------------------------
P('RU', 'ВХОДЯЩИЙ ПЕРЕВОД ОТ МАРИИ ПЕТРОВОЙ', 'income')
P('RU', 'ПЕРЕВОД ПО НОМЕРУ ТЕЛЕФОНА ДМИТРИЙ К.')
P('UA', 'ПЕРЕКАЗ З КАРТКИ АНДРІЙ КОВАЛЕНКО', 'income')
P('BY', 'ПЕРЕВОД С КАРТЫ НА КАРТУ СЕРГЕЙ Н.')
P('MD', 'TRANSFER CATRE ION ROTARU')
P('GE', 'გადარიცხვა გიორგი ბერიძე')
P('AM', 'TRANSFER TO ARMEN SARGSYAN')
P('AZ', 'KÖÇÜRMƏ ELVIN MAMMADOV')
P('AL', 'TRANSFERTE TE ARBEN HOXHA')
P('MK', 'ПРЕНОС НА СРЕДСТВА ВО КОРИСТ НА ИВАН ТРАЈКОВСКИ')
P('BA', 'PRENOS SREDSTAVA EMIR HADŽIĆ')
P('ME', 'PRENOS NA RACUN MILOS VUKOVIC')
P('XK', 'TRANSFER TE BLERIM KRASNIQI')

# --- Oceania ------------------------------------------------------------------------------------------------
P('FJ', 'TRANSFER TO JOSAIA RATU')
P('PG', 'IB TRANSFER TO JOHN KAUPA')
P('WS', 'TRANSFER TO SIONE TUILAGI')

# --- controls: a business paid by bank transfer (merchant named) ----------------------------------------------
C('IN', 'NEFT DR-HDFC0000240-ASIAN PAINTS LIMITED-NETBANK', ['Asian Paints'], 'Shopping')
C('PK', 'IBFT TO K-ELECTRIC LIMITED BILL', ['K-Electric'], 'Housing & Utilities')
C('NG', 'TRF TO IKEJA ELECTRIC PLC PREPAID', ['Ikeja Electric'], 'Housing & Utilities')
C('KE', 'PESALINK TO KENYA POWER AND LIGHTING', ['Kenya Power'], 'Housing & Utilities')
C('ZA', 'IB PAYMENT TO CITY OF CAPE TOWN RATES', OMIT, OMIT)
C('MX', 'TRANSFERENCIA A TELMEX PAGO RECIBO', ['Telmex'], 'Services')
C('BR', 'TED ENVIADA - CONDOMINIO EDIFICIO SOLAR DAS PALMEIRAS', OMIT, 'Housing & Utilities')
C('AR', 'TRANSFERENCIA A EDENOR SA', ['Edenor'], 'Housing & Utilities')
C('CL', 'TRANSFERENCIA A ENEL DISTRIBUCION CHILE', ['Enel', 'Enel Chile'], 'Housing & Utilities')
C('TR', 'EFT GÖNDERİLEN TURKCELL ILETISIM HIZMETLERI AS', ['Turkcell'], 'Services')
C('AE', 'TRANSFER TO DEWA BILL PAYMENT', ['DEWA', 'Dubai Electricity and Water Authority'], 'Housing & Utilities')
C('SG', 'GIRO TO SP SERVICES LTD', ['SP Services', 'SP Group'], 'Housing & Utilities')
C('MY', 'FPX PAYMENT TENAGA NASIONAL BERHAD', ['Tenaga Nasional', 'TNB'], 'Housing & Utilities')
C('ID', 'TRANSFER KE PT PLN PERSERO', ['PLN'], 'Housing & Utilities')
C('PH', 'BILLS PAYMENT MERALCO', ['Meralco'], 'Housing & Utilities')
C('TH', 'TRANSFER TO TRUE CORPORATION PCL', ['True', 'True Corporation', 'TrueMove H'], 'Services')

here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, 'tune-70.jsonl'), 'w', encoding='utf-8') as f:
    for i, r in enumerate(rows, 1):
        f.write(json.dumps({'id': f't70-{i:03d}', 'title': r['title'], 'country': r['country'], 'type': r['type'], 'expect': r['expect']}, ensure_ascii=False) + '\n')
titles = [r['title'] for r in rows]
assert len(titles) == len(set(titles)), 'duplicate titles'
print(len(rows), 'cases,', len({r['country'] for r in rows}), 'countries')
