export { COUNTRIES, DEFAULT_COUNTRY_ID, findCountry, type Country } from './countries.ts';
export { stripNonDigits, splitPhone } from './phone.ts';
export { formatPhoneReadable, phoneProblem, toE164 } from './e164.ts';
export type { PhoneCheck } from './phone-rule.ts';
export { MESSAGES } from './messages.ts';
export { isValidEmail } from './email.ts';
export {
  isValidName,
  validateDemoLead,
  validateDemoLeadWith,
  type DemoLeadInput,
  type DemoLeadErrors,
} from './demo-lead.ts';
export { loadPhoneCheck, SPEC_RULES_ONLY } from './phone-check.ts';
export { validateNewsletterEmail } from './newsletter.ts';
export { validateGetStarted, type GetStartedInput } from './get-started.ts';
export { MAX_UPLOAD_BYTES, fileTooLargeMessage } from './upload.ts';
export { slugify, slugCandidate } from './slug.ts';
export { isValidVideoUrl } from './video-url.ts';
export { DEMO_CALL_CLIENT_ID } from './demo-call.ts';
export { isCssColor, isCssSize, isSiteLink, isSpacing } from './site-settings.ts';
export {
  CAMPAIGN_PARAMS,
  MAX_ATTRIBUTION_LENGTH,
  cleanAttribution,
  type Attribution,
} from './attribution.ts';
export { MAX_BRAND_LENGTH, consentWords, currentConsent, type ConsentText } from './consent.ts';
export { currentConsentVersion, isBrandedConsent, isConsentVersionOf, type ConsentForm, type ConsentLang, type ConsentWording } from './consent-versions.ts';
export { HONEYPOT_FIELD, botCheckProblem, type BotCheck, type LeadChecks } from './bot-check.ts';
