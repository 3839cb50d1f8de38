// ESLint import resolver for the mock server: `#src/x.js` (package.json `imports`) is src/x, and a `.js` specifier
// names the `.ts` file beside it, as TypeScript resolves them. Without it eslint-plugin-import cannot place an import,
// and the boundary rules (import/no-restricted-paths) would pass it unchecked.
/* eslint-disable @typescript-eslint/no-require-imports -- ESLint loads resolvers with require() */
const path = require('node:path');
const node = require('eslint-import-resolver-node');

const PKG = path.join(__dirname, '..');
const ALIASES = { '#src/': path.join(PKG, 'src'), '#scripts/': path.join(PKG, 'scripts') };

exports.interfaceVersion = 2;
exports.resolve = (source, file, config) => {
  const alias = Object.keys(ALIASES).find((a) => source.startsWith(a));
  const spec = alias ? path.join(ALIASES[alias], source.slice(alias.length)) : source;
  const found = node.resolve(spec, file, config);
  if (found.found || !/\.js$/.test(spec)) return found;
  return node.resolve(spec.replace(/\.js$/, '.ts'), file, config);
};
