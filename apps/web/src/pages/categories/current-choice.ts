import { CATEGORY_GROUPS, DEFAULT_LEVEL, MIN_LEVEL } from '@ricebowl/contract';
import type { Category } from '../../api/engine';
import { config } from '../../config';
import { local, STORAGE_KEYS } from '../../state/storage';
import { parseLevel } from '../home/HomeRedirect';

/** The category the player is on: the stored machine name, else the deployment's default. */
export function currentCategoryName(): string {
  return local.get(STORAGE_KEYS.category) ?? config.defaultCategory;
}

/** The stored level, or the default one when nothing (valid) is stored. */
export function storedLevel(): number {
  return parseLevel(local.get(STORAGE_KEYS.level)) ?? DEFAULT_LEVEL;
}

/** A level brought within 1 … the category's maximum. */
export function clampLevel(level: number, max: number): number {
  return Math.max(MIN_LEVEL, Math.min(level, max));
}

export interface CategoryGroupView {
  id: string;
  label: string;
  categories: Category[];
}

/**
 * Groups categories in the fixed order of SPEC §2, leaving out groups without categories. A group the
 * client does not know yet comes after the known ones, so a new server group is never hidden.
 */
export function groupCategories(categories: readonly Category[]): CategoryGroupView[] {
  const byGroup = new Map<string, Category[]>();
  for (const category of categories) {
    const list = byGroup.get(category.category_group);
    if (list) list.push(category);
    else byGroup.set(category.category_group, [category]);
  }
  const known: readonly string[] = CATEGORY_GROUPS;
  const order = [...known.filter((id) => byGroup.has(id)), ...[...byGroup.keys()].filter((id) => !known.includes(id))];
  return order.map((id) => {
    const list = byGroup.get(id) ?? [];
    return { id, label: list[0]?.category_group_label || id, categories: list };
  });
}
