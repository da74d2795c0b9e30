import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BadgeList, GameDocument } from '@ricebowl/contract';
import { DIALECTS, createTestApp, type TestContext } from '../../test/harness.js';
import { signUp } from '../../test/accounts.js';
import { testClient } from '../../test/client.js';
import { categoryId, correctOptionOf } from '../../test/factories.js';

// Issue 19: badge labels and descriptions are the server's text, so it writes them in the language
// the request asks for (Accept-Language, as the web app sends it), numbers formatted for it.
describe.each(DIALECTS)('badges in the asked language on %s', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(dialect, { CAPTCHA: 'off' });
  });
  afterAll(async () => ctx.close());

  const call = testClient(() => ctx);
  const badges = async (language?: string) => {
    const reply = await call('GET', '/api/engine/badges/?limit=100', {
      headers: language ? { 'accept-language': language } : {},
    });
    expect(reply.statusCode).toBe(200);
    return new Map(reply.json<BadgeList>().data.map((b) => [b.id, b.attributes]));
  };

  it('lists the badges in English without a header, and in French or Arabic when asked', async () => {
    const english = await badges();
    expect(english.get('streak_10')).toMatchObject({
      label: '10 in a row',
      description: 'Answer 10 questions correctly in a row.',
    });
    expect(english.get('accumulation_1000')!.label).toBe('1,000 correct answers');
    expect(english.get('persistence_1h')!.label).toBe('1 hour of play');
    expect(english.get('persistence_2h')!.label).toBe('2 hours of play');

    const french = await badges('fr-FR,fr;q=0.9,en;q=0.5');
    expect(french.size).toBe(english.size);
    expect(french.get('streak_10')).toMatchObject({
      machine_name: 'streak_10',
      label: '10 d’affilée',
      description: 'Réponds correctement à 10 questions d’affilée.',
    });
    // Thousands grouped the French way (Intl.NumberFormat), singular and plural by the count.
    expect(french.get('accumulation_1000')!.label).toBe(`${new Intl.NumberFormat('fr').format(1000)} bonnes réponses`);
    expect(french.get('persistence_1h')!.label).toBe('1 heure de jeu');
    expect(french.get('persistence_2h')!.label).toBe('2 heures de jeu');
    expect(french.get('persistence_30i')!.description).toBe('Joue 30 jours différents.');

    const arabic = await badges('ar');
    // Arabic counts: 3–10 take the plural, 11–99 the singular accusative; one and two their own words.
    expect(arabic.get('streak_10')!.description).toBe('أجب بشكل صحيح عن 10 أسئلة على التوالي.');
    expect(arabic.get('streak_25')!.description).toBe('أجب بشكل صحيح عن 25 سؤالًا على التوالي.');
    expect(arabic.get('persistence_1h')!.label).toBe('ساعة لعب واحدة');
    expect(arabic.get('persistence_2h')!.label).toBe('ساعتا لعب');
    expect(arabic.get('accumulation_10000')!.label).toBe(`${new Intl.NumberFormat('ar').format(10000)} إجابة صحيحة`);
    for (const [name, attributes] of arabic) {
      expect(attributes.label, name).not.toBe(english.get(name)!.label);
      expect(attributes.description, name).not.toBe(english.get(name)!.description);
    }
    // A language without a catalogue gets English.
    expect((await badges('nl')).get('streak_10')!.label).toBe('10 in a row');
  });

  it('announces a badge just earned in the language of the answering request', async () => {
    const player = await signUp(ctx);
    const french = { as: player, headers: { 'accept-language': 'fr' } };
    let game = (
      await call('POST', '/api/engine/games', {
        ...french,
        body: { category: categoryId('multiplication-table'), level: 1 },
      })
    ).json<GameDocument>().data;
    let earned: GameDocument['data']['attributes']['notifications'] = [];
    for (let i = 0; i < 10; i++) {
      const reply = await call('PATCH', `/api/engine/games/${game.id}/answer`, {
        ...french,
        body: {
          question: game.attributes.question_id,
          answer: await correctOptionOf(ctx, game.id),
        },
      });
      expect(reply.statusCode).toBe(200);
      game = reply.json<GameDocument>().data;
      earned = game.attributes.notifications.filter((n) => n.code === 'badge');
      if (i < 9) expect(earned).toEqual([]);
    }
    expect(earned).toEqual([
      {
        size: 'large',
        code: 'badge',
        title: 'Nouveau badge : 10 d’affilée',
        params: { badge: 'streak_10', label: '10 d’affilée' },
      },
    ]);
  });
});
