import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { srcAlias } from './vite.config';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: [srcAlias] },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    testTimeout: 15_000,
  },
});
