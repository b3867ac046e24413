/** The use cases a file is uploaded for (media_files.use_case), the site's catalogue among them. */
export const MEDIA_USE_CASES = [
  { id: 'general', label: 'General' },
  { id: 'demo', label: 'Demo video' },
  { id: 'agentImage', label: 'Agent image' },
  { id: 'benefitsIcon1', label: 'Benefit icon 1' },
  { id: 'benefitsIcon2', label: 'Benefit icon 2' },
  { id: 'benefitsIcon3', label: 'Benefit icon 3' },
  { id: 'benefitsIcon4', label: 'Benefit icon 4' },
  { id: 'propertySearch', label: 'Property search' },
  { id: 'leadQualification', label: 'Lead qualification' },
  { id: 'postSaleSupport', label: 'Post-sale support' },
  { id: 'rentalManagement', label: 'Rental management' },
  { id: 'virtualTours', label: 'Virtual tours' },
  { id: 'documentExplanation', label: 'Document explanation' },
  { id: 'homeLoanAssistance', label: 'Home loan assistance' },
  { id: 'postPurchase', label: 'Post purchase' },
  { id: 'multilingual', label: 'Multilingual' },
  { id: 'bandwidth', label: 'Bandwidth' },
  { id: 'trust', label: 'Trust' },
  { id: 'case-studies', label: 'Case studies' },
] as const;

export const labelOfUseCase = (id: string) => MEDIA_USE_CASES.find((entry) => entry.id === id)?.label ?? id;
