import { unitProject } from '../../vitest.shared.ts';

export default unitProject('validation', 'jsdom');
