import { CallToActionBand } from '../../page-shell/components/call-to-action-band.tsx';
import { CardGrid } from '../../page-shell/components/card-grid.tsx';
import { PageHero } from '../../page-shell/components/page-hero.tsx';
import { PRICING_NOTES } from '../api/pricing-plans.ts';
import { PricingPlans } from './pricing-plans.tsx';

export default function PricingPage() {
  return (
    <>
      <PageHero
        eyebrow="Pricing"
        title="Simple Pricing That Grows With You"
        intro="Pay for the minutes your agent spends talking to buyers. Every plan starts with a free trial, and CRM integration and WhatsApp follow-ups are always included."
      />
      <PricingPlans />
      <CardGrid label="Billing details" cards={PRICING_NOTES} />
      <CallToActionBand
        location="pricing"
        title="Not sure which plan fits?"
        text="Hear the agent on a call to your own phone, or book a demo and we will size a plan on your monthly enquiry volume."
      />
    </>
  );
}
