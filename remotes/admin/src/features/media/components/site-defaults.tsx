import { DEFAULT_DEMO_VIDEO_PATH, DEMO_VIDEO_USE_CASE, type MediaFile } from '@vaani/data';
import { DEFAULT_SITE_CONFIG } from '@vaani/stores';
import styled from 'styled-components';
import { DefaultBadge, Panel } from '../../admin-shell/components/admin-form.tsx';
import { MEDIA_USE_CASES } from '../media-use-cases.ts';

const Grid = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  }
  li {
    display: grid;
    gap: 6px;
    align-content: start;
    min-width: 0;
  }
  video,
  img {
    width: 100%;
    max-height: 140px;
    object-fit: contain;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
  }
  p {
    margin: 0;
    font-size: 13px;
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

/** How the upload form names the demo video's use case. */
const DEMO_LABEL = MEDIA_USE_CASES.find((useCase) => useCase.id === DEMO_VIDEO_USE_CASE)?.label ?? DEMO_VIDEO_USE_CASE;

/** The default images the site ships with (the slots whose default is a file, not built-in artwork). */
const DEFAULT_IMAGES = DEFAULT_SITE_CONFIG.images.filter((image) => image.url);

export interface SiteDefaultsProps {
  /** The uploaded files, to say whether a default is what visitors see now. */
  media: readonly MediaFile[];
}

/** What the site shows when nothing is uploaded, and whether an upload replaces it now. */
export function SiteDefaults({ media }: SiteDefaultsProps) {
  const demoUploaded = media.some((file) => file.is_active && file.file_type === 'video' && file.use_case === DEMO_VIDEO_USE_CASE);
  return (
    <Panel aria-labelledby="site-defaults">
      <h2 id="site-defaults">What the site shows by default</h2>
      <Grid>
        <li>
          <video src={DEFAULT_DEMO_VIDEO_PATH} controls preload="metadata" muted aria-label="Default demo video" />
          <span>
            <DefaultBadge>Default</DefaultBadge> Demo video
          </span>
          <p>
            {demoUploaded
              ? `Replaced by your newest active video under “${DEMO_LABEL}”.`
              : `On the home page, until you upload a video under “${DEMO_LABEL}”.`}
          </p>
        </li>
        {DEFAULT_IMAGES.map((image) => (
          <li key={image.id}>
            <img src={image.url} alt={image.alt} loading="lazy" />
            <span>
              <DefaultBadge>Default</DefaultBadge> {image.description}
            </span>
            <p>Until another image is chosen for it under Site settings.</p>
          </li>
        ))}
      </Grid>
    </Panel>
  );
}
