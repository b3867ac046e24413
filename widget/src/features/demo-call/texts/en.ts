import type { TextCatalog } from '../../../element/texts.ts';

/**
 * The Get a Demo Call dialog in English: the site spec's words, verbatim, on our own site. Its
 * consent line is not here: a page's `texts` may not change it, and each wording has the version
 * its leads record (@vaani/validation's consent table).
 */
export const DEMO_CALL_EN = {
  title: 'Get a Demo Call',
  formHeading: 'Contact details',
  email: 'Business Email',
  phone: 'Contact Number',
  country: 'Country code',
  name: 'First Name',
  submit: 'Call me',
  submitting: 'Submitting...',
  invalidEmail: 'Please enter a valid business email',
  nameTooShort: 'Name must be at least 2 characters',
  invalidPhone: 'Please enter a valid phone number',
  toastSuccess: 'Call request submitted successfully!',
  toastTimeout: 'Call request received—processing in background.',
  toastError: 'Failed to place call. Please try again.',
  successTitle: 'Perfect!',
  successText: 'You will receive a call right away.',
  successCustomDemo: "If you're looking for a custom demo, let's connect.",
  successButton: 'Talk to us now',
  errorTitle: 'Something went wrong',
  errorText: "We couldn't place your call at this moment. Please try again.",
  errorButton: 'Try again',
  close: 'Close',
  notifications: 'Notifications',
  closeNotification: 'Close notification',
};

export type DemoCallTexts = typeof DEMO_CALL_EN;

export default {
  texts: DEMO_CALL_EN,
  // A home buyer on a partner's page has no business email.
  partner: { email: 'Email', invalidEmail: 'Please enter a valid email address' },
  branded: {
    title: 'Get a call from {brand}',
  },
} satisfies TextCatalog<DemoCallTexts>;
