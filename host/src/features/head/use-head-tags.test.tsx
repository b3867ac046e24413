import { act, render } from '@testing-library/react';
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
  it('shows a case study’s own title and summary once the page reports them, for that page only', async () => {
    const router = createMemoryRouter([{ path: '*', element: <Head /> }], { initialEntries: ['/case-studies/riverside-homes'] });
    render(<RouterProvider router={router} />);
    expect(document.title).toBe('Case Study | Vaani AI');

    act(() => setPageHead('/case-studies/riverside-homes', { title: 'Riverside Homes', description: 'Weekend leads answered.' }));
    expect(document.title).toBe('Riverside Homes | Vaani AI');
    expect(description()).toBe('Weekend leads answered.');

    await act(() => router.navigate('/case-studies/other'));
    expect(document.title).toBe('Case Study | Vaani AI');

    // A late report for a page the visitor already left changes nothing.
    act(() => setPageHead('/case-studies/riverside-homes', { title: 'Late', description: 'Late.' }));
    expect(document.title).toBe('Case Study | Vaani AI');

    act(() => setPageHead('/case-studies/other', 'not-found'));
    expect(document.title).toBe('Page Not Found | Vaani AI');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, follow');
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
