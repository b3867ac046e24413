import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STAFF_ROLES } from './api/get-staff-role.ts';
import { can, PERMISSIONS, type Action } from './permissions.ts';

const ACTIONS = Object.keys(PERMISSIONS) as Action[];

describe('who may do what', () => {
  it('lets no role do anything without a role, and each staff role what the table gives it', () => {
    for (const action of ACTIONS) expect(can(null, action)).toBe(false);
    expect(ACTIONS.filter((action) => can('admin', action))).toEqual(ACTIONS);
    expect(ACTIONS.filter((action) => can('editor', action))).toEqual(['editContent']);
    expect(ACTIONS.filter((action) => can('sales', action))).toEqual(['handleLeads']);
  });

  it('is the table docs/backend.md shows', () => {
    const docs = readFileSync(new URL('../../../../../docs/backend.md', import.meta.url), 'utf8');
    for (const role of STAFF_ROLES) {
      const may = ACTIONS.filter((action) => can(role, action)).map((action) => PERMISSIONS[action].what);
      expect(docs).toContain(`| \`${role}\` | ${may.join('; ')} |`);
    }
  });
});
