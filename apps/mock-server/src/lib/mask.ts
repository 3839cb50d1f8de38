/**
 * Credentials shown to members who may not manage settings (docs/security.md): the password of a URL's user info
 * (`mongodb://iot:****@db:27017/farm`, `https://hooks:****@example.org/…`) and the value of query parameters named
 * like a credential (`…Password=****`, `…secret=****`, `…token=****`, `…key=****`) become `****`; the rest stays
 * readable, so a member still sees where data goes.
 */
export const MASK = '****';

const USER_INFO_PASSWORD = /^([a-z][a-z0-9+.-]*:\/\/[^:@/?#]*):([^@/?#]*)@/i;
const CREDENTIAL_PARAM = /([?&][^=&#]*(?:password|secret|token|key)[^=&#]*=)[^&#]*/gi;

export function maskCredentials(uri: string): string {
  return uri.replace(USER_INFO_PASSWORD, `$1:${MASK}@`).replace(CREDENTIAL_PARAM, `$1${MASK}`);
}

/** A signing secret as members without the settings permission see it: its prefix and last four characters. */
export const maskSecret = (secret: string): string =>
  `${secret.slice(0, secret.indexOf('_') + 1)}${MASK}${secret.slice(-4)}`;
