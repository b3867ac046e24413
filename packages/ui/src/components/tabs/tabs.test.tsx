import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../testing/render-with-ui.tsx';
import { Tabs } from './tabs.tsx';

const items = [
  { id: 'b2c', label: 'B2C Use Cases', panel: <p>Property search</p> },
  { id: 'features', label: 'Product Features', panel: <p>Multilingual</p> },
  { id: 'more', label: 'More', panel: <p>Trust</p> },
];

/** Tabs as their owners use them: the selection kept in the owner's state. */
function OwnedTabs({ onValueChange }: { onValueChange?: (id: string) => void }) {
  const [value, setValue] = useState('b2c');
  const select = (id: string) => {
    setValue(id);
    onValueChange?.(id);
  };
  return <Tabs label="Use cases" items={items} value={value} onValueChange={select} />;
}

describe('Tabs', () => {
  it('follows the ARIA tabs pattern with one tab in the Tab order', () => {
    renderWithUi(<OwnedTabs />);
    expect(screen.getByRole('tablist', { name: 'Use cases' })).toBeInTheDocument();
    const first = screen.getByRole('tab', { name: 'B2C Use Cases' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Product Features' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'B2C Use Cases' })).toHaveTextContent('Property search');
  });

  it('moves and selects with arrow keys, wrapping, and Home/End', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithUi(<OwnedTabs onValueChange={onValueChange} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'B2C Use Cases' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    const features = screen.getByRole('tab', { name: 'Product Features' });
    expect(features).toHaveFocus();
    expect(features).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Multilingual');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'B2C Use Cases' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'More' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'B2C Use Cases' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'More' })).toHaveAttribute('aria-selected', 'true');
    expect(onValueChange).toHaveBeenLastCalledWith('more');
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('selects on click', async () => {
    const user = userEvent.setup();
    renderWithUi(<OwnedTabs />);
    await user.click(screen.getByRole('tab', { name: 'Product Features' }));
    expect(screen.getByRole('tabpanel', { name: 'Product Features' })).toHaveTextContent('Multilingual');
  });
});
