import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { PhoneCheck } from '@vaani/validation';
import { usePhoneCheckedSubmit } from './use-phone-checked-submit.ts';

function PhoneForm({ phone, onChecked }: { phone: string; onChecked: (isPossible: PhoneCheck) => void }) {
  const { validated, isPossible, submit } = usePhoneCheckedSubmit(onChecked);
  return (
    <form aria-label="Callback" onSubmit={submit}>
      <output>{validated ? (isPossible(phone) ? 'possible' : 'impossible') : 'not checked'}</output>
      <button type="submit">Send</button>
    </form>
  );
}

describe('usePhoneCheckedSubmit', () => {
  it('loads the possible-number check on submit and keeps it for later renders', async () => {
    const onChecked = vi.fn<(isPossible: PhoneCheck) => void>();
    render(<PhoneForm phone="+911234567" onChecked={onChecked} />);
    expect(screen.getByRole('status')).toHaveTextContent('not checked');
    fireEvent.submit(screen.getByRole('form', { name: 'Callback' }));
    expect(await screen.findByText('impossible')).toBeInTheDocument();
    expect(onChecked).toHaveBeenCalledOnce();
    expect(onChecked.mock.calls[0]?.[0]('+919812345678')).toBe(true);
  });

  it('runs once for a double submit made while the check loads', async () => {
    const onChecked = vi.fn();
    render(<PhoneForm phone="+919812345678" onChecked={onChecked} />);
    const form = screen.getByRole('form', { name: 'Callback' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(await screen.findByText('possible')).toBeInTheDocument();
    expect(onChecked).toHaveBeenCalledOnce();
  });

  it('does nothing once the form is gone', async () => {
    const onChecked = vi.fn();
    const { unmount } = render(<PhoneForm phone="+919812345678" onChecked={onChecked} />);
    fireEvent.submit(screen.getByRole('form', { name: 'Callback' }));
    unmount();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(onChecked).not.toHaveBeenCalled();
  });
});
