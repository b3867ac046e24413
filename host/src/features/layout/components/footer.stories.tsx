import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from '@vaani/router/testing';
import { DEFAULT_SITE_CONFIG } from '@vaani/stores';
import { expect, within } from 'storybook/test';
import { Footer } from './footer.tsx';

/** Stands in for the forms remote's newsletter box, which the host loads at run time. */
function NewsletterSlot() {
  return (
    <section style={{ padding: 24, borderRadius: 16, background: '#fff', color: '#1A1F36' }}>
      <h2 style={{ margin: 0, fontSize: 20 }}>Stay Updated</h2>
      <p style={{ margin: '6px 0 0' }}>The forms remote renders the sign-up form here.</p>
    </section>
  );
}

const meta = {
  title: 'Host/Footer',
  component: Footer,
  args: { newsletter: <NewsletterSlot />, links: DEFAULT_SITE_CONFIG.links },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const quick = canvas.getByRole('navigation', { name: 'Quick Links' });
    await expect(within(quick).getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Home',
      'About Us',
      'Pricing',
      'Case Studies',
      'Real Estate Solutions',
      'Get Started',
    ]);
    const resources = canvas.getByRole('navigation', { name: 'Resources' });
    await expect(within(resources).getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Blog',
      'Resource Center',
      'FAQ',
      'Contact Us',
    ]);
    const legal = canvas.getByRole('navigation', { name: 'Legal' });
    await expect(within(legal).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/privacy-policy',
      '/terms-of-service',
      '/contact-us',
    ]);
    for (const name of ['Facebook', 'Instagram', 'Twitter', 'LinkedIn']) {
      await expect(canvas.getByRole('link', { name })).toBeVisible();
    }
    await expect(canvas.getByRole('button', { name: 'Book a Demo' })).toBeVisible();
    await expect(canvas.getByText(`© ${new Date().getFullYear()} Vaani AI. All rights reserved.`)).toBeVisible();
  },
};

export const Mobile: Story = {
  parameters: { viewport: { options: { phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' } } } },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** The admin published a new LinkedIn page and left Twitter empty, which hides it. */
export const ConfiguredSocialLinks: Story = {
  args: {
    links: DEFAULT_SITE_CONFIG.links.map((link) =>
      link.id === 'linkedin' ? { ...link, url: 'https://www.linkedin.com/company/vaani-voice' } : link.id === 'twitter' ? { ...link, url: '' } : link,
    ),
  },
  play: async ({ canvasElement }) => {
    const socials = within(within(canvasElement).getByRole('list', { name: 'Social media' }));
    await expect(socials.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('href', 'https://www.linkedin.com/company/vaani-voice');
    await expect(socials.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', 'https://www.facebook.com/vaaniai');
    await expect(socials.queryByRole('link', { name: 'Twitter' })).toBeNull();
  },
};

/** The admin pointed Get Started at the pricing page; emptied, the link would not show. */
export const ConfiguredGetStartedLink: Story = {
  args: { links: DEFAULT_SITE_CONFIG.links.map((link) => (link.id === 'get-started' ? { ...link, url: '/pricing' } : link)) },
  play: async ({ canvasElement }) => {
    const quick = within(within(canvasElement).getByRole('navigation', { name: 'Quick Links' }));
    await expect(quick.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/pricing');
  },
};

export const GetStartedLinkEmptied: Story = {
  args: { links: DEFAULT_SITE_CONFIG.links.map((link) => (link.id === 'get-started' ? { ...link, url: '' } : link)) },
  play: async ({ canvasElement }) => {
    const quick = within(within(canvasElement).getByRole('navigation', { name: 'Quick Links' }));
    await expect(quick.queryByRole('link', { name: 'Get Started' })).toBeNull();
  },
};

/** The admin set a footer logo (site settings, Footer): it replaces the wordmark on the dark footer. */
export const UploadedFooterLogo: Story = {
  args: { logo: { id: 'footerLogo', section: 'Footer', field: 'footerLogo', url: '/favicon.svg', alt: 'Vaani AI', description: '' } },
  play: async ({ canvasElement }) => {
    const home = within(canvasElement).getByRole('link', { name: 'Vaani AI home' });
    await expect(within(home).getByRole('img', { name: 'Vaani AI' })).toHaveAttribute('src', '/favicon.svg');
  },
};
