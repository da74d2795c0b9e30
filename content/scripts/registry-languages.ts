import type { Pack } from '../src/pack.js';

/** Subjects of English, language learning, Chinese and Japanese. */
export const generators: (() => Pack)[] = [];
