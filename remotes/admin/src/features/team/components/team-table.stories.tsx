import type { Meta, StoryObj } from '@storybook/react-vite';
import type { TeamMember } from '@vaani/data';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TeamTable } from './team-table.tsx';

const MEMBERS: TeamMember[] = [
  { userId: 'a1', email: 'admin@vaani.local', role: 'admin', status: 'active', invitedAt: null, lastSignInAt: '2026-11-25T09:30:00Z' },
  { userId: 'e1', email: 'writer@example.in', role: 'editor', status: 'active', invitedAt: '2026-11-20T10:00:00Z', lastSignInAt: '2026-11-24T12:00:00Z' },
  { userId: 's1', email: 'sales@example.in', role: 'sales', status: 'invited', invitedAt: '2026-11-25T08:00:00Z', lastSignInAt: null },
];

const meta = {
  title: 'Admin/Team/TeamTable',
  component: TeamTable,
  parameters: { layout: 'padded' },
  args: { members: MEMBERS, loading: false, error: null, onRetry: fn(), onChangeRole: fn(), onRemove: fn(), onResend: fn(), busyId: null, currentUserId: 'a1' },
} satisfies Meta<typeof TeamTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Members: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const invited = canvas.getByRole('row', { name: /sales@example\.in/ });
    await expect(within(invited).getByText('Invited')).toBeVisible();
    await expect(within(invited).getByText('Never')).toBeVisible();
    await expect(canvas.getByRole('row', { name: /writer@example\.in/ })).toHaveTextContent('24 Nov 2026, 5:30 pm IST');
    await expect(canvas.getByRole('rowheader', { name: 'admin@vaani.local' })).toBeVisible();
  },
};

export const ChangingARole: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Role for writer@example.in'), 'Sales');
    await expect(args.onChangeRole).toHaveBeenCalledWith(MEMBERS[1], 'sales');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove access for sales@example.in' }));
    await expect(args.onRemove).toHaveBeenCalledWith(MEMBERS[2]);
  },
};

export const ResendingAnInvitation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Resend invitation to sales@example.in' }));
    await expect(args.onResend).toHaveBeenCalledWith(MEMBERS[2]);
    // Active members have nothing to resend.
    await expect(canvas.queryByRole('button', { name: 'Resend invitation to writer@example.in' })).toBeNull();
  },
};

export const TheOnlyAdmin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Remove access for admin@vaani.local' })).toBeNull();
    await expect(canvas.getByLabelText('Role for admin@vaani.local')).toBeDisabled();
    await expect(canvas.getByLabelText('Role for admin@vaani.local')).toHaveAccessibleDescription(/You are the only admin/);
  },
};

export const OneOfTwoAdmins: Story = {
  args: { members: [...MEMBERS, { userId: 'a2', email: 'owner@example.in', role: 'admin', status: 'active', invitedAt: null, lastSignInAt: null }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Remove access for admin@vaani.local' })).toBeEnabled();
    await expect(canvas.getByLabelText('Role for admin@vaani.local')).toBeEnabled();
  },
};

export const Busy: Story = {
  args: { busyId: 'e1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Role for writer@example.in')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove access for writer@example.in' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { loading: true, members: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading the team…')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { error: 'Could not load the team: Only admins can see the team', members: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Only admins can see the team');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
