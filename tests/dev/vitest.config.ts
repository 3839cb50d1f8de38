import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// A developer's day: the dev servers and the document's checks as `pnpm dev` and `pnpm generate` run them.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: { environment: 'node', include: ['*.test.ts'], testTimeout: 150_000 },
});
