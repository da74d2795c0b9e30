import type { Migration } from 'kysely';
import * as initial from './0001-initial.js';
import * as accounts from './0002-accounts.js';
import * as groups from './0003-groups.js';
import * as challengesBadges from './0004-challenges-badges.js';
import * as adminSponsors from './0005-admin-sponsors.js';
import * as anticheat from './0006-anticheat.js';
import * as compatCategoryUuids from './0007-compat-category-uuids.js';
import * as reportsQuestionReports from './0008-reports-question-reports.js';
import * as grainsAnticheatBudgets from './0009-grains-anticheat-budgets.js';
import * as accountsSecurity from './0010-accounts-security.js';
import * as languagesUserLanguage from './0011-languages-user-language.js';
import * as anticheatHumanError from './0012-anticheat-human-error.js';
import * as lang19CategoryLanguage from './0013-lang19-category-language.js';
import * as claims14GameClaims from './0014-claims14-game-claims.js';
import * as pg17AnswerFunction from './0015-pg17-answer-function.js';
import * as eventsOutbox from './0016-events-outbox.js';
import * as auditSequence from './0017-audit-sequence.js';

/** Every migration, in order. Static imports keep them bundled with the server on any platform. */
export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-accounts': accounts,
  '0003-groups': groups,
  '0004-challenges-badges': challengesBadges,
  '0005-admin-sponsors': adminSponsors,
  '0006-anticheat': anticheat,
  '0007-compat-category-uuids': compatCategoryUuids,
  '0008-reports-question-reports': reportsQuestionReports,
  '0009-grains-anticheat-budgets': grainsAnticheatBudgets,
  '0010-accounts-security': accountsSecurity,
  '0011-languages-user-language': languagesUserLanguage,
  '0012-anticheat-human-error': anticheatHumanError,
  '0013-lang19-category-language': lang19CategoryLanguage,
  '0014-claims14-game-claims': claims14GameClaims,
  '0015-pg17-answer-function': pg17AnswerFunction,
  '0016-events-outbox': eventsOutbox,
  '0017-audit-sequence': auditSequence,
};
