import type { Pack } from '../src/pack.js';

/** Subjects of science, social sciences and geography. */
export const generators: (() => Pack)[] = [];
