/** Imported first by verify.ts: Pact's usage telemetry stays off before any Pact module loads. */
process.env.PACT_DO_NOT_TRACK = 'true';
