/** Every text of the home page's request-callback section; the field labels are the demo form's. */
export const CALLBACK_TEXT = {
  title: 'Ready to Transform Your Sales?',
  lead: 'Leave your details and our AI voice agent will call you back to show what it can do for your team.',
  formLabel: 'Request a callback',
  email: 'Business Email',
  phone: 'Contact Number',
  country: 'Country code',
  name: 'First Name',
  submit: 'Request Callback',
  /** Not in the spec's words ("submitting, then submitted"): the demo form's label for the same state. */
  submitting: 'Submitting...',
  submittedTitle: 'Request Submitted!',
  submittedText: 'Thank you. Our team will call you back shortly.',
} as const;
