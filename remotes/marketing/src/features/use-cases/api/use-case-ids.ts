/** The fixed use-case catalogue's ids (spec §3), apart from its copy so the hero can prefetch videos cheaply. */
const B2C_USE_CASE_IDS = [
  'propertySearch',
  'leadQualification',
  'postSaleSupport',
  'rentalManagement',
  'virtualTours',
  'documentExplanation',
  'homeLoanAssistance',
  'postPurchase',
] as const;

const PRODUCT_FEATURE_IDS = ['multilingual', 'bandwidth', 'trust'] as const;

export type UseCaseId = (typeof B2C_USE_CASE_IDS)[number] | (typeof PRODUCT_FEATURE_IDS)[number];

export const ALL_USE_CASE_IDS: readonly UseCaseId[] = [...B2C_USE_CASE_IDS, ...PRODUCT_FEATURE_IDS];
