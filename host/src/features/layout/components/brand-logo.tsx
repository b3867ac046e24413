import { Link } from '@vaani/router';
import type { ImageSetting } from '@vaani/stores';
import styled from 'styled-components';
import { routePath, SITE_NAME } from '../../../routes/route-table.ts';

const Logo = styled(Link)<{ $inverted: boolean }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: 10px;
  white-space: nowrap;
  color: ${({ theme, $inverted }) => ($inverted ? '#FFFFFF' : theme.colors.text)};
  font-size: 20px;
  font-weight: 700;
  text-decoration: none;
  letter-spacing: -0.01em;
`;

const Mark = styled.svg`
  width: 32px;
  height: 32px;
  flex: none;
`;

/** An uploaded logo keeps the wordmark's height; its width follows the file. */
const Uploaded = styled.img`
  display: block;
  height: 32px;
  width: auto;
  max-width: 200px;
`;

/** The wordmark, or the logo an admin set; links home. */
export function BrandLogo({ inverted = false, image }: { inverted?: boolean; image?: ImageSetting }) {
  return (
    <Logo to={routePath('home')} $inverted={inverted} aria-label={`${SITE_NAME} home`}>
      {image ? (
        <Uploaded src={image.url} alt={image.alt || SITE_NAME} height={32} />
      ) : (
        <>
          <Mark viewBox="0 0 32 32" aria-hidden="true">
            <rect width="32" height="32" rx="8" fill="#3F66FB" />
            <path d="M9 13v6M13 10v12M17 8v16M21 11v10M25 14v4" stroke="#FFFFFF" strokeWidth="2.4" strokeLinecap="round" />
          </Mark>
          {SITE_NAME}
        </>
      )}
    </Logo>
  );
}
