import type { Meta, StoryObj } from '@storybook/react-vite';
import { CloseIcon } from './close-icon.tsx';

const meta = {
  title: 'UI/Icons/CloseIcon',
  component: CloseIcon,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CloseIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Small: Story = { args: { size: 16 } };
