import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { KeyFeatureEditor } from './key-feature-editor.tsx';

const meta = {
  title: 'Admin/KeyFeatures/KeyFeatureEditor',
  component: KeyFeatureEditor,
  parameters: { layout: 'padded' },
  args: {
    feature: {
      id: 'f1',
      title: '24/7 Lead Response',
      description: 'Every enquiry answered in seconds.',
      icon_name: 'Clock',
      icon_bg: '#EEF2FF',
      color: '#3F66FB',
      display_order: 1,
      is_active: true,
    },
    position: 1,
    isFirst: true,
    isLast: false,
    busy: false,
    onSave: fn(),
    onMove: fn(),
  },
} satisfies Meta<typeof KeyFeatureEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const First: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Move up' })).toBeDisabled();
    await userEvent.selectOptions(canvas.getByLabelText('Icon'), 'Phone');
    await userEvent.click(canvas.getByLabelText('Active (shown on the home page)'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save feature' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ icon_name: 'Phone', is_active: false }));
    await userEvent.click(canvas.getByRole('button', { name: 'Move down' }));
    await expect(args.onMove).toHaveBeenCalledWith('down');
  },
};

export const Last: Story = {
  args: { isFirst: false, isLast: true, position: 12 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Move down' })).toBeDisabled();
  },
};

export const Saving: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Title')).toBeDisabled();
  },
};

/** No colour picked: the card keeps the theme's; picking and clearing are the admin's two moves. */
export const ThemeColours: Story = {
  args: { feature: { ...meta.args.feature, icon_bg: '', color: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText("The theme's colour")).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: "Use the theme's icon background" })).toBeDisabled();
  },
};

export const ClearingAPickedColour: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Picked: #EEF2FF')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: "Use the theme's icon background" }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save feature' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ icon_bg: '', color: '#3F66FB' }));
  },
};
