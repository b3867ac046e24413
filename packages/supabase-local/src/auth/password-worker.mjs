// Runs bcrypt on its own thread: a hash costs tens of milliseconds of CPU, which on the main
// thread would stall every other request.
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import bcrypt from 'bcryptjs';

// On Linux this lowers only this thread: on a busy machine a flood of (failed) sign-ins then
// waits for the CPU instead of the page reads waiting for it.
try {
  os.setPriority(0, 19);
} catch {
  // Not permitted here; the thread still keeps hashing off the request loop.
}

parentPort.on('message', ({ id, op, password, hash, rounds }) => {
  try {
    const result = op === 'hash' ? bcrypt.hashSync(password, bcrypt.genSaltSync(rounds, 'a')) : bcrypt.compareSync(password, hash);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
