import { LEVEL_MACHINE_NAMES, LevelList } from '@ricebowl/contract';
import type { App } from '../../platform/http.js';
import { pagination, resource } from '../../platform/jsonapi.js';

const LABELS = ['Easiest', 'Easier', 'Normal', 'Harder', 'Hardest'];

const LEVELS = {
  data: LEVEL_MACHINE_NAMES.map((machine_name, index) =>
    resource('levels', String(index + 1), { levels: index + 1, label: LABELS[index]!, machine_name }),
  ),
  meta: { pagination: pagination(LEVEL_MACHINE_NAMES.length, 1, LEVEL_MACHINE_NAMES.length) },
};

export async function levelRoutes(app: App) {
  app.get(
    '/levels',
    { schema: { tags: ['engine'], summary: 'The five difficulty levels', response: { 200: LevelList } } },
    async () => LEVELS,
  );
}
