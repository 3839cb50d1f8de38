// A worker of the password hasher (password-hasher.ts): bcrypt off the main thread. Plain JavaScript, so that it
// runs the same under tsx, vitest and node. Messages: { id, op: 'compare' | 'hash', password, hash | rounds }.
import { parentPort } from 'node:worker_threads';
import bcrypt from 'bcryptjs';

parentPort.on('message', ({ id, op, password, hash, rounds }) => {
  try {
    const result =
      op === 'compare' ? bcrypt.compareSync(password, hash) : bcrypt.hashSync(password, rounds);
    parentPort.postMessage({ id, result });
  } catch (err) {
    parentPort.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
