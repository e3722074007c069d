import {
  type MiniScreen,
  type MiniScreenGame,
  type MiniScreenInput,
  miniScreenListSchema,
  miniScreenSchema,
  type UploadedImage,
  uploadedImageSchema,
} from '@app/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiGetItems, apiPost, apiPut, apiUpload } from '../../app/api-client';
import { miniScreenKeys } from './query-keys';

export type { MiniScreen };

const enc = encodeURIComponent;
export const miniScreensApiPath = (miniGame: MiniScreenGame) =>
  `/api/mini-games/${enc(miniGame)}/screens`;
export const miniScreenApiPath = (miniGame: MiniScreenGame, questionNumber: number) =>
  `${miniScreensApiPath(miniGame)}/${questionNumber}`;

export function useMiniScreens(miniGame: MiniScreenGame) {
  return useQuery({
    queryKey: miniScreenKeys.list(miniGame),
    queryFn: ({ signal }) =>
      apiGetItems(miniScreensApiPath(miniGame), miniScreenListSchema, signal),
  });
}

export function useMiniScreen(miniGame: MiniScreenGame, questionNumber: number) {
  return useQuery({
    queryKey: miniScreenKeys.detail(miniGame, questionNumber),
    queryFn: ({ signal }) =>
      apiGet(miniScreenApiPath(miniGame, questionNumber), miniScreenSchema, signal),
  });
}

/** Adds (no number: the server numbers it after the last) or replaces one screen. */
export function useSaveMiniScreen(miniGame: MiniScreenGame, questionNumber: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MiniScreenInput) =>
      questionNumber === null
        ? apiPost(miniScreensApiPath(miniGame), input, miniScreenSchema)
        : apiPut(miniScreenApiPath(miniGame, questionNumber), input, miniScreenSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: miniScreenKeys.game(miniGame) }),
  });
}

export function useDeleteMiniScreenMutation(miniGame: MiniScreenGame) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: miniScreenKeys.remove(miniGame),
    mutationFn: (questionNumber: number) => apiDelete(miniScreenApiPath(miniGame, questionNumber)),
    onSuccess: (_data, questionNumber) => {
      // Gone: an edit form opened later must not show it from the cache.
      queryClient.removeQueries({ queryKey: miniScreenKeys.detail(miniGame, questionNumber) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: miniScreenKeys.list(miniGame) }),
  });
}

export type MiniImageKind = 'background' | 'option';

/** A Mini 2 background (≤ 1 MB) or a Mini 2/Mini 4 option image (≤ 500 KB); super admin only. */
export function uploadMiniImage(kind: MiniImageKind, file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file, file.name);
  const path =
    kind === 'background' ? '/api/uploads/mini-backgrounds' : '/api/uploads/mini-options';
  return apiUpload(path, form, uploadedImageSchema);
}
