/**
 * The secrets of a server instance, resolved once per build() after the configuration (docs/security.md):
 * - the control-plane token: MOCK_CONTROL_TOKEN, or in development a random one generated at every start, written
 *   0600 to `control-token` beside the database (local scripts read it there) and printed in the start banner.
 *   Production refuses a control plane without a token of at least 32 characters.
 * Files are written atomically (a 0600 temporary file renamed over the old one).
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ConfigError, type MockConfig } from './config.js';

export const MIN_SECRET_LENGTH = 32;
export const CONTROL_TOKEN_FILE = 'control-token';

/** Where a secret file of this instance lives: beside the database; null for an in-memory database. */
export function secretPath(config: Pick<MockConfig, 'dbPath'>, name: string): string | null {
  return config.dbPath === ':memory:' ? null : join(dirname(resolve(config.dbPath)), name);
}

/** Writes a secret readable by its owner only (0600), atomically. */
export function writeSecretFile(path: string, value: string): void {
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, `${value}\n`, { mode: 0o600 });
  chmodSync(tmp, 0o600);
  renameSync(tmp, path);
}

export const randomSecret = (): string => randomBytes(32).toString('base64url');

type ResolvedSecrets = Pick<
  MockConfig,
  'controlToken' | 'controlTokenGenerated' | 'controlTokenFile'
>;

function controlToken(config: MockConfig): ResolvedSecrets {
  if (!config.control)
    return { controlToken: null, controlTokenGenerated: false, controlTokenFile: null };
  const given = config.controlToken;
  if (given !== null) {
    if (config.mode === 'production' && given.length < MIN_SECRET_LENGTH)
      throw new ConfigError(
        `MOCK_CONTROL_TOKEN must have at least ${MIN_SECRET_LENGTH} characters in production`,
      );
    return { controlToken: given, controlTokenGenerated: false, controlTokenFile: null };
  }
  if (config.mode === 'production')
    throw new ConfigError(
      `MOCK_CONTROL=1 in production needs MOCK_CONTROL_TOKEN (at least ${MIN_SECRET_LENGTH} characters), ` +
        'sent by every control-plane call as X-Mock-Control-Token',
    );
  const token = randomSecret();
  const file = secretPath(config, CONTROL_TOKEN_FILE);
  if (file) writeSecretFile(file, token);
  return { controlToken: token, controlTokenGenerated: true, controlTokenFile: file };
}

/** The configuration with its secrets filled in; throws ConfigError when production would run with a weak one. */
export function resolveSecrets(config: MockConfig): MockConfig {
  return { ...config, ...controlToken(config) };
}
