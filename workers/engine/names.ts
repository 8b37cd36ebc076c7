// Common given names across the markets we serve; used to split glued recipient names
// ("TOMPARKER") and to tell a person from a business.
const LIST = `
JAMES JOHN ROBERT MICHAEL WILLIAM DAVID RICHARD JOSEPH THOMAS TOM TOMMY CHARLES CHRIS CHRISTOPHER DANIEL DAN DANNY
MATTHEW MATT ANTHONY TONY MARK DONALD STEVEN STEVE PAUL ANDREW ANDY JOSHUA JOSH KENNETH KEN KEVIN BRIAN GEORGE
TIMOTHY TIM RONALD EDWARD ED JASON JEFFREY JEFF RYAN JACOB JAKE GARY NICHOLAS NICK ERIC JONATHAN JON STEPHEN LARRY
JUSTIN SCOTT BRANDON BENJAMIN BEN SAMUEL SAM GREGORY GREG FRANK ALEXANDER ALEX RAYMOND PATRICK PAT JACK DENNIS JERRY
TYLER AARON JOSE ADAM HENRY NATHAN DOUGLAS ZACHARY PETER PETE KYLE WALTER ETHAN JEREMY HAROLD KEITH CHRISTIAN ROGER
NOAH GERALD CARL TERRY SEAN AUSTIN ARTHUR LAWRENCE JESSE DYLAN BRYAN JOE JORDAN BILLY BRUCE ALBERT WILLIE GABRIEL
LOGAN ALAN JUAN WAYNE ROY RALPH RANDY EUGENE VINCENT RUSSELL ELIJAH LOUIS BOBBY PHILIP JOHNNY MARCUS TYRONE LUKE
MARY PATRICIA JENNIFER JEN LINDA ELIZABETH LIZ BARBARA SUSAN JESSICA SARAH SARA KAREN NANCY LISA BETTY MARGARET
SANDRA ASHLEY KIMBERLY KIM EMILY DONNA MICHELLE DOROTHY CAROL AMANDA MELISSA DEBORAH STEPHANIE REBECCA SHARON LAURA
CYNTHIA KATHLEEN AMY SHIRLEY ANGELA HELEN ANNA ANNE ANN BRENDA PAMELA NICOLE EMMA SAMANTHA KATHERINE KATE KATIE
CHRISTINE DEBRA RACHEL CATHERINE CAROLYN JANET RUTH MARIA HEATHER DIANE VIRGINIA JULIE JOYCE VICTORIA OLIVIA KELLY
CHRISTINA LAUREN JOAN EVELYN JUDITH MEGAN CHERYL ANDREA HANNAH MARTHA JACQUELINE FRANCES GLORIA ANN TERESA KATHRYN
SOPHIA SOFIA SOPHIE GRACE DENISE AMBER DORIS MARILYN DANIELLE BEVERLY ISABELLA THERESA DIANA NATALIE BRITTANY
CHARLOTTE MARIE KAYLA ALEXIS LORI JANE JESS JESSIE LUCY LUCIA LUCIE MIA CHLOE ELLA AVA ZOE LILY ISLA POPPY AMELIA
OLIVER HARRY GEORGE OSCAR CHARLIE LEO ARCHIE ALFIE FREDDIE THEO FINLEY LIAM CONNOR CALLUM EWAN HAMISH FIONA SIOBHAN
LENA LEA LEONIE HANNA LAURA JULIA JULIAN FELIX LUKAS LUCAS JONAS MAX MAXIMILIAN PAUL ELIAS FINN LOUIS JAN TIM NIKLAS
MORITZ KLAUS JURGEN UWE DIETER WOLFGANG HANS PETRA SABINE MONIKA URSULA ANKE KATRIN STEFANIE SVEN TORSTEN FRANZ
JEAN PIERRE MARC NICOLAS JULIEN THOMAS CAMILLE MANON CHLOE INES LEA CELINE NATHALIE ISABELLE SYLVIE FRANCOIS
PHILIPPE ALAIN BERNARD ANTOINE HUGO ARTHUR MATHIS CLEMENT BAPTISTE GUILLAUME SEBASTIEN AURELIEN LOIC YANN
JOAO PEDRO JOSE ANTONIO FRANCISCO CARLOS PAULO LUIS LUIZ MARCOS RAFAEL GABRIEL LUCAS MATHEUS GUILHERME FELIPE BRUNO
ANA MARIANA JULIANA FERNANDA BEATRIZ CAMILA LARISSA LETICIA GABRIELA PATRICIA ADRIANA VANESSA ALINE RENATA
JAVIER ALEJANDRO MIGUEL ANGEL JORGE ALBERTO MANUEL RAMON PABLO SERGIO DIEGO ANDRES FERNANDO RICARDO EDUARDO RAUL
CARMEN ISABEL ROSA ELENA PILAR DOLORES TERESA CRISTINA SILVIA MARTA NURIA MONTSERRAT ALBA PAULA CLARA IRENE
GIUSEPPE GIOVANNI MARCO LUCA ANDREA FRANCESCO ALESSANDRO MATTEO LORENZO ROBERTO STEFANO GIORGIA CHIARA FEDERICA
ALESSIA GIULIA FRANCESCA VALENTINA SILVIA ELISA SIMONE DAVIDE FABIO RICCARDO PAOLO
JAN PIETER DIRK HENK KEES BRAM DAAN SEM TIM JOOST SANNE FLEUR ANOUK LOTTE EVA NOOR FENNA
ANDERS ERIK LARS NILS OLOF JOHAN KARL PER MAGNUS BJORN INGRID ASTRID KARIN EBBA ELSA MAJA ALMA SIGRID
PRIYA RAHUL AMIT ANIL SUNIL RAJ RAJESH SURESH RAMESH VIJAY SANJAY ARJUN ROHAN ROHIT VIKRAM ANKIT NEHA POOJA ANJALI
DEEPA KAVYA DIVYA SNEHA SHREYA ARYAN KRISHNA ADITYA SURYA MOHAN SURESH RAVI KIRAN MEERA LAKSHMI SITA GITA
WEI LI MING JUN HUI YAN LING XIAO HAO YU JIE LIN CHEN KENJI YUKI HIROSHI TAKESHI AKIKO SAKURA HARUTO
MOHAMMED MOHAMMAD MUHAMMAD AHMED AHMAD ALI OMAR YUSUF IBRAHIM HASSAN HUSSEIN FATIMA AISHA KHALID MUSTAFA LAYLA
LINH MINH ANH DUC HUNG THANH TUAN NGOC HOA MAI LAN KWAME KOFI AMARA CHIDI THABO SIPHO LERATO NALEDI
`;
export const FIRST_NAMES: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));

/**
 * Where a small business's name starts, given the business word found at `at` ("LUPITA'S
 * TAQUERIA", "MAMA ROSA PIZZERIA", "THE PANTRY CAFE"): statements print the owner's or fancy
 * name before the trade word, so the span grows leftwards over plain words. It stops at a
 * number, a separator that ends a field (* / , : -), a word that follows a processor star, a
 * preposition that introduces the payee ("PAGO A", "PRESSO"), a single letter, a bank
 * vocabulary word, or a payment platform's name; and after four words.
 */
export interface SpanContext {
  words: string[];
  /** whether a field separator (* / , : -) is printed between word i-1 and word i */
  fieldSepBefore(i: number): boolean;
  starAfter: ReadonlySet<number>;
  /** bank vocabulary, processors, p2p platforms: never part of a business name */
  isNonName(w: string, i?: number): boolean; // i: the word's index in words, when known
}

export const LEAD_PREPOSITIONS: ReadonlySet<string> = new Set([
  'A', 'AT', 'TO', 'EN', 'BEI', 'IN', 'NA', 'AU', 'AUX', 'ZU', 'VIA', 'FROM', 'PARA', 'POR', 'PRESSO', 'W', 'V', 'I', 'FAVOR', 'FAVOUR', 'FAVORE', 'BY',
  // French VERS, Romanian CATRE, Dutch NAAR: "to" before a payee.
  'VERS', 'CATRE', 'NAAR',
]);

// (round 30) The family-firm words after Y / E ("... Y HIJOS", "... E FILHOS", "... E FIGLI").
const FAMILY_WORDS: ReadonlySet<string> = new Set(['HIJOS', 'HIJO', 'FILHOS', 'FILHO', 'FIGLI', 'FIGLIO', 'HIJAS', 'FILHAS']);

export function nameStartBefore(ctx: SpanContext, at: number, lower: number, needLead = false): number {
  let start = at;
  let lead = false;
  while (start > lower && at - start < 4) {
    const i = start - 1;
    const w = ctx.words[i]!;
    if (ctx.starAfter.has(start)) break;
    if (ctx.fieldSepBefore(start)) break;
    if (LEAD_PREPOSITIONS.has(w) || w === 'AN' || w === 'DE') { lead = true; break; }
    // ("A FAVORE DI X": Italian "in favour of" ends with DI.)
    if (w === 'DI' && i > lower && (ctx.words[i - 1] === 'FAVORE' || ctx.words[i - 1] === 'FAVOR')) { lead = true; break; }
    // ((round 30) "MARISOL Y HIJOS CARNICERIA", "SILVA E FILHOS": the conjunction of a family firm's name.)
    if ((w === 'Y' || w === 'E') && i > lower && FAMILY_WORDS.has(ctx.words[start]!)) { start = i; continue; }
    // ((round 30) "TONY S PIZZA BAR", "KIM S HAIR SALON": a possessive whose apostrophe was printed as a space.)
    if (w === 'S' && i > lower && /^[A-Z]{2,}$/.test(ctx.words[i - 1]!) && !ctx.fieldSepBefore(i) && !ctx.isNonName(ctx.words[i - 1]!, i - 1)) { start = i; continue; }
    if (w.length < 2 || /\d/.test(w) || ctx.isNonName(w, i)) break;
    start = i;
  }
  // Where the payee may follow a memo (transfers), only a payee introduced by a preposition grows.
  return needLead && !lead ? at : start;
}

/** Leading words that cannot open a name with no business word (numbers, letters, bank words). */
export function skipLeadingNonName(ctx: SpanContext, from: number, end: number): number {
  let i = from;
  while (i < end) {
    const w = ctx.words[i]!;
    // ((round 77) "SARL AU BON ACCUEIL": after the French company form that opens the line, AU / AUX open the shop's name, no payee "to")
    if ((w === 'AU' || w === 'AUX') && i > from && FRENCH_LEADING_FORMS.has(ctx.words[i - 1]!) && i + 2 <= end) break;
    if (w.length < 2 || /\d/.test(w) || LEAD_PREPOSITIONS.has(w) || ctx.isNonName(w, i)) { i++; continue; }
    break;
  }
  return i;
}
const FRENCH_LEADING_FORMS: ReadonlySet<string> = new Set(['SARL', 'EURL', 'SAS', 'SASU', 'SNC']);

/** Labels and owner/reference words that end a printed business name ("... INH. PETRA KOCH", "... IBAN DE44..."). */
export const NAME_END_WORDS: readonly string[] = [
  'INH', 'INHABER', 'PROP', 'PROPRIETOR', 'OWNER', 'IBAN', 'BIC', 'RECHNUNG', 'RECHNUNGSNR', 'KUNDENNR', 'VERTRAGSKONTO', 'NUMERO', 'NUM',
  'FACTURE', 'FACT', 'FACTURA', 'FATTURA', 'FRA', 'NOTA', 'FACTUUR', 'OTHR', 'REFERENCE', 'REFERENCIA', 'RIFERIMENTO', 'KURS', 'TEL', 'CONCEPTO',
  'CAUSALE', 'TYTUL', 'TITULO', 'MOTIF', 'VERWENDUNGSZWECK', 'OMSCHRIJVING', 'MANDAT', 'MANDATE', 'MANDATO', 'GLAUBIGER', 'GLAEUBIGER',
  // Field labels of Polish card lines ("Adres: ... Miasto: RZESZOW Kraj: POL").
  'MIASTO', 'KRAJ', 'ADRES',
];
