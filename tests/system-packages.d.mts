export function ensureChromium(env?: NodeJS.ProcessEnv): boolean;
export function ensureCjkFont(env?: NodeJS.ProcessEnv): boolean;
export function ensureNginx(env?: NodeJS.ProcessEnv): boolean;
