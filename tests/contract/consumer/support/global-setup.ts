import { mkdirSync, rmSync } from 'node:fs';
import { PACTS_DIR } from './pact';

/** Starts every run from an empty pacts folder so that no interaction of an older run survives in the merged file. */
export default function setup(): void {
  process.env.PACT_DO_NOT_TRACK = 'true';
  rmSync(PACTS_DIR, { recursive: true, force: true });
  mkdirSync(PACTS_DIR, { recursive: true });
}
