import type { Meta, StoryObj } from '@storybook/react-vite';
import type { KeyFeature } from '@vaani/data';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrderedList } from './ordered-list.tsx';

const feature = (n: number, title: string, is_active = true): KeyFeature => ({
  id: `f${n}`,
  title,
  description: '',
  icon_name: 'Clock',
  icon_bg: null,
  color: null,
  display_order: n,
  is_active,
});

const meta = {
  title: 'Admin/OrderedList',
  component: OrderedList<KeyFeature>,
  parameters: { layout: 'padded' },
  args: {
    label: 'Features',
    items: [feature(1, '24/7 Lead Response'), feature(2, 'Multilingual voices'), feature(3, 'CRM sync', false)],
    nameOf: (item: KeyFeature) => item.title,
    busy: false,
    onMove: fn(),
    editing: { openId: null, onOpen: fn(), onDelete: fn(), renderEditor: (open: KeyFeature) => <p>{`Editor of ${open.title}`}</p> },
  },
} satisfies Meta<typeof OrderedList<KeyFeature>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('· Hidden from the home page')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Move 24/7 Lead Response up' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Move CRM sync down' })).toBeDisabled();
    // The keyboard's way to reorder: focus a row's Up button and press Enter.
    canvas.getByRole('button', { name: 'Move Multilingual voices up' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMove).toHaveBeenCalledWith(1, 0);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit CRM sync' }));
    await expect(args.editing?.onOpen).toHaveBeenCalledWith('f3');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete CRM sync' }));
    await expect(args.editing?.onDelete).toHaveBeenCalledWith(args.items[2]);
  },
};

export const OneOpen: Story = {
  args: { editing: { ...meta.args.editing, openId: 'f2' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Editor of Multilingual voices')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Close Multilingual voices' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Close Multilingual voices' }));
    await expect(args.editing?.onOpen).toHaveBeenCalledWith(null);
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Delete CRM sync' })).toBeDisabled();
  },
};
