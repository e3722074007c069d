import type { Player } from '@app/domain';
import type { PlayerRow } from './run-queries';

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
