import type { PlayRun, PlayRunResult } from '@app/domain';
import { Button } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useText } from '../i18n/language-switch';
import { hasCode, type PlayApi } from './api';
import { LevelPlay } from './level-play';
import { LevelResult } from './level-result';
import { useServerText } from './server-text';
import { Loading, Problem } from './ui';

type Props = {
  api: PlayApi;
  levelId: string;
  gameName: string;
  /** Back to the map; the attempt (if any) changed the participant. */
  onBack: (result: PlayRunResult | null) => void;
  onPlayAgain: () => void;
  /** The attempt is over: its result (with the participant's new scores) is on screen. */
  onEnded?: (result: PlayRunResult) => void;
  /** The level's points so far, as they come in (the header shows them climbing). */
  onPoints?: (points: number) => void;
  retryDelays?: readonly number[];
};

type Phase =
  | { kind: 'starting' }
  | { kind: 'refused'; error: unknown }
  | { kind: 'failed'; error: unknown; retry: () => void }
  | { kind: 'playing'; run: PlayRun }
  | { kind: 'ending'; run: PlayRun }
  | { kind: 'ended'; run: PlayRun; result: PlayRunResult };

/** A level from start (or resume) to its result. */
export function LevelScreen({
  api,
  levelId,
  gameName,
  onBack,
  onPlayAgain,
  onEnded,
  onPoints,
  retryDelays,
}: Props) {
  const text = useText();
  const serverText = useServerText();
  const [phase, setPhase] = useState<Phase>({ kind: 'starting' });
  const ending = useRef(false);
  // The parent's callback may change each render; the end of a level must not restart with it.
  const onEndedRef = useRef(onEnded);
  onEndedRef.current = onEnded;

  // A resync passes through 'starting', so the screen of play starts over from the server's run.
  const start = useCallback(async () => {
    setPhase({ kind: 'starting' });
    try {
      const run = await api.startRun(levelId);
      setPhase({ kind: 'playing', run });
    } catch (error) {
      setPhase(
        hasCode(error, 'LEVEL_LOCKED', 'LEVEL_PASSED', 'LEVEL_EMPTY', 'EVENT_CLOSED')
          ? { kind: 'refused', error }
          : { kind: 'failed', error, retry: () => void start() },
      );
    }
  }, [api, levelId]);

  useEffect(() => {
    void start();
  }, [start]);

  const end = useCallback(
    async (run: PlayRun) => {
      setPhase({ kind: 'ending', run });
      try {
        const result = await api.endRun(run.id);
        setPhase({ kind: 'ended', run, result });
        onEndedRef.current?.(result);
      } catch (error) {
        // Ending is idempotent on the server: trying again is always safe.
        setPhase({ kind: 'failed', error, retry: () => void end(run) });
      }
    },
    [api],
  );

  const onEnd = useCallback(() => {
    if (phase.kind === 'playing' && !ending.current) {
      ending.current = true;
      void end(phase.run);
    }
  }, [phase, end]);

  switch (phase.kind) {
    case 'starting':
      return <Loading label={text('play.level.opening')} />;
    case 'ending':
      return <Loading label={text('play.level.ending')} />;
    case 'refused':
      return (
        <Problem title={text('play.level.refused')} message={serverText.error(phase.error)}>
          <Button variant="default" onClick={() => onBack(null)}>
            {text('play.actions.backToMap')}
          </Button>
        </Problem>
      );
    case 'failed':
      return (
        <Problem message={serverText.error(phase.error)} onRetry={phase.retry}>
          <Button variant="default" onClick={() => onBack(null)}>
            {text('play.actions.backToMap')}
          </Button>
        </Problem>
      );
    case 'ended':
      return (
        <LevelResult
          run={phase.run}
          gameName={gameName}
          result={phase.result}
          onBack={() => onBack(phase.result)}
          onPlayAgain={onPlayAgain}
        />
      );
    default:
      return (
        <LevelPlay
          api={api}
          run={phase.run}
          gameName={gameName}
          onEnd={onEnd}
          onResync={() => void start()}
          onLeave={() => onBack(null)}
          onPoints={onPoints}
          retryDelays={retryDelays}
        />
      );
  }
}
