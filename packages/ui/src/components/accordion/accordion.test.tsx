import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../testing/render-with-ui.tsx';
import { Accordion } from './accordion.tsx';

const items = [
  { id: 'search', title: 'Property Search', content: 'Finds matching listings' },
  { id: 'qualify', title: 'Lead Qualification', content: 'Scores every lead' },
  { id: 'support', title: 'Post-sale Support', content: 'Answers owners' },
];

describe('Accordion', () => {
  it('keeps at most one item open', async () => {
    const user = userEvent.setup();
    renderWithUi(<Accordion items={items} />);
    const search = screen.getByRole('button', { name: 'Property Search' });
    const qualify = screen.getByRole('button', { name: 'Lead Qualification' });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    await user.click(search);
    expect(search).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Property Search' })).toHaveTextContent('Finds matching listings');

    await user.click(qualify);
    expect(search).toHaveAttribute('aria-expanded', 'false');
    expect(qualify).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Lead Qualification' })).toBeVisible();

    await user.click(qualify);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('opens with the keyboard and honours defaultOpenId', async () => {
    const user = userEvent.setup();
    renderWithUi(<Accordion items={items} defaultOpenId="support" />);
    expect(screen.getByRole('region', { name: 'Post-sale Support' })).toBeInTheDocument();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'Property Search' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Post-sale Support' })).not.toBeInTheDocument();
  });
});
