// Key features' icon colours are colours: an API write of anything else is refused in words; rows
// the database owner carries over (the migration, the import of an earlier local data dir) keep
// what the old class names stood for.
import { describe, expect, it } from 'vitest';
import { backendForThisFile, databaseForThisFile } from '@vaani/supabase-local/testing/backend';

const backend = backendForThisFile();
const database = databaseForThisFile(backend);

const FEATURE = '6b1d0c52-3f0e-4d7e-9a11-000000000001';

describe('key feature colours', () => {
  it('an admin saves a picked colour, or none', async () => {
    const saved = await backend().clients.admin.from('key_features').update({ icon_bg: '#FDE68A', color: '' }).eq('id', FEATURE).select('icon_bg, color');
    expect(saved.error).toBeNull();
    expect(saved.data).toEqual([{ icon_bg: '#fde68a', color: null }]);
  });

  it.each([
    ['icon_bg', 'bg-blue-100', 'Icon background: pick a colour such as #dbeafe'],
    ['color', 'red; background: url(x)', 'Color: pick a colour such as #2563eb'],
  ])('refuses %s %j through the API with a 400 and a sentence', async (column, value, message) => {
    const { error, status } = await backend().clients.admin.from('key_features').update({ [column]: value }).eq('id', FEATURE);
    expect(status).toBe(400);
    expect(error?.message).toBe(message);
  });

  it("converts the first seed's class names when the owner carries rows over, and clears what names no colour", async () => {
    const { rows } = await database().query<{ icon_bg: string | null; color: string | null }>(
      `update public.key_features set icon_bg = 'bg-emerald-50', color = 'text-made-up-600' where id = $1 returning icon_bg, color`,
      [FEATURE],
    );
    expect(rows).toEqual([{ icon_bg: '#d1fae5', color: null }]);
  });
});
