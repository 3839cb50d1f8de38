/** Settings from the environment: the ports of root `pnpm dev`, the backend variants and CORS origins. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
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
});
