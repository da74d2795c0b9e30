import type { GameAttributes, Question } from '@ricebowl/contract';
import { resource } from '../../platform/jsonapi.js';
import type { GameResult } from './service.js';

export function presentGame({ game, answer, notifications, userRiceTotal }: GameResult, linkBase: string) {
  const attributes: GameAttributes = {
    question: game.question ? (JSON.parse(game.question) as Question) : null,
    question_id: game.question_id,
    answer,
    rice: game.rice,
    user_id: game.user_id,
    category: game.category_id,
    level: game.level,
    notifications,
    user_rice_total: userRiceTotal,
    streak: game.streak,
    sponsor_id: game.sponsor_id,
  };
  return { data: resource('games', game.id, attributes, `${linkBase}/api/engine/games/${game.id}`) };
}
