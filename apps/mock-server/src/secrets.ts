/**
 * The secrets of a server instance, resolved once per build() after the configuration (docs/security.md):
 * - the JWT signing secret: JWT_SECRET (production refuses one under 32 characters), else `jwt-secret` beside the
 *   database — 32 random bytes generated on first start, 0600, read again at every start so sessions survive a
 *   restart. Production refuses that file when group or others may read it, and either mode refuses it when it is
 *   shorter than 32 characters. An in-memory database gets a random secret per process.
 * - the control-plane token: MOCK_CONTROL_TOKEN, or in development the one kept in `control-token` beside the database
 *   (0600; made on the first start, read again at every start, so the console's dev server and local scripts keep
 *   working across restarts; replaced by `rotateControlToken`), printed in the start banner. Production refuses a
 *   control plane without a token of at least 32 characters.
 * Files are written atomically (a 0600 temporary file renamed over the old one).
 */
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ConfigError, type MockConfig } from './config.js';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '#src/lib/private-files.js';

const MIN_SECRET_LENGTH = 32;
const CONTROL_TOKEN_FILE = 'control-token';
const JWT_SECRET_FILE = 'jwt-secret';

/** Where a secret file of this instance lives: beside the database; null for an in-memory database. */
function secretPath(config: Pick<MockConfig, 'dbPath'>, name: string): string | null {
  return config.dbPath === ':memory:' ? null : join(dirname(resolve(config.dbPath)), name);
}

/** Writes a secret readable by its owner only (0600), atomically. */
function writeSecretFile(path: string, value: string): void {
  mkdirSync(dirname(path), { recursive: true, mode: PRIVATE_DIR_MODE });
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, `${value}\n`, { mode: PRIVATE_FILE_MODE });
  chmodSync(tmp, PRIVATE_FILE_MODE);
  renameSync(tmp, path);
}

const randomSecret = (): string => randomBytes(32).toString('base64url');

function jwtSecret(config: MockConfig): string {
  const given = config.jwtSecret;
  if (given !== null) {
    if (config.mode === 'production' && given.length < MIN_SECRET_LENGTH)
      throw new ConfigError(
        `JWT_SECRET must have at least ${MIN_SECRET_LENGTH} characters in production (e.g. openssl rand -hex 32)`,
      );
    return given;
  }
  const file = secretPath(config, JWT_SECRET_FILE);
  if (!file) return randomSecret();
  if (!existsSync(file)) {
    const secret = randomSecret();
    writeSecretFile(file, secret);
    return secret;
  }
  if ((statSync(file).mode & 0o077) !== 0) {
    if (config.mode === 'production')
      throw new ConfigError(
        `${file} may be read by group or others: chmod 600 it (or set JWT_SECRET)`,
      );
    chmodSync(file, 0o600);
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_SECRET_LENGTH)
    throw new ConfigError(
      `${file} holds fewer than ${MIN_SECRET_LENGTH} characters: delete it to generate a new one (or set JWT_SECRET)`,
    );
  return secret;
}

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
  const file = secretPath(config, CONTROL_TOKEN_FILE);
  return { controlToken: keptSecret(file), controlTokenGenerated: true, controlTokenFile: file };
}

/** The secret kept in `file` (made 0600 when others may read it), or a new one written there; random without a file. */
function keptSecret(file: string | null): string {
  if (!file) return randomSecret();
  if (existsSync(file)) {
    if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, PRIVATE_FILE_MODE);
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= MIN_SECRET_LENGTH) return kept;
  }
  const secret = randomSecret();
  writeSecretFile(file, secret);
  return secret;
}

/**
 * Replaces the control token in force (`POST /__mock__/control-token`): a new random one, written to the token file when
 * this server keeps one there. The caller stores it in the configuration the guard reads.
 */
export function newControlToken(config: Pick<MockConfig, 'controlTokenFile'>): string {
  const token = randomSecret();
  if (config.controlTokenFile) writeSecretFile(config.controlTokenFile, token);
  return token;
}

/** The configuration with its secrets filled in; throws ConfigError when production would run with a weak one. */
export function resolveSecrets(
  config: MockConfig,
): MockConfig & { jwtSecret: string; downloadSecret: string } {
  return {
    ...config,
    jwtSecret: jwtSecret(config),
    // MOCK_DOWNLOAD_SECRET, else one per start: links die with a restart
    downloadSecret: config.downloadSecret ?? randomSecret(),
    ...controlToken(config),
  };
}

/** The settings of a built server (app.config): every secret resolved. */
export type ServerConfig = ReturnType<typeof resolveSecrets>;
