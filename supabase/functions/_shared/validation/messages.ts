/** Every validation message of the site spec, verbatim. */
export const MESSAGES = {
  invalidBusinessEmail: 'Please enter a valid business email',
  nameTooShort: 'Name must be at least 2 characters',
  invalidPhone: 'Please enter a valid phone number',
  emailRequired: 'Email is required',
  invalidEmail: 'Please enter a valid email address',
  nameRequired: 'Name is required',
  phoneRequired: 'Phone number is required',
  phoneTooFewDigits: 'Please enter a valid phone number with at least 10 digits',
  validationErrorTitle: 'Validation Error',
  fileTooLargeTitle: 'File too large',
} as const;
