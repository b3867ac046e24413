import type { PublicCaseStudy } from '@vaani/data';
import { Image } from '@vaani/ui';
import { Link } from '@vaani/router';
import styled from 'styled-components';
import { cardSurface } from '../../page-shell/components/blocks.tsx';
import { BUSINESS_TIME_ZONE, formatLongDate } from '../../page-shell/api/format-long-date.ts';

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  ${cardSurface}
  transition: box-shadow ${({ theme }) => theme.durations.normal} ease;
  &:hover,
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Cover = styled(Image)`
  aspect-ratio: 16 / 9;
`;

/* Stories published without a picture keep the card's shape with a calm brand gradient. */
const CoverPlaceholder = styled.div`
  aspect-ratio: 16 / 9;
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.primary}, ${({ theme }) => theme.colors.accent});
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 12px;
  padding: 20px;
`;

const Meta = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`;

const Logo = styled(Image)`
  width: 132px;
  height: 36px;
`;

const Industry = styled.span`
  padding: 4px 10px;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: 13px;
  font-weight: 600;
`;

const Title = styled.h2`
  margin: 0;
  font-size: 20px;
  line-height: 1.3;
  a {
    color: inherit;
    text-decoration: none;
  }
  /* The whole card is the link's click target; the link itself stays the one focus stop. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  a:focus-visible {
    outline: none;
  }
  a:focus-visible::after {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
    border-radius: ${({ theme }) => theme.radii.lg};
  }
`;

const Summary = styled.p`
  flex: 1;
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Published = styled.time`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: 14px;
`;

/** One story in the list: picture, company logo, industry, title, summary and publication date. */
export function CaseStudyCard({ study, path }: { study: PublicCaseStudy; path: string }) {
  return (
    <Card>
      {study.featured_image ? <Cover src={study.featured_image} alt="" /> : <CoverPlaceholder />}
      <Body>
        <Meta>
          {study.company_logo ? <Logo src={study.company_logo} alt={`${study.title} company logo`} fit="contain" /> : <span />}
          {study.industry ? <Industry>{study.industry}</Industry> : null}
        </Meta>
        <Title>
          <Link to={path}>{study.title}</Link>
        </Title>
        <Summary>{study.summary}</Summary>
        <Published dateTime={study.created_at}>{formatLongDate(study.created_at, BUSINESS_TIME_ZONE)}</Published>
      </Body>
    </Card>
  );
}
