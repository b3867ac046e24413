import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithPassword } from '../../auth/api/sign-in-with-password.ts';
import { signOut } from '../../auth/api/sign-out.ts';
import { startBackend, type Backend } from '../../../testing/local-backend.ts';
import { moveInOrder } from '../../ordered-content/api/move-in-order.ts';
import {
  deleteTestimonial,
  getTestimonialsSection,
  listTestimonials,
  saveTestimonial,
  updateTestimonialsSection,
  type TestimonialInput,
} from './testimonials.ts';

let backend: Backend;

beforeAll(async () => {
  backend = await startBackend();
  await backend.createUser('admin@vaani.test', 'admin-password-1', { role: 'admin' });
});
afterAll(() => backend?.local.stop());

describe('testimonials', () => {
  it('lists by display order, and active ones only when asked', async () => {
    const all = await listTestimonials();
    const orders = all.map((row) => row.display_order);
    expect([...orders].sort((a, b) => a - b)).toEqual(orders);
    const hidden = all[0];
    await backend.service.from('testimonials').update({ is_active: false }).eq('id', hidden?.id);
    const active = await listTestimonials({ activeOnly: true });
    expect(active.map((row) => row.id)).not.toContain(hidden?.id);
    expect(active.every((row) => row.is_active)).toBe(true);
  });

  it('reads the section and refuses a visitor editing it', async () => {
    const section = await getTestimonialsSection();
    expect(section?.view_all_text).toEqual(expect.any(String));
    await expect(updateTestimonialsSection(section?.id ?? '', { title: 'x' })).rejects.toThrow(
      'Failed to update the testimonials section.',
    );
  });

  it('lets an admin update the section', async () => {
    await signInWithPassword('admin@vaani.test', 'admin-password-1');
    const section = await getTestimonialsSection();
    const updated = await updateTestimonialsSection(section?.id ?? '', { view_all_text: 'View all case studies' });
    expect(updated.view_all_text).toBe('View all case studies');
    await signOut();
  });
});

describe('managing testimonials', () => {
  const input: TestimonialInput = {
    name: 'Priya Shah',
    role: 'Director, Shah Estates',
    quote: 'Every lead gets a call.',
    rating: 5,
    image: '',
    metrics_percentage: '40%',
    metrics_description: 'more site visits',
    is_active: true,
  };

  it('is refused to visitors', async () => {
    await expect(saveTestimonial(input)).rejects.toThrow(/^Failed to save the testimonial: /);
  });

  it('lets an admin add at the end, edit, move and delete', async () => {
    await signInWithPassword('admin@vaani.test', 'admin-password-1');
    const added = await saveTestimonial(input);
    let all = await listTestimonials();
    expect(all.at(-1)?.id).toBe(added.id);
    const edited = await saveTestimonial({ ...input, is_active: false, rating: 4 }, added.id);
    expect(edited).toMatchObject({ rating: 4, is_active: false });
    expect(await moveInOrder('testimonials', all, all.length - 1, all.length - 2)).toBe(true);
    all = await listTestimonials();
    expect(all.at(-2)?.id).toBe(added.id);
    await deleteTestimonial(added.id);
    expect((await listTestimonials()).map((row) => row.id)).not.toContain(added.id);
    await expect(deleteTestimonial(added.id)).rejects.toThrow(/^Failed to delete the testimonial: /);
    await signOut();
  });
});
