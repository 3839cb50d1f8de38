/**
 * docs/provider-states.md is what a backend team implements from: it must describe every state sentence the pact
 * uses (one `###` heading each, nothing else there) and every value name the interactions inject.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXAMPLES } from './consumer/support/pact';
import { STATE } from './consumer/support/states';

const doc = readFileSync(new URL('../../docs/provider-states.md', import.meta.url), 'utf8');
const section = (title: string) => doc.split(/^## /m).find((s) => s.startsWith(title)) ?? '';

describe('docs/provider-states.md', () => {
  it('has one heading per state sentence of the pact, and no other', () => {
    const headings = [...section('The states').matchAll(/^### (.+)$/gm)].map((m) => m[1]);
    expect(headings.sort()).toEqual(Object.values(STATE).sort());
  });

  it('explains every value the interactions inject', () => {
    const table = section('The values');
    for (const name of Object.keys(EXAMPLES)) expect(table, name).toContain(`\`${name}\``);
  });
});
