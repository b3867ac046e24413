import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SessionEndedDialog } from './session-ended-dialog.tsx';

const meta = {
  title: 'Admin/Guard/SessionEndedDialog',
  component: SessionEndedDialog,
} satisfies Meta<typeof SessionEndedDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AsksToSignInAgain: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Your session ended' });
    await expect(dialog).toHaveAccessibleDescription(/the screen behind this stays as you left it/);
    // It cannot be dismissed: the screen behind needs a session to save.
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
    // No way out of the screen from here: a password reset would leave what was typed behind.
    await expect(within(dialog).queryByRole('link', { name: /forgot/i })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    // The dialog fades in (opacity from 0): on a busy machine the message can be there before the box is opaque.
    await waitFor(() => expect(within(dialog).getByText('Password is required')).toBeVisible());
  },
};
