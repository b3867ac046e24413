import { useKeyFeatures, useKeyFeaturesSection, type KeyFeature } from '@vaani/data';
import styled from 'styled-components';
import { HomeSection, SectionCard, SectionGrid } from '../../home/components/home-section.tsx';
import { LineIcon } from '../../icons/components/line-icon.tsx';
import { PageLoading, StatusMessage } from '../../page-shell/components/status-message.tsx';

const KEY_FEATURES_TEXTS = {
  defaultTitle: 'Key Features',
  defaultDescription: 'Everything your pre-sales team does on the phone, done by an AI voice agent.',
  loading: 'Loading features...',
  loadFailed: 'Failed to load features. Please try again.',
} as const;

const Card = styled(SectionCard)`
  box-shadow: none;
  h3 {
    margin: 0 0 6px;
    font-size: 18px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

const Icon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.accent};
`;

/** The admin's icon colours (#rrggbb only), inline so no stylesheet ever holds a row's text. */
const iconColours = ({ icon_bg, color }: KeyFeature) => ({
  ...(icon_bg ? { background: icon_bg } : {}),
  ...(color ? { color } : {}),
});

type KeyFeaturesViewProps = {
  title: string;
  description: string;
} & ({ state: 'loading' } | { state: 'error'; onRetry: () => void } | { state: 'loaded'; features: readonly KeyFeature[] });

/** The key features grid in each of its states; stories render it directly. */
export function KeyFeaturesView(props: KeyFeaturesViewProps) {
  return (
    <HomeSection id="key-features" title={props.title} subtitle={props.description}>
      {props.state === 'loading' ? (
        <PageLoading label={KEY_FEATURES_TEXTS.loading} short />
      ) : props.state === 'error' ? (
        <StatusMessage tone="error" onRetry={props.onRetry}>
          {KEY_FEATURES_TEXTS.loadFailed}
        </StatusMessage>
      ) : (
        <SectionGrid $columns={3} $gap={20}>
          {props.features.map((feature) => (
            <Card key={feature.id}>
              <Icon style={iconColours(feature)} data-feature-icon="">
                <LineIcon name={feature.icon_name} />
              </Icon>
              <div>
                <h3>{feature.title}</h3>
                <p>{feature.description}</p>
              </div>
            </Card>
          ))}
        </SectionGrid>
      )}
    </HomeSection>
  );
}

/** The active key features from the database in display order, under their section's title. */
export default function KeyFeaturesSection() {
  const features = useKeyFeatures();
  const section = useKeyFeaturesSection();
  const title = section.data?.title || KEY_FEATURES_TEXTS.defaultTitle;
  const description = section.data?.description || KEY_FEATURES_TEXTS.defaultDescription;
  if (features.error) {
    return <KeyFeaturesView title={title} description={description} state="error" onRetry={() => void features.refetch()} />;
  }
  if (!features.data) return <KeyFeaturesView title={title} description={description} state="loading" />;
  return <KeyFeaturesView title={title} description={description} state="loaded" features={features.data} />;
}
