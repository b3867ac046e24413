// Site settings are checked where they are stored: the table refuses what the admin form refuses,
// whoever writes (an admin token used without the form, the service role), with a message in words.
import { DEFAULT_SITE_CONFIG } from '@vaani/stores';
import { isCssColor, isCssSize, isSiteLink } from '@vaani/validation';
import { describe, expect, it } from 'vitest';
import { backendForThisFile, databaseForThisFile, uniqueSlug } from '@vaani/supabase-local/testing/backend';

const backend = backendForThisFile();
const database = databaseForThisFile(backend);

const HOSTILE_COLOR = '#123456</style><img src=x onerror=alert(document.domain)>';

async function problemOf(config: unknown): Promise<string | null> {
  const { rows } = await database().query<{ problem: string | null }>('select public.site_settings_problem($1::jsonb) as problem', [JSON.stringify(config)]);
  return rows[0]!.problem;
}

const withColor = (value: unknown) => ({ styles: { colors: [{ id: 'primary', value }] } });
const withRadius = (value: string) => ({ styles: { buttons: { primary: { borderRadius: value } } } });
const withLink = (url: string) => ({ links: [{ id: 'get-started', url }] });

describe('the database and the form apply one set of rules', () => {
  const colors = ['#1e293b', '#FFF', 'rgb(30, 41, 59)', 'rgba(0 0 0 / 50%)', 'transparent', 'blue-ish', '#12', 'red; x: y', HOSTILE_COLOR, ' #abc '];
  const sizes = ['8px', '0.5rem', '50%', 'round', '8px}', '-1px'];
  const links = ['/contact-us', 'https://cal.com/x?y=1', 'http://localhost:5173', 'javascript:alert(1)', '//evil.example', '/\\evil.example', 'contact', 'https://x.com/"a', `https://x.com/${'a'.repeat(2034)}`, `https://x.com/${'a'.repeat(2035)}`];

  it.each(colors)('colour %j', async (value) => {
    expect((await problemOf(withColor(value))) === null).toBe(isCssColor(value));
  });
  it.each(sizes)('size %j', async (value) => {
    expect((await problemOf(withRadius(value))) === null).toBe(isCssSize(value));
  });
  it.each(links)('link %j', async (value) => {
    expect((await problemOf(withLink(value))) === null).toBe(isSiteLink(value));
  });

  it('takes the default configuration whole', async () => {
    expect(await problemOf(DEFAULT_SITE_CONFIG)).toBeNull();
  });

  it('refuses wrong shapes in words', async () => {
    expect(await problemOf({ styles: { spacing: { sectionPadding: '60px' } } })).toBe('Spacing sectionPadding: enter a whole number of pixels, 0 or more');
    expect(await problemOf({ styles: { spacing: { sectionPadding: 1.5 } } })).toMatch(/^Spacing sectionPadding/);
    expect(await problemOf({ images: [{ id: 'hero-background', url: 'javascript:alert(1)' }] })).toBe(
      'Image hero-background: enter an image address starting with https:// or a path starting with /',
    );
    expect(await problemOf({ links: [{ id: 'get-started', url: `https://x.com/${'a'.repeat(100_000)}` }] })).toBe(
      'Link get-started: enter a full address starting with https:// or a path starting with /',
    );
    expect(await problemOf({ texts: [{ id: 'hero-title', content: 5 }] })).toBe('Text hero-title must be text');
    expect(await problemOf({ links: 'https://x.com' })).toBe('links must be a list');
  });
});

describe('writes through the API', () => {
  it('refuses the stored-XSS colour from an admin token with a 400 and the message the form shows', async () => {
    const { error, status } = await backend().clients.admin.from('site_settings').upsert({ id: true, config: withColor(HOSTILE_COLOR) });
    expect(status).toBe(400);
    expect(error?.message).toBe('Colour primary: enter a color such as #1e293b, rgb(30, 41, 59) or transparent');
  });

  it('refuses it from the service role too', async () => {
    const { status } = await backend().service.from('site_settings').upsert({ id: true, config: withLink('javascript:alert(1)') });
    expect(status).toBe(400);
  });

  it('refuses a script or another scheme as a case study or page image, which reaches og:image and img src', async () => {
    const story = { title: 'Images', slug: uniqueSlug('images') };
    for (const column of ['featured_image', 'company_logo', 'social_image']) {
      const { status, error } = await backend().clients.admin.from('case_studies').insert({ ...story, [column]: 'javascript:alert(document.domain)' });
      expect(status).toBe(400);
      expect(error?.code).toBe('23514');
    }
    const page = await backend().clients.admin.from('site_pages').update({ social_image: 'data:text/html,<script>alert(1)</script>' }).eq('slug', 'contact');
    expect(page.status).toBe(400);
    const stored = await backend().clients.admin.from('case_studies').insert({ ...story, featured_image: '/case-studies/a.svg', social_image: 'https://cdn.example.in/a.png', company_logo: '' });
    expect(stored.error).toBeNull();
  });

  it('stores a valid configuration', async () => {
    const { error } = await backend().clients.admin.from('site_settings').upsert({ id: true, config: DEFAULT_SITE_CONFIG });
    expect(error).toBeNull();
  });
});
