import { eq } from 'drizzle-orm';
import { eventLevels } from '../../db/schema';
import type { AdminGame } from '../../test/admin-game';

/** A numbered level as Add Level sends it, but for its tab name. */
export const numberedLevel = {
  passingScore: 500,
  time: 90,
  difficulty: 'Easy',
  goalText: 'Answer the e-mails',
  final: false,
  totalQuestions: { questions: 3, emails: 2, sms: 1 },
  minAttempts: { questions: 2, emails: 1, sms: 1 },
};

/** A question as Add Question sends it, of the game's first competency. */
export const smsQuestion = (game: Pick<AdminGame['game'], 'competencies'>) => ({
  type: 'SMS',
  question: 'Running late?',
  name: 'Kim',
  options: [{ text: 'Fine', rating: 2 }],
  difficulty: 'Easy',
  ability: game.competencies[0],
});

/** The game's stored levels, in sorting order. */
export function levelRowsOf({ app, game }: Pick<AdminGame, 'app' | 'game'>) {
  return app.ctx.db
    .select()
    .from(eventLevels)
    .where(eq(eventLevels.eventId, game.id))
    .orderBy(eventLevels.sortingOrder);
}
