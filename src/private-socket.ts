// A Unix socket path in a directory only this user can enter (0700): for the embedded database
// (DATA_DIR/run) and the compatibility front's upstream, neither of which may be on the network.
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// sun_path holds 107 bytes on Linux (103 on macOS): a long DATA_DIR gets a private temp dir.
const MAX_SOCKET_PATH = 100;

/**
 * `dataDir`: the socket goes in dataDir/run (a stale socket there is removed: the DATA_DIR lock
 * rules out a live owner); null, or a path too long for a socket, takes a fresh private
 * directory under the system temp directory. `cleanup` removes what this call created.
 */
export function privateSocketPath(dataDir: string | null, name: string, tempPrefix = 'txe-sock-'): { path: string; cleanup(): void } {
  const inDataDir = dataDir === null ? null : join(resolve(dataDir), 'run');
  let dir: string;
  let temporary = false;
  if (inDataDir === null || join(inDataDir, name).length > MAX_SOCKET_PATH) {
    dir = mkdtempSync(join(tmpdir(), tempPrefix));
    temporary = true;
  } else {
    dir = inDataDir;
    mkdirSync(dir, { recursive: true, mode: 0o700 });
  }
  chmodSync(dir, 0o700);
  const path = join(dir, name);
  rmSync(path, { force: true });
  return {
    path,
    cleanup: () => rmSync(temporary ? dir : path, { recursive: true, force: true }),
  };
}
