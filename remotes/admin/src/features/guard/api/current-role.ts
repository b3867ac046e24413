import type { StaffRole } from '@vaani/data';
import { createContext, useContext } from 'react';

/** The signed-in role, so screens offer only what it may do; the widest outside the guard (stories). */
export const CurrentRole = createContext<StaffRole>('admin');

export const useCurrentRole = (): StaffRole => useContext(CurrentRole);
