/** Builds the API reference served at /api/docs ahead of the first request (`pnpm --filter @iot/mock-server build`). */
import { ensureApiDocs } from '#src/api-docs/build-docs.js';

const out = await ensureApiDocs();
console.log(`[mock-server] API reference: ${out}`);
