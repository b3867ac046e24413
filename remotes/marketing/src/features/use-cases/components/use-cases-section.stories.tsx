import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { UseCase } from '../api/use-case-catalogue.ts';
import { UseCaseDetailView } from './use-case-detail.tsx';
import UseCasesSection from './use-cases-section.tsx';

// Stories draw the selected use case without looking up its video (the player's own stories
// cover each video state).
const DetailWithoutVideo = ({ useCase }: { useCase: UseCase }) => (
  <UseCaseDetailView useCase={useCase} video={{ url: null, loading: false }} />
);

const meta = {
  title: 'Marketing/Home/Use cases',
  component: UseCasesSection,
  args: { only: 'wide', Detail: DetailWithoutVideo },
} satisfies Meta<typeof UseCasesSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wide screens: tabs, a side list, and the selected use case with Try Now and its video. */
export const Tabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'B2C Use Cases' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('heading', { level: 3, name: 'Property Search' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Virtual Tours' }));
    await expect(canvas.getByRole('heading', { level: 3, name: 'Virtual Tours' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Now' })).toBeVisible();
    await expect(canvas.getByText('No demo video available')).toBeVisible();
  },
};

/** Choosing a tab selects its first use case. */
export const ProductFeatures: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Product Features' }));
    await expect(canvas.getByRole('heading', { level: 3, name: 'Multilingual Conversations' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { pressed: true })).toHaveLength(1);
  },
};

/** Small screens: every use case in one accordion, titles and descriptions only. */
export const Accordion: Story = {
  args: { only: 'narrow' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'All Use Cases' })).toBeVisible();
    await expect(canvas.queryAllByRole('tab')).toHaveLength(0);
    const trust = canvas.getByRole('button', { name: 'Trust and Compliance' });
    const bandwidth = canvas.getByRole('button', { name: 'Works on Any Network' });
    await userEvent.click(trust);
    await expect(trust).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(bandwidth);
    await expect(trust).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText(/Built for Indian mobile networks/)).toBeVisible();
  },
};

/** As the page draws it: both layouts, the screen's width choosing one by CSS (here a wide one). */
export const AsOnThePage: Story = {
  args: { only: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'B2C Use Cases' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'All Use Cases' })).toBeNull();
  },
};

/** The admin set a use case's image: it shows while the video is looked up, then as its poster. */
export const UseCaseImageWhileLookingUp: Story = {
  args: {
    Detail: ({ useCase }: { useCase: UseCase }) => (
      <UseCaseDetailView useCase={useCase} video={{ url: null, loading: true }} still={{ url: '/favicon.svg', alt: `${useCase.title} on a call` }} />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('img', { name: /on a call$/ })[0]).toBeVisible();
  },
};
