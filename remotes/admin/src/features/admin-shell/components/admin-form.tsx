// Layout pieces shared by the admin forms. One button style per kind of action: save, publish, add
// are primary; edit secondary; move, preview, compare, delete outline; cancel, close, reset ghost.
import { Link } from '@vaani/router';
import { Button, Input } from '@vaani/ui';
import styled from 'styled-components';

export const Panel = styled.section`
  display: grid;
  gap: 16px;
  margin-bottom: 24px;
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  h2 {
    margin: 0;
    font-size: 20px;
  }
`;

export const FieldGrid = styled.div`
  display: grid;
  gap: 16px;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;

/** An item editor's last row: its Save (named for what it saves) and Cancel. */
export function SaveOrCancel({ label, busy, onCancel }: { label: string; busy: boolean; onCancel: () => void }) {
  return (
    <Actions>
      <Button type="submit" loading={busy}>
        {label}
      </Button>
      <Button type="button" variant="ghost" disabled={busy} onClick={onCancel}>
        Cancel
      </Button>
    </Actions>
  );
}

/** A select's options: each key of `of` a value, shown as its words, in the record's order. */
export function Options({ of }: { of: Readonly<Record<string, string>> }) {
  return Object.entries(of).map(([value, words]) => (
    <option key={value} value={value}>
      {words}
    </option>
  ));
}

export const Textarea = styled(Input).attrs({ as: 'textarea' })`
  min-height: 96px;
  resize: vertical;
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 500;
`;

/** A list of bordered rows, each its content and its actions on one line (wrapping on phones). */
export const RowList = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    align-items: center;
    justify-content: space-between;
    padding: 12px 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

/** Marks what the site falls back to when nothing is uploaded or chosen, so nobody takes it for an upload. */
export const DefaultBadge = styled.span`
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 12px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

/** Edit as a link (it opens the item's own screen), looking like the Edit buttons of the other lists. */
export const EditLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 6px 12px;
  border: 1px solid ${({ theme }) => theme.buttons.secondary.borderColor};
  border-radius: ${({ theme }) => theme.buttons.secondary.borderRadius};
  background: ${({ theme }) => theme.buttons.secondary.background};
  color: ${({ theme }) => theme.buttons.secondary.textColor};
  font-size: 14px;
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    background: ${({ theme }) => theme.buttons.secondary.hoverBackground};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
