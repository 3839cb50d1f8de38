// Types of free-port.mjs for the TypeScript configurations that import it.
export declare const freePort: () => Promise<number>;
