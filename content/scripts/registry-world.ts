import type { Pack } from '../src/pack.js';
import { buildChemicalSymbolsPack } from './world/chemical-symbols.js';
import { buildContinentsPack } from './world/continents.js';
import { buildCountriesOnTheMapPack } from './world/countries-on-the-map.js';
import { buildCurrenciesPack } from './world/currencies.js';
import { buildFlagsPack } from './world/flags-of-the-world.js';
import { buildGovernmentsPack } from './world/governments.js';
import { buildHumanAnatomyPack } from './world/human-anatomy.js';
import { buildPhysicsUnitsPack } from './world/physics-units.js';
import { buildSocialScienceTermsPack } from './world/social-science-terms.js';

/** Subjects of science, social sciences and geography. */
export const generators: (() => Pack)[] = [
  buildChemicalSymbolsPack,
  buildHumanAnatomyPack,
  buildPhysicsUnitsPack,
  buildCurrenciesPack,
  buildGovernmentsPack,
  buildSocialScienceTermsPack,
  buildFlagsPack,
  buildCountriesOnTheMapPack,
  buildContinentsPack,
];
