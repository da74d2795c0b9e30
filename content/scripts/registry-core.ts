import type { Pack } from '../src/pack.js';
import { buildBasicMathPack } from './basic-math.js';
import { buildMultiplicationTablePack } from './multiplication-table.js';
import { buildWorldCapitalsPack } from './world-capitals.js';

/** The walking skeleton's subjects: math and world capitals. */
export const generators: (() => Pack)[] = [buildBasicMathPack, buildMultiplicationTablePack, buildWorldCapitalsPack];
