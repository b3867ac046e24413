import { expect, it } from 'vitest';
import { DEMO_CALL_CLIENT_ID } from './index.ts';

it('exports the fixed demo-call client id through the package entry', () => {
  expect(DEMO_CALL_CLIENT_ID).toBe('vaani-website');
});
