import {
  levelOpen,
  type ParticipantPlays,
  type PlayState,
  participantMessages,
  playMessages,
} from '@app/domain';
import type { DbOrTx } from '../../db/client';
import type { EventScope, PlayerScope } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import { findEventWithZone } from '../events/service';
import { kindOfLevel } from './content';
import { toPlayEvent } from './entry-service';
import { eventMap, onMap } from './playable';
import { toPlayer } from './player-view';
import {
  findPlayer,
  type MapResult,
  participantAttempts,
  playerCompetencies,
  playerLevelResults,
  playerRank,
  playerStanding,
} from './run-queries';
import { endOverdueRun } from './run-service';

/** The level map: each level's state, the counted points and the attempts made. */
async function levelMap(db: DbOrTx, eventId: string, results: readonly MapResult[]) {
  // A level nobody could pass stays off the map until it is playable (playable.ts).
  const map = await eventMap(db, eventId);
  const levels = onMap(map);
  const byLevel = new Map(results.map((r) => [r.levelId, r]));
  const passed = levels.map((l) => ({ passed: byLevel.get(l.id)?.passed ?? false }));
  // A mini level is stored by its slot ('Mini 1'), which plays the catalog's mini game of that
  // slot (its screens are found the same way): the player is shown that game's name.
  const miniNames = new Map(map.map((m) => [m.level.id, m.miniName]));
  return levels.map((level, index) => {
    const result = byLevel.get(level.id);
    const kind = kindOfLevel(level);
    const state = result?.passed
      ? ('passed' as const)
      : !levelOpen(passed, index)
        ? ('locked' as const)
        : result
          ? ('failed' as const)
          : ('open' as const);
    return {
      id: level.id,
      // One level number for header, map and reports: the position in map order (§ rules).
      number: index + 1,
      name: level.tabName,
      kind,
      // A cognitive or aptitude level is stored under its game's own name.
      gameName:
        kind === 'numeric'
          ? null
          : kind === 'mini'
            ? (miniNames.get(level.id) ?? null)
            : level.tabName,
      goalText: level.goalText,
      time: level.time,
      passingScore: level.passingScore,
      state,
      points: result?.points ?? null,
      attempts: result?.attempts ?? 0,
    };
  });
}

export async function playState(ctx: AppContext, scope: PlayerScope): Promise<PlayState> {
  let [event, standing] = await Promise.all([
    findEventWithZone(ctx.db, scope.eventId),
    playerStanding(ctx.db, scope),
  ]);
  if (!event) {
    throw new AppError('NOT_FOUND', playMessages.eventNotFound, { code: 'EVENT_NOT_FOUND' });
  }
  if (standing?.open && (await endOverdueRun(ctx, scope, standing.open))) {
    // The run past its time has ended with what it had: its level's result is new.
    standing = await playerStanding(ctx.db, scope);
  }
  if (!standing) {
    throw new AppError('UNAUTHENTICATED', playMessages.signInRequired);
  }
  const { player, competencies, open } = standing;
  const levels = await levelMap(ctx.db, scope.eventId, standing.levels);
  const started = levels.some((l) => l.attempts > 0) || open !== null;
  const rank = started ? await playerRank(ctx.db, scope, player.currentScore) : null;
  return {
    event: toPlayEvent(event),
    participant: toPlayer(player),
    competencies,
    levels,
    openRunLevelId: open?.levelId ?? null,
    rank,
  };
}

/** The admin's view of one participant: every level with each attempt (users list link). */
export async function participantPlays(
  ctx: AppContext,
  scope: EventScope,
  participantId: string,
): Promise<ParticipantPlays> {
  const playerScope: PlayerScope = {
    kind: 'player',
    accountId: scope.accountId,
    eventId: scope.eventId,
    participantId,
  };
  const player = isUuid(participantId) ? await findPlayer(ctx.db, playerScope) : undefined;
  if (!player) {
    throw new AppError('NOT_FOUND', participantMessages.notFound, { code: 'NOT_FOUND' });
  }
  const [map, runs, competencies] = await Promise.all([
    playerLevelResults(ctx.db, playerScope).then((results) =>
      levelMap(ctx.db, scope.eventId, results),
    ),
    participantAttempts(ctx.db, scope, participantId),
    playerCompetencies(ctx.db, playerScope),
  ]);
  return {
    levels: map.map((level) => ({
      levelId: level.id,
      name: level.name,
      kind: level.kind,
      passed: level.state === 'passed',
      points: level.points,
      attempts: runs
        .filter((r) => r.levelId === level.id)
        .map((r) => ({
          attempt: r.attempt,
          points: r.points,
          passed: r.passed,
          answers: r.answers,
          startedAt: r.startedAt.toISOString(),
          endedAt: r.endedAt?.toISOString() ?? null,
        })),
    })),
    competencies,
  };
}
