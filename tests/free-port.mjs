// A port the system picks (other runs on this machine start servers too), for the Playwright configurations
// (playwright.shared.ts) and the scripts that start servers which cannot pick their own, such as nginx.
import { createServer } from 'node:net';

export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
