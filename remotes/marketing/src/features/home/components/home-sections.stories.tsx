// The home sections whose content comes from the site configuration (shown with its defaults),
// plus the omni-channel banner's picture states and the callback slot.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { registerSlot, useGetStartedStore } from '@vaani/stores';
import type { ComponentType } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import BenefitsSection from './benefits-section.tsx';
import CallToActionSection from './call-to-action-section.tsx';
import HowItWorksSection from './how-it-works-section.tsx';
import { OmnichannelView } from './omnichannel-banner.tsx';
import RequestCallbackSection from './request-callback-section.tsx';

const Section = ({ section: Component }: { section: ComponentType }) => <Component />;

const meta = {
  title: 'Marketing/Home/Sections',
  component: Section,
  args: { section: HowItWorksSection as ComponentType },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HowItWorks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'How it works' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Benefits: Story = {
  args: { section: BenefitsSection },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const title of ['24/7 Availability', 'Human-like Conversations', 'Instant Lead Qualification', 'CRM Integration']) {
      await expect(canvas.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
  },
};

export const CallToAction: Story = {
  args: { section: CallToActionSection },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Book Demo' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Get Started Now' }));
    await expect(useGetStartedStore.getState().open).toBe(true);
    useGetStartedStore.getState().closeGetStarted();
  },
};

const omnichannel = {
  eyebrow: 'Voice calls, WhatsApp, SMS and email',
  heading: 'One agent, every channel',
  description: 'Your AI agent follows up by voice call, WhatsApp, SMS and email.',
};

export const OmnichannelWithoutAgentImage: Story = {
  args: { section: () => <OmnichannelView {...omnichannel} agentImage={null} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const channel of ['Voice calls', 'WhatsApp', 'SMS', 'Email']) await expect(canvas.getByText(channel)).toBeVisible();
    // No empty card stands in for a missing picture.
    await expect(canvas.queryByText('Your AI sales agent')).toBeNull();
  },
};

const AGENT_SVG = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#3F66FB"/><circle cx="5" cy="4" r="2" fill="#fff"/></svg>',
)}`;

export const OmnichannelWithAgentImage: Story = {
  args: { section: () => <OmnichannelView {...omnichannel} agentImage={{ url: AGENT_SVG, alt: 'Vaani AI sales agent' }} /> },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('img', { name: 'Vaani AI sales agent' })).toBeInTheDocument();
  },
};

/** Without the host nothing is registered in the slot, and the section renders nothing. */
/** The admin set a banner image: it lies under a dark tint, the text stays readable; the subtitle closes the text. */
export const OmnichannelWithBannerImage: Story = {
  args: {
    section: () => (
      <OmnichannelView {...omnichannel} agentImage={null} bannerImage={AGENT_SVG} subtitle="Meet your buyers wherever they are." />
    ),
  },
  play: async ({ canvasElement }) => {
    const banner = canvasElement.querySelector('section');
    await expect(banner?.getAttribute('style') ?? '').toMatch(/linear-gradient.*url\(/);
    await expect(within(canvasElement).getByText('Meet your buyers wherever they are.')).toBeVisible();
  },
};

export const RequestCallbackWithoutHost: Story = {
  args: { section: RequestCallbackSection },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};

function CallbackStandIn() {
  return <p>The forms remote’s callback section renders here.</p>;
}

/** With the host's registration, the slot's component renders in place. */
export const RequestCallbackWithHost: Story = {
  args: { section: RequestCallbackSection },
  beforeEach: () => registerSlot('request-callback-section', CallbackStandIn),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/callback section renders here/)).toBeVisible();
  },
};
