import { act, render } from '@testing-library/react';
import { addTracker, type AnalyticsEvent } from '@vaani/stores';
import { createMemoryRouter, RouterProvider } from '@vaani/router/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { trackEmbedEvents } from './track-embed-events.ts';
import { usePageViewTracking } from './use-page-view-tracking.ts';

let events: AnalyticsEvent[];
let removeTracker: () => void;

beforeEach(() => {
  events = [];
  removeTracker = addTracker({ id: 'test', track: (event) => events.push(event) });
});
afterEach(() => removeTracker());

function PageViews() {
  usePageViewTracking();
  return null;
}

describe('events the host reports', () => {
  it('one page view per route the visitor sees, the first load included', async () => {
    document.title = 'Pricing | Vaani AI';
    const router = createMemoryRouter([{ path: '*', element: <PageViews /> }], { initialEntries: ['/pricing'] });
    render(<RouterProvider router={router} />);
    document.title = 'FAQ | Vaani AI';
    await act(() => router.navigate('/faq'));
    expect(events).toEqual([
      { name: 'page_view', path: '/pricing', title: 'Pricing | Vaani AI' },
      { name: 'page_view', path: '/faq', title: 'FAQ | Vaani AI' },
    ]);
  });

  it('a lead from the embedded demo-call dialog, through its DOM event', () => {
    const target = document.implementation.createHTMLDocument();
    trackEmbedEvents(target);
    target.dispatchEvent(
      new CustomEvent('vaani:lead-submitted', {
        detail: { tag: 'demo-call-dialog', name: 'Asha', email: 'asha@example.com', phone_number: '+919876543210', outcome: 'success' },
      }),
    );
    expect(events).toEqual([{ name: 'lead', source: 'demo-call-dialog' }]);
  });
});
