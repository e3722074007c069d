import type { PlayAnswerResult, PlayItem } from '@app/domain';
import { Button, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useText } from '../i18n/language-switch';
import { Character } from './characters/character';
import { expressionOf } from './characters/looks';

/** Part A §4's codes (BEST, OK, WRONG: the domain's ANSWER_FEEDBACK) and a headline each. */
const TONES = {
  1: {
    className: 'pl-feedback-best',
    code: 'play.feedback.code.best',
    headline: 'play.feedback.headline.best',
  },
  2: {
    className: 'pl-feedback-ok',
    code: 'play.feedback.code.ok',
    headline: 'play.feedback.headline.ok',
  },
  3: {
    className: 'pl-feedback-wrong',
    code: 'play.feedback.code.wrong',
    headline: 'play.feedback.headline.wrong',
  },
} as const;

type Props = { item: PlayItem; result: PlayAnswerResult; last: boolean; onNext: () => void };

/** The server's verdict on one answer (part A §4's BEST / OK / WRONG), then the way on. */
export function Feedback({ item, result, last, onNext }: Props) {
  const text = useText();
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
        <span className="pl-feedback-code">{text(tone.code)}</span>
        <Text fw={700} fz="lg">
          {result.points > 0
            ? text('play.feedback.withPoints', {
                headline: text(tone.headline),
                points: Math.round(result.points),
              })
            : text('play.feedback.noPoints', { headline: text(tone.headline) })}
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
          {last ? text('play.feedback.seeResult') : text('play.feedback.next')}
        </Button>
      </Stack>
    </div>
  );
}
