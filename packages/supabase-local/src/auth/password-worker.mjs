// Runs bcrypt on its own thread (passwords.ts): a hash costs tens of milliseconds of CPU, which
// on the main thread would stall every other request.
import bcrypt from 'bcryptjs';

export default ({ op, password, hash, rounds }) =>
  op === 'hash' ? bcrypt.hashSync(password, bcrypt.genSaltSync(rounds, 'a')) : bcrypt.compareSync(password, hash);
