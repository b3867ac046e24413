import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithPassword } from '../../auth/api/sign-in-with-password.ts';
import { signOut } from '../../auth/api/sign-out.ts';
import { startBackend, type Backend } from '../../../testing/local-backend.ts';
import { moveInOrder } from '../../ordered-content/api/move-in-order.ts';
import {
  deleteKeyFeature,
  getKeyFeaturesSection,
  listAllKeyFeatures,
  listKeyFeatures,
  saveKeyFeature,
  updateKeyFeaturesSection,
} from './key-features.ts';

let backend: Backend;

beforeAll(async () => {
  backend = await startBackend();
  await backend.createUser('admin@vaani.test', 'admin-password-1', { role: 'admin' });
});
afterAll(() => backend?.local.stop());

describe('key features for visitors', () => {
  it('lists only active features in display order', async () => {
    const [first] = await listKeyFeatures();
    await backend.service.from('key_features').update({ is_active: false }).eq('id', first?.id);
    const features = await listKeyFeatures();
    expect(features.map((feature) => feature.id)).not.toContain(first?.id);
    const orders = features.map((feature) => feature.display_order);
    expect([...orders].sort((a, b) => a - b)).toEqual(orders);
    expect(features.every((feature) => feature.is_active)).toBe(true);
    await backend.service.from('key_features').update({ is_active: true }).eq('id', first?.id);
  });

  it('reads the section heading', async () => {
    expect((await getKeyFeaturesSection())?.title).toEqual(expect.any(String));
  });

  it('cannot change a feature', async () => {
    const [first] = await listKeyFeatures();
    await expect(saveKeyFeature({ title: 'Hacked' }, first?.id ?? '')).rejects.toThrow('Failed to update the key feature.');
  });
});

describe('key features for an admin', () => {
  beforeAll(() => signInWithPassword('admin@vaani.test', 'admin-password-1'));
  afterAll(() => signOut());

  it('updates a feature', async () => {
    const [first] = await listKeyFeatures();
    const updated = await saveKeyFeature({ title: '24/7 Lead Response, every day', icon_name: 'Phone' }, first?.id ?? '');
    expect(updated).toMatchObject({ title: '24/7 Lead Response, every day', icon_name: 'Phone' });
  });

  it('moves a feature by swapping display_order with its neighbour', async () => {
    const before = await listKeyFeatures();
    const [a, b] = before;
    expect(await moveInOrder('key_features', before, 1, 0)).toBe(true);
    const after = await listKeyFeatures();
    expect(after.slice(0, 2).map((feature) => feature.id)).toEqual([b?.id, a?.id]);
    expect(after[0]?.display_order).toBe(a?.display_order);
    expect(after[1]?.display_order).toBe(b?.display_order);
  });

  it('does nothing at either end of the list', async () => {
    const features = await listKeyFeatures();
    expect(await moveInOrder('key_features', features, 0, -1)).toBe(false);
    expect(await moveInOrder('key_features', features, features.length - 1, features.length)).toBe(false);
  });

  it('moves a feature dragged from the end to the top, keeping the others in their order', async () => {
    const before = await listAllKeyFeatures();
    expect(await moveInOrder('key_features', before, before.length - 1, 0)).toBe(true);
    const after = await listAllKeyFeatures();
    expect(after.map((feature) => feature.id)).toEqual([before.at(-1)?.id, ...before.slice(0, -1).map((feature) => feature.id)]);
    expect(after.map((feature) => feature.display_order)).toEqual(before.map((feature) => feature.display_order));
  });

  it('adds a feature at the end of the grid and deletes it', async () => {
    const added = await saveKeyFeature({ title: 'Site visits booked', description: 'On the first call.', icon_name: 'Calendar', icon_bg: null, color: null, is_active: true });
    const after = await listAllKeyFeatures();
    expect(after.at(-1)).toMatchObject({ id: added.id, title: 'Site visits booked' });
    await deleteKeyFeature(added.id);
    expect((await listAllKeyFeatures()).map((feature) => feature.id)).not.toContain(added.id);
  });

  it('updates the section heading', async () => {
    const section = await getKeyFeaturesSection();
    const updated = await updateKeyFeaturesSection(section?.id ?? '', { title: 'Made for Indian real estate' });
    expect(updated.title).toBe('Made for Indian real estate');
    expect((await getKeyFeaturesSection())?.title).toBe('Made for Indian real estate');
  });
});
