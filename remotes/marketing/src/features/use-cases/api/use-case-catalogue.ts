import type { IconName } from '../../icons/components/line-icon.tsx';
import type { UseCaseId } from './use-case-ids.ts';

export type UseCaseCategory = 'b2c' | 'implementation';

export interface UseCase {
  id: UseCaseId;
  category: UseCaseCategory;
  title: string;
  description: string;
  icon: IconName;
  benefits: readonly string[];
  cta: string;
}

/** The tabs of the use-cases section, in order, with the spec's labels. */
export const USE_CASE_TABS: readonly { id: UseCaseCategory; label: string }[] = [
  { id: 'b2c', label: 'B2C Use Cases' },
  { id: 'implementation', label: 'Product Features' },
];

/** The fixed use-case catalogue (spec §3), written for Indian real-estate sales teams. */
export const USE_CASES: readonly UseCase[] = [
  {
    id: 'propertySearch',
    category: 'b2c',
    title: 'Property Search',
    description:
      'Buyers describe what they want in their own words (a 2 BHK near a metro station in Thane under ₹1.2 crore) and the agent matches it against your live inventory.',
    icon: 'Search',
    benefits: [
      'Answers location, carpet area, amenities and price questions from your project data',
      'Suggests alternatives when the first choice is sold out',
      'Sends floor plans and brochures on WhatsApp during the call',
    ],
    cta: 'Try a property search call',
  },
  {
    id: 'leadQualification',
    category: 'b2c',
    title: 'Lead Qualification',
    description:
      'Every portal and ad enquiry gets a call within a minute. The agent asks about budget, configuration, preferred locality and possession timeline, and scores the lead.',
    icon: 'Target',
    benefits: [
      'No enquiry from 99acres, MagicBricks or Housing.com waits until the next morning',
      'Sales managers receive only buyers who match the project',
      'Scores and call notes land in your CRM automatically',
    ],
    cta: 'Try a qualification call',
  },
  {
    id: 'postSaleSupport',
    category: 'b2c',
    title: 'Post-Sale Support',
    description:
      'After booking, buyers call with questions about demand letters, construction updates and registration. The agent answers them and escalates what needs a person.',
    icon: 'Phone',
    benefits: [
      'Construction-linked payment reminders before each demand letter',
      'Instant answers on possession dates and project progress',
      'Your CRM team handles exceptions instead of routine calls',
    ],
    cta: 'Try a post-sale support call',
  },
  {
    id: 'rentalManagement',
    category: 'b2c',
    title: 'Rental Management',
    description:
      'For leasing teams and property managers: the agent screens tenants, schedules viewings and reminds tenants about rent and agreement renewals.',
    icon: 'Key',
    benefits: [
      'Screens tenants on budget, move-in date and family size',
      'Books viewings around the owner’s availability',
      'Calls about rent due dates and 11-month agreement renewals',
    ],
    cta: 'Try a rental enquiry call',
  },
  {
    id: 'virtualTours',
    category: 'b2c',
    title: 'Virtual Tours',
    description:
      'NRI and out-of-city buyers can book a guided video walkthrough of the sample flat, and the agent follows up with the questions they raised on the tour.',
    icon: 'Video',
    benefits: [
      'Tours scheduled across time zones, from Dubai to San Francisco',
      'Sample-flat walkthrough links sent on WhatsApp and email',
      'Follow-up call within a day of every tour',
    ],
    cta: 'Try a virtual tour booking',
  },
  {
    id: 'documentExplanation',
    category: 'b2c',
    title: 'Document Explanation',
    description:
      'Buyers often hesitate over paperwork. The agent explains the allotment letter, agreement for sale, RERA registration and stamp duty in plain Hindi or English.',
    icon: 'FileText',
    benefits: [
      'Clear answers on RERA numbers, carpet versus built-up area and charges',
      'Lists the documents needed for booking and registration',
      'Fewer deals stalled over unanswered questions',
    ],
    cta: 'Try a document walkthrough',
  },
  {
    id: 'homeLoanAssistance',
    category: 'b2c',
    title: 'Home Loan Assistance',
    description:
      'The agent estimates eligibility and EMIs, explains the offers of your partner banks and connects interested buyers with the right loan officer.',
    icon: 'Wallet',
    benefits: [
      'EMI estimates for the buyer’s budget and tenure during the call',
      'Warm handover to your partner banks’ home-loan teams',
      'Reminders for sanction letters and disbursement documents',
    ],
    cta: 'Try a home loan call',
  },
  {
    id: 'postPurchase',
    category: 'b2c',
    title: 'Post-Purchase Engagement',
    description:
      'Happy owners are your best source of referrals. The agent checks in after possession, collects feedback and invites referrals for your next launch.',
    icon: 'Home',
    benefits: [
      'Possession and handover feedback collected from every owner',
      'Referral offers for new launches shared at the right moment',
      'Maintenance and society questions routed to the right team',
    ],
    cta: 'Try an owner check-in call',
  },
  {
    id: 'multilingual',
    category: 'implementation',
    title: 'Multilingual Conversations',
    description:
      'Speaks Hindi, English, Hinglish, Marathi, Tamil, Telugu, Kannada and Bengali, and switches mid-sentence when the buyer does.',
    icon: 'Globe',
    benefits: [
      'Buyers speak the language they are most comfortable in',
      'Understands Indian accents, place names and project names',
      'One agent for every region you sell in',
    ],
    cta: 'Hear it switch languages',
  },
  {
    id: 'bandwidth',
    category: 'implementation',
    title: 'Works on Any Network',
    description:
      'Built for Indian mobile networks: calls stay clear on 3G and patchy 4G, and plain phone calls reach buyers who have no data at all.',
    icon: 'Wifi',
    benefits: [
      'Regular phone calls, no app or internet needed on the buyer’s side',
      'Low-latency replies even on weak connections',
      'Recovers gracefully from dropped calls with a call-back',
    ],
    cta: 'Try a call on your phone',
  },
  {
    id: 'trust',
    category: 'implementation',
    title: 'Trust and Compliance',
    description:
      'Every call follows your script and your rules: consent is recorded, DND preferences are respected and data is handled under the DPDP Act, 2023.',
    icon: 'Shield',
    benefits: [
      'Calls only within permitted hours, honouring DND and opt-outs',
      'Recordings and transcripts for every conversation',
      'Data stored securely with role-based access for your team',
    ],
    cta: 'See a compliant call',
  },
];

export const casesInCategory = (category: UseCaseCategory) => USE_CASES.filter((useCase) => useCase.category === category);
