import type { UseQueryResult } from '@tanstack/react-query';
import { useAceGames, useCompetencies, useMiniGames } from '../../catalog/api';
import type { PickKind } from './pick-kinds';

/** One card of the slider: what the admin can add as a test. */
export type PickOption = { id: string; name: string; description: string; image: string | null };

export type OptionsState =
  | { status: 'pending' }
  | { status: 'error'; error: unknown; retry: () => void; isRetrying: boolean }
  | { status: 'ready'; options: PickOption[] };

function stateOf<T>(query: UseQueryResult<T[]>, toOption: (item: T) => PickOption): OptionsState {
  if (query.isPending) {
    return { status: 'pending' };
  }
  if (query.isError) {
    return {
      status: 'error',
      error: query.error,
      retry: () => void query.refetch(),
      isRetrying: query.isFetching,
    };
  }
  return { status: 'ready', options: query.data.map(toOption) };
}

type Item = { id: string; name: string; image: string | null };

const option = (item: Item, description: string): PickOption => ({
  id: item.id,
  name: item.name,
  description,
  image: item.image,
});

/** The catalog list behind one kind; the other kinds' reads stay idle. */
export function usePickOptions(kind: PickKind): OptionsState {
  const competencies = useCompetencies(kind === 'competencies');
  const games = useMiniGames(kind === 'games');
  const cognitive = useAceGames('cognitive', kind === 'cognitive');
  const aptitude = useAceGames('aptitude', kind === 'aptitude');
  switch (kind) {
    case 'competencies':
      return stateOf(competencies, (c) => option(c, c.description));
    case 'games':
      return stateOf(games, (g) => option(g, g.goalText));
    case 'cognitive':
      return stateOf(cognitive, (g) => option(g, g.secondName));
    case 'aptitude':
      return stateOf(aptitude, (g) => option(g, g.secondName));
  }
}
