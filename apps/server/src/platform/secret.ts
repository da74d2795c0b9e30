import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config.js';
import { PRIVATE_DIR } from './files.js';

const MIN_LENGTH = 32;

/**
 * The server's signing secret: `SECRET_KEY` when set; otherwise `<DATA_DIR>/secret.key`, created
 * on first use (32 random bytes as hex, readable by the owner only) and kept across restarts.
 * Several processes serving one site must share it: set `SECRET_KEY` for them.
 */
export function loadSecretKey(config: Pick<Config, 'secretKey' | 'dataDir'>): string {
  if (config.secretKey) return config.secretKey;
  const file = path.join(config.dataDir, 'secret.key');
  try {
    return readKey(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(config.dataDir, { recursive: true, mode: PRIVATE_DIR });
  // Written aside, then linked into place: the key file appears whole or not at all, and if another
  // process created it meanwhile, we read theirs instead of overwriting it.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(draft, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  try {
    fs.linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
  return readKey(file);
}

function readKey(file: string): string {
  const key = fs.readFileSync(file, 'utf8').trim();
  if (key.length < MIN_LENGTH) {
    throw new Error(
      `${file} holds no usable secret (fewer than ${MIN_LENGTH} characters): delete it or set SECRET_KEY`,
    );
  }
  return key;
}
