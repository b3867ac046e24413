import {
  TESTIMONIAL_MESSAGES,
  useDeleteTestimonial,
  useSaveTestimonial,
  useTestimonials,
  useTestimonialsSection,
  useUpdateTestimonialsSection,
  type Testimonial,
  type TestimonialInput,
} from '@vaani/data';
import { OrderedContentAdmin, type OrderedContent } from '../../admin-shell/components/ordered-content-admin.tsx';
import { EMPTY_TESTIMONIAL, TestimonialEditor, toTestimonialInput } from './testimonial-editor.tsx';

const TESTIMONIALS: OrderedContent<Testimonial, TestimonialInput> = {
  title: 'Testimonials',
  intro: "The customer quotes of the home page, their order and the section's heading and link text.",
  table: 'testimonials',
  section: {
    kind: 'testimonials_section',
    fields: [
      { name: 'title', label: 'Section title' },
      { name: 'description', label: 'Section description', long: true },
      { name: 'view_all_text', label: "'View all' link text" },
    ],
  },
  useSection: useTestimonialsSection,
  useSaveSection: useUpdateTestimonialsSection,
  useItems: useTestimonials,
  useSave: useSaveTestimonial,
  useDelete: useDeleteTestimonial,
  Editor: TestimonialEditor,
  empty: EMPTY_TESTIMONIAL,
  inputOf: toTestimonialInput,
  nameOf: (testimonial) => testimonial.name,
  texts: {
    list: 'Testimonials',
    noun: 'testimonial',
    editLabel: (name) => `Testimonial: ${name}`,
    history: (name) => `History of ${name}'s testimonial`,
    confirmText: (name) => `The quote by ${name} will be removed from the site.`,
    loading: TESTIMONIAL_MESSAGES.loading,
    loadFailed: TESTIMONIAL_MESSAGES.loadFailed,
    empty: TESTIMONIAL_MESSAGES.empty,
  },
  messages: { ...TESTIMONIAL_MESSAGES, added: TESTIMONIAL_MESSAGES.saved, updated: TESTIMONIAL_MESSAGES.saved },
};

export function TestimonialsAdminPage() {
  return <OrderedContentAdmin content={TESTIMONIALS} />;
}
