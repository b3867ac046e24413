import type { AdminLead } from '@vaani/data';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MemoryRouter } from '@vaani/router/testing';
import { LeadsTable } from './leads-table.tsx';

const lead = (id: string, status: AdminLead['forward_status'], extra: Partial<AdminLead> = {}): AdminLead => ({
  id,
  form: 'callback',
  data: { name: 'Ravi Kumar', email: `ravi-${id}@acme-homes.in`, phone_number: '+919812345678' },
  created_at: '2026-11-24T06:30:00Z',
  forward_status: status,
  forward_attempts: status === 'failed' ? 8 : 1,
  last_error: status === 'failed' ? 'Lead service answered 503' : null,
  spam_reason: status === 'spam' ? 'The hidden field was filled in' : null,
  person_id: id,
  returning_of: null,
  utm_source: null,
  utm_campaign: null,
  referrer: null,
  request_origin: null,
  ...extra,
});

const meta = {
  title: 'Admin/Leads/LeadsTable',
  component: LeadsTable,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/admin/leads']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    leads: [
      lead('1', 'forwarded', { form: 'demo-call' }),
      lead('2', 'failed'),
      lead('3', 'pending', { form: 'newsletter', data: { email: 'priya@mail.com' }, forward_attempts: 0 }),
    ],
    loading: false,
    error: null,
    onRetry: fn(),
    selected: new Set<string>(),
    onToggle: fn(),
    onForwardAgain: fn(),
    onNotSpam: fn(),
    busy: new Set<string>(),
  },
} satisfies Meta<typeof LeadsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAFailedRow: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('cell', { name: 'Demo call' })).toBeVisible();
    await expect(canvas.getAllByRole('cell', { name: '+91 98123 45678' })).toHaveLength(2);
    await expect(canvas.getAllByText('24 Nov 2026, 12:00 pm IST')).toHaveLength(3);
    await expect(canvas.getByText('Last error: Lead service answered 503')).toBeVisible();
    await expect(canvas.getByText('8 attempts')).toBeVisible();
    // Only the failed lead can be selected or forwarded again.
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Forward again ravi-2@acme-homes.in' }));
    await expect(args.onForwardAgain).toHaveBeenCalledWith(['2']);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select ravi-2@acme-homes.in' }));
    await expect(args.onToggle).toHaveBeenCalledWith('2');
  },
};

/** Where each lead came from, and a person who came back within 90 days. */
export const SourcesAndAReturningPerson: Story = {
  args: {
    leads: [
      lead('5', 'forwarded', { returning_of: '6', person_id: '6', utm_source: 'google', utm_campaign: 'diwali-2026' }),
      lead('6', 'forwarded', { request_origin: 'https://skyline-realty.in' }),
      lead('7', 'pending', { referrer: 'https://www.99acres.com' }),
      lead('8', 'forwarded', { request_origin: globalThis.location?.origin ?? null }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('cell', { name: 'Campaign: google / diwali-2026' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'Partner site: https://skyline-realty.in' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'Referrer: https://www.99acres.com' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'Direct' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Returning: all leads of ravi-5@acme-homes.in' })).toHaveAttribute('href', '/admin/leads?person=6');
  },
};

/** Grouped by person: one row each, with how many leads they sent. */
export const GroupedByPerson: Story = {
  args: { leads: [lead('9', 'forwarded', { lead_count: 3, person_id: '2', returning_of: '2' }), lead('10', 'pending', { lead_count: 1 })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '3 leads of ravi-9@acme-homes.in' })).toHaveAttribute('href', '/admin/leads?person=2');
    await expect(canvas.getByRole('link', { name: '1 lead of ravi-10@acme-homes.in' })).toHaveTextContent('1 lead');
  },
};

/** A lead caught by the form's checks: held back, with why, until someone says it is not spam. */
export const WithASpamRow: Story = {
  args: { leads: [lead('1', 'forwarded'), lead('4', 'spam', { forward_attempts: 0 })] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Spam', { exact: true })).toBeVisible();
    await expect(canvas.getByText('Spam: The hidden field was filled in')).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Not spam ravi-4@acme-homes.in' }));
    await expect(args.onNotSpam).toHaveBeenCalledWith('4');
  },
};

export const Selection: Story = {
  args: { selected: new Set(['2']) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Select ravi-2@acme-homes.in' })).toBeChecked();
  },
};

/** Nothing to act on: no Select and no Action column, rather than empty ones. */
export const NothingToActOn: Story = {
  args: { leads: [lead('1', 'forwarded'), lead('3', 'pending')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('columnheader', { name: 'Select' })).toBeNull();
    await expect(canvas.queryByRole('columnheader', { name: 'Action' })).toBeNull();
    await expect(canvas.getByRole('columnheader', { name: 'Forward status' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading leads…')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { leads: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No leads match.')).toBeVisible();
  },
};

export const Error: Story = {
  args: { error: 'Could not load the leads: permission denied' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load the leads: permission denied');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
