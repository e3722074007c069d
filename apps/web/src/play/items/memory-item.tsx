import type { EngineChoice, EngineStimulus } from '@app/domain';
import { Loader, Stack, Text } from '@mantine/core';
import { type CSSProperties, useCallback, useEffect, useState } from 'react';
import { useText } from '../../i18n/language-switch';
import { hasCode } from '../api';
import { useServerText } from '../server-text';
import { Problem } from '../ui';
import { EngineChoices, Stimulus } from './engine-item';
import type { ItemProps, MemoryPhases } from './types';

/** Whole seconds left, rounded, never less than one ("hidden in 1 second"). */
const secondsLeft = (ms: number) => Math.max(1, Math.round(ms / 1000));

/** While the server still says "keep memorizing" (clocks a little apart): ask again this soon. */
const RETRY_MS = 250;

type Phase =
  | { step: 'loading' }
  | { step: 'memorizing'; stimulus: EngineStimulus; msLeft: number }
  | { step: 'hidden' }
  | { step: 'choosing'; choices: EngineChoice[] }
  | { step: 'failed'; error: unknown; retry: () => void };

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
  const text = useText();
  const serverText = useServerText();
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
          setPhase({ step: 'failed', error, retry: () => void fetchChoices() });
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
        setPhase({ step: 'failed', error, retry: () => void fetchStimulus() });
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
      <Text fw={600} size="lg" dir="auto">
        {item.prompt}
      </Text>
      {phase.step === 'loading' && (
        <Loader size="sm" aria-label={text('play.memory.loadingStimulus')} />
      )}
      {phase.step === 'memorizing' && (
        <Stack gap="xs" role="status">
          <Text size="sm" c="dimmed">
            {text('play.memory.hiddenIn', { seconds: secondsLeft(phase.msLeft) })}
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
          {text('play.memory.hidden')}
        </Text>
      )}
      {phase.step === 'hidden' && (
        <Loader size="sm" aria-label={text('play.memory.loadingChoices')} />
      )}
      {phase.step === 'choosing' && (
        <EngineChoices choices={phase.choices} onAnswer={onAnswer} disabled={disabled} />
      )}
      {phase.step === 'failed' && (
        <Problem
          title={text('play.memory.failed')}
          message={serverText.error(phase.error)}
          onRetry={phase.retry}
        />
      )}
    </Stack>
  );
}
