import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVER_STATE_ID } from '../ssr/server-state.ts';
import { recordUnservedVisit } from './record-unserved-visit.ts';

const visit = () => JSON.parse(sessionStorage.getItem('vaani:visit') ?? 'null') as Record<string, string> | null;

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  document.getElementById(SERVER_STATE_ID)?.remove();
  window.history.replaceState(null, '', '/');
});

describe('recordUnservedVisit', () => {
  it('records the page the browser rendered alone as it landed, though the router has moved on', async () => {
    window.history.replaceState(null, '', '/pricing?utm_source=google&utm_campaign=diwali');
    recordUnservedVisit();
    window.history.replaceState(null, '', '/case-studies');
    await vi.waitFor(() => expect(visit()).toEqual({ landing_page: 'http://localhost:3000/pricing', utm_source: 'google', utm_campaign: 'diwali' }));
  });

  it('leaves a served page’s visit to the script in its head', async () => {
    const state = document.createElement('script');
    state.id = SERVER_STATE_ID;
    state.type = 'application/json';
    state.textContent = '{}';
    document.body.append(state);
    window.history.replaceState(null, '', '/?utm_source=google');
    recordUnservedVisit();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(visit()).toBeNull();
  });
});
