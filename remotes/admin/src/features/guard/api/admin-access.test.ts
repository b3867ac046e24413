import { describe, expect, it } from 'vitest';
import { adminAccess } from './admin-access.ts';

const base = { sessionLoading: false, userId: 'user-1', roleLoading: false, role: null };

describe('adminAccess', () => {
  it('is checking while the session or the role is being read', () => {
    expect(adminAccess({ ...base, sessionLoading: true })).toBe('checking');
    expect(adminAccess({ ...base, roleLoading: true })).toBe('checking');
  });

  it('sends a visitor without a session to sign in, even before any role check', () => {
    expect(adminAccess({ ...base, userId: undefined, roleLoading: true })).toBe('signed-out');
  });

  it('tells signed-in people apart by their staff role', () => {
    expect(adminAccess(base)).toBe('no-access');
    expect(adminAccess({ ...base, role: 'admin' })).toBe('admin');
    expect(adminAccess({ ...base, role: 'editor' })).toBe('editor');
    expect(adminAccess({ ...base, role: 'sales' })).toBe('sales');
  });
});
