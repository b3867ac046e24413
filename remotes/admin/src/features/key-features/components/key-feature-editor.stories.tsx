import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EMPTY_KEY_FEATURE, KeyFeatureEditor } from './key-feature-editor.tsx';

const meta = {
  title: 'Admin/KeyFeatures/KeyFeatureEditor',
  component: KeyFeatureEditor,
  parameters: { layout: 'padded' },
  args: {
    initial: {
      title: '24/7 Lead Response',
      description: 'Every enquiry answered in seconds.',
      icon_name: 'Clock',
      icon_bg: '#EEF2FF',
      color: '#3F66FB',
      is_active: true,
    },
    label: 'Edit 24/7 Lead Response',
    busy: false,
    onSave: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof KeyFeatureEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Editing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Icon'), 'Phone');
    await userEvent.click(canvas.getByLabelText('Active (shown on the home page)'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save feature' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ icon_name: 'Phone', is_active: false }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const New: Story = {
  args: { initial: EMPTY_KEY_FEATURE, label: 'New feature' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // A card needs a title: the browser says so before anything is sent.
    await userEvent.click(canvas.getByRole('button', { name: 'Save feature' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('Title'), '  Site visits booked ');
    await userEvent.click(canvas.getByRole('button', { name: 'Save feature' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ title: 'Site visits booked', icon_bg: null, color: null }));
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
  args: { initial: { ...meta.args.initial, icon_bg: null, color: null } },
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
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ icon_bg: null, color: '#3F66FB' }));
  },
};
