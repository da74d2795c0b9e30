import type { GameAttributes, Question } from '@ricebowl/contract';
import { resource } from '../../platform/jsonapi.js';
import { localizeNotifications } from '../badges/award.js';
import type { GameResult } from './service.js';

/** The game document; badge notifications in `language` (a request's Accept-Language). */
export function presentGame(
  { game, answer, notifications, userRiceTotal }: GameResult,
  linkBase: string,
  language?: string | null,
) {
  const attributes: GameAttributes = {
    question: game.question ? (JSON.parse(game.question) as Question) : null,
    question_id: game.question_id,
    answer,
    rice: game.rice,
    user_id: game.user_id,
    category: game.category_id,
    level: game.level,
    notifications: localizeNotifications(notifications, language),
    user_rice_total: userRiceTotal,
    streak: game.streak,
    sponsor_id: game.sponsor_id,
  };
  return { data: resource('games', game.id, attributes, `${linkBase}/api/engine/games/${game.id}`) };
}
