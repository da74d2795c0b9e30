import type { Pack } from '../src/pack.js';

/** Subjects of art and culture, history, food, changemakers, the Sustainable Development Goals and new categories. */
export const generators: (() => Pack)[] = [];
