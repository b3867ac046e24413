import type { SiteConfig } from '@vaani/stores';
import { Tabs } from '@vaani/ui';
import styled from 'styled-components';
import { FieldGrid, Panel } from '../../admin-shell/components/admin-form.tsx';
import { ANALYTICS_SECTION, SETTINGS_SECTIONS, type SettingsSection } from '../settings-sections.ts';
import { defaultSetting, readSetting, writeSetting } from '../setting-values.ts';
import { PublishBar } from './publish-bar.tsx';
import { SettingField } from './setting-field.tsx';

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Group = styled.fieldset`
  display: grid;
  gap: 16px;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 8px;
    padding: 0;
    font-size: 17px;
    font-weight: 700;
  }
`;

export interface SiteSettingsEditorProps {
  config: SiteConfig;
  /** Messages by field key: the form's own checks and a refusal of the database. */
  errors: Record<string, string>;
  /** Fields that differ from what visitors see now. */
  changed: number;
  busy: boolean;
  section: string;
  onSectionChange: (id: string) => void;
  onChange: (config: SiteConfig) => void;
  onPreview: () => void;
  onPublish: () => void;
  onClearPreview: () => void;
}

const problemsIn = (section: SettingsSection, errors: Record<string, string>) =>
  section.groups.flatMap((group) => group.fields).filter((field) => errors[field.path]).length;

function SectionPanel({ section, config, errors, onChange }: { section: SettingsSection } & Pick<SiteSettingsEditorProps, 'config' | 'errors' | 'onChange'>) {
  const swatches = config.styles.colors.map((color) => ({ name: color.name, value: color.value }));
  return (
    <Panel aria-label={section.title} role="group">
      <h2>{section.title}</h2>
      <Intro>{section.intro}</Intro>
      {section.groups.map((group) => (
        <Group key={group.title}>
          {section.groups.length > 1 ? <legend>{group.title}</legend> : null}
          <FieldGrid>
            {group.fields.map((field) => (
              <SettingField
                key={field.path}
                field={field}
                value={readSetting(config, field)}
                defaultValue={defaultSetting(field)}
                error={errors[field.path]}
                swatches={swatches}
                onChange={(value) => onChange(writeSetting(config, field, value))}
              />
            ))}
          </FieldGrid>
        </Group>
      ))}
    </Panel>
  );
}

function AnalyticsPanel() {
  return (
    <Panel aria-label={ANALYTICS_SECTION.title} role="group">
      <h2>{ANALYTICS_SECTION.title}</h2>
      <Intro>
        Google Analytics 4 and the Meta Pixel are connected by whoever runs the website, not here: send them your GA4 measurement ID
        (it starts with G-) and your Meta Pixel ID. Once they are connected, every page counts visits and how often Try Now and Book
        Demo are opened; until then the site loads no tracker at all.
      </Intro>
    </Panel>
  );
}

/** Every setting of the site, one section at a time, with the publish bar always in reach. */
export function SiteSettingsEditor({ config, errors, changed, busy, section, onSectionChange, onChange, onPreview, onPublish, onClearPreview }: SiteSettingsEditorProps) {
  const items = [
    ...SETTINGS_SECTIONS.map((item) => {
      const problems = problemsIn(item, errors);
      return {
        id: item.id,
        label: problems > 0 ? `${item.title} (${problems} to fix)` : item.title,
        panel: <SectionPanel section={item} config={config} errors={errors} onChange={onChange} />,
      };
    }),
    { id: ANALYTICS_SECTION.id, label: ANALYTICS_SECTION.title, panel: <AnalyticsPanel /> },
  ];
  return (
    <div>
      <Tabs label="Settings sections" items={items} value={section} onValueChange={onSectionChange} />
      <PublishBar
        changed={changed}
        invalid={Object.keys(errors).length}
        busy={busy}
        onPreview={onPreview}
        onPublish={onPublish}
        onClearPreview={onClearPreview}
      />
    </div>
  );
}
