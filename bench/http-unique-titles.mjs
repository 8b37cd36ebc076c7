// The titles of `npm run bench:http`'s unique feed (the Lua templates of bench/lib/wrk.ts, same
// word lists), made deterministically in JS so the engine can be measured on that feed in one
// process: `MIX=http-unique node bench/engine-ab.mjs A B 20`. Keep in step with wrk.ts.
const first = ['JOHN', 'MARIA', 'WEI', 'AISHA', 'CARLOS', 'EMMA', 'LIAM', 'SOFIA', 'NOAH', 'OLIVIA', 'RAJ', 'YUKI', 'FATIMA', 'LUCAS', 'ANNA', 'DIEGO'];
const last = ['SMITH', 'GARCIA', 'CHEN', 'KHAN', 'LOPEZ', 'MULLER', 'JOHNSON', 'ROSSI', 'NGUYEN', 'SILVA', 'BROWN', 'KOWALSKI', 'TANAKA', 'DUBOIS'];
const adj = ['BLUE', 'GOLDEN', 'LITTLE', 'OLD TOWN', 'SUNNY', 'RED', 'GREEN LEAF', 'CORNER', 'HAPPY', 'URBAN', 'RUSTIC', 'NORTH'];
const noun = ['BAKERY', 'CAFE', 'FLORIST', 'BARBER', 'TACOS', 'BOOKSHOP', 'DELI', 'NAILS', 'PIZZERIA', 'GARAGE', 'YOGA', 'TAILOR'];
const city = ['OAKLAND CA', 'AUSTIN TX', 'DENVER CO', 'PORTLAND OR', 'BOSTON MA', 'MIAMI FL', 'CHICAGO IL', 'SEATTLE WA', 'PHOENIX AZ', 'ATLANTA GA'];

export function httpUniqueTitles(count = 3000, seed = 7) {
  let s = seed;
  const rnd = (n) => { s = (s * 1103515245 + 12345) & 0x7fffffff; return 1 + (s % n); }; // 1..n
  const pick = (t) => t[rnd(t.length) - 1];
  const pad = (x, n) => String(x).padStart(n, '0');
  const ref = () => rnd(0xfffff).toString(16).toUpperCase() + pad(rnd(99999), 5);
  const templates = [
    () => [`STARBUCKS STORE ${pad(rnd(99999), 5)} ${pick(city)}`, 'US', 'expense'],
    () => [`PURCHASE AUTHORIZED ON ${pad(rnd(12), 2)}/${pad(rnd(28), 2)} WHOLEFDS MKT #${10000 + rnd(999)} ${pick(city)} S${100000000 + rnd(899999999)} CARD ${1000 + rnd(8999)}`, 'US', 'expense'],
    () => [`Zelle payment to ${pick(first)} ${pick(last)} Conf# ${ref()}`, 'US', 'expense'],
    () => [`SQ *${pick(adj)} ${pick(noun)} ${pick(city)}`, 'US', 'expense'],
    () => [`TST* ${pick(first)} ${pick(noun)} ${pick(city)}`, 'US', 'expense'],
    () => [`VENMO *${pick(first)} ${pick(last)}`, 'US', 'income'],
    () => [`SHELL OIL ${pad(rnd(99999999) * 1000 + rnd(999), 11)} ${pick(city)}`, 'US', 'expense'],
    () => [`AMZN Mktp US*${ref()} Amzn.com/bill WA`, 'US', 'expense'],
    () => [`TESCO STORES ${1000 + rnd(8999)} LONDON GB`, 'GB', 'expense'],
    () => [`CARD PAYMENT TO ${pick(adj)} ${pick(noun)} ON ${pad(rnd(28), 2)}-${pad(rnd(12), 2)}`, 'GB', 'expense'],
    () => [`Kartenzahlung ${pick(adj)} ${pick(noun)} GmbH Berlin ${pad(rnd(28), 2)}.${pad(rnd(12), 2)}`, 'DE', 'expense'],
    () => [`${pick(adj)} ${pick(noun)} LLC PAYROLL PPD ID: ${pad(rnd(999999999), 10)}`, 'US', 'income'],
    () => [`ATM WITHDRAWAL ${pad(rnd(999999), 6)} MAIN ST ${pick(city)}`, 'US', 'expense'],
    () => [`PAYPAL *${pick(first)}${pick(noun)} ${1000000000 + rnd(899999999)} CA`, 'US', 'expense'],
  ];
  return Array.from({ length: count }, (_, i) => {
    const [title, country, type] = templates[i % templates.length]();
    return { title, country, type };
  });
}
