import type { StaffCaseStudy } from '@vaani/data';
import { caseStudyPath } from '@vaani/router/public-paths';
import { Button, Spinner } from '@vaani/ui';
import styled from 'styled-components';
import { caseStudyEditPath } from '../../admin-shell/admin-links.ts';
import { Actions, DefaultBadge, EditLink, ErrorText, RowList } from '../../admin-shell/components/admin-form.tsx';
import { useConfirm } from '../../admin-shell/components/confirm-dialog.tsx';
import { statusLabel } from '../case-study-status.ts';

const List = styled(RowList)`
  small {
    display: block;
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

const Title = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 8px;
  align-items: center;
`;

/** Whether visitors see it, at a glance: published in the success colour, the others muted. */
const StatusBadge = styled(DefaultBadge)<{ $status: StaffCaseStudy['status'] }>`
  color: ${({ theme, $status }) => ($status === 'published' ? theme.colors.success : theme.colors.text)};
  border-color: ${({ theme, $status }) => ($status === 'published' ? theme.colors.success : theme.colors.border)};
  border-style: ${({ $status }) => ($status === 'draft' ? 'dashed' : 'solid')};
`;

export interface CaseStudyListProps {
  caseStudies: readonly StaffCaseStudy[];
  loading: boolean;
  error: string | null;
  deletingId: string | null;
  onDelete: (id: string) => void;
}

/**
 * Every case study with whether visitors see it (drafts and scheduled ones included), edit links
 * and a confirmed delete; on failure the message over an empty list.
 */
export function CaseStudyList({ caseStudies, loading, error, deletingId, onDelete }: CaseStudyListProps) {
  const deletion = useConfirm(
    (study: StaffCaseStudy) => ({ title: 'Delete case study?', description: `"${study.title}" will be removed from the site. This cannot be undone.`, confirmLabel: 'Delete' }),
    (study) => onDelete(study.id),
  );
  if (loading) return <Spinner label="Loading case studies…" showLabel />;
  return (
    <>
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
      {caseStudies.length === 0 ? <p>No case studies yet.</p> : null}
      <List aria-label="Case studies">
        {caseStudies.map((study) => (
          <li key={study.id}>
            <div>
              <Title>
                <strong>{study.title}</strong>
                <StatusBadge $status={study.status}>{statusLabel(study.status, study.publish_at)}</StatusBadge>
              </Title>
              <small>
                {caseStudyPath(study.slug)}
                {study.industry ? ` · ${study.industry}` : ''}
              </small>
            </div>
            <Actions>
              <EditLink to={caseStudyEditPath(study.id)} aria-label={`Edit ${study.title}`}>
                Edit
              </EditLink>
              <Button
                variant="outline"
                size="sm"
                loading={deletingId === study.id}
                onClick={() => deletion.ask(study)}
                aria-label={`Delete ${study.title}`}
              >
                Delete
              </Button>
            </Actions>
          </li>
        ))}
      </List>
      {deletion.dialog}
    </>
  );
}
