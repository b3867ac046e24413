import type { ChangeEntry } from '@vaani/data';
import styled from 'styled-components';
import { changedFields, fieldLabel, type FieldChange } from '../change-diff.ts';

const Fields = styled.dl`
  display: grid;
  gap: 16px;
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 4px 0 0;
  }
`;

const Values = styled.div`
  display: grid;
  gap: 4px;
`;

const Value = styled.p<{ $kind: 'removed' | 'added' }>`
  margin: 0;
  padding: 4px 8px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ $kind, theme }) => ($kind === 'removed' ? theme.colors.dangerSurface : theme.colors.surface)};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Lines = styled.pre`
  margin: 0;
  padding: 8px;
  max-height: 320px;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 13px;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  del,
  ins {
    display: block;
    text-decoration: none;
  }
  del {
    background: ${({ theme }) => theme.colors.dangerSurface};
  }
  ins {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/** How the two sides are named: a change's before and after, or the current version and an older one. */
export interface DiffLabels {
  before: string;
  after: string;
}

const CHANGE_LABELS: DiffLabels = { before: 'Before', after: 'After' };

function FieldValues({ change, labels }: { change: FieldChange; labels: DiffLabels }) {
  if (change.lines) {
    return (
      <Lines aria-label={`${fieldLabel(change.field)}, line by line`}>
        {change.lines.map((line, index) =>
          line.kind === 'removed' ? (
            <del key={index}>− {line.text}</del>
          ) : line.kind === 'added' ? (
            <ins key={index}>+ {line.text}</ins>
          ) : (
            <span key={index}>{`  ${line.text}\n`}</span>
          ),
        )}
      </Lines>
    );
  }
  return (
    <Values>
      {change.before !== null ? (
        <Value $kind="removed">
          {labels.before}: {change.before}
        </Value>
      ) : null}
      {change.after !== null ? (
        <Value $kind="added">
          {labels.after}: {change.after}
        </Value>
      ) : null}
    </Values>
  );
}

/** The fields one change touched, before and after; long text line by line. */
export function ChangeDiffView({ change, labels = CHANGE_LABELS }: { change: Pick<ChangeEntry, 'before' | 'after'>; labels?: DiffLabels }) {
  const fields = changedFields(change.before, change.after);
  if (fields.length === 0) return <p>No field changed.</p>;
  return (
    <Fields>
      {fields.map((field) => (
        <div key={field.field}>
          <dt>{fieldLabel(field.field)}</dt>
          <dd>
            <FieldValues change={field} labels={labels} />
          </dd>
        </div>
      ))}
    </Fields>
  );
}
