import { AdminChallengeBody, AdminChallengeDocument, AdminChallengeList, AdminIdParams } from '@ricebowl/contract';
import type { App } from '../../platform/http.js';
import { adminSchema, audit, invalid, notFound, onePage } from '../shared.js';
import { challengeProblems, insertCheckedChallenge, presentChallenge, updateCheckedChallenge } from './service.js';

const missing = () => notFound('challenge_not_found', 'Challenge not found');

/** Challenges: all of them (private and future too), create, edit, end now. */
export async function challengeRoutes(app: App) {
  const { deps } = app;
  const db = deps.db.kysely;
  const load = async (id: string) => {
    const row = await db.selectFrom('challenges').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw missing();
    return { data: presentChallenge(row) };
  };

  app.get('/challenges', { schema: adminSchema('Every challenge', AdminChallengeList) }, async () => {
    const rows = await db.selectFrom('challenges').selectAll().orderBy('datetime_start', 'desc').execute();
    return { data: rows.map(presentChallenge), meta: onePage(rows.length) };
  });

  app.post(
    '/challenges',
    { schema: adminSchema('Create a challenge', AdminChallengeDocument, { body: AdminChallengeBody }) },
    async (request) => {
      const problems = challengeProblems(request.body);
      if (Object.keys(problems).length) throw invalid(problems);
      const now = deps.now();
      const id = await db.transaction().execute(async (trx) => {
        const created = await insertCheckedChallenge(trx, request.body, now);
        await audit(trx, {
          actor: request.adminId,
          action: 'challenge.create',
          targetType: 'challenge',
          targetId: created,
          details: { title: request.body.title },
          at: now,
        });
        return created;
      });
      return load(id);
    },
  );

  app.put(
    '/challenges/:id',
    {
      schema: adminSchema('Edit a challenge', AdminChallengeDocument, {
        params: AdminIdParams,
        body: AdminChallengeBody,
      }),
    },
    async (request) => {
      const problems = challengeProblems(request.body);
      if (Object.keys(problems).length) throw invalid(problems);
      const { id } = request.params;
      await db.transaction().execute(async (trx) => {
        if (!(await updateCheckedChallenge(trx, id, request.body))) throw missing();
        await audit(trx, {
          actor: request.adminId,
          action: 'challenge.update',
          targetType: 'challenge',
          targetId: id,
          details: { ...request.body },
          at: deps.now(),
        });
      });
      return load(id);
    },
  );

  app.post(
    '/challenges/:id/end',
    { schema: adminSchema('End a challenge now', AdminChallengeDocument, { params: AdminIdParams }) },
    async (request) => {
      const { id } = request.params;
      const now = deps.now();
      const nowSeconds = Math.floor(now / 1000);
      await db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('challenges').select('datetime_end').where('id', '=', id).executeTakeFirst();
        if (!row) throw missing();
        if (Number(row.datetime_end) <= nowSeconds) return; // already over: nothing changes
        await trx.updateTable('challenges').set({ datetime_end: nowSeconds }).where('id', '=', id).execute();
        await audit(trx, {
          actor: request.adminId,
          action: 'challenge.end',
          targetType: 'challenge',
          targetId: id,
          details: { datetime_end: nowSeconds, was: Number(row.datetime_end) },
          at: now,
        });
      });
      return load(id);
    },
  );
}
