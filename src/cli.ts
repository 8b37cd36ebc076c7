#!/usr/bin/env -S node --max-semi-space-size=16 --heap-growing-percent=60 --single-threaded-gc
// Kept so `node dist/src/cli.js serve` (older scripts, process managers) still works; the
// command line lives in src/cli/ (entry: src/cli/index.ts, the package's bin).
import './cli/index.js';
