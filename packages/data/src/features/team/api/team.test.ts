import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from '../../../testing/local-backend.ts';
import { signInWithPassword } from '../../auth/api/sign-in-with-password.ts';
import { signOut } from '../../auth/api/sign-out.ts';
import { changeTeamRole, inviteTeamMember, listTeam, removeTeamMember } from './team-operations.ts';

let backend: Backend;
const REDIRECT = 'http://localhost:5173/auth?link=invite';

beforeAll(async () => {
  backend = await startBackend();
  await backend.createUser('boss@vaani.test', 'boss-password-1', { role: 'admin' });
  await backend.createUser('writer@vaani.test', 'writer-password-1', { role: 'editor' });
  await signInWithPassword('boss@vaani.test', 'boss-password-1');
});
afterAll(async () => {
  await signOut();
  await backend?.local.stop();
});

describe('the team operations', () => {
  it('list, invite, change a role and remove, as an admin', async () => {
    await inviteTeamMember({ email: 'New.Hire@vaani.test', role: 'sales', redirectTo: REDIRECT });
    const team = await listTeam();
    expect(team.map(({ email, role, status }) => ({ email, role, status }))).toEqual([
      { email: 'boss@vaani.test', role: 'admin', status: 'active' },
      { email: 'new.hire@vaani.test', role: 'sales', status: 'invited' },
      { email: 'writer@vaani.test', role: 'editor', status: 'active' },
    ]);
    const writer = team.find((member) => member.email === 'writer@vaani.test');
    await changeTeamRole({ userId: writer?.userId ?? '', role: 'sales' });
    expect((await listTeam()).find((member) => member.email === 'writer@vaani.test')?.role).toBe('sales');
    await removeTeamMember(writer?.userId ?? '');
    expect((await listTeam()).map((member) => member.email)).toEqual(['boss@vaani.test', 'new.hire@vaani.test']);
  });

  it('pass on the refusals in words', async () => {
    await expect(inviteTeamMember({ email: 'boss@vaani.test', role: 'editor', redirectTo: REDIRECT })).rejects.toThrow('boss@vaani.test already has access (Admin).');
    const boss = (await listTeam()).find((member) => member.email === 'boss@vaani.test');
    await expect(changeTeamRole({ userId: boss?.userId ?? '', role: 'editor' })).rejects.toThrow('The last admin cannot be removed or demoted');
    await expect(removeTeamMember(boss?.userId ?? '')).rejects.toThrow('The last admin cannot be removed or demoted');
  });
});
