export function runDurabilityCheck(opts?: {
  port?: number;
  writes?: number;
  killAfter?: number;
  concurrency?: number;
}): Promise<{ acknowledged: number; stored: number; lost: string[] }>;
