import fs from 'node:fs';

/**
 * The server's own files hold secrets (the database, mails with login links, the signing key):
 * readable by the server's user only, whatever the process umask. main.ts also sets umask 077.
 */
export const PRIVATE_FILE = 0o600;
export const PRIVATE_DIR = 0o700;

/** Creates a directory of ours, or tightens one an older version created open to everyone. */
export function ensurePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR });
  fs.chmodSync(dir, PRIVATE_DIR);
}

/** Tightens existing files (an SQLite database and its -wal and -shm created by an older version). */
export function makePrivate(...files: string[]): void {
  for (const file of files) {
    try {
      fs.chmodSync(file, PRIVATE_FILE);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}
