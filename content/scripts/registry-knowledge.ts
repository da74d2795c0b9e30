import type { Pack } from '../src/pack.js';
import { buildBattlesPack } from './knowledge/battles.js';
import { buildChangemakersPack } from './knowledge/changemakers.js';
import { buildComposersPack } from './knowledge/composers.js';
import { buildDatesInHistoryPack } from './knowledge/dates-in-history.js';
import { buildFamousArtistsPack } from './knowledge/famous-artists.js';
import { buildFoodAndNutritionPack } from './knowledge/food-and-nutrition.js';
import { buildInventionsAndInventorsPack } from './knowledge/inventions-and-inventors.js';
import { buildRulersPack } from './knowledge/rulers.js';
import { buildThe17SdgsPack } from './knowledge/the-17-sdgs.js';
import { buildWorldDishesPack } from './knowledge/world-dishes.js';
import { buildWorldLandmarksPack } from './knowledge/world-landmarks.js';
import { buildWritersPack } from './knowledge/writers.js';

/** Subjects of art and culture, history, food, changemakers, the Sustainable Development Goals and new categories. */
export const generators: (() => Pack)[] = [
  buildFamousArtistsPack,
  buildComposersPack,
  buildWritersPack,
  buildWorldLandmarksPack,
  buildBattlesPack,
  buildRulersPack,
  buildDatesInHistoryPack,
  buildFoodAndNutritionPack,
  buildWorldDishesPack,
  buildChangemakersPack,
  buildThe17SdgsPack,
  buildInventionsAndInventorsPack,
];
