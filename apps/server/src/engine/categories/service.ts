// The categories module's surface: the game and the catalogue read enabled categories; start-up seeds them.
export { findEnabledCategory, listEnabledCategories, seedCategories } from './repository.js';
