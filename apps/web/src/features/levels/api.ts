import {
  characterSchema,
  type Level,
  type LevelCreateInput,
  type LevelDetail,
  type LevelImportReport,
  type LevelsOverview,
  type LevelUpdateInput,
  levelDetailSchema,
  levelImportReportSchema,
  levelSchema,
  levelsOverviewSchema,
  type QuestionImportReport,
  questionImportReportSchema,
} from '@app/domain';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPatch, apiPost, apiUpload } from '../../app/api-client';
import { eventKeys } from '../events/query-keys';
import { levelKeys } from './query-keys';

export type { Level, LevelDetail, LevelImportReport, LevelsOverview, QuestionImportReport };

const enc = encodeURIComponent;
export const levelsApiPath = (eventId: string) => `/api/events/${enc(eventId)}/levels`;
export const levelApiPath = (eventId: string, levelName: string) =>
  `${levelsApiPath(eventId)}/${enc(levelName)}`;
/** The CSV downloads (attachments: a plain link saves them). */
export const levelsCsvPath = (eventId: string) => `/api/events/${enc(eventId)}/levels.csv`;
export const levelQuestionsCsvPath = (eventId: string, levelName: string) =>
  `${levelApiPath(eventId, levelName)}/questions.csv`;

export function useLevelsOverview(eventId: string) {
  return useQuery({
    queryKey: levelKeys.overview(eventId),
    queryFn: ({ signal }) => apiGet(levelsApiPath(eventId), levelsOverviewSchema, signal),
  });
}

export function useLevelDetail(eventId: string, levelName: string) {
  return useQuery({
    queryKey: levelKeys.detail(eventId, levelName),
    queryFn: ({ signal }) => apiGet(levelApiPath(eventId, levelName), levelDetailSchema, signal),
  });
}

/**
 * After any change to a level or its questions: the overview (counts, order) and that level's
 * detail. A level added or deleted also changes the event's level count (dashboard, event card).
 */
export function refreshLevel(
  queryClient: QueryClient,
  eventId: string,
  levelName: string,
  { levelCountChanged = false } = {},
) {
  const refreshes = [
    queryClient.invalidateQueries({ queryKey: levelKeys.overview(eventId) }),
    queryClient.invalidateQueries({ queryKey: levelKeys.detail(eventId, levelName) }),
  ];
  if (levelCountChanged) {
    refreshes.push(
      queryClient.invalidateQueries({ queryKey: eventKeys.detail(eventId) }),
      queryClient.invalidateQueries({ queryKey: eventKeys.lists() }),
    );
  }
  return Promise.all(refreshes);
}

export function useCreateLevel(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LevelCreateInput) => apiPost(levelsApiPath(eventId), input, levelSchema),
    onSuccess: (level) =>
      refreshLevel(queryClient, eventId, level.tabName, { levelCountChanged: true }),
  });
}

export function useUpdateLevel(eventId: string, levelName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LevelUpdateInput) =>
      apiPatch(levelApiPath(eventId, levelName), input, levelSchema),
    onSuccess: () => refreshLevel(queryClient, eventId, levelName),
  });
}

export function useDeleteLevelMutation(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: levelKeys.removeLevel(eventId),
    mutationFn: (levelName: string) => apiDelete(levelApiPath(eventId, levelName)),
    onSuccess: (_data, levelName) => {
      // Its detail (and questions) are gone: never show them from the cache again.
      queryClient.removeQueries({ queryKey: levelKeys.detail(eventId, levelName) });
    },
    onSettled: (_data, _error, levelName) =>
      refreshLevel(queryClient, eventId, levelName, { levelCountChanged: true }),
  });
}

export function useRenameCharacter(eventId: string, key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      apiPatch(`/api/events/${enc(eventId)}/characters/${enc(key)}`, { name }, characterSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: levelKeys.overview(eventId) }),
  });
}

function csvForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
}

/**
 * A levels CSV: names the game has are edited, new ones added, all or nothing. A file with
 * refused rows answers `applied: false` and changes nothing, so only an applied one refreshes.
 */
export function useImportLevels(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      apiUpload(`${levelsApiPath(eventId)}/import`, csvForm(file), levelImportReportSchema),
    onSuccess: async (report) => {
      if (report.applied) {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: levelKeys.event(eventId) }),
          queryClient.invalidateQueries({ queryKey: eventKeys.detail(eventId) }),
          queryClient.invalidateQueries({ queryKey: eventKeys.lists() }),
        ]);
      }
    },
  });
}

/** A questions CSV replacing a numbered level's questions, all or nothing. */
export function useImportLevelQuestions(eventId: string, levelName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      apiUpload(
        `${levelApiPath(eventId, levelName)}/questions/import`,
        csvForm(file),
        questionImportReportSchema,
      ),
    onSuccess: async (report) => {
      if (report.applied) {
        await refreshLevel(queryClient, eventId, levelName);
      }
    },
  });
}
