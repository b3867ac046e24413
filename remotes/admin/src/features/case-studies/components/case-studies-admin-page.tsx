import { CASE_STUDY_MESSAGES, useCreateCaseStudy, useDeleteCaseStudy, useStaffCaseStudies, type CaseStudyInput } from '@vaani/data';
import { Button } from '@vaani/ui';
import { useState } from 'react';
import { useNavigate } from '@vaani/router';
import { caseStudyEditPath } from '../../admin-shell/admin-links.ts';
import { AdminScreen } from '../../admin-shell/components/admin-screen.tsx';
import { CASE_STUDY_TOASTS } from '../case-study-status.ts';
import { CaseStudyForm, EMPTY_CASE_STUDY } from './case-study-form.tsx';
import { CaseStudyList } from './case-study-list.tsx';
import { report, useReport } from '../../admin-shell/report.ts';

export function CaseStudiesAdminPage() {
  const { caseStudies, loading, error } = useStaffCaseStudies();
  const navigate = useNavigate();
  const create = useCreateCaseStudy();
  const remove = useDeleteCaseStudy();
  const [adding, setAdding] = useState(false);
  const deletion = useReport<string>();

  const add = (input: CaseStudyInput) => {
    void report(
      create.mutate(input),
      (created) => {
        setAdding(false);
        navigate(caseStudyEditPath(created.id));
        // Saving never publishes: the edit screen previews, publishes or schedules it.
        return { title: CASE_STUDY_TOASTS.draftSaved, description: `${created.title} is a draft: preview it, then publish or schedule it.` };
      },
      CASE_STUDY_MESSAGES.addFailed,
    );
  };

  const del = (id: string) => deletion.run(id, remove.mutate(id), { title: CASE_STUDY_TOASTS.deleted }, CASE_STUDY_MESSAGES.removeFailed);

  return (
    <AdminScreen title="Case Studies" intro="Write drafts, then publish, schedule, edit and delete the customer stories shown on the site.">
      {adding ? (
        <CaseStudyForm
          heading="New case study"
          initial={EMPTY_CASE_STUDY}
          submitLabel="Save draft"
          saving={create.status === 'pending'}
          onSubmit={add}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <p>
          <Button onClick={() => setAdding(true)}>Add case study</Button>
        </p>
      )}
      <CaseStudyList caseStudies={caseStudies} loading={loading} error={error} deletingId={deletion.busy} onDelete={del} />
    </AdminScreen>
  );
}
