import { createHash } from 'node:crypto';
import type { PackItem } from '@ricebowl/content';

/**
 * A pack item's stable key: a hash of its text, all its options sorted (so it says nothing about
 * which one is right) and its images. The same for every issue of the item and across restarts;
 * a rebuilt item whose text or options changed is a new question.
 */
export function questionKey(item: PackItem): string {
  const options = [item.answer, ...item.distractors].sort();
  const images = (item.resources ?? []).map((r) => r.url);
  return createHash('sha256')
    .update(JSON.stringify([item.text, options, images]))
    .digest('base64url')
    .slice(0, 22);
}

/** `<machine_name>/<key>`, what players and admins name a question by. */
export function questionRef(machineName: string, key: string): string {
  return `${machineName}/${key}`;
}

export function parseQuestionRef(ref: string): { machineName: string; key: string } | null {
  const slash = ref.indexOf('/');
  if (slash <= 0) return null;
  return { machineName: ref.slice(0, slash), key: ref.slice(slash + 1) };
}
