import type { Meta, StoryObj } from '@storybook/react-vite';
import { RETRY_TEXT } from '../../page-shell/components/status-message.tsx';
import { CASE_STUDY_MESSAGES } from '@vaani/data';
import { MemoryRouter } from '@vaani/router/testing';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CASE_STUDY_LIST_TEXT, CaseStudyList } from './case-study-list.tsx';
import { STORY_CASE_STUDIES } from '../fixtures/story-case-studies.ts';

const meta = {
  title: 'Marketing/Case studies/List',
  component: CaseStudyList,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <main>
          <h1>Customer Success Stories</h1>
          <Story />
        </main>
      </MemoryRouter>
    ),
  ],
  args: { caseStudies: STORY_CASE_STUDIES, loading: false, error: null, onRetry: fn() },
} satisfies Meta<typeof CaseStudyList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = within(canvas.getByRole('list', { name: 'Case studies' })).getAllByRole('listitem');
    await expect(cards).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: STORY_CASE_STUDIES[0]!.title })).toHaveAttribute('href', '/case-studies/riverside-homes');
    await expect(canvas.getByText('March 3, 2026')).toBeVisible();
    await expect(canvas.getByText('Luxury Real Estate')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { caseStudies: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(CASE_STUDY_LIST_TEXT.loading);
  },
};

export const Failed: Story = {
  args: { caseStudies: [], error: 'JWT expired' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('JWT expired');
    await userEvent.click(canvas.getByRole('button', { name: RETRY_TEXT }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const FailedWithoutMessage: Story = {
  args: { caseStudies: [], error: CASE_STUDY_MESSAGES.loadFailed },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to load case studies');
  },
};

export const Empty: Story = {
  args: { caseStudies: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(CASE_STUDY_LIST_TEXT.empty);
  },
};
