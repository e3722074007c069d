import { type EventQuestionInput, eventQuestionSchema } from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiPatch, apiPost } from '../../../app/api-client';
import { levelApiPath, refreshLevel } from '../api';
import { levelKeys } from '../query-keys';

/**
 * A level's questions are read with the level (GET …/levels/:levelName, levels/api.ts); these
 * are their writes, each refreshing that level and the overview's counts.
 */
const questionsPath = (eventId: string, levelName: string) =>
  `${levelApiPath(eventId, levelName)}/questions`;
const questionPath = (eventId: string, levelName: string, questionId: string) =>
  `${questionsPath(eventId, levelName)}/${encodeURIComponent(questionId)}`;

/** Adds (no id) or changes (id) one question of a numbered level. */
export function useSaveQuestion(eventId: string, levelName: string, questionId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EventQuestionInput) =>
      questionId === null
        ? apiPost(questionsPath(eventId, levelName), input, eventQuestionSchema)
        : apiPatch(questionPath(eventId, levelName, questionId), input, eventQuestionSchema),
    onSuccess: () => refreshLevel(queryClient, eventId, levelName),
  });
}

export function useDeleteQuestionMutation(eventId: string, levelName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: levelKeys.removeQuestion(eventId, levelName),
    mutationFn: (questionId: string) => apiDelete(questionPath(eventId, levelName, questionId)),
    onSettled: () => refreshLevel(queryClient, eventId, levelName),
  });
}
