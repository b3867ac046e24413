import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ColorField, type ColorFieldProps } from './color-field.tsx';

function Stateful(props: ColorFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ColorField
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Admin/SiteSettings/ColorField',
  component: ColorField,
  render: (args) => <Stateful {...args} />,
  parameters: { layout: 'padded' },
  args: {
    label: 'Accent',
    hint: 'Links, highlights and the focus ring.',
    value: '#3F66FB',
    swatches: [
      { name: 'Primary', value: '#1e293b' },
      { name: 'Accent', value: '#3F66FB' },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof ColorField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThemeSwatches: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Use Accent (#3F66FB)' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Use Primary (#1e293b)' }));
    await expect(args.onChange).toHaveBeenCalledWith('#1e293b');
    await expect(canvas.getByRole('textbox', { name: 'Accent' })).toHaveValue('#1e293b');
    await expect(canvas.getByLabelText('Accent: pick a colour')).toHaveValue('#1e293b');
  },
};

export const Invalid: Story = {
  args: { value: 'blue-ish', error: 'Enter a color such as #1e293b, rgb(30, 41, 59) or transparent' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Accent' })).toHaveAccessibleDescription(/Enter a color such as/);
  },
};
