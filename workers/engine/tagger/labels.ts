// The tag set of the statement-line tagger: one label per cleaned word of a title.
export const LABELS = ['O', 'REF', 'PROC', 'B-M', 'I-M', 'LOC', 'PER', 'MEMO'] as const;
export type Label = (typeof LABELS)[number];
export const NUM_LABELS = LABELS.length;

export const L_O = 0; // bank boilerplate, rail words, anything that names nothing
export const L_REF = 1; // dates, references, store and terminal numbers that survive cleaning
export const L_PROC = 2; // processor / wallet prefix ("SQ", "SUMUP", "PAYPAL")
export const L_BM = 3; // first word of the merchant name
export const L_IM = 4; // following words of the merchant name
export const L_LOC = 5; // city, state, country code
export const L_PER = 6; // a person (p2p recipient, owner)
export const L_MEMO = 7; // free text the payer wrote ("RENT", "DINNER")
