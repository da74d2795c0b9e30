import { describe, expect, it } from 'vitest';
import { GROUP_AVATAR_CHOICES, groupAvatarChoiceUrl, groupAvatarUrl, selectableAvatar } from './avatar';
import { padTwo } from './format';

describe('group avatars (SPEC §3 Group)', () => {
  it('displays group-1 … group-14 and the anonymous picture for anything else, group-15 included', () => {
    expect(groupAvatarUrl('group-1')).toBe('/groups/group-1.svg');
    expect(groupAvatarUrl('group-14')).toBe('/groups/group-14.svg');
    for (const other of ['group-15', 'group-0', 'group-16', '', null, undefined, 'avatar-3', 'group-1x']) {
      expect(groupAvatarUrl(other)).toBe('/groups/group-anonymous.svg');
    }
  });

  it('offers group-1 … group-15 for selection', () => {
    expect(GROUP_AVATAR_CHOICES).toHaveLength(15);
    expect(GROUP_AVATAR_CHOICES.at(-1)).toBe('group-15');
    expect(groupAvatarChoiceUrl('group-15')).toBe('/groups/group-15.svg');
    expect(selectableAvatar('group-15')).toBe('group-15');
    expect(selectableAvatar('group-16')).toBe('');
  });
});

describe('padTwo', () => {
  it('pads ranks and counts to two digits', () => {
    expect(padTwo(3)).toBe('03');
    expect(padTwo(12)).toBe('12');
    expect(padTwo(120)).toBe('120');
  });
});
