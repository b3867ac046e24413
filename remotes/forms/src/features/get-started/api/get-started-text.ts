/** Every text of the Get Started dialog; the messages are the spec's, verbatim. */
export const GET_STARTED_TEXT = {
  title: 'Get Started',
  description: 'Tell us how to reach you and our team will set up your AI voice sales agent.',
  name: 'Name',
  email: 'Email',
  phone: 'Phone Number',
  submit: 'Submit',
  submitting: 'Submitting...',
  cancel: 'Cancel',
  done: 'Done',
  successTitle: 'Thank You!',
  successText:
    'Your request has been submitted successfully. Our team will contact you within 24 hours to discuss your requirements.',
  errorTitle: 'Submission Failed',
  tryAgain: 'Try Again',
  failureToastTitle: 'Submission Failed',
  failureToastText: 'There was an error submitting your form. Please try again.',
} as const;
