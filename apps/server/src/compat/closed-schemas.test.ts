import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import type { TSchema } from '@sinclair/typebox';
import {
  CreatedGameDocument,
  GameDocument,
  PublicGroupList,
  PublicUserAttributes,
  SessionResponse,
} from '@ricebowl/contract';
import { DIALECTS, createTestApp, type TestContext } from '../test/harness.js';
import { signUp } from '../test/accounts.js';
import { answer, categoryId, createGroup } from '../test/factories.js';

/**
 * Issue 16 item 5: the contract closes the documents where an extra field would leak an answer or
 * a secret. What the server really sends must still pass them, field for field.
 */
describe.each(DIALECTS)('responses against the closed contract schemas on %s', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(dialect, { CAPTCHA: 'off' });
  });
  afterAll(async () => ctx.close());

  const expectValid = (schema: TSchema, body: unknown) => expect([...Value.Errors(schema, body)]).toEqual([]);

  it('sends games that carry no more than the contract allows, from start to answer to read', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/engine/games',
      payload: { category: categoryId('multiplication-table'), level: 1 },
    });
    expectValid(CreatedGameDocument, response.json());
    const { data } = response.json<CreatedGameDocument>();
    const question = data.attributes.question!;
    const answered = await answer(ctx, data.id, question.id, question.options[0]!.id);
    expectValid(GameDocument, answered.json());
    expectValid(GameDocument, (await ctx.app.inject({ method: 'GET', url: `/api/engine/games/${data.id}` })).json());
  });

  it('sends sessions and public players and groups that pass their closed schemas', async () => {
    const player = await signUp(ctx);
    expectValid(SessionResponse, player.session);
    const users = await ctx.app.inject({
      method: 'GET',
      url: `/api/accounts/public/users?uuids=${player.session.uuid}`,
    });
    const [user] = users.json<{ data: { attributes: unknown }[] }>().data;
    expectValid(PublicUserAttributes, user!.attributes);
    const { uuid } = await createGroup(ctx, player, { name: 'Closed schemas' });
    const groups = await ctx.app.inject({ method: 'GET', url: `/api/accounts/public/groups?uuids=${uuid}` });
    expectValid(PublicGroupList, groups.json());
    expect(groups.json<PublicGroupList>().data).toHaveLength(1);
  });
});
