import {
  type AceGame,
  type AceGameInput,
  type AceGameKind,
  aceGameSchema,
  type Competency,
  type CompetencyCreateInput,
  type CompetencySaveResult,
  competencySaveResultSchema,
  competencySchema,
  type ImportReport,
  listOf,
  type MiniGame,
  type MiniGameInput,
  miniGameSchema,
  type QuestionFileCheck,
  questionFileCheckSchema,
  type UploadedImage,
  uploadedImageSchema,
} from '@app/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGetItems, apiPatch, apiPost, apiUpload } from '../../app/api-client';
import { catalogKeys } from './query-keys';

export type {
  AceGame,
  Competency,
  CompetencySaveResult,
  ImportReport,
  MiniGame,
  QuestionFileCheck,
  UploadedImage,
};

/**
 * The logo field of a save: undefined leaves the stored logo, a file id replaces it, null
 * removes it (contract: imageFileId).
 */
export type ImageFileId = string | null | undefined;

const itemPath = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;

export function uploadImage(image: Blob, fileName: string): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', image, fileName);
  return apiUpload('/api/uploads/images', form, uploadedImageSchema);
}

/** Checks a question file against the competency's name before anything is saved. */
export function checkQuestionFile(file: File, competency: string): Promise<QuestionFileCheck> {
  const form = new FormData();
  // The text field goes first so a streaming parser knows the competency before the file.
  form.append('competency', competency);
  form.append('file', file, file.name);
  return apiUpload('/api/uploads/question-banks', form, questionFileCheckSchema);
}

/** `enabled` lets the wizard's slider read only the list on screen. */
export function useMiniGames(enabled = true) {
  return useQuery({
    queryKey: catalogKeys.miniGames(),
    queryFn: ({ signal }) => apiGetItems('/api/mini-games', listOf(miniGameSchema), signal),
    enabled,
  });
}

export function useSaveMiniGame(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MiniGameInput) =>
      id === null
        ? apiPost('/api/mini-games', input, miniGameSchema)
        : apiPatch(itemPath('/api/mini-games', id), input, miniGameSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.miniGames() }),
  });
}

export function useAceGames(kind: AceGameKind, enabled = true) {
  return useQuery({
    queryKey: catalogKeys.aceGames(kind),
    queryFn: ({ signal }) =>
      apiGetItems(`/api/ace-games?kind=${kind}`, listOf(aceGameSchema), signal),
    enabled,
  });
}

export function useSaveAceGame(kind: AceGameKind, id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AceGameInput) =>
      id === null
        ? apiPost(`/api/ace-games?kind=${kind}`, input, aceGameSchema)
        : apiPatch(itemPath('/api/ace-games', id), input, aceGameSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.aceGames(kind) }),
  });
}

export function useCompetencies(enabled = true) {
  return useQuery({
    queryKey: catalogKeys.competencies(),
    queryFn: ({ signal }) => apiGetItems('/api/competencies', listOf(competencySchema), signal),
    enabled,
  });
}

export function useSaveCompetency(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, ...rest }: CompetencyCreateInput) =>
      id === null
        ? apiPost('/api/competencies', { name, ...rest }, competencySaveResultSchema)
        : // The name is read-only on edit (part A §5).
          apiPatch(itemPath('/api/competencies', id), rest, competencySaveResultSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.competencies() }),
  });
}
