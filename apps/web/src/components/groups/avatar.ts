import { GROUP_AVATAR_DISPLAY_COUNT, GROUP_AVATAR_SELECT_COUNT } from '@ricebowl/contract';

const ANONYMOUS = '/groups/group-anonymous.svg';

function avatarNumber(avatar: string | null | undefined): number {
  const match = /^group-(\d+)$/.exec(avatar ?? '');
  return match ? Number(match[1]) : 0;
}

/**
 * The picture shown for a group (SPEC §3 Group): group-1 … group-14 are displayed; anything else,
 * group-15 included, shows the anonymous group picture.
 */
export function groupAvatarUrl(avatar: string | null | undefined): string {
  const n = avatarNumber(avatar);
  return n >= 1 && n <= GROUP_AVATAR_DISPLAY_COUNT ? `/groups/group-${n}.svg` : ANONYMOUS;
}

/** The picture of an avatar offered for selection (group-1 … group-15). */
export function groupAvatarChoiceUrl(avatar: string): string {
  const n = avatarNumber(avatar);
  return n >= 1 && n <= GROUP_AVATAR_SELECT_COUNT ? `/groups/group-${n}.svg` : ANONYMOUS;
}

/** The avatars a group owner can choose from; '' means no picture. */
export const GROUP_AVATAR_CHOICES = Array.from({ length: GROUP_AVATAR_SELECT_COUNT }, (_, i) => `group-${i + 1}`);

/** An avatar the form can show as chosen: one of the choices, or none. */
export function selectableAvatar(avatar: string | null | undefined): string {
  return GROUP_AVATAR_CHOICES.includes(avatar ?? '') ? avatar! : '';
}
