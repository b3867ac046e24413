import { unitProject } from '../../vitest.shared.ts';

export default unitProject('build', 'node');
