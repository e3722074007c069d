import type { AceGameKind } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { fetchAceGames, fetchCompetencies, fetchMiniGames } from './api';
import { eventKeys } from './query-keys';

export function useCompetencies(enabled = true) {
  return useQuery({
    queryKey: eventKeys.competencies(),
    queryFn: ({ signal }) => fetchCompetencies(signal),
    enabled,
  });
}

export function useMiniGames(enabled = true) {
  return useQuery({
    queryKey: eventKeys.miniGames(),
    queryFn: ({ signal }) => fetchMiniGames(signal),
    enabled,
  });
}

export function useAceGames(kind: AceGameKind, enabled = true) {
  return useQuery({
    queryKey: eventKeys.aceGames(kind),
    queryFn: ({ signal }) => fetchAceGames(kind, signal),
    enabled,
  });
}
