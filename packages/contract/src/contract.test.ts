import { describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import {
  AdminAdBody,
  AdminCategoryPatch,
  AdminSponsorBody,
  CATEGORY_GROUP_LABELS,
  SPONSOR_WEIGHT_MAX,
  CATEGORY_GROUPS,
  CreateGameBody,
  CreatedGameDocument,
  GameDocument,
  PublicGroupAttributes,
  PublicUserAttributes,
  SessionResponse,
  RiceTotalsDocument,
  SubmitAnswerBody,
} from './index.js';

describe('contract', () => {
  it('keeps the categories screen group order of SPEC §2', () => {
    expect(CATEGORY_GROUPS[0]).toBe('english');
    expect(CATEGORY_GROUPS.at(-1)).toBe('sustainable-development-goals');
    expect(CATEGORY_GROUPS).toHaveLength(14);
  });

  describe('game document', () => {
    const game = {
      data: {
        id: 'g1',
        type: 'games' as const,
        links: { self: 'http://x/api/engine/games/g1' },
        attributes: {
          question: {
            id: 'q',
            text: '2 x 3',
            options: [{ id: 'a', text: '6' }],
            type: 'text',
            resources: [],
            metadata: {},
          },
          question_id: 'q',
          answer: { correct: false, options: [], metadata: {} },
          rice: 10,
          user_id: null,
          category: 'c',
          level: 1,
          notifications: [],
          user_rice_total: null,
          streak: 1,
          sponsor_id: null,
        },
      },
    };
    const withAttributes = (attributes: object) => ({
      data: { ...game.data, attributes: { ...game.data.attributes, ...attributes } },
    });
    const withQuestion = (question: object) =>
      withAttributes({ question: { ...game.data.attributes.question, ...question } });

    it('accepts a well-formed one', () => {
      expect(Value.Check(GameDocument, game)).toBe(true);
    });

    it('rejects one with a level out of range', () => {
      expect(Value.Check(GameDocument, withAttributes({ level: 6 }))).toBe(false);
    });

    it('rejects one whose option leaks that it is the correct one', () => {
      expect(Value.Check(GameDocument, withQuestion({ options: [{ id: 'a', text: '6', correct: true }] }))).toBe(false);
    });

    it('rejects one whose question or game names the correct option', () => {
      expect(Value.Check(GameDocument, withQuestion({ correct_option_id: 'a' }))).toBe(false);
      expect(Value.Check(GameDocument, withAttributes({ correct_option_id: 'a' }))).toBe(false);
    });

    it('rejects the claim secret on a game read, and accepts it only on the created game', () => {
      const created = { ...game, meta: { claim: 'secret' } };
      expect(Value.Check(GameDocument, created)).toBe(false);
      expect(Value.Check(CreatedGameDocument, created)).toBe(true);
    });
  });

  it('rejects an e-mail address on what anyone may see of a player or in the stored session', () => {
    const player = { uuid: 'u', username: 'rice', avatar: '' };
    expect(Value.Check(PublicUserAttributes, player)).toBe(true);
    expect(Value.Check(PublicUserAttributes, { ...player, email: 'rice@example.org' })).toBe(false);
    const session = { uuid: 'u', token: 't', userData: { username: 'rice', avatar: '' } };
    expect(Value.Check(SessionResponse, session)).toBe(true);
    expect(
      Value.Check(SessionResponse, { ...session, userData: { ...session.userData, email: 'rice@example.org' } }),
    ).toBe(false);
  });

  it("rejects a group's join code on what anyone may see of the group", () => {
    const group = { uuid: 'g', name: 'Rice pickers', avatar: '' };
    expect(Value.Check(PublicGroupAttributes, group)).toBe(true);
    expect(Value.Check(PublicGroupAttributes, { ...group, code: 'ABC123' })).toBe(false);
  });

  it('rejects request bodies with extra or mistyped fields', () => {
    expect(Value.Check(CreateGameBody, { category: 'abc', level: 1 })).toBe(true);
    expect(Value.Check(CreateGameBody, { category: 'abc', level: 1, rice: 5 })).toBe(false);
    expect(Value.Check(SubmitAnswerBody, { answer: 'a', question: 123 })).toBe(false);
  });

  it('keys rice totals by the seven abbreviated weekdays, with the lifetime total', () => {
    const week = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, lifetime: 21 };
    expect(Value.Check(RiceTotalsDocument, { data: { id: 'd', type: 'rice-totals', attributes: week } })).toBe(true);
    const { Sat: _saturday, ...missingSaturday } = week;
    expect(
      Value.Check(RiceTotalsDocument, { data: { id: 'd', type: 'rice-totals', attributes: missingSaturday } }),
    ).toBe(false);
    const { lifetime: _lifetime, ...missingLifetime } = week;
    expect(
      Value.Check(RiceTotalsDocument, { data: { id: 'd', type: 'rice-totals', attributes: missingLifetime } }),
    ).toBe(false);
  });
});

describe('admin contract', () => {
  const ad = {
    kind: 'image',
    image_url: '/uploads/x.png',
    text: '',
    link: 'https://a.example/',
    alt: 'A',
    position: 0,
    active: true,
  };

  it('accepts http(s) ad links only', () => {
    expect(Value.Check(AdminAdBody, ad)).toBe(true);
    expect(Value.Check(AdminAdBody, { ...ad, link: 'javascript:alert(1)' })).toBe(false);
    expect(Value.Check(AdminAdBody, { ...ad, link: '' })).toBe(false);
  });

  it('keeps sponsor weights in range and budgets an integer or unlimited', () => {
    const sponsor = { name: 'Acme', weight: SPONSOR_WEIGHT_MAX, budget_grains: null, active: true };
    expect(Value.Check(AdminSponsorBody, sponsor)).toBe(true);
    expect(Value.Check(AdminSponsorBody, { ...sponsor, weight: 0 })).toBe(false);
    expect(Value.Check(AdminSponsorBody, { ...sponsor, budget_grains: 1.5 })).toBe(false);
  });

  it('wants at least one field in a category edit and a known group', () => {
    expect(Value.Check(AdminCategoryPatch, {})).toBe(false);
    expect(Value.Check(AdminCategoryPatch, { category_group: 'new-categories' })).toBe(true);
    expect(Value.Check(AdminCategoryPatch, { category_group: 'nowhere' })).toBe(false);
    expect(Object.keys(CATEGORY_GROUP_LABELS)).toEqual([...CATEGORY_GROUPS]);
  });
});
