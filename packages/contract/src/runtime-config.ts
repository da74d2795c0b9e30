import { Type, type Static } from '@sinclair/typebox';

/**
 * What the server tells the web app at load time (embedded in index.html), so that one build
 * serves any deployment: API hosts, the assets host and the external links.
 */
export const RuntimeConfig = Type.Object({
  engineApiUrl: Type.String(),
  accountsApiUrl: Type.String(),
  assetsUrl: Type.String(),
  defaultCategory: Type.String(),
  links: Type.Object({
    about: Type.String(),
    faq: Type.String(),
    contact: Type.String(),
    privacy: Type.String(),
    social: Type.Array(Type.Object({ name: Type.String(), url: Type.String() })),
  }),
});
export type RuntimeConfig = Static<typeof RuntimeConfig>;
