import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { toast, useToastStore } from '@vaani/stores';
import { renderWithUi } from '../../testing/render-with-ui.tsx';
import { Toaster } from './toaster.tsx';

describe('Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => {
    act(() => useToastStore.setState({ toasts: [] }));
    vi.useRealTimers();
  });

  it('shows the three newest of five toasts', () => {
    renderWithUi(<Toaster />);
    act(() => {
      for (let index = 1; index <= 5; index += 1) toast({ title: `Toast ${index}` });
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    const shown = within(region).getAllByRole('status');
    expect(shown).toHaveLength(3);
    expect(shown.map((item) => item.textContent)).toEqual(['Toast 3', 'Toast 4', 'Toast 5']);
  });

  it('shows title and description, and announces destructive toasts as alerts', () => {
    renderWithUi(<Toaster />);
    act(() => {
      toast({ title: 'Success!', description: 'You will receive our news.' });
      toast({ title: 'Failed to subscribe. Please try again.', variant: 'destructive' });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Success!You will receive our news.');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to subscribe. Please try again.');
  });

  it('hides a toast after 4000 ms', () => {
    renderWithUi(<Toaster />);
    act(() => {
      toast({ title: 'Call request submitted successfully!' });
    });
    act(() => vi.advanceTimersByTime(3999));
    expect(screen.getByText('Call request submitted successfully!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Call request submitted successfully!')).not.toBeInTheDocument();
  });

  it('closes a toast from its close button and reveals the next one', () => {
    renderWithUi(<Toaster />);
    act(() => {
      for (let index = 1; index <= 4; index += 1) toast({ title: `Toast ${index}` });
    });
    expect(screen.queryByText('Toast 1')).not.toBeInTheDocument();
    const newest = screen.getByText('Toast 4').closest('[role="status"]') as HTMLElement;
    act(() => within(newest).getByRole('button', { name: 'Close notification' }).click());
    expect(screen.queryByText('Toast 4')).not.toBeInTheDocument();
    expect(screen.getByText('Toast 1')).toBeInTheDocument();
  });
});
