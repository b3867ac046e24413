// One definition of a workspace's unit-test project, so every workspace config stays two lines.
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export function unitProject(name: string, environment: 'node' | 'jsdom') {
  return defineProject({
    plugins: environment === 'jsdom' ? [react()] : [],
    test: {
      name,
      environment,
      include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}', 'functions/**/*.test.ts'],
      setupFiles: environment === 'jsdom' ? [new URL('./vitest.setup-dom.ts', import.meta.url).pathname] : [],
    },
  });
}
