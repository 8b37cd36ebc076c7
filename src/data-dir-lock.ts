// One embedded data directory serves one process. A lock file (`<DATA_DIR>/txenrich.lock`)
// holds the owner's pid: a second start on the same directory stops at once with a clear
// message, while a lock left by a process that died (kill -9, power loss) is taken over.
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';

export class DataDirLockedError extends Error {
  constructor(readonly dataDir: string, readonly pid: number, readonly lockFile: string) {
    super(`DATA_DIR ${dataDir} is in use by another txenrich process (pid ${pid}; lock file ${lockFile}). ` +
      'Stop that process first, or give this one its own DATA_DIR.');
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  file: string;
  release(): void;
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'; // exists, owned by someone else
  }
}

function readPid(file: string): number {
  try {
    return Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
  } catch {
    return NaN;
  }
}

/** Takes the lock or throws DataDirLockedError. Released on release() or process exit. */
export function lockDataDir(dataDir: string): DataDirLock {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'txenrich.lock');
  // Written under a unique name, then hard-linked into place: link() fails if the lock exists,
  // so exactly one of two racing processes wins, and the file never exists half-written.
  const tmp = join(dir, `.txenrich.lock.${process.pid}.${randomBytes(4).toString('hex')}`);
  writeFileSync(tmp, `${process.pid}\n`, { mode: 0o644 });
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(tmp, file);
        break;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
        const owner = readPid(file);
        if (isAlive(owner)) throw new DataDirLockedError(dir, owner, file);
        if (attempt >= 3) throw new DataDirLockedError(dir, owner, file);
        // Stale (dead owner, our own pid reused after a container restart, or unreadable).
        try { unlinkSync(file); } catch { /* another process took it over first: retry */ }
      }
    }
  } finally {
    try { unlinkSync(tmp); } catch { /* already gone */ }
  }
  let held = true;
  const release = (): void => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    if (readPid(file) === process.pid) {
      try { unlinkSync(file); } catch { /* gone */ }
    }
  };
  process.on('exit', release);
  return { file, release };
}
