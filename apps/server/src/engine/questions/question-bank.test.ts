import { describe, expect, it } from 'vitest';
import type { Pack } from '@ricebowl/content';
import { QuestionBank } from './question-bank.js';

describe('QuestionBank', () => {
  it('sanitises a pack’s learn-more HTML before it reaches a game', () => {
    const pack = {
      category: { machine_name: 'hand-edited', levels: 1 },
      levels: {
        '1': [
          {
            text: 'Safe?',
            answer: 'No',
            distractors: ['Yes', 'Maybe', 'Sometimes'],
            learn_more:
              '<p onmouseover="steal()">Read <a href="javascript&colon;steal()">this</a><script>steal()</script></p>',
          },
        ],
      },
    } as unknown as Pack;
    const bank = new QuestionBank([pack]);
    const first = bank.issue('hand-edited', 1, {});
    expect(first.issued.learnMore).toBe('<p>Read <a>this</a></p>');
    // Issued again (from the memo): the same safe text.
    expect(bank.issue('hand-edited', 1, first.seen).issued.learnMore).toBe('<p>Read <a>this</a></p>');
  });
});
