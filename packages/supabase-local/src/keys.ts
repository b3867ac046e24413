import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SignJWT } from 'jose';

export interface Keys {
  jwtSecret: string;
  anonKey: string;
  serviceKey: string;
  /** The local PostgreSQL's password for its superuser and for PostgREST's authenticator. */
  dbPassword: string;
}

const TEN_YEARS_S = 10 * 365 * 24 * 3600;

async function signApiKey(secret: Uint8Array, role: 'anon' | 'service_role'): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role, iss: 'supabase-local' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + TEN_YEARS_S)
    .sign(secret);
}

export async function generateKeys(): Promise<Keys> {
  const jwtSecret = randomBytes(48).toString('base64url');
  const secret = new TextEncoder().encode(jwtSecret);
  return {
    jwtSecret,
    anonKey: await signApiKey(secret, 'anon'),
    serviceKey: await signApiKey(secret, 'service_role'),
    dbPassword: randomBytes(24).toString('base64url'),
  };
}

/** Keys are generated once per data dir, so tokens and .env.local survive restarts. */
export async function loadOrCreateKeys(dataDir: string): Promise<Keys> {
  const file = path.join(dataDir, 'keys.json');
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Keys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const keys = await generateKeys();
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  return keys;
}
