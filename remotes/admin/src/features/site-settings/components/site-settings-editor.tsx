import type { ButtonStyle, ConfigurableButton, SiteConfig, SpacingSettings } from '@vaani/stores';
import { Button, Field, Input } from '@vaani/ui';
import { isCssColor } from '@vaani/validation';
import styled from 'styled-components';
import { Actions, ErrorText, FieldGrid, Panel, Textarea } from '../../admin-shell/components/admin-form.tsx';
import { ImageUrlField } from '../../media/components/image-url-field.tsx';
import { fieldKey, SETTINGS_MESSAGES } from '../validate-site-config.ts';

const Swatch = styled.span<{ $color: string }>`
  display: inline-block;
  width: 14px;
  height: 14px;
  margin-right: 6px;
  vertical-align: middle;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 3px;
  background: ${({ $color }) => $color};
`;

const BUTTONS: ConfigurableButton[] = ['primary', 'secondary', 'outline'];
const BUTTON_PROPS: [keyof ButtonStyle, string][] = [
  ['background', 'background'],
  ['textColor', 'text color'],
  ['hoverBackground', 'hover background'],
  ['borderColor', 'border color'],
  ['borderRadius', 'border radius'],
];
const SPACING: [keyof SpacingSettings, string][] = [
  ['howItWorksVerticalGap', 'How it works vertical gap (px)'],
  ['sectionPadding', 'Section padding (px)'],
  ['testimonialSpacing', 'Testimonial spacing (px)'],
  ['benefitsGap', 'Benefits gap (px)'],
];
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export interface SiteSettingsEditorProps {
  config: SiteConfig;
  errors: Record<string, string>;
  busy: boolean;
  onChange: (config: SiteConfig) => void;
  onPreview: () => void;
  onPublish: () => void;
  onClearPreview: () => void;
}

/** Every setting of the site configuration; an invalid value shows its message beside its field. */
export function SiteSettingsEditor({ config, errors, busy, onChange, onPreview, onPublish, onClearPreview }: SiteSettingsEditorProps) {
  const styles = config.styles;
  const setStyles = (next: Partial<SiteConfig['styles']>) => onChange({ ...config, styles: { ...styles, ...next } });
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <div>
      <Panel aria-label="Colors" role="group">
        <h2>Colors</h2>
        <FieldGrid>
          {styles.colors.map((color) => (
            <Field
              key={color.id}
              label={
                <>
                  <Swatch $color={isCssColor(color.value) ? color.value : 'transparent'} aria-hidden="true" />
                  {color.name}
                </>
              }
              hint={color.description}
              error={errors[fieldKey.color(color.id)]}
            >
              <Input
                value={color.value}
                onChange={(event) =>
                  setStyles({ colors: styles.colors.map((item) => (item.id === color.id ? { ...item, value: event.target.value } : item)) })
                }
              />
            </Field>
          ))}
        </FieldGrid>
      </Panel>

      <Panel aria-label="Buttons" role="group">
        <h2>Buttons</h2>
        {BUTTONS.map((button) => (
          <FieldGrid key={button}>
            {BUTTON_PROPS.map(([prop, label]) => (
              <Field key={prop} label={`${capitalised(button)} button ${label}`} error={errors[fieldKey.button(button, prop)]}>
                <Input
                  value={styles.buttons[button][prop]}
                  onChange={(event) =>
                    setStyles({ buttons: { ...styles.buttons, [button]: { ...styles.buttons[button], [prop]: event.target.value } } })
                  }
                />
              </Field>
            ))}
          </FieldGrid>
        ))}
      </Panel>

      <Panel aria-label="Spacing" role="group">
        <h2>Spacing</h2>
        <FieldGrid>
          {SPACING.map(([key, label]) => (
            <Field key={key} label={label} error={errors[fieldKey.spacing(key)]}>
              <Input
                type="number"
                min={0}
                step={1}
                value={Number.isNaN(styles.spacing[key]) ? '' : styles.spacing[key]}
                onChange={(event) => setStyles({ spacing: { ...styles.spacing, [key]: event.target.valueAsNumber } })}
              />
            </Field>
          ))}
        </FieldGrid>
      </Panel>

      <Panel aria-label="Links" role="group">
        <h2>Links</h2>
        <FieldGrid>
          {config.links.map((link) => (
            <Field key={link.id} label={link.name} error={errors[fieldKey.link(link.id)]}>
              <Input
                value={link.url}
                inputMode="url"
                onChange={(event) => onChange({ ...config, links: config.links.map((item) => (item.id === link.id ? { ...item, url: event.target.value } : item)) })}
              />
            </Field>
          ))}
        </FieldGrid>
      </Panel>

      <Panel aria-label="Images" role="group">
        <h2>Images</h2>
        {config.images.map((image) => (
          <ImageUrlField
            key={image.id}
            label={`${image.section}: ${image.description || image.field}`}
            value={image.url}
            useCase="general"
            allowUpload={false}
            error={errors[fieldKey.image(image.id)]}
            onChange={(url) => onChange({ ...config, images: config.images.map((item) => (item.id === image.id ? { ...item, url } : item)) })}
          />
        ))}
      </Panel>

      <Panel aria-label="Page texts" role="group">
        <h2>Page texts</h2>
        {config.texts.map((text) => (
          <Field key={`${text.section}.${text.field}`} label={`${text.section} ${text.field}`}>
            <Textarea
              rows={2}
              value={text.content}
              onChange={(event) =>
                onChange({
                  ...config,
                  texts: config.texts.map((item) => (item.section === text.section && item.field === text.field ? { ...item, content: event.target.value } : item)),
                })
              }
            />
          </Field>
        ))}
      </Panel>

      <Panel>
        {hasErrors ? <ErrorText role="alert">{SETTINGS_MESSAGES.fixErrors}</ErrorText> : null}
        <Actions>
          <Button variant="outline" onClick={onPreview} disabled={busy || hasErrors}>
            Preview in this browser
          </Button>
          <Button onClick={onPublish} loading={busy} disabled={hasErrors}>
            Publish
          </Button>
          <Button variant="ghost" onClick={onClearPreview} disabled={busy}>
            Clear preview
          </Button>
        </Actions>
      </Panel>
    </div>
  );
}
