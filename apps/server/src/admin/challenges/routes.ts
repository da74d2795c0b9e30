import { AdminChallengeBody, AdminChallengeDocument, AdminChallengeList, AdminIdParams } from '@ricebowl/contract';
import type { App } from '../../platform/http.js';
import { presentAdminChallenge } from '../../engine/challenges/presenter.js';
import {
  challengeProblems,
  endChallenge,
  findChallenge,
  insertCheckedChallenge,
  listAllChallenges,
  updateCheckedChallenge,
} from '../../engine/challenges/service.js';
import { adminSchema, audited, found, invalid, notFound, wholeList } from '../shared.js';

const missing = () => notFound('challenge_not_found', 'Challenge not found');

/** The body, or 400 with the problems engine/challenges finds in it. */
function checked(body: AdminChallengeBody): AdminChallengeBody {
  const problems = challengeProblems(body);
  if (Object.keys(problems).length) throw invalid(problems);
  return body;
}

const target = (id: string) => ({ targetType: 'challenge', targetId: id });

/** Challenges: all of them (private and future too), create, edit, end now. */
export async function challengeRoutes(app: App) {
  const { deps } = app;
  const db = deps.db.kysely;
  const load = async (id: string) => ({ data: presentAdminChallenge(found(await findChallenge(db, id), missing)) });

  app.get('/challenges', { schema: adminSchema('Every challenge', AdminChallengeList) }, async () =>
    wholeList(await listAllChallenges(db), presentAdminChallenge),
  );

  app.post(
    '/challenges',
    { schema: adminSchema('Create a challenge', AdminChallengeDocument, { body: AdminChallengeBody }) },
    async (request) => {
      const body = checked(request.body);
      const id = await audited(
        deps,
        request.adminId,
        (trx, now) => insertCheckedChallenge(trx, body, now),
        (created) => ({ action: 'challenge.create', ...target(created), details: { title: body.title } }),
      );
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
      const body = checked(request.body);
      const { id } = request.params;
      await audited(
        deps,
        request.adminId,
        async (trx) => found(await updateCheckedChallenge(trx, id, body), missing),
        () => ({ action: 'challenge.update', ...target(id), details: { ...body } }),
      );
      return load(id);
    },
  );

  app.post(
    '/challenges/:id/end',
    { schema: adminSchema('End a challenge now', AdminChallengeDocument, { params: AdminIdParams }) },
    async (request) => {
      const { id } = request.params;
      const nowSeconds = Math.floor(deps.now() / 1000);
      await audited(
        deps,
        request.adminId,
        async (trx) => found(await endChallenge(trx, id, nowSeconds), missing),
        // Already over: nothing changes, nothing is logged.
        (ended) =>
          ended && { action: 'challenge.end', ...target(id), details: { datetime_end: nowSeconds, was: ended.was } },
      );
      return load(id);
    },
  );
}
