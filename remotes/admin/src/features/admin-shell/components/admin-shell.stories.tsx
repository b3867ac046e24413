import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from '@vaani/router/testing';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useUnsavedChanges } from '../unsaved-changes.ts';
import { AdminShell } from './admin-shell.tsx';

/** A screen with a change not yet saved. */
function UnsavedScreen() {
  useUnsavedChanges(true);
  return (
    <section style={{ padding: 32 }}>
      <h1>Site Settings</h1>
      <p>One field changed and not published.</p>
    </section>
  );
}

const PHONE = { phone: { name: 'Phone', styles: { width: '412px', height: '823px' }, type: 'mobile' } } as const;

const meta = {
  title: 'Admin/AdminShell',
  component: AdminShell,
  args: {
    email: 'admin@vaani.local',
    role: 'admin',
    signingOut: false,
    onSignOut: fn(),
    children: (
      <section style={{ padding: 32 }}>
        <h1>Case studies</h1>
        <p>The screen sits beside the sidebar.</p>
      </section>
    ),
  },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/admin/case-studies']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AdminShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const linkNames = (nav: HTMLElement) => within(nav).getAllByRole('link').map((link) => link.textContent);

export const Admin: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Admin' });
    await expect(linkNames(nav)).toEqual([
      'Dashboard',
      'Leads',
      'Case studies',
      'Media',
      'Key features',
      'Testimonials',
      'Home layout',
      'Site settings',
      'Contact page',
      'Privacy policy',
      'Terms of service',
      'Activity',
      'Team',
    ]);
    await expect(within(nav).getByRole('link', { name: 'Case studies' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('Signed in as admin@vaani.local')).toBeVisible();
    await expect(canvas.getByText('Role: Admin')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

export const Editor: Story = {
  args: { email: 'writer@vaani.local', role: 'editor' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(linkNames(canvas.getByRole('navigation', { name: 'Admin' }))).toEqual([
      'Dashboard',
      'Case studies',
      'Media',
      'Key features',
      'Testimonials',
      'Contact page',
      'Privacy policy',
      'Terms of service',
    ]);
    await expect(canvas.getByText('Role: Editor')).toBeVisible();
  },
};

export const Sales: Story = {
  args: { email: 'sales@vaani.local', role: 'sales' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(linkNames(canvas.getByRole('navigation', { name: 'Admin' }))).toEqual(['Dashboard', 'Leads']);
    await expect(canvas.getByText('Role: Sales')).toBeVisible();
  },
};

export const SigningOut: Story = {
  args: { signingOut: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sign out' })).toBeDisabled();
  },
};

export const PhoneMenuClosed: Story = {
  parameters: { viewport: { options: PHONE } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Admin' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('heading', { name: 'Case studies' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(412);
  },
};

export const PhoneMenuOpen: Story = {
  parameters: { viewport: { options: PHONE } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menuButton);
    const drawer = canvas.getByRole('dialog', { name: 'Admin menu' });
    await expect(within(drawer).getByRole('navigation', { name: 'Admin' })).toBeVisible();
    await expect(within(drawer).getByText('Signed in as admin@vaani.local')).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    // Escape closes it too (the browser's own dialog behaviour, checked in e2e/admin/admin-shell.spec.ts).
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(canvas.queryByRole('dialog', { name: 'Admin menu' })).toBeNull());
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  },
};

export const UnsavedChangesAskFirst: Story = {
  args: { children: <UnsavedScreen /> },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvas.getByRole('navigation', { name: 'Admin' })).getByRole('link', { name: 'Media' }));
    const dialog = await body.findByRole('dialog', { name: 'Leave without saving?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByRole('heading', { name: 'Site Settings' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await userEvent.click(within(await body.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave without saving' }));
    await expect(args.onSignOut).toHaveBeenCalled();
  },
};
