/** Every text of the Get a Demo Call dialog, verbatim from the site spec. */
export const DEMO_CALL_TEXT = {
  title: 'Get a Demo Call',
  formHeading: 'Contact details',
  email: 'Business Email',
  phone: 'Contact Number',
  country: 'Country code',
  name: 'First Name',
  submit: 'Call me',
  submitting: 'Submitting...',
  consent:
    "By clicking 'Call me', you agree that Vaani AI may contact you about its products for marketing and sales purposes.",
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
} as const;
