import { Type } from '@sinclair/typebox';
import { BadgeList, PAGE_LIMITS } from '@ricebowl/contract';
import type { App } from '../../platform/http.js';
import { pagination, resource } from '../../platform/jsonapi.js';
import { BADGES } from './catalogue.js';

const Query = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 100, default: PAGE_LIMITS.badges }),
  current: Type.Integer({ minimum: 1, maximum: 1000, default: 1 }),
});

export async function badgeRoutes(app: App) {
  app.get(
    '/badges/',
    { schema: { tags: ['engine'], summary: 'Every badge', querystring: Query, response: { 200: BadgeList } } },
    async (request) => {
      const { limit, current } = request.query;
      const page = BADGES.slice((current - 1) * limit, current * limit);
      return {
        data: page.map(({ machine_name, label, description }) =>
          resource('badges', machine_name, { machine_name, label, description }),
        ),
        meta: { pagination: pagination(BADGES.length, current, limit) },
      };
    },
  );
}
