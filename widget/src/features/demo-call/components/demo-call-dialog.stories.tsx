import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Toaster, useBotCheck } from '@vaani/ui';
import { currentConsent } from '@vaani/validation';
import type { SubmitDemoCall } from '../api/submit-demo-call.ts';
import { brandOf, resolveTexts } from '../../../element/texts.ts';
import english, { DEMO_CALL_EN } from '../texts/en.ts';
import hindi from '../texts/hi.ts';
import { DemoCallDialog, type DemoCallDialogProps } from './demo-call-dialog.tsx';

const never = fn<SubmitDemoCall>(() => new Promise(() => undefined));

/** The element keeps the dialog's invisible checks across openings; here the story does. */
function DialogWithChecks(props: Omit<DemoCallDialogProps, 'botCheck'>) {
  return <DemoCallDialog {...props} botCheck={useBotCheck()} />;
}

const LONG_BRAND = 'Skyline Realty Premium Residences and Commercial Spaces of Greater Pune';

const meta = {
  title: 'Widget/Get a Demo Call dialog',
  component: DialogWithChecks,
  args: {
    text: DEMO_CALL_EN,
    consent: currentConsent('demo-call'),
    onClose: fn(),
    onTalkToUs: fn(),
    submit: fn<SubmitDemoCall>(async () => 'success'),
  },
  decorators: [
    (Story) => (
      <>
        <Story />
        <Toaster />
      </>
    ),
  ],
} satisfies Meta<typeof DialogWithChecks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog fades in: wait for its entrance animation before checking what is visible. */
const shown = () => waitFor(() => expect(screen.getByRole('dialog', { name: 'Get a Demo Call' })).toBeVisible());

export const Form: Story = {
  play: async () => {
    await shown();
    await expect(screen.getByRole('button', { name: 'Call me' })).toBeEnabled();
    await expect(screen.getByLabelText('Country code')).toHaveValue('IN');
  },
};

export const ValidationErrors: Story = {
  args: { initiallyValidated: true, initialValues: { email: 'priya@skyline', countryId: 'IN', number: '98765', name: 'P' } },
  play: async () => {
    await shown();
    await expect(screen.getByText('Please enter a valid business email')).toBeVisible();
    await expect(screen.getByText('Please enter a valid phone number')).toBeVisible();
    await expect(screen.getByText('Name must be at least 2 characters')).toBeVisible();
  },
};

/** Ten characters with the dial code, but no Indian number is seven digits long. */
export const ImpossibleNumber: Story = {
  args: { initialValues: { email: 'priya@skylinerealty.in', countryId: 'IN', number: '1234567', name: 'Priya' } },
  play: async ({ args }) => {
    await shown();
    await userEvent.click(screen.getByRole('button', { name: 'Call me' }));
    await expect(await screen.findByText('Please enter a valid phone number')).toBeVisible();
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { submit: never, initialValues: { email: 'priya@skylinerealty.in', countryId: 'IN', number: '9876543210', name: 'Priya' } },
  play: async () => {
    await shown();
    await userEvent.click(screen.getByRole('button', { name: 'Call me' }));
    await expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
  },
};

export const Success: Story = {
  args: { initialView: 'success' },
  play: async () => {
    await shown();
    await expect(screen.getByRole('heading', { name: 'Perfect!' })).toBeVisible();
    await expect(screen.getByText('You will receive a call right away.')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Talk to us now' })).toBeVisible();
  },
};

export const Error: Story = {
  args: { initialView: 'error' },
  play: async () => {
    await shown();
    await expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const SubmitAndFail: Story = {
  args: {
    submit: fn<SubmitDemoCall>(async () => 'error'),
    initialValues: { email: 'priya@skylinerealty.in', countryId: 'IN', number: '9876543210', name: 'Priya' },
  },
  play: async () => {
    await shown();
    await userEvent.click(screen.getByRole('button', { name: 'Call me' }));
    // The toast slides in; visible once its entrance animation has run.
    await waitFor(() => expect(screen.getByText('Failed to place call. Please try again.')).toBeVisible());
    await expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  },
};

/** On a partner's page: its brand in the title and consent line, and no "Business Email". */
export const PartnerBrand: Story = {
  args: { text: resolveTexts(english, { brandName: 'Skyline Realty' }, true), consent: currentConsent('demo-call', 'en', 'Skyline Realty') },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Get a call from Skyline Realty' })).toBeVisible());
    await expect(screen.getByLabelText('Email')).toBeVisible();
    await expect(screen.getByText(/you agree that Skyline Realty may contact you/)).toBeVisible();
    await expect(screen.queryByText(/Vaani AI/)).toBeNull();
  },
};

/** A Hindi partner page: every word in Hindi, the validation messages too. */
export const HindiPartner: Story = {
  args: {
    text: resolveTexts(hindi, { brandName: 'स्काईलाइन रियल्टी' }, true),
    consent: currentConsent('demo-call', 'hi', 'स्काईलाइन रियल्टी'),
    initiallyValidated: true,
  },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'स्काईलाइन रियल्टी से कॉल पाएँ' })).toBeVisible());
    await expect(screen.getByRole('heading', { name: 'संपर्क विवरण' })).toBeVisible();
    await expect(screen.getByLabelText('ईमेल')).toBeVisible();
    await expect(screen.getByText('कृपया मान्य ईमेल पता दर्ज करें')).toBeVisible();
    await expect(screen.getByText('नाम में कम से कम 2 अक्षर होने चाहिए')).toBeVisible();
    await expect(screen.getByText(/कि स्काईलाइन रियल्टी मार्केटिंग और बिक्री के लिए आपसे संपर्क कर सकता है/)).toBeVisible();
    await expect(screen.getByRole('button', { name: 'मुझे कॉल करें' })).toBeEnabled();
    await expect(screen.getByRole('button', { name: 'बंद करें' })).toBeEnabled();
  },
};

/** A brand name past 60 characters is cut with an ellipsis and wraps inside the dialog. */
export const LongBrandName: Story = {
  args: { text: resolveTexts(english, { brandName: LONG_BRAND }, true), consent: currentConsent('demo-call', 'en', brandOf(LONG_BRAND)) },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: /^Get a call from Skyline Realty Premium .*…$/ });
    await waitFor(() => expect(dialog).toBeVisible());
    const panel = dialog.closest('[data-dialog-panel]') ?? dialog;
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
  },
};
