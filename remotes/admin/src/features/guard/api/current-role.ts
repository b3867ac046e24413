import type { StaffRole } from '@vaani/data';
import { createContext, useContext } from 'react';

/**
 * The signed-in person's role, provided by the guard to every admin screen so navigation, screens
 * and buttons offer only what the database lets that role do. Outside the guard (stories of a
 * single component) it is the widest role.
 */
export const CurrentRole = createContext<StaffRole>('admin');

export const useCurrentRole = (): StaffRole => useContext(CurrentRole);
