import { defineConfig } from 'vitest/config';

// One test file at a time: the API files each start a real server with worker threads and
// the machine has 2 cores.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    reporters: ['default'],
  },
});
