import { unitProject } from '../../vitest.shared.ts';

export default unitProject('supabase-local', 'node');
