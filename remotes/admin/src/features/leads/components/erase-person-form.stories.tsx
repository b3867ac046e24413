import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ErasePersonForm } from './erase-person-form.tsx';

const meta = {
  title: 'Admin/Leads/ErasePersonForm',
  component: ErasePersonForm,
  parameters: { layout: 'padded' },
  args: { erase: fn(async () => ({ contact: 'priya@example.in', count: 3 })) },
} satisfies Meta<typeof ErasePersonForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Email or phone of the person')).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Erase leads' })).toBeDisabled();
  },
};

export const NotAContact: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email or phone of the person'), 'priya');
    await userEvent.click(canvas.getByRole('button', { name: 'Erase leads' }));
    await expect(canvas.getByText(/Enter the email address or the phone number/)).toBeVisible();
    await expect(args.erase).not.toHaveBeenCalled();
  },
};

export const Confirming: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email or phone of the person'), '+91 98123 45678');
    await userEvent.click(canvas.getByRole('button', { name: 'Erase leads' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Erase every lead of +919812345678?' });
    // The dialog fades in.
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(args.erase).not.toHaveBeenCalled();
  },
};

export const Erased: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(canvas.getByLabelText('Email or phone of the person'), 'priya@example.in');
    await userEvent.click(canvas.getByRole('button', { name: 'Erase leads' }));
    await userEvent.click(body.getByRole('button', { name: 'Erase' }));
    await expect(args.erase).toHaveBeenCalledWith('priya@example.in');
    await expect(canvas.getByLabelText('Email or phone of the person')).toHaveValue('');
  },
};
