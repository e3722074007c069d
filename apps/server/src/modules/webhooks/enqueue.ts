import type { WebhookEventType } from '@app/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { byName } from '../../db/prepared';
import {
  type candidates,
  type eventLevels,
  type levelRuns,
  type participants,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema';

// The rows play hands over, typed from the schema: webhooks sit below play, not beside it.
type LevelRow = typeof eventLevels.$inferSelect;
type RunRow = typeof levelRuns.$inferSelect;
type PlayerRow = typeof participants.$inferSelect;

type Occurrence = {
  accountId: string;
  type: WebhookEventType;
  /** The same id for this occurrence at every endpoint, so receivers can de-duplicate. */
  id: string;
  data: Record<string, unknown>;
  participantId?: string;
  candidateId?: string;
};

/**
 * Queues one delivery per active endpoint of the account subscribed to the type, in the
 * caller's transaction: the deliveries exist exactly when their cause commits. A repeat of
 * the same occurrence adds nothing (unique per endpoint and event id).
 */
export async function enqueueWebhook(tx: Tx, occurrence: Occurrence): Promise<void> {
  // Sent by name: every level end asks (db/prepared.ts).
  const endpoints = await byName(
    'webhook_endpoints_for',
    tx
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(
        and(
          eq(webhookEndpoints.accountId, occurrence.accountId),
          eq(webhookEndpoints.active, true),
          sql`${webhookEndpoints.eventTypes} @> ${JSON.stringify([occurrence.type])}::jsonb`,
        ),
      ),
  );
  if (endpoints.length === 0) {
    return;
  }
  const payload = {
    id: occurrence.id,
    type: occurrence.type,
    occurredAt: new Date().toISOString(),
    data: occurrence.data,
  };
  await tx
    .insert(webhookDeliveries)
    .values(
      endpoints.map((endpoint) => ({
        endpointId: endpoint.id,
        accountId: occurrence.accountId,
        eventType: occurrence.type,
        eventId: occurrence.id,
        payload,
        participantId: occurrence.participantId ?? null,
        candidateId: occurrence.candidateId ?? null,
      })),
    )
    .onConflictDoNothing();
}

/** What an ATS needs of a participant: who, in which game, and the scores (never answers). */
function participantData(player: PlayerRow) {
  return {
    gameId: player.eventId,
    participant: {
      id: player.id,
      email: player.email,
      name: player.name,
      department: player.department,
      region: player.region,
    },
    scores: {
      currentScore: player.currentScore,
      cognitiveScore: player.cognitiveScore,
      aptitudeScore: player.aptitudeScore,
      behaviourScore: player.behaviourScore,
      miniGameScore: player.miniGameScore,
      currentLevel: player.currentLevel,
      completed: player.completed,
    },
  };
}

/**
 * A level's run has ended: participant.level_completed (one per run), and, when this end
 * completed the game for the first time, participant.completed (one per participant).
 */
export async function enqueueLevelEnd(
  tx: Tx,
  accountId: string,
  input: { run: RunRow; level: LevelRow; before: PlayerRow; after: PlayerRow },
): Promise<void> {
  const { run, level, before, after } = input;
  await enqueueWebhook(tx, {
    accountId,
    type: 'participant.level_completed',
    id: `level_completed_${run.id}`,
    participantId: after.id,
    data: {
      ...participantData(after),
      level: {
        id: level.id,
        name: level.tabName,
        points: run.points,
        passed: run.passed,
        startedAt: run.startedAt.toISOString(),
        endedAt: run.endedAt?.toISOString() ?? null,
      },
    },
  });
  if (after.completedOnce && !before.completedOnce) {
    await enqueueWebhook(tx, {
      accountId,
      type: 'participant.completed',
      id: `completed_${after.id}`,
      participantId: after.id,
      data: {
        ...participantData(after),
        completedAt: (after.completedAt ?? new Date()).toISOString(),
      },
    });
  }
}

/** A stored application: who applied to which event (the answers stay in the console). */
export async function enqueueCandidateSubmitted(
  tx: Tx,
  candidate: typeof candidates.$inferInsert & { submittedAt: Date },
): Promise<void> {
  await enqueueWebhook(tx, {
    accountId: candidate.accountId,
    type: 'candidate.submitted',
    id: `candidate_submitted_${candidate.id}`,
    candidateId: candidate.id,
    data: {
      gameId: candidate.eventId,
      candidate: {
        id: candidate.id,
        name: candidate.name,
        email: candidate.email,
        phone: candidate.phone,
        submittedAt: candidate.submittedAt.toISOString(),
      },
    },
  });
}
