import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';

/**
 * What one backup archive holds: `manifest.json`, the rows of every table as `db/<schema>.<table>.ndjson`
 * (one JSON object a line) and every stored object as `objects/<bucket>/<name>`, in one tar.gz.
 */
export interface Manifest {
  format: 1;
  /** When the backup started, and when its database snapshot and its object copies were taken. */
  createdAt: string;
  snapshotAt: string;
  objectsCopiedAt: string;
  /** The newest migration applied to the database backed up. */
  migrationVersion: string;
  /** Rows per table (`schema.table`), and each table's columns as the snapshot had them. */
  tables: Record<string, { rows: number; columns: string[] }>;
  sequences: Record<string, string | null>;
  /** The objects the snapshot's storage.objects names; `missing`: deleted before they could be copied. */
  objects: { count: number; bytes: number; missing: string[]; files: { bucket: string; name: string; contentType: string | null; bytes: number }[] };
  /** sha256 of every other file of the archive, by its path in it. */
  checksums: Record<string, string>;
}

const MANIFEST = 'manifest.json';
export const tableFile = (table: string) => path.join('db', `${table}.ndjson`);
export const objectEntry = (bucket: string, name: string) => path.join('objects', bucket, name);

// Read whole: an object is at most Storage's 50 MB, and the dump holds a table's rows whole anyway.
const sha256 = async (file: string) => createHash('sha256').update(await readFile(file)).digest('hex');

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => !entry.isDirectory()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** Writes the manifest (with the checksums of everything staged beside it) and packs `staging` into `file`. */
export async function packArchive(staging: string, manifest: Omit<Manifest, 'checksums'>, file: string): Promise<Manifest> {
  const checksums: Record<string, string> = {};
  for (const entry of (await filesUnder(staging)).sort()) checksums[entry] = await sha256(path.join(staging, entry));
  const complete = { ...manifest, checksums };
  await writeFile(path.join(staging, MANIFEST), `${JSON.stringify(complete, null, 2)}\n`);
  await mkdir(path.dirname(file), { recursive: true });
  // Media is mostly compressed already: the fastest level still shrinks the rows well.
  await tar.create({ gzip: { level: 1 }, file, cwd: staging, portable: true }, await readdir(staging));
  return complete;
}

/** Unpacks `file` into `staging` and checks every file against the manifest's checksums. */
export async function unpackArchive(file: string, staging: string): Promise<Manifest> {
  await tar.extract({ file, cwd: staging });
  const manifest = JSON.parse(await readFile(path.join(staging, MANIFEST), 'utf8')) as Manifest;
  if (manifest.format !== 1) throw new Error(`${file} is not a backup this version can read (format ${String(manifest.format)}).`);
  const present = new Set((await filesUnder(staging)).filter((entry) => entry !== MANIFEST));
  for (const [entry, expected] of Object.entries(manifest.checksums)) {
    if (!present.delete(entry)) throw new Error(`${file} is damaged: ${entry} is missing.`);
    if ((await sha256(path.join(staging, entry))) !== expected) throw new Error(`${file} is damaged: ${entry} does not match its checksum.`);
  }
  if (present.size > 0) throw new Error(`${file} holds files its manifest does not name: ${[...present].join(', ')}.`);
  return manifest;
}
