import {
  SEEN_BY_VISITORS,
  TESTIMONIAL_MESSAGES,
  useDeleteTestimonial,
  useReorderTestimonial,
  useSaveTestimonial,
  useTestimonials,
  useTestimonialsSection,
  useUpdateTestimonialsSection,
  type Testimonial,
  type TestimonialInput,
} from '@vaani/data';
import { toast } from '@vaani/stores';
import { Button } from '@vaani/ui';
import { useState } from 'react';
import { AdminScreen } from '../../admin-shell/components/admin-screen.tsx';
import { LoadState } from '../../admin-shell/components/load-state.tsx';
import { ConfirmDialog } from '../../admin-shell/components/confirm-dialog.tsx';
import { SectionTextForm } from '../../admin-shell/components/section-text-form.tsx';
import { ItemHistory } from '../../activity/components/item-history.tsx';
import { EMPTY_TESTIMONIAL, TestimonialEditor, toTestimonialInput } from './testimonial-editor.tsx';

const SECTION_FIELDS = [
  { name: 'title', label: 'Section title' },
  { name: 'description', label: 'Section description', long: true },
  { name: 'view_all_text', label: "'View all' link text" },
] as const;

const failed = (title: string, description: string) => toast({ title, description, variant: 'destructive' });

export function TestimonialsAdminPage() {
  const list = useTestimonials();
  const section = useTestimonialsSection();
  const updateSection = useUpdateTestimonialsSection();
  const save = useSaveTestimonial();
  const remove = useDeleteTestimonial();
  const reorder = useReorderTestimonial();
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState<Testimonial | null>(null);
  const testimonials = list.data ?? [];
  const busy = save.status === 'pending' || remove.status === 'pending' || reorder.status === 'pending';

  const saveOne = (input: TestimonialInput, id?: string) =>
    save.mutate({ input, id }).then(
      () => {
        setAdding(false);
        toast({ title: TESTIMONIAL_MESSAGES.saved, description: SEEN_BY_VISITORS });
      },
      (failure: Error) => failed(TESTIMONIAL_MESSAGES.updateFailedTitle, failure.message),
    );

  return (
    <AdminScreen title="Testimonials" intro="The customer quotes of the home page, their order and the section's heading and link text.">
      {section.data ? (
        <SectionTextForm
          key={JSON.stringify(section.data)}
          heading="Section heading"
          fields={SECTION_FIELDS}
          initial={{ title: section.data.title, description: section.data.description, view_all_text: section.data.view_all_text }}
          saving={updateSection.status === 'pending'}
          onSave={(values) => {
            if (!section.data) return;
            updateSection.mutate({ id: section.data.id, patch: values }).then(
              () => toast({ title: TESTIMONIAL_MESSAGES.sectionUpdated, description: SEEN_BY_VISITORS }),
              () => failed(TESTIMONIAL_MESSAGES.updateFailedTitle, TESTIMONIAL_MESSAGES.sectionUpdateFailed),
            );
          }}
        />
      ) : null}
      {section.data ? (
        <ItemHistory kind="testimonials_section" rowId={section.data.id} current={{ ...section.data }} title="Section heading history" toggleLabel="Section heading history" />
      ) : null}
      {adding ? (
        <TestimonialEditor heading="New testimonial" initial={EMPTY_TESTIMONIAL} busy={busy} onSave={(input) => void saveOne(input)} />
      ) : (
        <p>
          <Button onClick={() => setAdding(true)}>Add testimonial</Button>
        </p>
      )}
      <LoadState
        loading={list.isLoading}
        loadingLabel={TESTIMONIAL_MESSAGES.loading}
        error={list.status === 'error' ? TESTIMONIAL_MESSAGES.loadFailed(list.error?.message ?? '') : null}
        onRetry={() => void list.refetch()}
      />
      {list.status === 'success' && testimonials.length === 0 ? <p>{TESTIMONIAL_MESSAGES.empty}</p> : null}
      {testimonials.map((testimonial, index) => (
        <div key={testimonial.id}>
          <TestimonialEditor
            // A restore (or a save) brings new values: the form starts again from them.
            key={JSON.stringify(testimonial)}
            heading={`Testimonial ${index + 1}: ${testimonial.name}`}
            initial={toTestimonialInput(testimonial)}
            busy={busy}
            onSave={(input) => void saveOne(input, testimonial.id)}
            order={{
              isFirst: index === 0,
              isLast: index === testimonials.length - 1,
              onMove: (direction) =>
                void reorder.mutate({ testimonials, index, direction }).then(
                  () => toast({ title: TESTIMONIAL_MESSAGES.orderUpdated, description: SEEN_BY_VISITORS }),
                  () => failed(TESTIMONIAL_MESSAGES.moveFailedTitle, TESTIMONIAL_MESSAGES.moveFailed),
                ),
              onDelete: () => setConfirming(testimonial),
            }}
          />
          <ItemHistory
            kind="testimonials"
            rowId={testimonial.id}
            current={{ ...testimonial }}
            title={`History of ${testimonial.name}'s testimonial`}
            toggleLabel={`History of ${testimonial.name}'s testimonial`}
          />
        </div>
      ))}
      <ConfirmDialog
        open={confirming !== null}
        title="Delete testimonial?"
        description={`The quote by ${confirming?.name ?? ''} will be removed from the site.`}
        confirmLabel="Delete"
        onConfirm={() => {
          const target = confirming;
          setConfirming(null);
          if (!target) return;
          remove.mutate(target.id).then(
            () => toast({ title: TESTIMONIAL_MESSAGES.deleted, description: SEEN_BY_VISITORS }),
            (failure: Error) => failed(TESTIMONIAL_MESSAGES.updateFailedTitle, failure.message),
          );
        }}
        onCancel={() => setConfirming(null)}
      />
    </AdminScreen>
  );
}
