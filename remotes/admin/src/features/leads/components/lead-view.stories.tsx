import type { ExportedLead, LeadDetail } from '@vaani/data';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MemoryRouter } from '@vaani/router/testing';
import { LeadView } from './lead-view.tsx';

const lead = (extra: Partial<ExportedLead> = {}): ExportedLead => ({
  id: '6f1c0c8e-4d52-4b8e-9a51-1f3e2a7b9c01',
  form: 'get-started',
  data: { name: 'Priya Sharma', email: 'priya@example.in', phone_number: '+919812345678' },
  created_at: '2026-11-24T06:30:00Z',
  forward_status: 'forwarded',
  forward_attempts: 1,
  last_error: null,
  spam_reason: null,
  person_id: '6f1c0c8e-4d52-4b8e-9a51-1f3e2a7b9c01',
  returning_of: null,
  landing_page: 'https://vaani.ai/pricing?utm_source=google',
  referrer: 'https://www.google.com',
  page: 'https://vaani.ai/pricing',
  opener: 'pricing',
  utm_source: 'google',
  utm_medium: 'cpc',
  utm_campaign: 'diwali-2026',
  utm_term: null,
  utm_content: null,
  gclid: null,
  fbclid: null,
  request_origin: null,
  consent_version: 'get-started-2026-11',
  consent_at: '2026-11-24T06:29:58Z',
  consent_brand: null,
  verification: null,
  fill_ms: 8400,
  ...extra,
});

const loaded: LeadDetail = {
  lead: lead(),
  attempts: [{ id: 1, attempted_at: '2026-11-24T06:30:01Z', outcome: 'forwarded', http_status: 200, error: null }],
  others: [],
};

const meta = {
  title: 'Admin/Leads/LeadView',
  component: LeadView,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/admin/leads/6f1c0c8e-4d52-4b8e-9a51-1f3e2a7b9c01']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    detail: loaded,
    loading: false,
    error: null,
    onRetry: fn(),
    busy: false,
    onForwardAgain: fn(),
    onMarkSpam: fn(),
    onErase: fn(),
  },
} satisfies Meta<typeof LeadView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { detail: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading the lead…')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { detail: undefined, error: 'Could not load the leads: network down' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('network down');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Contact')).toHaveTextContent('+91 98123 45678');
    await expect(canvas.getByLabelText('Where it came from')).toHaveTextContent('Campaign: google / diwali-2026');
    await expect(canvas.getByLabelText('Consent')).toHaveTextContent('get-started-2026-11');
    await expect(canvas.getByLabelText('Consent')).toHaveTextContent("By clicking 'Submit', you agree that Vaani AI may contact you");
    await expect(canvas.getByLabelText('Checks')).toHaveTextContent("Passed the form's checks");
    await expect(canvas.getByLabelText('Checks')).toHaveTextContent('8.4 s after the form appeared');
    await expect(canvas.getByRole('cell', { name: '200' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Forward again' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Mark spam' }));
    await expect(args.onMarkSpam).toHaveBeenCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Erase this person' }));
    await expect(args.onErase).toHaveBeenCalled();
  },
};

/**
 * A partner's demo call sent by a script: its consent words name the partner's brand, its page
 * fields were not web addresses (dropped), and no form check came with it.
 */
export const Unverified: Story = {
  args: {
    detail: {
      lead: lead({
        form: 'demo-call',
        landing_page: null,
        referrer: null,
        page: null,
        request_origin: 'https://skyline-homes.example',
        consent_version: 'demo-call-brand-2026-11',
        consent_brand: 'Skyline Realty',
        verification: 'unverified',
        fill_ms: null,
      }),
      attempts: [],
      others: [],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Checks')).toHaveTextContent("Unverified: it came without the form's checks");
    await expect(canvas.getByLabelText('Consent')).toHaveTextContent('you agree that Skyline Realty may contact you');
    await expect(canvas.getByLabelText('Where it came from')).toHaveTextContent('Request origin (as the browser stated it)https://skyline-homes.example');
  },
};

export const Failed: Story = {
  args: {
    detail: {
      lead: lead({ forward_status: 'failed', forward_attempts: 2, last_error: 'The operation was aborted due to timeout' }),
      attempts: [
        { id: 2, attempted_at: '2026-11-24T06:31:01Z', outcome: 'failed', http_status: null, error: 'The operation was aborted due to timeout' },
        { id: 1, attempted_at: '2026-11-24T06:30:01Z', outcome: 'failed', http_status: 503, error: 'Lead service answered 503' },
      ],
      others: [],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('cell', { name: 'No answer' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'Lead service answered 503' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Forward again' }));
    await expect(args.onForwardAgain).toHaveBeenCalled();
  },
};

export const NotFound: Story = {
  args: { detail: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No such lead');
    await expect(canvas.getByRole('link', { name: 'All leads' })).toBeVisible();
  },
};

export const Spam: Story = {
  args: {
    detail: { lead: lead({ forward_status: 'spam', spam_reason: 'The hidden field was filled in', consent_version: null, consent_at: null }), attempts: [], others: [] },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Spam: The hidden field was filled in')).toBeVisible();
    await expect(canvas.getByText('No forward attempts yet.')).toBeVisible();
    await expect(canvas.getByLabelText('Consent')).toHaveTextContent('Not recorded');
    await userEvent.click(canvas.getByRole('button', { name: 'Not spam' }));
    await expect(args.onMarkSpam).toHaveBeenCalledWith(false);
  },
};

export const Returning: Story = {
  args: {
    detail: {
      ...loaded,
      lead: lead({ returning_of: '0a7d3b2c-1e4f-4a6b-8c9d-2e3f4a5b6c7d', person_id: '0a7d3b2c-1e4f-4a6b-8c9d-2e3f4a5b6c7d' }),
      others: [{ id: '0a7d3b2c-1e4f-4a6b-8c9d-2e3f4a5b6c7d', form: 'newsletter', created_at: '2026-11-20T04:00:00Z', forward_status: 'forwarded' }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'their previous lead' })).toHaveAttribute('href', '/admin/leads/0a7d3b2c-1e4f-4a6b-8c9d-2e3f4a5b6c7d');
    const others = canvas.getByRole('list', { name: "Same person's other leads" });
    await expect(within(others).getByRole('link', { name: /^Newsletter, 20 Nov 2026/ })).toBeVisible();
  },
};
