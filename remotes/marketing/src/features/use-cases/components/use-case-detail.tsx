import { Button, tryNowControl, VideoPlayer } from '@vaani/ui';
import styled from 'styled-components';
import { useUseCaseVideo } from '../../demo-videos/api/use-video-url.ts';
import { LineIcon } from '../../icons/components/line-icon.tsx';
import type { UseCase } from '../api/use-case-catalogue.ts';
import { useSiteImage } from '../../home/api/use-site-content.ts';

const Detail = styled.article`
  display: grid;
  gap: 24px;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
  h3 {
    margin: 0 0 12px;
    font-size: 24px;
  }
  p {
    margin: 0 0 16px;
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

const Benefits = styled.ul`
  display: grid;
  gap: 10px;
  margin: 0 0 24px;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: 10px;
    align-items: flex-start;
  }
  svg {
    flex: none;
    margin-top: 3px;
    color: ${({ theme }) => theme.colors.success};
  }
`;

interface Props {
  useCase: UseCase;
  video: { url: string | null; loading: boolean };
  /** The admin's image for this use case (site settings' Use Cases): the video's still and poster. */
  still?: { url: string; alt: string };
}

/** The use case each Use Cases image slot (site spec §3) pictures, by what the slot is named after. */
const USE_CASE_IMAGE_SLOTS: Partial<Record<UseCase['id'], string>> = {
  leadQualification: 'useCaseLeadGeneration',
  postSaleSupport: 'useCaseCustomerSupport',
  virtualTours: 'useCaseAppointmentBooking',
  postPurchase: 'useCaseFollowUp',
};

/** A use case as drawn: what it does, its benefits, Try Now and its video. */
export function UseCaseDetailView({ useCase, video, still }: Props) {
  return (
    <Detail aria-labelledby={`use-case-${useCase.id}-title`}>
      <div>
        <h3 id={`use-case-${useCase.id}-title`}>{useCase.title}</h3>
        <p>{useCase.description}</p>
        <Benefits aria-label={`${useCase.title} benefits`}>
          {useCase.benefits.map((benefit) => (
            <li key={benefit}>
              <LineIcon name="Check" size={18} />
              {benefit}
            </li>
          ))}
        </Benefits>
        <Button {...tryNowControl(`use-case:${useCase.id}`, useCase.cta)} title={useCase.cta}>
          Try Now
        </Button>
      </div>
      <VideoPlayer title={`${useCase.title} demo`} src={video.url} pending={video.loading} poster={still} />
    </Detail>
  );
}

export function UseCaseDetail({ useCase }: { useCase: UseCase }) {
  const image = useSiteImage(USE_CASE_IMAGE_SLOTS[useCase.id] ?? '');
  const still = image?.url ? { url: image.url, alt: image.alt } : undefined;
  return <UseCaseDetailView useCase={useCase} video={useUseCaseVideo(useCase.id)} still={still} />;
}
