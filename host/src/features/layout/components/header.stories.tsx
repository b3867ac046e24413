import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from '@vaani/router/testing';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Header } from './header.tsx';

const PHONE = { phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' } } as const;

const meta = {
  title: 'Host/Header',
  component: Header,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/pricing']}>
        <Story />
        {/* Page content under the fixed header, tall enough to scroll. */}
        <main style={{ padding: '96px 24px', minHeight: '200vh' }}>
          <h1>Pricing</h1>
          <p>Page content scrolls under the header.</p>
        </main>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    for (const label of ['Home', 'Pricing', 'Case Studies', 'About Us', 'Contact Us']) {
      await expect(within(nav).getByRole('link', { name: label })).toBeVisible();
    }
    await expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Try Now' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Book Demo' })).toBeVisible();
    await expect(canvas.getByLabelText('Open menu')).not.toBeVisible();
  },
};

export const SolutionsDropdownOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Solutions' });
    await userEvent.hover(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Real Estate Solutions' })).toBeVisible();
  },
};

export const ResourcesDropdownFromKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Resources' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Blog' })).toHaveFocus());
    await expect(canvas.getByRole('link', { name: 'Resource Center' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'FAQ' })).toBeVisible();
  },
};

export const MobileMenuOpen: Story = {
  parameters: { viewport: { options: PHONE } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const menu = canvas.getByRole('navigation', { name: 'Mobile' });
    await expect(within(menu).getByRole('link', { name: 'Solutions' })).toBeVisible();
    await expect(within(menu).getAllByRole('link')).toHaveLength(10);
    await expect(canvas.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Scrolled: Story = {
  play: async ({ canvasElement }) => {
    const header = canvasElement.ownerDocument.querySelector('header');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    window.scrollTo(0, 200);
    await waitFor(() => expect(header).toHaveAttribute('data-scrolled', 'true'));
  },
};

/** The admin set a logo for light backgrounds (site settings, Brand): it replaces the wordmark. */
export const UploadedLogo: Story = {
  args: { logo: { id: 'logo', section: 'Brand', field: 'logo', url: '/favicon.svg', alt: 'Skyline Realty partner logo', description: '' } },
  play: async ({ canvasElement }) => {
    const home = within(canvasElement).getByRole('link', { name: 'Vaani AI home' });
    await expect(within(home).getByRole('img', { name: 'Skyline Realty partner logo' })).toHaveAttribute('src', '/favicon.svg');
    await expect(home).not.toHaveTextContent('Vaani AI');
  },
};
