import {
  type Character,
  characterSchema,
  type Department,
  type Difficulty,
  type DifficultyCreateInput,
  departmentSchema,
  difficultySchema,
  listOf,
  type QuestionReward,
  questionRewardSchema,
  type Region,
  regionSchema,
} from '@app/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGetItems, apiPatch, apiPost, type Parser } from '../../app/api-client';
import { settingsKeys } from './query-keys';

export type { Character, Difficulty, QuestionReward };
/** A department or a region: both are a name with an id. */
export type NamedItem = { id: string; name: string };

/** Departments and regions differ only in their field and path (contract: "as departments"). */
export type NameCatalog = {
  field: 'department' | 'region';
  path: '/api/departments' | '/api/regions';
  queryKey: readonly unknown[];
};

export const departmentCatalog: NameCatalog = {
  field: 'department',
  path: '/api/departments',
  queryKey: settingsKeys.departments(),
};
export const regionCatalog: NameCatalog = {
  field: 'region',
  path: '/api/regions',
  queryKey: settingsKeys.regions(),
};

const fromDepartment = ({ id, department }: Department): NamedItem => ({ id, name: department });
const fromRegion = ({ id, region }: Region): NamedItem => ({ id, name: region });

/** The domain's department or region schema, read as a name with an id. */
const namedItem = (catalog: NameCatalog): Parser<NamedItem> => ({
  parse: (input) =>
    catalog.field === 'department'
      ? fromDepartment(departmentSchema.parse(input))
      : fromRegion(regionSchema.parse(input)),
});
const namedItems = (catalog: NameCatalog): Parser<{ items: NamedItem[] }> => ({
  parse: (input) => ({
    items:
      catalog.field === 'department'
        ? listOf(departmentSchema).parse(input).items.map(fromDepartment)
        : listOf(regionSchema).parse(input).items.map(fromRegion),
  }),
});

export function useNamedItems(catalog: NameCatalog) {
  return useQuery({
    queryKey: catalog.queryKey,
    queryFn: ({ signal }) => apiGetItems(catalog.path, namedItems(catalog), signal),
  });
}

/** Adds (no id) or renames (id) a department or region; the server upper-cases the first letter. */
export function useSaveNamedItem(catalog: NameCatalog, id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => {
      const body = { [catalog.field]: name };
      return id === null
        ? apiPost(catalog.path, body, namedItem(catalog))
        : apiPatch(`${catalog.path}/${encodeURIComponent(id)}`, body, namedItem(catalog));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalog.queryKey }),
  });
}

export function useDifficulties() {
  return useQuery({
    queryKey: settingsKeys.difficulties(),
    queryFn: ({ signal }) => apiGetItems('/api/difficulties', listOf(difficultySchema), signal),
  });
}

export function useSaveDifficulty(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DifficultyCreateInput) =>
      id === null
        ? apiPost('/api/difficulties', input, difficultySchema)
        : // The name is read-only on edit (part A §5): only the score is sent.
          apiPatch(
            `/api/difficulties/${encodeURIComponent(id)}`,
            { passingScore: input.passingScore },
            difficultySchema,
          ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.difficulties() }),
  });
}

export function useQuestionRewards() {
  return useQuery({
    queryKey: settingsKeys.questionRewards(),
    queryFn: ({ signal }) =>
      apiGetItems('/api/settings/question-rewards', listOf(questionRewardSchema), signal),
  });
}

export function useSaveQuestionReward(type: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: number) =>
      apiPatch(
        `/api/settings/question-rewards/${encodeURIComponent(type)}`,
        { value },
        questionRewardSchema,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.questionRewards() }),
  });
}

export function useCharacters() {
  return useQuery({
    queryKey: settingsKeys.characters(),
    queryFn: ({ signal }) =>
      apiGetItems('/api/settings/characters', listOf(characterSchema), signal),
  });
}

export function useSaveCharacter(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      apiPatch(`/api/settings/characters/${encodeURIComponent(key)}`, { name }, characterSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.characters() }),
  });
}
