import { RETENTION_LIMITS, type RetentionSettings } from '@vaani/data';
import { Button, Field, Input } from '@vaani/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Actions, ErrorText, FieldGrid, Panel } from '../../admin-shell/components/admin-form.tsx';

const RETENTION_TEXTS = {
  title: 'Data retention',
  intro: 'How long data is kept. Applied every night; what is older is deleted for good, and each run is listed in the activity log.',
  leads: 'Keep leads for (days)',
  leadsHint: 'Empty: until erased on request.',
  spamLeads: 'Keep spam-held leads for (days)',
  changeLog: 'Keep the activity log for (days)',
  save: 'Save retention',
  saving: 'Saving…',
  saved: 'Saved. The next nightly run applies it.',
  loading: 'Loading the retention settings…',
  outOfRange: (min: number, max: number) => `Enter whole days from ${min} to ${max}.`,
} as const;

const Form = styled.form`
  display: grid;
  gap: 16px;
`;

type Setting = keyof RetentionSettings;
const FIELDS: { key: Setting; label: string; hint?: string }[] = [
  { key: 'leads_days', label: RETENTION_TEXTS.leads, hint: RETENTION_TEXTS.leadsHint },
  { key: 'spam_leads_days', label: RETENTION_TEXTS.spamLeads },
  { key: 'change_log_days', label: RETENTION_TEXTS.changeLog },
];

/** The typed value as the setting it stands for: null for an empty leads field, undefined when it is not one. */
function parse(key: Setting, text: string): number | null | undefined {
  if (key === 'leads_days' && text.trim() === '') return null;
  const days = Number(text);
  const { min, max } = RETENTION_LIMITS[key];
  return /^\d+$/.test(text.trim()) && days >= min && days <= max ? days : undefined;
}

export interface RetentionPanelProps {
  settings: RetentionSettings | undefined;
  loadError?: string | undefined;
  /** Saves; rejects with the reason in words. */
  onSave: (settings: RetentionSettings) => Promise<void>;
}

/** The team's decision on how long leads, spam-held leads and the activity log are kept (admins). */
export function RetentionPanel({ settings, loadError, onSave }: RetentionPanelProps) {
  return (
    <Panel aria-labelledby="retention-title">
      <h2 id="retention-title">{RETENTION_TEXTS.title}</h2>
      <p>{RETENTION_TEXTS.intro}</p>
      {settings ? (
        // Started once from the loaded settings: the reload after a save must not wipe what it says.
        <RetentionForm settings={settings} onSave={onSave} />
      ) : loadError ? (
        <ErrorText role="alert">{loadError}</ErrorText>
      ) : (
        <p role="status">{RETENTION_TEXTS.loading}</p>
      )}
    </Panel>
  );
}

function RetentionForm({ settings, onSave }: { settings: RetentionSettings; onSave: RetentionPanelProps['onSave'] }) {
  const [texts, setTexts] = useState(() => Object.fromEntries(FIELDS.map(({ key }) => [key, settings[key]?.toString() ?? ''])) as Record<Setting, string>);
  const [checked, setChecked] = useState(false);
  const [state, setState] = useState<{ saving: boolean; saved: boolean; failure: string | null }>({ saving: false, saved: false, failure: null });
  const values = Object.fromEntries(FIELDS.map(({ key }) => [key, parse(key, texts[key])])) as Record<Setting, number | null | undefined>;
  const errorOf = (key: Setting) => (checked && values[key] === undefined ? RETENTION_TEXTS.outOfRange(RETENTION_LIMITS[key].min, RETENTION_LIMITS[key].max) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (FIELDS.some(({ key }) => values[key] === undefined)) return;
    setState({ saving: true, saved: false, failure: null });
    onSave(values as RetentionSettings).then(
      () => setState({ saving: false, saved: true, failure: null }),
      (failure: Error) => setState({ saving: false, saved: false, failure: failure.message }),
    );
  };

  return (
    <Form noValidate onSubmit={submit} aria-busy={state.saving}>
      <FieldGrid>
        {FIELDS.map(({ key, label, hint }) => (
          <Field key={key} label={label} hint={hint} error={errorOf(key)}>
            <Input
              name={key}
              inputMode="numeric"
              value={texts[key]}
              onChange={(event) => setTexts({ ...texts, [key]: event.target.value })}
              disabled={state.saving}
            />
          </Field>
        ))}
      </FieldGrid>
      <Actions>
        <Button type="submit" variant="primary" loading={state.saving}>
          {state.saving ? RETENTION_TEXTS.saving : RETENTION_TEXTS.save}
        </Button>
        {state.saved ? <p role="status">{RETENTION_TEXTS.saved}</p> : null}
      </Actions>
      {state.failure ? <ErrorText role="alert">{state.failure}</ErrorText> : null}
    </Form>
  );
}
