import { Button } from '@vaani/ui';
import styled from 'styled-components';
import { Actions, ErrorText } from '../../admin-shell/components/admin-form.tsx';
import { SETTINGS_MESSAGES } from '../validate-site-config.ts';

const Bar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  align-items: center;
  justify-content: space-between;
  margin-top: 16px;
  padding: 8px 12px;
  font-size: 14px;
  ${({ theme }) => theme.media.md} {
    padding: 12px 16px;
    font-size: 16px;
  }
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.md};
  p {
    margin: 0;
  }
`;

export interface PublishBarProps {
  /** Fields that differ from what visitors see now. */
  changed: number;
  /** Fields whose value is not yet valid. */
  invalid: number;
  busy: boolean;
  onPreview: () => void;
  onPublish: () => void;
  onClearPreview: () => void;
}

const changedLabel = (changed: number) =>
  changed === 0 ? 'No changes from what visitors see' : changed === 1 ? '1 field changed' : `${changed} fields changed`;

/** Always in reach at the bottom of the screen, in two short lines on a phone: what changed, and what to do with it. */
export function PublishBar({ changed, invalid, busy, onPreview, onPublish, onClearPreview }: PublishBarProps) {
  return (
    <Bar role="region" aria-label="Publish">
      {invalid > 0 ? (
        <ErrorText role="alert">{SETTINGS_MESSAGES.fixErrors}</ErrorText>
      ) : (
        <p aria-live="polite">{changedLabel(changed)}</p>
      )}
      <Actions>
        <Button type="button" size="sm" variant="outline" onClick={onPreview} disabled={busy || invalid > 0}>
          Preview
        </Button>
        <Button type="button" size="sm" onClick={onPublish} loading={busy} disabled={invalid > 0 || changed === 0}>
          Publish
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onClearPreview} disabled={busy}>
          Clear preview
        </Button>
      </Actions>
    </Bar>
  );
}
