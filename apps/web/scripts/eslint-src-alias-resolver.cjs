// ESLint import resolver for the console's `@/…` alias (vite.config.ts `srcAlias`, tsconfig.json `paths`): `@/x` is
// apps/web/src/x, then Node's resolution with TypeScript's extensions. Without it eslint-plugin-import cannot place an
// aliased import, and the feature-boundary rule (import/no-restricted-paths) would pass it unchecked.
/* eslint-disable @typescript-eslint/no-require-imports -- ESLint loads resolvers with require() */
const path = require('node:path');
const node = require('eslint-import-resolver-node');

const SRC = path.join(__dirname, '..', 'src');

exports.interfaceVersion = 2;
exports.resolve = (source, file, config) =>
  node.resolve(source.startsWith('@/') ? path.join(SRC, source.slice(2)) : source, file, config);
