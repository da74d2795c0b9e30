import type { CategoryAttributes } from '@ricebowl/contract';
import type { Category } from '../../platform/database/schema.js';
import { resource } from '../../platform/jsonapi.js';

export function presentCategory(row: Category) {
  const attributes: CategoryAttributes = {
    machine_name: row.machine_name,
    label: row.label,
    icon_urls: JSON.parse(row.icon_urls) as string[],
    levels: row.levels,
    category_group: row.category_group,
    category_group_label: row.category_group_label,
    sponsor_text: row.sponsor_text,
    language: row.language,
  };
  return resource('categories', row.id, attributes);
}
