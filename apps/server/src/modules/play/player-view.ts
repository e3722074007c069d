import { type Player, playMessages } from '@app/domain';
import type { PlayerScope } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { findPlayer, type PlayerRow, playerCompetencies } from './run-queries';

export function toPlayer(row: PlayerRow): Player {
  return {
    name: row.name,
    email: row.email,
    currentLevel: row.currentLevel,
    currentScore: row.currentScore,
    behaviourScore: row.behaviourScore,
    miniGameScore: row.miniGameScore,
    cognitiveScore: row.cognitiveScore,
    aptitudeScore: row.aptitudeScore,
    attempts: row.attempts,
    completed: row.completed,
    completedOnce: row.completedOnce,
    achievements: row.achievements,
    achievementCount: row.achievementCount,
  };
}

export async function playerView(ctx: AppContext, scope: PlayerScope) {
  const [row, competencies] = await Promise.all([
    findPlayer(ctx.db, scope),
    playerCompetencies(ctx.db, scope),
  ]);
  if (!row) {
    throw new AppError('UNAUTHENTICATED', playMessages.signInRequired);
  }
  return { participant: toPlayer(row), competencies };
}
