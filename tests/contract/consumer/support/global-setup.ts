import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { getDocument } from '@iot/openapi';
import { consoleReads } from './console-reads';
import { allowNulls } from './nullable';
import { CONSUMER, PACTS_DIR, PROVIDER } from './pact';

export const PACT_FILE = join(PACTS_DIR, `${CONSUMER}-${PROVIDER}.json`);

/**
 * Before the consumer tests: an empty pacts folder (no interaction of an older run survives in the merged file) and
 * the fields the console reads (expected.ts). After them: the pact accepts null where the document allows it
 * (nullable.ts) and names the document it was written against.
 */
export default function setup(project: TestProject) {
  process.env.PACT_DO_NOT_TRACK = 'true';
  rmSync(PACTS_DIR, { recursive: true, force: true });
  mkdirSync(PACTS_DIR, { recursive: true });
  project.provide('consoleReads', [...consoleReads()].sort());
  return () => {
    if (!existsSync(PACT_FILE)) return;
    const pact = JSON.parse(readFileSync(PACT_FILE, 'utf8'));
    const relaxed = allowNulls(pact);
    const info = getDocument().raw.info as { title: string; version: string };
    pact.metadata = { ...pact.metadata, openapi: { title: info.title, version: info.version } };
    writeFileSync(PACT_FILE, `${JSON.stringify(pact, null, 2)}\n`);
    console.log(`pact written: ${PACT_FILE} (${relaxed} nullable fields accept null)`);
  };
}
