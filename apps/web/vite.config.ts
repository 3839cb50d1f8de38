import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * `pnpm dev` serves the console with hot reload and proxies the API (and the mock's monitoring board and static assets) to
 * the mock server (root `pnpm mock`, default port 3000) or to VITE_API_PROXY_TARGET (e.g. a real backend). A console built
 * with VITE_API_BASE_URL calls that origin directly instead of its own (see docs/testing.md).
 */
export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), ''), ...process.env };
  const target = env.VITE_API_PROXY_TARGET || `http://127.0.0.1:${env.MOCK_PORT || '3000'}`;
  const proxy = Object.fromEntries(
    ['/api', '/monitor-board', '/assets', '/__mock__'].map((prefix) => [
      prefix,
      { target, changeOrigin: true },
    ]),
  );
  return {
    plugins: [react(), tailwindcss()],
    // Built files live under /static/ so that /assets/ stays the server's asset path (spec §9).
    build: { assetsDir: 'static', sourcemap: false, manifest: true },
    server: { port: Number(env.WEB_PORT || 5173), strictPort: true, proxy },
    preview: { port: Number(env.WEB_PORT || 4173), strictPort: true, proxy },
  };
});
