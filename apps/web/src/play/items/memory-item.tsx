import type { EngineChoice, EngineStimulus } from '@app/domain';
import { Loader, Stack, Text } from '@mantine/core';
import { type CSSProperties, useCallback, useEffect, useState } from 'react';
import { errorText, hasCode } from '../api';
import { Problem } from '../ui';
import { EngineChoices, Stimulus } from './engine-item';
import type { ItemProps, MemoryPhases } from './types';

/** "3 seconds", "1 second": what is left, rounded, never less than one. */
const secondsText = (ms: number) => {
  const n = Math.max(1, Math.round(ms / 1000));
  return `${n} ${n === 1 ? 'second' : 'seconds'}`;
};

/** While the server still says "keep memorizing" (clocks a little apart): ask again this soon. */
const RETRY_MS = 250;

type Phase =
  | { step: 'loading' }
  | { step: 'memorizing'; stimulus: EngineStimulus; msLeft: number }
  | { step: 'hidden' }
  | { step: 'choosing'; choices: EngineChoice[] }
  | { step: 'failed'; message: string; retry: () => void };

/**
 * A memory item in the server's two phases (docs/decisions/0016-memory-protocol.md): the stimulus
 * alone for what is left of its time, then the choices fetched once it is hidden. A resumed
 * item whose choices are out starts at them; its stimulus is not shown again.
 */
export function MemoryItemView({
  item,
  onAnswer,
  disabled,
  phases,
}: ItemProps<'memory'> & { phases: MemoryPhases }) {
  const [phase, setPhase] = useState<Phase>(
    item.choices ? { step: 'choosing', choices: item.choices } : { step: 'loading' },
  );

  const fetchChoices = useCallback(async () => {
    setPhase({ step: 'hidden' });
    for (;;) {
      try {
        const { choices } = await phases.choices(item.index);
        setPhase({ step: 'choosing', choices });
        return;
      } catch (error) {
        if (!hasCode(error, 'STILL_MEMORIZING')) {
          setPhase({ step: 'failed', message: errorText(error), retry: () => void fetchChoices() });
          return;
        }
        await new Promise((r) => window.setTimeout(r, RETRY_MS));
      }
    }
  }, [phases, item.index]);

  const fetchStimulus = useCallback(async () => {
    setPhase({ step: 'loading' });
    try {
      const shown = await phases.stimulus(item.index);
      setPhase({ step: 'memorizing', stimulus: shown.stimulus, msLeft: shown.msLeft });
    } catch (error) {
      if (hasCode(error, 'STIMULUS_GONE')) {
        await fetchChoices();
      } else {
        setPhase({ step: 'failed', message: errorText(error), retry: () => void fetchStimulus() });
      }
    }
  }, [phases, item.index, fetchChoices]);

  const initial = item.choices === null;
  useEffect(() => {
    if (initial) {
      void fetchStimulus();
    }
  }, [initial, fetchStimulus]);

  const msLeft = phase.step === 'memorizing' ? phase.msLeft : null;
  useEffect(() => {
    if (msLeft === null) {
      return;
    }
    const timer = window.setTimeout(() => void fetchChoices(), msLeft);
    return () => window.clearTimeout(timer);
  }, [msLeft, fetchChoices]);

  return (
    <Stack gap="md">
      <Text fw={600} size="lg">
        {item.prompt}
      </Text>
      {phase.step === 'loading' && <Loader size="sm" aria-label="Loading what to memorize" />}
      {phase.step === 'memorizing' && (
        <Stack gap="xs" role="status">
          <Text size="sm" c="dimmed">
            Memorize this. It will be hidden in {secondsText(phase.msLeft)}.
          </Text>
          <Stimulus stimulus={phase.stimulus} />
          <div
            className="pl-memorize"
            aria-hidden="true"
            style={
              {
                '--pl-memorize-ms': `${phase.msLeft}ms`,
                '--pl-memorize-from': phase.msLeft / item.memorizeMs,
              } as CSSProperties
            }
          >
            <span />
          </div>
        </Stack>
      )}
      {(phase.step === 'hidden' || phase.step === 'choosing') && (
        <Text size="sm" c="dimmed" className="pl-hidden-note">
          It is hidden now. Choose from memory.
        </Text>
      )}
      {phase.step === 'hidden' && <Loader size="sm" aria-label="Loading the choices" />}
      {phase.step === 'choosing' && (
        <EngineChoices choices={phase.choices} onAnswer={onAnswer} disabled={disabled} />
      )}
      {phase.step === 'failed' && (
        <Problem title="This question did not load" message={phase.message} onRetry={phase.retry} />
      )}
    </Stack>
  );
}
