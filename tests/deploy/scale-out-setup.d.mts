// Types of scale-out-setup.mjs for deploy/scale-out.spec.ts.
export interface Instance {
  /** host:port it listens on. */
  address: string;
  /** Its resident memory (kB). */
  rssKb: () => number;
  /** kill -9. */
  kill: () => Promise<void>;
}

export interface ScaleOut {
  /** nginx, the console under /. */
  url: string;
  instances: Instance[];
  accessLog: () => string;
  errorLog: () => string;
  stop: () => Promise<void>;
}

export declare function startScaleOut(opts: {
  count: number;
  web: string;
  work: string;
  env?: Record<string, string>;
}): Promise<ScaleOut>;

export declare function startInstance(dir: string, env?: Record<string, string>): Promise<Instance>;

export declare function instancesByRoute(accessLog: string): Map<string, Set<string>>;
