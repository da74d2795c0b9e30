import { describe, expect, it } from 'vitest';
import { badgesReached, nextActivity, type AnsweredFacts } from './award.js';

const T0 = Date.UTC(2026, 10, 22, 9, 0, 0);
const MIN = 60_000;
const DAY = 24 * 60 * MIN;

function facts(overrides: Partial<AnsweredFacts> = {}): AnsweredFacts {
  return {
    userId: 'u',
    correct: true,
    streak: 1,
    correctBefore: 0,
    correctAfter: 1,
    riceBefore: 0,
    riceAfter: 10,
    now: T0,
    ...overrides,
  };
}

describe('badge rules', () => {
  const first = nextActivity(undefined, T0);

  it.each([10, 25, 50, 75, 100, 125, 150, 175, 200])('streak_%i at exactly that many in a row, not one below', (n) => {
    expect(badgesReached(facts({ streak: n }), first, first)).toContain(`streak_${n}`);
    expect(badgesReached(facts({ streak: n - 1 }), first, first)).not.toContain(`streak_${n}`);
  });

  it.each([1000, 2000, 5000, 10000])('accumulation_%i when the total reaches it, not one below', (n) => {
    expect(badgesReached(facts({ correctBefore: n - 1, correctAfter: n }), first, first)).toContain(
      `accumulation_${n}`,
    );
    expect(badgesReached(facts({ correctBefore: n - 2, correctAfter: n - 1 }), first, first)).not.toContain(
      `accumulation_${n}`,
    );
  });

  it('persistence_1h and _2h after an unbroken hour or two, with no gap over 10 minutes', () => {
    let activity = first;
    let earned: string[] = [];
    for (let t = T0 + 5 * MIN; t <= T0 + 120 * MIN; t += 5 * MIN) {
      const next = nextActivity(activity, t);
      earned = [...earned, ...badgesReached(facts({ now: t }), activity, next)];
      activity = next;
      if (t === T0 + 55 * MIN) expect(earned).not.toContain('persistence_1h');
    }
    expect(earned.filter((b) => b.startsWith('persistence_'))).toEqual(['persistence_1h', 'persistence_2h']);
    // An 11-minute pause starts a new run.
    const afterBreak = nextActivity(activity, activity.last_answer_at + 11 * MIN);
    expect(afterBreak.session_started_at).toBe(afterBreak.last_answer_at);
  });

  it('persistence_5d on the fifth day in a row, not the fourth; a missed day starts again', () => {
    let activity = first;
    const earnedOn: string[][] = [];
    for (let day = 1; day <= 5; day++) {
      const next = nextActivity(activity, T0 + day * DAY);
      earnedOn.push(badgesReached(facts({ now: T0 + day * DAY }), activity, next));
      activity = next;
    }
    expect(earnedOn[2]).not.toContain('persistence_5d'); // day 4
    expect(earnedOn[3]).toContain('persistence_5d'); // day 5
    expect(nextActivity(activity, T0 + 7 * DAY).days_in_a_row).toBe(1);
  });

  it('persistence_30i on the 30th different day', () => {
    const before = { ...first, days_played: 29, last_day: '2026-01-01' };
    const after = nextActivity(before, T0);
    expect(after.days_played).toBe(30);
    expect(badgesReached(facts(), before, after)).toContain('persistence_30i');
    const sameDay = nextActivity(after, T0 + MIN);
    expect(badgesReached(facts(), after, sameDay)).not.toContain('persistence_30i');
  });
});
