// An acknowledged object must survive a crash as its row does: its bytes are flushed before it
// takes its name, and its name (the folder entry) before the transaction recording it commits.
import { randomUUID } from 'node:crypto';
import { open, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

async function flush(file: string): Promise<void> {
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Renames `from` to `to` once `from`'s bytes are on disk, then flushes the folder entry. */
export async function moveDurably(from: string, to: string): Promise<void> {
  await flush(from);
  await rename(from, to);
  await flush(path.dirname(to));
}

/** Writes `data` to a temporary file beside `file`, then moves it into place durably. */
export async function writeDurably(file: string, data: Uint8Array): Promise<void> {
  const temp = `${file}.${randomUUID()}.part`;
  await writeFile(temp, data);
  await moveDurably(temp, file);
}
