import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_SECTION_ORDER } from '@vaani/stores';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { layoutRows, type LayoutRow } from '../home-section-catalogue.ts';
import { HomeLayoutEditor, type HomeLayoutEditorProps } from './home-layout-editor.tsx';

function Stateful(props: HomeLayoutEditorProps) {
  const [rows, setRows] = useState<LayoutRow[]>([...props.rows]);
  return <HomeLayoutEditor {...props} rows={rows} onChange={setRows} />;
}

const meta = {
  title: 'Admin/HomeLayout/HomeLayoutEditor',
  component: HomeLayoutEditor,
  render: (args) => <Stateful {...args} />,
  parameters: { layout: 'padded' },
  args: { rows: layoutRows(DEFAULT_SECTION_ORDER), busy: false, onChange: fn(), onPreview: fn(), onPublish: fn(), onClearPreview: fn() },
} satisfies Meta<typeof HomeLayoutEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const names = (canvas: HTMLElement) => [...canvas.querySelectorAll('li label')].map((label) => label.textContent?.trim());

export const KeyboardReorderAndHide: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Move up Testimonials' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(names(canvasElement).slice(6, 8)).toEqual(['Show Testimonials', 'Show Use Cases']);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show Call to Action' }));
    await expect(canvas.getByRole('checkbox', { name: 'Show Call to Action' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Show Key Features' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Move up Hero Banner' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await expect(args.onPublish).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Preview in this browser' }));
    await expect(args.onPreview).toHaveBeenCalled();
  },
};

export const Publishing: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Publish' })).toBeDisabled();
  },
};
