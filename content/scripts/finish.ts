/**
 * The last step of every generated pack, shared by build.ts and the tests that compare a
 * generator's output with the committed pack: stamp its licence and credits.
 */
import type { Pack } from '../src/pack.js';
import { withCredits } from './credits.js';

export function finishPack(pack: Pack): Pack {
  return withCredits(pack);
}
