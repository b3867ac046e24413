import { siteLinkOf, SOCIAL_LINK_IDS, type ImageSetting, type LinkSetting } from '@vaani/stores';
import { bookDemoControl, Button } from '@vaani/ui';
import type { ReactNode } from 'react';
import { Link } from '@vaani/router';
import styled from 'styled-components';
import {
  FOOTER_LEGAL,
  FOOTER_QUICK_LINKS,
  FOOTER_RESOURCES,
  type NavLinkItem,
} from '../../navigation/nav-links.ts';
import { BrandLogo } from './brand-logo.tsx';
import { LinkItems, pageColumn } from './nav-items.tsx';
import { SocialIcon } from './social-icons.tsx';

const FOOTER_TEXT = '#CBD5E1';

const Root = styled.footer`
  background: #0f172a;
  color: ${FOOTER_TEXT};
`;

const Container = styled.div`
  ${pageColumn}
`;

const Banner = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;
  align-items: flex-start;
  justify-content: space-between;
  margin-top: 56px;
  padding: 28px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(120deg, #3f66fb, #2541b2);
  color: #ffffff;
  ${({ theme }) => theme.media.md} {
    flex-direction: row;
    align-items: center;
  }
  h2 {
    color: inherit;
    margin: 0 0 4px;
    font-size: 24px;
  }
  p {
    margin: 0;
    color: #e0e7ff;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: 32px;
  padding: 48px 0;
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1.3fr 1fr 1fr 1.6fr;
  }
`;

const About = styled.p`
  margin: 16px 0;
  max-width: 340px;
`;

const Heading = styled.h2`
  margin: 0 0 14px;
  color: #ffffff;
  font-size: 16px;
  font-weight: 600;
`;

const LinkList = styled.ul`
  display: grid;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const FooterLink = styled(Link)`
  color: ${FOOTER_TEXT};
  text-decoration: none;
  &:hover {
    color: #ffffff;
    text-decoration: underline;
  }
`;

const Socials = styled.ul`
  display: flex;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 40px;
    height: 40px;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.08);
    color: ${FOOTER_TEXT};
  }
  a:hover {
    background: rgba(255, 255, 255, 0.16);
    color: #ffffff;
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 20px 0 28px;
  border-top: 1px solid rgba(255, 255, 255, 0.12);
  font-size: 14px;
  ${({ theme }) => theme.media.md} {
    flex-direction: row;
    justify-content: space-between;
  }
  p {
    margin: 0;
  }
`;

const Legal = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 20px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

function LinkColumn({ title, links }: { title: string; links: readonly NavLinkItem[] }) {
  return (
    <nav aria-label={title}>
      <Heading>{title}</Heading>
      <LinkList>
        <LinkItems links={links} as={FooterLink} />
      </LinkList>
    </nav>
  );
}

interface Props {
  /** The 'Stay Updated' box, which the forms remote provides. */
  newsletter: ReactNode;
  /** The site configuration's links (useSiteConfig), of which the footer shows the social ones. */
  links: readonly LinkSetting[];
  /** The logo an admin set for the footer (its dark background), else the wordmark. */
  logo?: ImageSetting;
}

export function Footer({ newsletter, links, logo }: Props) {
  // The configurable get-started link (site spec §2): a page of ours or an outside address.
  const getStarted = siteLinkOf({ links }, 'get-started');
  return (
    <Root>
      <Container>
        <Banner aria-labelledby="footer-demo-title">
          <div>
            <h2 id="footer-demo-title">See Vaani AI on your own leads</h2>
            <p>Book a live demo and watch an AI voice agent qualify a real-estate enquiry in minutes.</p>
          </div>
          <Button variant="secondary" size="lg" {...bookDemoControl('footer')}>
            Book a Demo
          </Button>
        </Banner>
        <Columns>
          <div>
            <BrandLogo inverted image={logo} />
            <About>
              Human-like AI voice sales agents that answer, qualify and follow up with every lead, 24/7.
            </About>
            <Socials aria-label="Social media">
              {SOCIAL_LINK_IDS.map((id) => {
                const link = links.find((item) => item.id === id);
                return link?.url ? (
                  <li key={id}>
                    <a href={link.url} aria-label={link.name} target="_blank" rel="noopener noreferrer">
                      <SocialIcon name={id} />
                    </a>
                  </li>
                ) : null;
              })}
            </Socials>
          </div>
          <LinkColumn
            title="Quick Links"
            links={getStarted ? [...FOOTER_QUICK_LINKS, { label: 'Get Started', to: getStarted }] : FOOTER_QUICK_LINKS}
          />
          <LinkColumn title="Resources" links={FOOTER_RESOURCES} />
          <div>{newsletter}</div>
        </Columns>
        <Bottom>
          <p>© {new Date().getFullYear()} Vaani AI. All rights reserved.</p>
          <nav aria-label="Legal">
            <Legal>
              <LinkItems links={FOOTER_LEGAL} as={FooterLink} />
            </Legal>
          </nav>
        </Bottom>
      </Container>
    </Root>
  );
}
