import { orderedContent } from '../../ordered-content/api/ordered-content.ts';
import { TESTIMONIALS_KEY, TESTIMONIAL_MESSAGES, type Testimonial, type TestimonialsSection } from './testimonial-types.ts';

export type TestimonialInput = Omit<Testimonial, 'id' | 'display_order'>;

const testimonials = orderedContent<Testimonial, TestimonialsSection>({
  table: 'testimonials',
  sectionTable: 'testimonials_section',
  cache: TESTIMONIALS_KEY,
  saveFailed: TESTIMONIAL_MESSAGES.saveFailed,
  deleteFailed: TESTIMONIAL_MESSAGES.deleteFailed,
  sectionUpdateFailed: TESTIMONIAL_MESSAGES.sectionUpdateFailed,
});

export const {
  save: saveTestimonial,
  remove: deleteTestimonial,
  getSection: getTestimonialsSection,
  updateSection: updateTestimonialsSection,
  useItems: useTestimonials,
  useSave: useSaveTestimonial,
  useDelete: useDeleteTestimonial,
  useSection: useTestimonialsSection,
  useUpdateSection: useUpdateTestimonialsSection,
} = testimonials;

/** Testimonials in display order: the active ones, which anyone may read, or all of them (admins). */
export const listTestimonials = ({ activeOnly = false } = {}) => (activeOnly ? testimonials.listActive() : testimonials.listAll());
