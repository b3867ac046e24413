import { can, useCaseStudy, useSession, useStaffRole, type CaseStudyWithStatus } from '@vaani/data';
import { setPageHead } from '@vaani/stores';
import { useEffect } from 'react';
import { Navigate, useLocation, useParams } from '@vaani/router';
import styled from 'styled-components';
import { PageLoading, StatusMessage } from '../../page-shell/components/status-message.tsx';
import { CaseStudyView } from './case-study-view.tsx';

const Banner = styled.p`
  margin: 0;
  padding: 12px 16px;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  text-align: center;
  font-weight: 600;
`;

export const PREVIEW_TEXT = {
  checking: 'Checking permissions…',
  notStaff: 'Only editors and admins can preview case studies.',
  draft: 'Preview: this case study is a draft. Visitors do not see it.',
  scheduled: 'Preview: this case study is scheduled. Visitors do not see it yet.',
  published: 'Preview: this case study is published. Visitors see it too.',
} as const;

const bannerText = (study: CaseStudyWithStatus) => (study.status === 'published' ? PREVIEW_TEXT.published : study.status === 'scheduled' ? PREVIEW_TEXT.scheduled : PREVIEW_TEXT.draft);

/** A case study in the site's own page, whatever its status, read under staff's session (RLS). */
export default function CaseStudyPreviewPage() {
  const { id } = useParams();
  const { pathname } = useLocation();
  const { session, loading } = useSession();
  const { role, loading: roleLoading } = useStaffRole(session?.user.id);
  const staff = can(role, 'editContent');
  const query = useCaseStudy(staff ? id : undefined);
  const study = query.status === 'success' ? query.data : undefined;

  useEffect(() => {
    if (study) setPageHead(pathname, { title: study.title, description: study.summary });
  }, [pathname, study]);

  if (loading || (session && roleLoading)) return <PageLoading label={PREVIEW_TEXT.checking} />;
  if (!session) return <Navigate to="/auth" replace />;
  if (!staff) return <StatusMessage tone="error">{PREVIEW_TEXT.notStaff}</StatusMessage>;
  return (
    <>
      {study ? <Banner role="note">{bannerText(study)}</Banner> : null}
      <CaseStudyView study={study} error={query.error} onRetry={() => void query.refetch()} />
    </>
  );
}
