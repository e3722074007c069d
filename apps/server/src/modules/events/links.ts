import type { AppContext } from '../../platform/context';

/** The links a game is shared by (part B §2: Admin Link, Game Link, Candidate flow Link). */
export function eventLinks(ctx: AppContext, eventId: string, candidateFlow: boolean) {
  const id = encodeURIComponent(eventId);
  return {
    gameLink: `${ctx.config.publicUrl}/play/${id}`,
    adminLink: `${ctx.config.publicUrl}/admin/leaderboard/${id}`,
    candidateFlowLink: candidateFlow ? `${ctx.config.publicUrl}/candidate-flow/${id}` : null,
  };
}
