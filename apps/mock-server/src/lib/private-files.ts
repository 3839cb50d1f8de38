/**
 * The server's data on disk — database, journal, export files, secrets — holds password hashes and credentials: it is
 * its owner's alone (docs/security.md), whatever the umask.
 */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;
