import { ANSWER_FEEDBACK, type PlayAnswerResult, type PlayItem } from '@app/domain';
import { Button, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Character } from './characters/character';
import { expressionOf } from './characters/looks';
import { formatNumber } from './format';

const TONES = {
  1: { className: 'pl-feedback-best', headline: 'Great answer' },
  2: { className: 'pl-feedback-ok', headline: 'Not bad' },
  3: { className: 'pl-feedback-wrong', headline: 'Not this time' },
} as const;

type Props = { item: PlayItem; result: PlayAnswerResult; last: boolean; onNext: () => void };

/** The server's verdict on one answer (part A §4's BEST / OK / WRONG), then the way on. */
export function Feedback({ item, result, last, onNext }: Props) {
  const next = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    next.current?.focus();
  }, []);
  const tone = TONES[result.rating];
  // Only a Question has someone speaking; an e-mail or a text message shows no face.
  const character = item.kind === 'question' && item.type === 'Question' ? item.character : null;
  return (
    <div className={`pl-feedback ${tone.className}`} role="status">
      <Stack gap="sm" align="center">
        <span className="pl-feedback-code">{ANSWER_FEEDBACK[result.rating]}</span>
        <Text fw={700} fz="lg">
          {tone.headline}
          {result.points > 0 ? ` · +${formatNumber(result.points)} points` : ' · no points'}
        </Text>
        {character && (
          <div className="pl-reaction">
            <Character
              characterKey={character.key}
              name={character.name}
              expression={expressionOf(result.animation)}
              size={120}
              animate
            />
            {/* The picture's accessible name already says who it is. */}
            <Text fw={600} aria-hidden="true">
              {character.name}
            </Text>
          </div>
        )}
        <Button ref={next} size="md" onClick={onNext} className="pl-next">
          {last ? 'See my result' : 'Next'}
        </Button>
      </Stack>
    </div>
  );
}
