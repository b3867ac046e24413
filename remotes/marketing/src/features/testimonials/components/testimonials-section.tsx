import { useSiteConfig } from '@vaani/data/site-settings';
import { siteImageOf } from '@vaani/stores';
import { TESTIMONIAL_MESSAGES, useTestimonials, useTestimonialsSection, type Testimonial } from '@vaani/data';
import { Image } from '@vaani/ui';
import { Link } from '@vaani/router';
import { CASE_STUDIES_PATH } from '@vaani/router/public-paths';
import styled, { useTheme } from 'styled-components';
import { HomeSection, SectionCard, SectionGrid } from '../../home/components/home-section.tsx';
import { LineIcon } from '../../icons/components/line-icon.tsx';
import { PageLoading, StatusMessage } from '../../page-shell/components/status-message.tsx';

const TESTIMONIALS_TEXTS = {
  defaultTitle: 'What our customers say',
  defaultDescription: 'Real-estate sales teams across India use Vaani AI to answer every buyer, every time.',
  defaultViewAll: 'View all case studies',
} as const;

const Card = styled(SectionCard)`
  flex-direction: column;
`;

const Stars = styled.p`
  display: flex;
  gap: 2px;
  margin: 0;
  color: #f59e0b;
`;

const Quote = styled.blockquote`
  flex: 1;
  margin: 0;
  font-size: 16px;
  line-height: 1.6;
`;

const Person = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  strong {
    display: block;
  }
  span {
    color: ${({ theme }) => theme.colors.mutedText};
    font-size: 14px;
  }
`;

const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 48px;
  height: 48px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
`;

const Metric = styled.p`
  display: flex;
  align-items: baseline;
  gap: 8px;
  margin: 0;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.mutedText};
  strong {
    color: ${({ theme }) => theme.colors.accent};
    font-size: 24px;
  }
`;

const ViewAll = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin-top: 32px;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Footer = styled.div`
  text-align: center;
`;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0] ?? '')
    .join('')
    .toUpperCase();

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const rating = Math.max(0, Math.min(5, Math.round(testimonial.rating)));
  return (
    <Card>
      <Stars aria-label={`Rated ${rating} out of 5`} role="img">
        {Array.from({ length: 5 }, (_, index) => (
          <LineIcon key={index} name="Star" size={18} filled={index < rating} />
        ))}
      </Stars>
      <Quote>&ldquo;{testimonial.quote}&rdquo;</Quote>
      <Person>
        <Avatar>
          {testimonial.image ? (
            <Image src={testimonial.image} alt="" style={{ width: 48, height: 48 }} />
          ) : (
            <span aria-hidden="true">{initials(testimonial.name)}</span>
          )}
        </Avatar>
        <div>
          <strong>{testimonial.name}</strong>
          <span>{testimonial.role}</span>
        </div>
      </Person>
      {testimonial.metrics_percentage ? (
        <Metric>
          <strong>{testimonial.metrics_percentage}</strong>
          {testimonial.metrics_description}
        </Metric>
      ) : null}
    </Card>
  );
}

interface TestimonialsViewProps {
  title: string;
  description: string;
  viewAllText: string;
  /** Undefined while loading. */
  testimonials?: readonly Testimonial[];
  error?: string;
}

/** The testimonials section in each of its states; stories render it directly. */
export function TestimonialsView({ title, description, viewAllText, testimonials, error }: TestimonialsViewProps) {
  const { spacing } = useTheme();
  return (
    <HomeSection id="testimonials" tone="muted" title={title} subtitle={description}>
      {error !== undefined ? (
        <StatusMessage tone="error">{TESTIMONIAL_MESSAGES.loadFailed(error)}</StatusMessage>
      ) : !testimonials ? (
        <PageLoading label={TESTIMONIAL_MESSAGES.loading} short />
      ) : testimonials.length === 0 ? (
        <StatusMessage>{TESTIMONIAL_MESSAGES.empty}</StatusMessage>
      ) : (
        <SectionGrid $columns={3} $gap={spacing.testimonialSpacing}>
          {testimonials.map((testimonial) => (
            <TestimonialCard key={testimonial.id} testimonial={testimonial} />
          ))}
        </SectionGrid>
      )}
      <Footer>
        <ViewAll to={CASE_STUDIES_PATH}>
          {viewAllText}
          <LineIcon name="ArrowRight" size={18} />
        </ViewAll>
      </Footer>
    </HomeSection>
  );
}

/** The site settings' Testimonials avatars 1–3, for the first three cards whose row has no photo of its own. */
const AVATAR_SLOTS = ['testimonialAvatar1', 'testimonialAvatar2', 'testimonialAvatar3'] as const;

/** Active testimonials from the database, with the section's title, text and link label. */
export default function TestimonialsSection() {
  const testimonials = useTestimonials({ activeOnly: true });
  const section = useTestimonialsSection();
  const config = useSiteConfig();
  const avatars = AVATAR_SLOTS.map((id) => siteImageOf(config, id)?.url);
  return (
    <TestimonialsView
      title={section.data?.title || TESTIMONIALS_TEXTS.defaultTitle}
      description={section.data?.description || TESTIMONIALS_TEXTS.defaultDescription}
      viewAllText={section.data?.view_all_text || TESTIMONIALS_TEXTS.defaultViewAll}
      error={testimonials.error?.message}
      testimonials={testimonials.data?.map((testimonial, index) => (testimonial.image || !avatars[index] ? testimonial : { ...testimonial, image: avatars[index] }))}
    />
  );
}
