import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A server secret kept outside the database, in `<dataDir>/secrets/<name>` (created on first use,
 * readable by the server's user only), so that a copy of the database alone does not give it
 * away. `override` (from the environment) wins, for several instances that must share it.
 */
export function serverSecret(dataDir: string, name: string, override?: string): Buffer {
  if (override) return Buffer.from(override, 'utf8');
  const dir = path.join(dataDir, 'secrets');
  const file = path.join(dir, name);
  try {
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32);
  try {
    fs.writeFileSync(file, secret.toString('hex'), { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
  }
}
