import { afterEach, describe, expect, it } from 'vitest';
import { clearCookies, cookie } from '../components/challenges/test-fixtures';
import {
  CHALLENGE_GAMES_KEY,
  joinedChallengeIds,
  joiningGame,
  recordJoin,
  recordLeave,
  storedChallengeRice,
} from './challenge-cookies';

afterEach(() => clearCookies());

describe('anonymous challenge cookies (SPEC §3)', () => {
  it('keep a comma list of ids in `challenges` and the rice in `challenge_{id}`', () => {
    recordJoin('ch-1', 0, 'game-1');
    recordJoin('ch-2', 30, 'game-1');
    recordJoin('ch-1', 50, 'game-1'); // a fresher rice, not a second entry
    expect(cookie('challenges')).toBe('ch-1,ch-2');
    expect(cookie('challenge_ch-1')).toBe('50');
    expect(joinedChallengeIds()).toEqual(['ch-1', 'ch-2']);
    expect(storedChallengeRice('ch-2')).toBe(30);
    expect(joiningGame('ch-1')).toBe('game-1');

    recordLeave('ch-1');
    expect(cookie('challenges')).toBe('ch-2');
    expect(cookie('challenge_ch-1')).toBeNull();
    expect(joiningGame('ch-1')).toBeNull();
    recordLeave('ch-2');
    expect(cookie('challenges')).toBeNull();
    expect(JSON.parse(localStorage.getItem(CHALLENGE_GAMES_KEY)!)).toEqual({});
  });

  it('read hand-edited or broken values safely', () => {
    document.cookie = 'challenges=%20ch-1%2C%2Cch-2%20; path=/';
    document.cookie = 'challenge_ch-1=lots; path=/';
    document.cookie = 'challenge_ch-2=-4; path=/';
    localStorage.setItem(CHALLENGE_GAMES_KEY, '{broken');
    expect(joinedChallengeIds()).toEqual(['ch-1', 'ch-2']);
    expect(storedChallengeRice('ch-1')).toBeNull();
    expect(storedChallengeRice('ch-2')).toBeNull();
    expect(storedChallengeRice('ch-3')).toBeNull();
    expect(joiningGame('ch-1')).toBeNull();
  });
});
