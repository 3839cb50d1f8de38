/** Settings from the environment: the ports of root `pnpm dev`, the backend variants and CORS origins. */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { NO_VARIANTS } from '#src/variants/variants.js';

describe('loadConfig', () => {
  it('listens on PORT, else on MOCK_PORT (where `pnpm dev` points the console), else on 3000', () => {
    expect(loadConfig({}, { PORT: '4100', MOCK_PORT: '4200' }).port).toBe(4100);
    expect(loadConfig({}, { MOCK_PORT: '4200' }).port).toBe(4200);
    expect(loadConfig({}, {}).port).toBe(3000);
  });

  it('reads MOCK_VARIANTS and MOCK_CORS_ORIGINS', () => {
    const config = loadConfig(
      {},
      {
        MOCK_VARIANTS: 'token_not_valid',
        MOCK_CORS_ORIGINS: 'http://a.example:8080/, https://b.example ,',
      },
    );
    expect(config.variants).toEqual({ ...NO_VARIANTS, token_not_valid: true });
    expect(config.corsOrigins).toEqual(['http://a.example:8080', 'https://b.example']);
    expect(loadConfig({}, {}).corsOrigins).toEqual([]);
  });

  it('refuses an unknown variant at start', () => {
    expect(() => loadConfig({}, { MOCK_VARIANTS: 'paged' })).toThrow(/unknown variant "paged"/);
  });

  it('refuses at start every value out of its bounds, naming the variable, the value and what it accepts', () => {
    const start = () =>
      loadConfig(
        {},
        { MOCK_RATE_LIMIT: '-1', PORT: 'http', MOCK_CONTROL: 'maybe', MOCK_TZ: 'Mars/Base' },
      );
    expect(start).toThrow(ConfigError);
    expect(start).toThrow('MOCK_RATE_LIMIT="-1": expected a whole number of at least 0');
    expect(start).toThrow('PORT="http": expected a whole number from 0 to 65535');
    expect(start).toThrow('MOCK_CONTROL="maybe": expected 1 or 0');
    expect(start).toThrow('MOCK_TZ="Mars/Base": expected an IANA time zone');
  });

  it('derives the defaults that depend on other settings', () => {
    expect(loadConfig({}, {}).sandboxMax).toBe(100);
    expect(loadConfig({}, { MOCK_SCALE: 'large' }).sandboxMax).toBe(8);
    expect(loadConfig({}, {}).control).toBe(true);
    expect(loadConfig({}, { NODE_ENV: 'production' }).control).toBe(false);
    expect(loadConfig({}, { NODE_ENV: 'production', MOCK_CONTROL: '1' }).control).toBe(true);
    expect(loadConfig({}, { MOCK_RESET_EVERY: '30m' })).toMatchObject({
      resetEverySeconds: 1800,
      sandboxCookie: true,
    });
    expect(loadConfig({}, { MOCK_DB: ':memory:', MOCK_EXPORT_QUOTA_MB: '2' })).toMatchObject({
      exportQuotaPerOrgBytes: 2 * 1024 * 1024,
    });
  });

  it('takes TRUST_PROXY as the proxies’ addresses, or as hops only on a loopback HOST', () => {
    expect(loadConfig({}, { TRUST_PROXY: '127.0.0.1, 10.0.0.0/8, ::1' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    expect(loadConfig({}, { TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(() => loadConfig({}, { TRUST_PROXY: 'true' })).toThrow(
      'TRUST_PROXY="true": expected the proxies’ addresses or CIDRs',
    );
    expect(() => loadConfig({}, { TRUST_PROXY: '10.0.0.0/33' })).toThrow(ConfigError);
    expect(() => loadConfig({}, { TRUST_PROXY: '1', HOST: '0.0.0.0' })).toThrow(
      /TRUST_PROXY="1": a number of hops .* HOST=0\.0\.0\.0/,
    );
    expect(loadConfig({}, { TRUST_PROXY: '10.0.0.5', HOST: '0.0.0.0' }).trustProxy).toEqual([
      '10.0.0.5',
    ]);
  });
});
