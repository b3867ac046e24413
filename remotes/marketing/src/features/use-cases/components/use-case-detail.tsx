import { Button, openTryNow, VideoPlayer } from '@vaani/ui';
import styled from 'styled-components';
import { useUseCaseVideo } from '../../demo-videos/api/use-video-url.ts';
import { LineIcon } from '../../icons/components/line-icon.tsx';
import type { UseCase } from '../api/use-case-catalogue.ts';

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
}

/** A use case as drawn: what it does, its benefits, Try Now and its video. */
export function UseCaseDetailView({ useCase, video }: Props) {
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
        <Button onClick={() => openTryNow(`use-case:${useCase.id}`, useCase.cta)} title={useCase.cta}>
          Try Now
        </Button>
      </div>
      <VideoPlayer title={`${useCase.title} demo`} src={video.url} pending={video.loading} />
    </Detail>
  );
}

export function UseCaseDetail({ useCase }: { useCase: UseCase }) {
  return <UseCaseDetailView useCase={useCase} video={useUseCaseVideo(useCase.id)} />;
}
