import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithUi } from '../../testing/render-with-ui.tsx';
import { Tooltip } from './tooltip.tsx';

describe('Tooltip', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens after 700 ms and describes its trigger', () => {
    renderWithUi(
      <Tooltip content="Copy link">
        <button type="button">Share</button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'Share' });
    act(() => trigger.focus());
    act(() => vi.advanceTimersByTime(699));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Copy link');
    expect(trigger).toHaveAccessibleDescription('Copy link');
    fireEvent.keyDown(trigger, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens the next tooltip at once within the 300 ms skip delay, but not after', () => {
    renderWithUi(
      <>
        <Tooltip content="First tip">
          <button type="button">One</button>
        </Tooltip>
        <Tooltip content="Second tip">
          <button type="button">Two</button>
        </Tooltip>
      </>,
    );
    act(() => screen.getByRole('button', { name: 'One' }).focus());
    act(() => vi.advanceTimersByTime(700));
    act(() => screen.getByRole('button', { name: 'Two' }).focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent('Second tip');

    act(() => screen.getByRole('button', { name: 'Two' }).blur());
    act(() => vi.advanceTimersByTime(300));
    act(() => screen.getByRole('button', { name: 'One' }).focus());
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
