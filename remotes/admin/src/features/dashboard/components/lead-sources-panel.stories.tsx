import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LeadSourceSummary } from '@vaani/data';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LeadSourcesPanel } from './lead-sources-panel.tsx';

const DAY_MS = 24 * 60 * 60 * 1000;
const LAST_DAY = Date.parse('2026-11-26T00:00:00Z');

/** 30 days ending 26 Nov 2026, with a campaign week in the middle. */
function summaryOf(perDay: (index: number) => [campaign: number, referrer: number, partner: number, direct: number]): LeadSourceSummary {
  const days = Array.from({ length: 30 }, (_, index) => {
    const [campaign, referrer, partner_site, direct] = perDay(index);
    return {
      day: new Date(LAST_DAY - (29 - index) * DAY_MS).toISOString().slice(0, 10),
      total: campaign + referrer + partner_site + direct,
      bySource: { campaign, referrer, partner_site, direct },
    };
  });
  const sum = (source: keyof LeadSourceSummary['bySource']) => days.reduce((total, day) => total + day.bySource[source], 0);
  const bySource = { campaign: sum('campaign'), referrer: sum('referrer'), partner_site: sum('partner_site'), direct: sum('direct') };
  return { days, bySource, total: days.reduce((total, day) => total + day.total, 0) };
}

const busy = summaryOf((index) => [index >= 12 && index < 19 ? 3 : 0, index % 3 === 0 ? 1 : 0, index % 5 === 0 ? 1 : 0, index === 29 ? 2 : 0]);

const meta = {
  title: 'Admin/Dashboard/LeadSourcesPanel',
  component: LeadSourcesPanel,
  parameters: { layout: 'padded' },
  args: { summary: busy, loading: false, error: null, onRetry: fn() },
} satisfies Meta<typeof LeadSourcesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('39 leads in the last 30 days. By source: Campaign 21, Referrer 10, Partner site 6, Direct 2.')).toBeVisible();
    const perDay = canvas.getByRole('figure', { name: 'Leads per day, last 30 days' });
    const bySource = canvas.getByRole('figure', { name: 'Leads by source, last 30 days' });
    await expect(within(perDay).getByRole('row', { name: 'Thu, 26 Nov 2' })).toBeInTheDocument();
    await expect(within(perDay).getByRole('row', { name: 'Thu, 12 Nov 5' })).toBeInTheDocument();
    await expect(within(bySource).getByRole('row', { name: 'Partner site 6' })).toBeInTheDocument();
    // The charts arrive with the chart library: a bar for each day with leads, and for each source.
    const daysWithLeads = busy.days.filter((day) => day.total > 0).length;
    await waitFor(() => expect(perDay.querySelectorAll('.visx-bar')).toHaveLength(daysWithLeads));
    await waitFor(() => expect(bySource.querySelectorAll('.visx-bar')).toHaveLength(4));
  },
};

export const Empty: Story = {
  args: { summary: summaryOf(() => [0, 0, 0, 0]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No leads in the last 30 days.')).toBeVisible();
    await expect(canvas.queryByRole('figure')).toBeNull();
  },
};

export const Loading: Story = {
  args: { summary: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Counting leads by day and source…');
  },
};

export const Failed: Story = {
  args: { summary: undefined, error: 'Could not load the leads: permission denied' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load the leads: permission denied');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
