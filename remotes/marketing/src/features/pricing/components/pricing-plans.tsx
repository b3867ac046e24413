import { bookDemoControl, Button, tryNowControl } from '@vaani/ui';
import styled from 'styled-components';
import { PRICING_PLANS, type PricingPlan } from '../api/pricing-plans.ts';
import { ResponsiveGrid } from '../../page-shell/components/responsive-grid.ts';

const Plan = styled.li<{ $featured: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 28px 24px;
  border: ${({ theme, $featured }) => ($featured ? `2px solid ${theme.colors.accent}` : `1px solid ${theme.colors.border}`)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme, $featured }) => ($featured ? theme.shadows.md : theme.shadows.sm)};
  h2 {
    margin: 0;
    font-size: 22px;
  }
  ul {
    flex: 1;
    margin: 0;
    padding-left: 20px;
    color: ${({ theme }) => theme.colors.mutedText};
  }
  li + li {
    margin-top: 6px;
  }
`;

const Badge = styled.p`
  align-self: flex-start;
  margin: 0;
  padding: 4px 10px;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.accent};
  color: #fff;
  font-size: 13px;
  font-weight: 600;
`;

const Price = styled.p`
  margin: 0;
  font-size: 34px;
  font-weight: 700;
  small {
    color: ${({ theme }) => theme.colors.mutedText};
    font-size: 15px;
    font-weight: 400;
  }
`;

const Audience = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** A plan's button is a Try Now or a Book Demo of its own: the same events, from `pricing:<plan>`. */
const planControl = (plan: PricingPlan) => (plan.opens === 'demo-call' ? tryNowControl : bookDemoControl)(`pricing:${plan.id}`, plan.cta);

/** The three plans side by side on wide screens, stacked on phones. */
export function PricingPlans() {
  return (
    <ResponsiveGrid aria-label="Plans" $lg={3}>
      {PRICING_PLANS.map((plan) => (
        <Plan key={plan.id} $featured={Boolean(plan.badge)}>
          {plan.badge ? <Badge>{plan.badge}</Badge> : null}
          <h2>{plan.name}</h2>
          <Price>
            {plan.price} {plan.period ? <small>{plan.period}</small> : null}
          </Price>
          <Audience>{plan.audience}</Audience>
          <ul>
            {plan.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          <Button variant={plan.badge ? 'primary' : 'outline'} fullWidth {...planControl(plan)}>
            {plan.cta}
          </Button>
        </Plan>
      ))}
    </ResponsiveGrid>
  );
}
