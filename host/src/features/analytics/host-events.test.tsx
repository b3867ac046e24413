import { act, render, waitFor } from '@testing-library/react';
import { addTracker, type AnalyticsEvent } from '@vaani/stores';
import { createMemoryRouter, RouterProvider } from '@vaani/router/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useHeadTags } from '../head/use-head-tags.ts';
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
  usePageViewTracking(useHeadTags());
  return null;
}

describe('events the host reports', () => {
  it('one page view per route the visitor sees, the first load included, each with its own title (its head loads after the navigation)', async () => {
    const router = createMemoryRouter([{ path: '*', element: <PageViews /> }], { initialEntries: ['/pricing'] });
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(events).toHaveLength(1));
    await act(() => router.navigate('/faq'));
    await waitFor(() => expect(events).toHaveLength(2));
    expect(events).toEqual([
      { name: 'page_view', path: '/pricing', title: 'Pricing | Vaani AI' },
      { name: 'page_view', path: '/faq', title: 'Frequently Asked Questions | Vaani AI' },
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
