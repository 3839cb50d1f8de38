/**
 * The streams of Node's global scope, for a test file that runs in a VM context (`pool: 'vmForks'`, vitest.config.ts):
 * there the global object is jsdom's window, which has no TransformStream, and MSW's fetch interceptor needs one at
 * import. Runs before setup-tests.ts imports MSW.
 */
import * as web from 'node:stream/web';

const names = [
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoderStream',
  'TextDecoderStream',
  'CompressionStream',
  'DecompressionStream',
] as const;

const global = globalThis as Record<string, unknown>;
for (const name of names) if (!(name in global)) global[name] = web[name];
