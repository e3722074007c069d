import type { MessageKey } from '@app/domain';
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import {
  IconClock,
  IconMessages,
  IconPointer,
  IconRefresh,
  IconTarget,
  IconTrophy,
  type TablerIcon,
} from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useText } from '../i18n/language-switch';

const key = (eventId: string) => `play:how-to-play-seen:${eventId}`;

/** Storage may be off (private mode, a locked-down browser): then it shows until a level is played. */
export function howToPlaySeen(eventId: string): boolean {
  try {
    return window.localStorage.getItem(key(eventId)) === '1';
  } catch {
    return false;
  }
}

export function markHowToPlaySeen(eventId: string): void {
  try {
    window.localStorage.setItem(key(eventId), '1');
  } catch {
    // Nothing to do: it just shows again next time.
  }
}

const POINTS: readonly [TablerIcon, MessageKey][] = [
  [IconMessages, 'play.howTo.situations'],
  [IconPointer, 'play.howTo.choose'],
  [IconClock, 'play.howTo.clock'],
  [IconTarget, 'play.howTo.pass'],
  [IconRefresh, 'play.howTo.replay'],
  [IconTrophy, 'play.howTo.achievements'],
];

type Props = {
  /** Move focus to its heading when it shows (opened with the button, not on arrival). */
  focusOnOpen: boolean;
  onClose: () => void;
};

/**
 * How the game works, in six short points: shown on the map before the first level, and again
 * with the map's "How to play" button. A panel in the page (no dialog to trap anyone); Escape or
 * its button closes it.
 */
export function HowToPlay({ focusOnOpen, onClose }: Props) {
  const text = useText();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnOpen) {
      heading.current?.focus();
    }
  }, [focusOnOpen]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };
  return (
    <section
      id="pl-howto"
      className="pl-howto"
      aria-labelledby="pl-howto-title"
      onKeyDown={onKeyDown}
    >
      <Paper withBorder radius="lg" p="lg" shadow="xs">
        <Title
          order={2}
          size="h3"
          id="pl-howto-title"
          ref={heading}
          tabIndex={-1}
          className="pl-screen-title"
        >
          {text('play.howTo.title')}
        </Title>
        <ol className="pl-howto-list">
          {POINTS.map(([Icon, key]) => (
            <li key={key}>
              <span className="pl-howto-icon" aria-hidden="true">
                <Icon size={20} stroke={2} />
              </span>
              <Text>{text(key)}</Text>
            </li>
          ))}
        </ol>
        <Group justify="flex-end">
          <Button onClick={onClose}>{text('play.howTo.close')}</Button>
        </Group>
      </Paper>
    </section>
  );
}
