# Round 102 tuning set (peer-to-peer transfers; written before reading p2p.ts): transfers to and from people
# as banks and apps print them: (A) labelled layouts in many languages (Empfänger:, Beneficiario:, Получатель,
# Odbiorca, Příjemce, 받는분, 受取人, ผู้รับ, المستفيد); (B) the payee BEFORE the platform word; (C) payees
# followed by codes (phone tails, masked phones, references, UPI handles, Pix keys); (D) instant rails and
# wallets by name, incoming transfers. Controls (~15 %): businesses over the same rails (merchant, p2p null),
# own-account moves, wallet top-ups, salary.
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from labels import E, P, OMIT, T as TR, write

F, S, T, H, PC, SV, ED, EN, TV, FS, HU, GT, TF, CG, INC = ('Food & Drink', 'Shopping', 'Transportation',
    'Health & Wellness', 'Personal Care', 'Services', 'Education', 'Entertainment', 'Travel',
    'Financial Services', 'Housing & Utilities', 'Government & Taxes', 'Transfers', 'Charity & Gifts', 'Income')
I, O, MA, DD, BT, ATM = 'in_store', 'online', 'mobile_app', 'direct_debit', 'bank_transfer', 'atm'
IN = 'income'

# ---- Part A: labelled layouts in many languages
P('DE', 'Echtzeitüberweisung Wero Empfänger: Sophie Wagner Verwendungszweck: Konzertkarte', 'Wero', 'Sophie Wagner')
P('DE', 'Gutschrift PayPal Auftraggeber: Tobias Krüger Verwendungszweck: Anteil Urlaub', 'PayPal', 'Tobias Krüger', IN)
P('DE', 'N26 MoneyBeam an Lea Hoffmann', 'N26', 'Lea Hoffmann')
P('DE', 'Wero Zahlung Empfänger: Hannah Schulz IBAN DE12500105170648489890', 'Wero', 'Hannah Schulz')
P('AT', 'Revolut Empfänger: Florian Gruber Zahlungsreferenz: Pizza', 'Revolut', 'Florian Gruber')
P('CH', 'TWINT Gutschrift Auftraggeber: Nina Meier +41 79 *** ** 12', 'TWINT', 'Nina Meier', IN)
P('CH', 'TWINT Überweisung an Luca Brunner', 'TWINT', 'Luca Brunner')
P('ES', 'BIZUM ENVIADO BENEFICIARIO: MARIA DEL CARMEN LOPEZ CONCEPTO: LOTERIA', 'Bizum', 'Maria del Carmen Lopez')
P('ES', 'Bizum recibido Ordenante: Alejandro Gómez Navarro Concepto: regalo', 'Bizum', 'Alejandro Gómez Navarro', IN)
P('IT', 'SATISPAY INVIO DENARO BENEFICIARIO: FRANCESCA ROMANO', 'Satispay', 'Francesca Romano')
P('IT', 'BONIFICO ISTANTANEO PAYPAL ORDINANTE: MARCO BIANCHI CAUSALE: CENA', 'PayPal', 'Marco Bianchi', IN)
P('FR', 'VIREMENT LYDIA Bénéficiaire : Chloé Martin Motif : resto', 'Lydia', 'Chloé Martin')
P('FR', 'VIR INST WERO BENEFICIAIRE LUCAS PETIT', 'Wero', 'Lucas Petit')
P('FR', 'VIR RECU PAYLIB DE: EMMA DUBOIS MOTIF: COLOC', 'Paylib', 'Emma Dubois', IN)
P('BE', 'PAYCONIQ OVERSCHRIJVING BEGUNSTIGDE: SARAH PEETERS', 'Payconiq', 'Sarah Peeters')
P('NL', 'Tikkie betaalverzoek Begunstigde: Daan de Vries Omschrijving: bioscoop', 'Tikkie', 'Daan de Vries')
P('PT', 'MB WAY TRF P/ BENEFICIARIO: JOAO PEDRO SILVA', 'MB WAY', 'Joao Pedro Silva')
P('BR', 'PIX ENVIADO FAVORECIDO: ANA CAROLINA SOUZA CPF ***.456.789-**', 'Pix', 'Ana Carolina Souza')
P('BR', 'Pix recebido Pagador: Rafael Oliveira Santos', 'Pix', 'Rafael Oliveira Santos', IN)
P('BR', 'TRANSF PIX DESTINATARIO: LUCAS FERREIRA CHAVE: lucas.f@gmail.com', 'Pix', 'Lucas Ferreira')
P('MX', 'SPEI ENVIADO BBVA MEXICO BENEFICIARIO: DIANA PATRICIA RUIZ CONCEPTO: RENTA CUARTO', 'SPEI', 'Diana Patricia Ruiz')
P('RU', 'Перевод СБП Получатель: Дмитрий Сергеевич К.', 'SBP', 'Дмитрий Сергеевич К.')
P('RU', 'Входящий перевод СБП Отправитель: Ольга Николаевна В.', 'SBP', 'Ольга Николаевна В.', IN)
P('RU', 'Перевод через СБП. Получатель: Мария Александровна Т. Банк получателя: Сбербанк', 'SBP', 'Мария Александровна Т.')
P('KZ', 'Kaspi Перевод Получатель: Айгерим Н.', 'Kaspi', 'Айгерим Н.')
P('UA', 'monobank Переказ на картку Отримувач: Олена Шевченко', 'monobank', 'Олена Шевченко')
P('PL', 'BLIK PRZELEW NA TELEFON ODBIORCA: PIOTR NOWAK NR TEL: +48 601 *** 245', 'BLIK', 'Piotr Nowak')
P('PL', 'Przelew przychodzący BLIK na telefon Nadawca: Katarzyna Zielińska', 'BLIK', 'Katarzyna Zielińska', IN)
P('CZ', 'Revolut Příjemce: Tomáš Novák Zpráva pro příjemce: nájem', 'Revolut', 'Tomáš Novák')
P('CZ', 'Okamžitá platba Revolut Plátce: Jana Dvořáková', 'Revolut', 'Jana Dvořáková', IN)
P('SK', 'Revolut Prijímateľ: Martin Horváth Správa: obed', 'Revolut', 'Martin Horváth')
P('HU', 'Revolut Kedvezményezett: Kovács Péter Közlemény: vacsora', 'Revolut', 'Kovács Péter')
P('SE', 'SWISH BETALNING MOTTAGARE: ELIN JOHANSSON MEDDELANDE: MIDSOMMAR', 'Swish', 'Elin Johansson')
P('NO', 'Vipps overføring Mottaker: Ingrid Hansen Melding: hytta', 'Vipps', 'Ingrid Hansen')
P('DK', 'MobilePay Modtager: Mads Jensen Besked: fodbold', 'MobilePay', 'Mads Jensen')
P('FI', 'MobilePay Saaja: Aino Virtanen Viesti: lounas', 'MobilePay', 'Aino Virtanen')
P('KR', '토스 이체 받는분: 김민준', 'Toss', '김민준')
P('KR', '카카오페이 송금 받는분 박서연', 'Kakao Pay', '박서연')
P('KR', '토스 입금 보낸분: 정하은', 'Toss', '정하은', IN)
P('JP', 'PayPay 送金 受取人: 山田 太郎', 'PayPay', '山田 太郎')
P('JP', 'PayPay 送金受取 送金者: 佐藤 花子', 'PayPay', '佐藤 花子', IN)
P('JP', 'LINE Pay 送金 受取人 タナカ ユウキ', 'LINE Pay', 'タナカ ユウキ')
P('TH', 'PromptPay โอนเงิน ผู้รับ: นางสาวพิมพ์ชนก ศรีสวัสดิ์', 'PromptPay', 'พิมพ์ชนก ศรีสวัสดิ์')
P('TH', 'พร้อมเพย์ รับโอน ผู้โอน: นายอนุชา บุญมา', 'PromptPay', 'อนุชา บุญมา', IN)
P('SA', 'STC Pay تحويل المستفيد: محمد عبدالله', 'STC Pay', 'محمد عبدالله')
P('AE', 'Aani تحويل فوري المستفيد: أحمد خالد', 'Aani', 'أحمد خالد')
P('IL', 'ביט העברה למקבל: יוסי כהן', 'Bit', 'יוסי כהן')
P('IL', 'PAYBOX העברה ל- נועה לוי', 'PayBox', 'נועה לוי')
P('GR', 'IRIS ΑΠΟΣΤΟΛΗ ΔΙΚΑΙΟΥΧΟΣ: ΓΕΩΡΓΙΟΣ ΠΑΠΑΔΟΠΟΥΛΟΣ', 'IRIS', 'ΓΕΩΡΓΙΟΣ ΠΑΠΑΔΟΠΟΥΛΟΣ')
P('TR', 'Papara Para Transferi Alıcı: Ayşe Yılmaz', 'Papara', 'Ayşe Yılmaz')
P('CN', '支付宝转账 收款人:王小明', 'Alipay', '王小明')
P('CN', '微信转账 收款方 李娜', 'WeChat Pay', '李娜')
P('TW', '街口支付 轉帳 收款人:陳怡君', 'JKOPAY', '陳怡君')
P('IN', 'UPI/P2P Payee: RAHUL SHARMA rahul.s@okhdfcbank', 'UPI', 'Rahul Sharma')
P('IN', 'UPI CR Payer: PRIYA NAIR priya99@ybl Ref 412345678901', 'UPI', 'Priya Nair', IN)

write('t102', 'tune-102.jsonl')
