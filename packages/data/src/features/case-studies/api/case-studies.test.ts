import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithPassword } from '../../auth/api/sign-in-with-password.ts';
import { signOut } from '../../auth/api/sign-out.ts';
import { startBackend, type Backend } from '../../../testing/local-backend.ts';
import type { CaseStudyInput } from './case-study-types.ts';
import { createCaseStudy } from './create-case-study.ts';
import { deleteCaseStudy } from './delete-case-study.ts';
import { getCaseStudy } from './get-case-study.ts';
import { getCaseStudyBySlug } from './case-study-route.ts';
import { listPublicCaseStudies } from './list-public-case-studies.ts';
import { listStaffCaseStudies } from './list-staff-case-studies.ts';
import { setCaseStudyStatus } from './set-case-study-status.ts';
import { updateCaseStudy } from './update-case-study.ts';

let backend: Backend;

const study = (title: string): CaseStudyInput => ({
  title,
  industry: 'Real Estate',
  summary: 'Site visits doubled in a quarter.',
  challenge: 'Leads went cold overnight.',
  solution: 'An AI agent called every lead within a minute.',
  results: '2x site visits',
  testimonial: 'Our team only talks to ready buyers now.',
  author_name: 'Anita Rao',
  author_position: 'Head of Sales',
  author_company: 'Skyline Homes',
  featured_image: '/images/skyline.jpg',
  company_logo: '/images/skyline-logo.png',
  seo_title: '',
  seo_description: '',
  social_image: '',
});

beforeAll(async () => {
  backend = await startBackend();
  await backend.createUser('admin@vaani.test', 'admin-password-1', { role: 'admin' });
});
afterAll(() => backend?.local.stop());

describe('case studies as a visitor', () => {
  it('cannot publish', async () => {
    await expect(createCaseStudy(study('Visitor Story'))).rejects.toThrow(/^Failed to publish case study: /);
  });
});

describe('case studies as an admin', () => {
  beforeAll(() => signInWithPassword('admin@vaani.test', 'admin-password-1'));
  afterAll(() => signOut());

  it('builds slugs from the title with numeric suffixes from 1', async () => {
    const first = await createCaseStudy(study('Skyline Homes: 2x Site Visits!'));
    const second = await createCaseStudy(study('Skyline homes 2x site-visits'));
    const third = await createCaseStudy(study('SKYLINE HOMES 2X SITE VISITS'));
    expect([first.slug, second.slug, third.slug]).toEqual([
      'skyline-homes-2x-site-visits',
      'skyline-homes-2x-site-visits-1',
      'skyline-homes-2x-site-visits-2',
    ]);
    expect(first.author_company).toBe('Skyline Homes');
  });

  it('lists the public fields newest first with the long texts empty', async () => {
    const latest = await createCaseStudy(study('Latest Story'));
    await setCaseStudyStatus(latest.id, { status: 'published' });
    const list = await listPublicCaseStudies();
    expect(list[0]).toMatchObject({ id: latest.id, slug: 'latest-story', challenge: '', solution: '', results: '', testimonial: '' });
    expect(list[0]?.summary).toBe('Site visits doubled in a quarter.');
    const times = list.map((row) => Date.parse(row.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('keeps the slug when the title is unchanged and makes a new one when it changes', async () => {
    const created = await createCaseStudy(study('Green Acres'));
    await setCaseStudyStatus(created.id, { status: 'published' });
    const sameTitle = await updateCaseStudy(created.id, { ...study('Green Acres'), summary: 'Edited' });
    expect(sameTitle.slug).toBe('green-acres');
    expect(sameTitle.summary).toBe('Edited');
    await createCaseStudy(study('Blue Bay'));
    const renamed = await updateCaseStudy(created.id, study('Blue Bay'));
    expect(renamed.slug).toBe('blue-bay-1');
    expect((await getCaseStudyBySlug('blue-bay-1'))?.id).toBe(created.id);
  });

  it('saves a new case study as a draft that visitors do not see, until it is published', async () => {
    const draft = await createCaseStudy(study('Quiet Draft'));
    expect((await getCaseStudy(draft.id))?.status).toBe('draft');
    expect((await listStaffCaseStudies()).find((row) => row.id === draft.id)).toMatchObject({ status: 'draft', publish_at: null });
    expect((await listPublicCaseStudies()).some((row) => row.id === draft.id)).toBe(false);
    expect(await getCaseStudyBySlug(draft.slug)).toBeNull();
    const later = new Date(Date.now() + 86_400_000).toISOString();
    expect(await setCaseStudyStatus(draft.id, { status: 'scheduled', publishAt: later })).toMatchObject({ status: 'scheduled', publishedAtOnce: false });
    expect(await getCaseStudyBySlug(draft.slug)).toBeNull();
    // A time already past publishes at once, and says so.
    expect(await setCaseStudyStatus(draft.id, { status: 'scheduled', publishAt: '2024-01-01T09:00:00+05:30' })).toEqual({
      status: 'published',
      publish_at: null,
      publishedAtOnce: true,
    });
    expect((await getCaseStudyBySlug(draft.slug))?.id).toBe(draft.id);
    await setCaseStudyStatus(draft.id, { status: 'draft' });
    expect(await getCaseStudyBySlug(draft.slug)).toBeNull();
  });

  it('does not count the edited case study itself as a clash', async () => {
    const created = await createCaseStudy(study('Riverfront'));
    const recased = await updateCaseStudy(created.id, study('RiverFront'));
    expect(recased.slug).toBe('riverfront');
  });

  it('reads by id and deletes', async () => {
    const created = await createCaseStudy(study('Short Lived'));
    expect((await getCaseStudy(created.id))?.title).toBe('Short Lived');
    await deleteCaseStudy(created.id);
    expect(await getCaseStudy(created.id)).toBeNull();
    await expect(deleteCaseStudy(created.id)).rejects.toThrow(/^Failed to delete case study: /);
  });

  it("reports update failures as 'Failed to update case study: …'", async () => {
    await expect(updateCaseStudy('00000000-0000-0000-0000-000000000000', study('Ghost'))).rejects.toThrow(
      /^Failed to update case study: /,
    );
  });
});
