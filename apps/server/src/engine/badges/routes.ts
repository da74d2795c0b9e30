import { Type } from '@sinclair/typebox';
import { BadgeList, PAGE_LIMITS, languageFromHeader } from '@ricebowl/contract';
import type { App } from '../../platform/http.js';
import { pagination, resource } from '../../platform/jsonapi.js';
import { badgesIn } from './catalogue.js';

const Query = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 100, default: PAGE_LIMITS.badges }),
  current: Type.Integer({ minimum: 1, maximum: 1000, default: 1 }),
});

export async function badgeRoutes(app: App) {
  app.get(
    '/badges/',
    { schema: { tags: ['engine'], summary: 'Every badge', querystring: Query, response: { 200: BadgeList } } },
    async (request, reply) => {
      const { limit, current } = request.query;
      // Labels and descriptions in the asked language (issue 19); the answer varies with it.
      const badges = badgesIn(languageFromHeader(request.headers['accept-language']));
      reply.header('vary', 'accept-language');
      const page = badges.slice((current - 1) * limit, current * limit);
      return {
        data: page.map(({ machine_name, label, description }) =>
          resource('badges', machine_name, { machine_name, label, description }),
        ),
        meta: { pagination: pagination(badges.length, current, limit) },
      };
    },
  );
}
