import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithPassword } from '../../auth/api/sign-in-with-password.ts';
import { signOut } from '../../auth/api/sign-out.ts';
import { startBackend, type Backend } from '../../../testing/local-backend.ts';
import { publishSiteSettings } from './publish-site-settings.ts';

let backend: Backend;

const order = [
  { id: 'testimonials', name: 'Testimonials', component: 'TestimonialsSection' },
  { id: 'hero', name: 'Hero Banner', component: 'HeroSection' },
];

async function published() {
  const { data } = await backend.service.from('site_settings').select('config, section_order').eq('id', true).single();
  return data as { config: unknown; section_order: unknown };
}

beforeAll(async () => {
  backend = await startBackend();
  await backend.createUser('admin@vaani.test', 'admin-password-1', { role: 'admin' });
});
afterAll(() => backend?.local.stop());

describe('publishing site settings', () => {
  it('is refused to visitors', async () => {
    await expect(publishSiteSettings({ section_order: order })).rejects.toThrow(/^Failed to publish: /);
    expect((await published()).section_order).not.toEqual(order);
  });

  it('stores the order and the configuration separately for an admin', async () => {
    await signInWithPassword('admin@vaani.test', 'admin-password-1');
    await publishSiteSettings({ section_order: order });
    await publishSiteSettings({ config: { links: [{ id: 'get-started', name: 'Get started', url: '/pricing' }] } });
    expect(await published()).toEqual({
      section_order: order,
      config: { links: [{ id: 'get-started', name: 'Get started', url: '/pricing' }] },
    });
    await signOut();
  });
});
