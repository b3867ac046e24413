import type { StaffRole } from '@vaani/data';
import { createContext, useContext } from 'react';

/**
 * The signed-in person's role, so screens offer only what the database lets it do. Outside the
 * guard (a component's stories) it is the widest role.
 */
export const CurrentRole = createContext<StaffRole>('admin');

export const useCurrentRole = (): StaffRole => useContext(CurrentRole);
