import { ANSWER_FEEDBACK, type PlayAnswerResult, type PlayItem } from '@app/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconMoodAngry, IconMoodEmpty, IconMoodHappy, IconMoodSad } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { formatNumber } from './format';

const REACTIONS = {
  happy: { Icon: IconMoodHappy, word: 'happy', tone: 'teal' },
  sad: { Icon: IconMoodSad, word: 'sad', tone: 'indigo' },
  angry: { Icon: IconMoodAngry, word: 'angry', tone: 'red' },
  normal: { Icon: IconMoodEmpty, word: 'neutral', tone: 'gray' },
} as const;

/** A character's reaction to an answer (Questions only), or null for one we do not know. */
function reactionOf(animation: string | null) {
  return animation && animation in REACTIONS
    ? REACTIONS[animation as keyof typeof REACTIONS]
    : null;
}

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
  const character = item.kind === 'question' ? item.character : null;
  const reaction = reactionOf(result.animation);
  return (
    <div className={`pl-feedback ${tone.className}`} role="status">
      <Stack gap="sm" align="center">
        <span className="pl-feedback-code">{ANSWER_FEEDBACK[result.rating]}</span>
        <Text fw={700} fz="lg">
          {tone.headline}
          {result.points > 0 ? ` · +${formatNumber(result.points)} points` : ' · no points'}
        </Text>
        {reaction && (
          <Group gap="xs" className="pl-reaction">
            <reaction.Icon
              className={`pl-reaction-face pl-tone-${reaction.tone}`}
              size={36}
              aria-hidden="true"
            />
            <Text>
              {character
                ? `${character.name} looks ${reaction.word}`
                : `Reaction: ${reaction.word}`}
            </Text>
          </Group>
        )}
        <Button ref={next} size="md" onClick={onNext} className="pl-next">
          {last ? 'See my result' : 'Next'}
        </Button>
      </Stack>
    </div>
  );
}
