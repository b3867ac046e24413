import type { CaseStudy, CaseStudyWithStatus } from '@vaani/data';
import { Image } from '@vaani/ui';
import { Link } from '@vaani/router';
import styled from 'styled-components';
import { ContentSection } from '../../page-shell/components/content-section.tsx';
import { PageHero } from '../../page-shell/components/page-hero.tsx';
import { WidePicture } from '../../page-shell/components/blocks.tsx';
import { CASE_STUDIES_PATH } from '@vaani/router/public-paths';
import { BUSINESS_TIME_ZONE, formatLongDate } from '../../page-shell/api/format-long-date.ts';

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 8px 32px;
  margin: 24px auto 32px;
  color: ${({ theme }) => theme.colors.mutedText};
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }
  dd {
    margin: 0;
  }
  div {
    display: flex;
    gap: 6px;
  }
`;

const Logo = styled(Image)`
  width: 140px;
  height: 48px;
  margin: 24px auto 0;
`;

/* Texts come from the database as plain text: each blank line starts a new paragraph. */
function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
    </>
  );
}

const Quote = styled.figure`
  max-width: 880px;
  margin: 16px auto 48px;
  padding: 32px 24px;
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  blockquote {
    margin: 0 0 16px;
    font-size: 20px;
    line-height: 1.5;
  }
  figcaption {
    color: ${({ theme }) => theme.colors.mutedText};
  }
  figcaption strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Back = styled.p`
  max-width: 880px;
  margin: 0 auto 64px;
  padding: 0 16px;
  a {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 600;
  }
`;

/** A whole customer story: the challenge, the solution, the results and the customer's words. */
export function CaseStudyArticle({ study }: { study: CaseStudy | CaseStudyWithStatus }) {
  const author = [study.author_position, study.author_company].filter(Boolean).join(', ');
  return (
    <article>
      <PageHero eyebrow={study.industry || 'Case study'} title={study.title} intro={study.summary} />
      {study.company_logo ? <Logo src={study.company_logo} alt={`${study.author_company || study.title} logo`} fit="contain" priority /> : null}
      <Facts>
        {study.author_company ? (
          <div>
            <dt>Customer</dt>
            <dd>{study.author_company}</dd>
          </div>
        ) : null}
        {/* A staff preview of a draft or a scheduled story has no publication date to give. */}
        {'status' in study && study.status !== 'published' ? null : (
          <div>
            <dt>Published</dt>
            <dd>
              <time dateTime={study.created_at}>{formatLongDate(study.created_at, BUSINESS_TIME_ZONE)}</time>
            </dd>
          </div>
        )}
      </Facts>
      {study.featured_image ? <WidePicture src={study.featured_image} alt="" width={980} /> : null}
      {(
        [
          ['The challenge', study.challenge],
          ['The solution', study.solution],
          ['The results', study.results],
        ] as const
      ).map(([title, text]) =>
        text ? (
          <ContentSection key={title} title={title}>
            <Paragraphs text={text} />
          </ContentSection>
        ) : null,
      )}
      {study.testimonial ? (
        <Quote>
          <blockquote>“{study.testimonial}”</blockquote>
          {study.author_name ? (
            <figcaption>
              <strong>{study.author_name}</strong>
              {author ? `, ${author}` : null}
            </figcaption>
          ) : null}
        </Quote>
      ) : null}
      <Back>
        <Link to={CASE_STUDIES_PATH}>← All case studies</Link>
      </Back>
    </article>
  );
}
