// Child process for durability.test.ts: commits N writes through the store, reports the ids
// whose promises resolved, then waits to be killed with SIGKILL (no close(), no flush).
import { createStore } from '../../src/store/index.js';
import { txWrite } from './helpers.js';

const [dataDir, databaseUrl, n] = [process.argv[2]!, process.argv[3] || null, Number(process.argv[4] ?? 200)];
const store = await createStore({ dataDir, databaseUrl, iconBaseUrl: 'http://x', nativeDataDir: `${dataDir}/none` });
await store.init();
const org = await store.createOrganization({ name: 'crash', plan: 'free', credits: null, rps: 1, concurrency: 1 });
await Promise.all(Array.from({ length: n }, () => store.writeTransaction(txWrite(org.id))));
process.stdout.write(`RESOLVED ${org.id} ${n}\n`);
setInterval(() => {}, 1000);
