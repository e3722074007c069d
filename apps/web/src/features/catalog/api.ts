import {
  type AceGameKind,
  aceGameSchema,
  competencySchema,
  importReportSchema,
  miniGameSchema,
  questionFileCheckSchema,
  uploadedImageSchema,
} from '@app/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiGet,
  apiPatch,
  apiPost,
  apiUpload,
  listOf,
  type Parser,
  readProp,
} from '../../app/api-client';
import { catalogKeys } from './query-keys';

export type MiniGame = ReturnType<typeof miniGameSchema.parse>;
export type AceGame = ReturnType<typeof aceGameSchema.parse>;
export type Competency = ReturnType<typeof competencySchema.parse>;
export type ImportReport = ReturnType<typeof importReportSchema.parse>;
export type QuestionFileCheck = ReturnType<typeof questionFileCheckSchema.parse>;
export type UploadedImage = ReturnType<typeof uploadedImageSchema.parse>;

/**
 * The logo field of a save: undefined leaves the stored logo, a file id replaces it, null
 * removes it (contract: imageFileId).
 */
export type ImageFileId = string | null | undefined;

export type MiniGameInput = {
  name: string;
  tabName: string;
  goalText: string;
  time: number;
  passingScore: number;
  imageFileId?: string | null;
};
export type AceGameInput = { name: string; secondName: string; imageFileId?: string | null };
export type CompetencyInput = {
  name: string;
  description: string;
  imageFileId?: string | null;
  questionFileId?: string;
};
export type CompetencySaved = { competency: Competency; import: ImportReport | null };

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
    queryFn: ({ signal }) => apiGet('/api/mini-games', listOf(miniGameSchema), signal),
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
    queryFn: ({ signal }) => apiGet(`/api/ace-games?kind=${kind}`, listOf(aceGameSchema), signal),
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
    queryFn: ({ signal }) => apiGet('/api/competencies', listOf(competencySchema), signal),
    enabled,
  });
}

const competencySaved: Parser<CompetencySaved> = {
  parse: (input) => {
    const report = readProp(input, 'import');
    return {
      competency: competencySchema.parse(readProp(input, 'competency')),
      import: report === null || report === undefined ? null : importReportSchema.parse(report),
    };
  },
};

export function useSaveCompetency(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, ...rest }: CompetencyInput) =>
      id === null
        ? apiPost('/api/competencies', { name, ...rest }, competencySaved)
        : // The name is read-only on edit (part A §5).
          apiPatch(itemPath('/api/competencies', id), rest, competencySaved),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.competencies() }),
  });
}
