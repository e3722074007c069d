import type { PlayRunResult, PlayState } from '@app/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { PlayApi } from './api';
import { usePlayFormat } from './format';
import { PlayerHeader } from './header';
import { IntroVideo, introSeen, markIntroSeen } from './intro-video';
import { LevelMap } from './level-map';
import { Titled } from './page-title';
import { Loading } from './ui';

// A level and the results come after the map: their code (the items, the clock, the verdicts)
// loads on its own, fetched as soon as the map shows, so the first load stays small on a phone.
const loadLevel = () => import('./level-screen');
const loadResults = () => import('./results');
const LevelScreen = lazy(() => loadLevel().then((m) => ({ default: m.LevelScreen })));
const Results = lazy(() => loadResults().then((m) => ({ default: m.Results })));

type View =
  | { kind: 'intro' }
  | { kind: 'map' }
  | { kind: 'results' }
  /** attempt: a new key per start, so "Play again" mounts a fresh level screen. */
  | { kind: 'level'; levelId: string; attempt: number };

type Props = {
  api: PlayApi;
  state: PlayState;
  /** Reads /me again (the map after a level); the caller keeps showing this state meanwhile. */
  reload: () => Promise<void>;
  onSignOut: () => void;
  signingOut: boolean;
  retryDelays?: readonly number[];
};

function firstView(state: PlayState): View {
  const { event, participant } = state;
  if (event.introVideoUrl && !introSeen(event.eventId)) {
    return { kind: 'intro' };
  }
  return participant.completed ? { kind: 'results' } : { kind: 'map' };
}

/** Signed in: the header over the intro, the map, a level or the results. */
export function Game({ api, state, reload, onSignOut, signingOut, retryDelays }: Props) {
  const format = usePlayFormat();
  const [view, setView] = useState<View>(() => firstView(state));
  // A level's end reports the participant at once; the map's states follow with the reload.
  const [player, setPlayer] = useState(state.participant);
  const [seenState, setSeenState] = useState(state);
  if (seenState !== state) {
    setSeenState(state);
    setPlayer(state.participant);
  }
  // The points of the level in play, for the header; null outside a level.
  const [levelPoints, setLevelPoints] = useState<number | null>(null);
  const gameName = state.event.name;
  useEffect(() => {
    void loadLevel();
    void loadResults();
  }, []);

  const play = (levelId: string) =>
    setView((v) => ({ kind: 'level', levelId, attempt: v.kind === 'level' ? v.attempt + 1 : 0 }));
  const backToMap = (result: PlayRunResult | null) => {
    setLevelPoints(null);
    if (result) {
      setPlayer(result.participant);
    }
    setView(result?.participant.completed ? { kind: 'results' } : { kind: 'map' });
    void reload();
  };

  return (
    <>
      <PlayerHeader
        event={state.event}
        player={player}
        levelPoints={levelPoints}
        onSignOut={onSignOut}
        signingOut={signingOut}
      />
      <main className="pl-main">
        <Suspense fallback={<Loading />}>
          {view.kind === 'intro' && state.event.introVideoUrl ? (
            <IntroVideo
              url={state.event.introVideoUrl}
              gameName={gameName}
              onDone={() => {
                markIntroSeen(state.event.eventId);
                setView(firstView({ ...state, event: { ...state.event, introVideoUrl: null } }));
              }}
            />
          ) : view.kind === 'level' ? (
            <LevelScreen
              key={`${view.levelId}:${view.attempt}`}
              api={api}
              levelId={view.levelId}
              gameName={gameName}
              onBack={backToMap}
              onPlayAgain={() => play(view.levelId)}
              onEnded={(result) => {
                // The level's points go into the score, which climbs to its new total.
                setLevelPoints(null);
                setPlayer(result.participant);
              }}
              onPoints={setLevelPoints}
              retryDelays={retryDelays}
            />
          ) : view.kind === 'results' ? (
            <Results
              state={{ ...state, participant: player }}
              onMap={() => setView({ kind: 'map' })}
            />
          ) : (
            <Titled title={`${format.levelLabel(player.currentLevel)} · ${gameName}`}>
              <LevelMap
                state={state}
                onPlay={play}
                onResults={player.completed ? () => setView({ kind: 'results' }) : undefined}
              />
            </Titled>
          )}
        </Suspense>
      </main>
    </>
  );
}
