export * from './constants.js';
export * from './jsonapi.js';
export * from './engine.js';
export * from './accounts.js';
export * from './groups.js';
export * from './validation.js';
export * from './errors.js';
export * from './runtime-config.js';
