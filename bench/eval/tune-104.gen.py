# Round 104 tuning set (written by the lead before reading the theme's code): NOTHING INVENTED. Lines that name no
# merchant - salaries and benefits (an employer or agency printed), ATM withdrawals and deposits (a bank or ATM network
# printed), bank fees and interest (the bank's own name printed), loan and card repayments, taxes and social
# contributions, own-account moves, cheques, reversals - in the layouts of many countries and languages. The blind
# sets' merchant_none is 97.3 % against a 98 % goal. Controls (part C): lines of the same shape that do name a
# merchant (a shop's refund, a fee paid to a business, a bank's own shop or insurance product sold as a brand).
# Conventions (FORMAT.md, heldout-z.gen.py's header): salary / pension / benefits -> Income, bank_transfer, recurring,
# no merchant; ATM -> Financial Services, atm, no merchant, city = printed town; fee / interest charged / loan
# instalment -> Financial Services, no merchant, channel + recurring OMIT; interest received -> Income, channel OMIT;
# tax / fine -> Government & Taxes, no merchant, channel OMIT; own-account move -> Transfers, no merchant, p2p null.
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from labels import E, OMIT, write

F, S, T, H, PC, SV, ED, EN, TV, FS, HU, GT, TF, CG, IN = ('Food & Drink', 'Shopping', 'Transportation',
    'Health & Wellness', 'Personal Care', 'Services', 'Education', 'Entertainment', 'Travel',
    'Financial Services', 'Housing & Utilities', 'Government & Taxes', 'Transfers', 'Charity & Gifts', 'Income')
I, O, MA, DD, BT, ATM = 'in_store', 'online', 'mobile_app', 'direct_debit', 'bank_transfer', 'atm'

def SAL(cc, t):  # salary / pension / benefit received: no merchant
    E(cc, t, None, IN, None, None, BT, True, None, 'income')
def CASH(cc, t, city=None, typ='expense'):  # ATM withdrawal or deposit
    E(cc, t, None, FS, None, city, ATM, OMIT, None, typ)
def FEE(cc, t):  # bank fee, interest charged, loan / card instalment
    E(cc, t, None, FS, None, None, OMIT, OMIT, None)
def INT(cc, t):  # interest or dividend received
    E(cc, t, None, IN, None, None, OMIT, OMIT, None, 'income')
def TAX(cc, t, typ='expense'):
    E(cc, t, None, GT, None, None, OMIT, OMIT, None, typ)
def OWN(cc, t, typ='expense'):  # own-account move, card repayment from another account
    E(cc, t, None, TF, None, None, OMIT, OMIT, None, typ)

# ---- Part A1: salaries, pensions and benefits with an employer or agency printed
SAL('GB', 'BGC ACME LOGISTICS LTD SALARY NOV')
SAL('GB', 'FASTER PAYMENT RECEIVED FROM NORTHWOOD NHS TRUST REF PAYROLL')
SAL('GB', 'DWP UC 4821 7730 UNIVERSAL CREDIT')
SAL('IE', 'CREDIT TRANSFER DEPT SOCIAL PROTECTION PENSION')
SAL('US', 'DIRECT DEP GUSTO PAYROLL PPD ID: 9876543210')
SAL('US', 'SSA TREAS 310 XXSOC SEC')
SAL('US', 'ADP WAGE PAY 240115 CO ID 1234')
SAL('CA', 'PAYROLL DEPOSIT MAPLE LEAF FOODS')
SAL('CA', 'CANADA FED GST/HST CREDIT')
SAL('AU', 'SALARY BRIGHTSIDE HOLDINGS PTY LTD')
SAL('AU', 'CENTRELINK AGE PENSION 123456789X')
SAL('NZ', 'WAGES KIWI BUILD SUPPLIES LTD')
SAL('DE', 'GUTSCHRIFT LOHN/GEHALT MUSTERMANN ELEKTRO GMBH 11/2025')
SAL('DE', 'DEUTSCHE RENTENVERSICHERUNG RENTE 12.25')
SAL('DE', 'Gehalt November Bäckerei Schmidt KG')
SAL('AT', 'PENSIONSVERSICHERUNGSANSTALT PENSION 12/2025')
SAL('CH', 'LOHN NOVEMBER ALPINA TREUHAND AG')
SAL('FR', 'VIR SEPA RECU /DE SARL BOULANGERIE MARTIN /MOTIF SALAIRE NOVEMBRE')
SAL('FR', 'VIREMENT CAF ALLOCATIONS FAMILIALES')
SAL('FR', 'VIR CPAM DE LA GIRONDE REMBT SOINS')
SAL('BE', 'VIREMENT SALAIRE DELHAIZE LE LION SA')
SAL('NL', 'SALARIS NOVEMBER VAN DER BERG INSTALLATIETECHNIEK BV')
SAL('NL', 'SVB AOW UITKERING')
SAL('ES', 'TRANSFERENCIA NOMINA TALLERES GARCIA SL')
SAL('ES', 'ABONO PENSION INSS')
SAL('IT', 'BONIFICO STIPENDIO DA FERRAMENTA ROSSI SRL')
SAL('IT', 'ACCREDITO PENSIONE INPS')
SAL('PT', 'TRF SALARIO CONSTRUCOES SILVA LDA')
SAL('PL', 'PRZELEW PRZYCHODZACY WYNAGRODZENIE ZA 11/2025 KOWALSKI TRANSPORT SP Z O O')
SAL('PL', 'ZUS EMERYTURA')
SAL('CZ', 'MZDA 11/2025 STAVEBNINY NOVAK S.R.O.')
SAL('HU', 'JOVAIRAS MUNKABER KOVACS ES TARSA KFT')
SAL('RO', 'INCASARE SALARIU CONSTRUCT GRUP SRL')
SAL('SE', 'LÖN BYGGARNA I NORR AB')
SAL('NO', 'LØNN FJORDTRANS AS')
SAL('DK', 'LØNOVERFØRSEL HANSEN VVS APS')
SAL('FI', 'PALKKA RAKENNUS VIRTANEN OY')
SAL('BR', 'TED SALARIO PADARIA PAO DOURADO LTDA')
SAL('BR', 'CRED INSS BENEFICIO')
SAL('MX', 'DEPOSITO NOMINA ABARROTES LA ESPERANZA SA DE CV')
SAL('AR', 'ACREDITACION HABERES ANSES')
SAL('CL', 'ABONO REMUNERACIONES CONSTRUCTORA ANDES SPA')
SAL('IN', 'NEFT CR-HDFC0000123-SUNRISE TEXTILES PVT LTD-SALARY NOV')
SAL('IN', 'SALARY CREDIT INFOWAVE SOLUTIONS PRIVATE LIMITED')
SAL('SG', 'GIRO SALARY LIMCO ENGINEERING PTE LTD')
SAL('MY', 'IBG CREDIT GAJI NOV SYARIKAT MAJU JAYA SDN BHD')
SAL('ID', 'TRSF GAJI PT SINAR ABADI')
SAL('PH', 'PAYROLL CREDIT MABUHAY FOODS CORP')
SAL('ZA', 'SALARY KAROO FRESH PRODUCE PTY')
SAL('KE', 'SALARY MWANGI HARDWARE LTD')
SAL('JP', '給与　株式会社ヤマト製作所')
SAL('KR', '급여 (주)한빛물산')
SAL('TR', 'MAAS ODEMESI YILDIZ INSAAT A.S.')
SAL('RU', 'ЗАРАБОТНАЯ ПЛАТА ООО РОМАШКА')
SAL('UA', 'ЗАРПЛАТА ТОВ СВІТАНОК')
SAL('GR', 'ΜΙΣΘΟΔΟΣΙΑ ΠΑΠΑΔΟΠΟΥΛΟΣ Α.Ε.')
SAL('IL', 'משכורת אלון בנייה בע"מ')
SAL('AE', 'SALARY TRANSFER AL NOOR TRADING LLC')
SAL('SA', 'راتب شركة الأفق للمقاولات')
write('t104', 'tune-104.jsonl')
