/**
 * The workbench's forms: what the fields hold (text, as inputs do) and how it becomes the control plane's request body,
 * which the generated schemas of openapi/control.yaml check — their bounds are the document's.
 */
import { z } from 'zod';
import {
  getMockStateHeader,
  injectFaultBody,
  setFactorValueBody,
  setLatencyBody,
} from '@iot/api-client/control/zod';
import { operations, type OperationId } from '@iot/api-client/operations';

export const FAULT_KINDS = ['status', 'delay', 'drop'] as const;
type FaultKind = (typeof FAULT_KINDS)[number];

export interface FaultFormValues {
  operationId: string;
  kind: FaultKind;
  status: string;
  delay_ms: string;
  count: string;
}

export const FAULT_DEFAULTS: FaultFormValues = {
  operationId: '',
  kind: 'status',
  status: '500',
  delay_ms: '3000',
  count: '',
};

/** Empty → left out; anything else a number (NaN for text, which the body's schema refuses). */
const optionalNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));

export const faultFormSchema = z
  .object({
    operationId: z.string(),
    kind: z.enum(FAULT_KINDS),
    status: z.string(),
    delay_ms: z.string(),
    count: z.string(),
  })
  .transform(({ operationId, kind, status, delay_ms, count }) => ({
    operationId,
    ...(kind === 'status' ? { status: Number(status) } : {}),
    ...(kind === 'delay' ? { delay_ms: Number(delay_ms) } : {}),
    ...(kind === 'drop' ? { drop_connection: true } : {}),
    ...(optionalNumber(count) === undefined ? {} : { count: optionalNumber(count) }),
  }))
  .pipe(injectFaultBody);

/** The statuses a fault of `operationId` may answer: those the document declares for it, and 500/503 (the mock's rule). */
export function faultStatuses(operationId: string): number[] {
  const declared = operations[operationId as OperationId]?.errorStatuses ?? [];
  return [...new Set<number>([...declared, 500, 503])].sort((a, b) => a - b);
}

export interface LatencyFormValues {
  min_ms: string;
  max_ms: string;
}

export const latencyFormSchema = z
  .object({ min_ms: z.string(), max_ms: z.string() })
  .transform(({ min_ms, max_ms }) => ({
    min_ms: optionalNumber(min_ms) ?? Number.NaN,
    max_ms: optionalNumber(max_ms) ?? Number.NaN,
  }))
  .pipe(setLatencyBody);

/** A new world's name: what the document allows in X-Mock-Sandbox. */
export const worldNameSchema = z.object({
  name: getMockStateHeader.shape['X-Mock-Sandbox'].unwrap(),
});

export interface FactorValueFormValues {
  value: string;
  /** '' for good; else seconds of a spike. */
  seconds: string;
}

/** How long a value set for a factor holds: for good, or a spike of a minute, ten minutes or an hour. */
export const VALUE_DURATIONS = [
  { key: 'forGood', seconds: '' },
  { key: '1m', seconds: '60' },
  { key: '10m', seconds: '600' },
  { key: '1h', seconds: '3600' },
] as const;

export const factorValueFormSchema = z
  .object({ value: z.string(), seconds: z.string() })
  .transform(({ value, seconds }) => ({
    value: optionalNumber(value) ?? Number.NaN,
    ...(optionalNumber(seconds) === undefined ? {} : { seconds: optionalNumber(seconds) }),
  }))
  .pipe(setFactorValueBody);
