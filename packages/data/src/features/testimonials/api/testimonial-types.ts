import type { Tables } from '../../../database.types.ts';

export interface Testimonial {
  id: string;
  name: string;
  role: string;
  quote: string;
  rating: number;
  image: string;
  metrics_percentage: string;
  metrics_description: string;
  display_order: number;
  is_active: boolean;
}

export type TestimonialsSection = Omit<Tables<'testimonials_section'>, 'updated_at'>;

export const TESTIMONIALS_KEY = ['testimonials'] as const;

export const TESTIMONIAL_MESSAGES = {
  loading: 'Loading testimonials from database...',
  loadFailed: (error: string) => `Failed to load testimonials from database: ${error}`,
  empty: 'No testimonials found in database.',
  updateFailedTitle: 'Update failed',
  sectionUpdateFailed: 'Failed to update the testimonials section.',
  sectionUpdated: 'Section updated',
  saved: 'Testimonial saved',
  deleted: 'Testimonial deleted',
  saveFailed: (message: string) => `Failed to save the testimonial: ${message}`,
  deleteFailed: (message: string) => `Failed to delete the testimonial: ${message}`,
  moveFailedTitle: 'Move failed',
  moveFailed: 'Failed to update testimonial order.',
  orderUpdated: 'Order updated',
} as const;
