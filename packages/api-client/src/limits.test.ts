import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs build script without types
import { collectLimits, collectParameterLimits } from '../scripts/limits.mjs';
import { limits } from './generated/limits';
import { parameterLimits } from './generated/parameter-limits';

const document = readFileSync(new URL('../../../openapi/openapi.yaml', import.meta.url), 'utf8');

describe('generated limits', () => {
  it('are the document’s own bounds, $refs resolved, and match what was generated', () => {
    const fresh = collectLimits(document);
    expect(fresh.ProjectCreate.name).toEqual({ minLength: 1, maxLength: 64 });
    // slug is a $ref to OrgSlug: its pattern and lengths come along
    expect(fresh.OrganizationCreate.slug).toMatchObject({ maxLength: 50, pattern: '^[a-z0-9-]+$' });
    expect(collectParameterLimits(document).search).toEqual({ maxLength: 100 });
    expect(limits).toEqual(fresh);
    expect(parameterLimits).toEqual(collectParameterLimits(document));
  });
});
