import { act, render, waitFor } from '@testing-library/react';
import { setPageHead } from '@vaani/stores';
import { createMemoryRouter, RouterProvider } from '@vaani/router/testing';
import { describe, expect, it } from 'vitest';
import { useHeadTags } from './use-head-tags.ts';

function Head() {
  useHeadTags();
  return null;
}

const description = () => document.querySelector('meta[name="description"]')?.getAttribute('content');

describe('useHeadTags', () => {
  // The page jsdom starts on (window.location) is the one "served": its head is in the document.
  it('leaves the served page’s head as served, and shows each page’s own after a navigation, the served one’s included', async () => {
    document.title = 'As served';
    const router = createMemoryRouter([{ path: '*', element: <Head /> }], { initialEntries: [window.location.pathname] });
    render(<RouterProvider router={router} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.title).toBe('As served');

    await act(() => router.navigate('/pricing'));
    await waitFor(() => expect(document.title).toBe('Pricing | Vaani AI'));
    await act(() => router.navigate(window.location.pathname));
    await waitFor(() => expect(document.title).toBe('Vaani AI | AI Voice Sales Agents for Real Estate'));
    expect(document.querySelectorAll('script[type="application/ld+json"]').length).toBeGreaterThan(0);
  });

  it('shows a case study’s own title and summary once the page reports them, for that page only', async () => {
    const router = createMemoryRouter([{ path: '*', element: <Head /> }], { initialEntries: ['/case-studies/riverside-homes'] });
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(document.title).toBe('Case Study | Vaani AI'));

    act(() => setPageHead('/case-studies/riverside-homes', { title: 'Riverside Homes', description: 'Weekend leads answered.' }));
    await waitFor(() => expect(document.title).toBe('Riverside Homes | Vaani AI'));
    expect(description()).toBe('Weekend leads answered.');

    await act(() => router.navigate('/case-studies/other'));
    await waitFor(() => expect(document.title).toBe('Case Study | Vaani AI'));

    // A late report for a page the visitor already left changes nothing.
    act(() => setPageHead('/case-studies/riverside-homes', { title: 'Late', description: 'Late.' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.title).toBe('Case Study | Vaani AI');

    act(() => setPageHead('/case-studies/other', 'not-found'));
    await waitFor(() => expect(document.title).toBe('Page Not Found | Vaani AI'));
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, follow');
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
