// The challenges module's surface. creditChallenges runs inside the answer's transaction.
export { creditChallenges, insertChallenge, memberKey } from './repository.js';
