import type { MessageKey, PlayLevel, PlayState } from '@app/domain';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconCheck,
  IconHelpCircle,
  IconLock,
  IconPlayerPlay,
  IconRefresh,
  IconStar,
  IconTrophy,
  type TablerIcon,
} from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useText } from '../i18n/language-switch';
import { usePlayFormat } from './format';
import { HowToPlay, howToPlaySeen, markHowToPlaySeen } from './how-to-play';
import { RichText } from './rich-text';
import { Chip, ScreenTitle, type Tone } from './ui';

type Look = { text: MessageKey; tone: Tone; Icon: TablerIcon };

function lookOf(level: PlayLevel, continuing: boolean): Look {
  if (continuing) {
    return { text: 'play.map.state.inProgress', tone: 'orange', Icon: IconPlayerPlay };
  }
  switch (level.state) {
    case 'locked':
      return { text: 'play.map.state.locked', tone: 'gray', Icon: IconLock };
    case 'open':
      return { text: 'play.map.state.open', tone: 'indigo', Icon: IconStar };
    case 'failed':
      return { text: 'play.map.state.failed', tone: 'red', Icon: IconRefresh };
    default:
      return { text: 'play.map.state.passed', tone: 'teal', Icon: IconCheck };
  }
}

/** The level's button and its accessible name ("Play Level 3"), by what it does. */
const ACTIONS = {
  play: { label: 'play.map.action.play', named: 'play.map.actionLabel.play' },
  playAgain: { label: 'play.actions.playAgain', named: 'play.map.actionLabel.playAgain' },
  continue: { label: 'play.map.action.continue', named: 'play.map.actionLabel.continue' },
} as const satisfies Record<string, { label: MessageKey; named: MessageKey }>;

function LevelCard({
  level,
  continuing,
  onPlay,
}: {
  level: PlayLevel;
  continuing: boolean;
  onPlay: (levelId: string) => void;
}) {
  const text = useText();
  const format = usePlayFormat();
  const look = lookOf(level, continuing);
  const title = format.levelLabel(level.number);
  const playable = level.state === 'open' || level.state === 'failed' || continuing;
  const action = ACTIONS[continuing ? 'continue' : level.state === 'failed' ? 'playAgain' : 'play'];
  return (
    <li className={`pl-level pl-level-${level.state}`}>
      <Paper withBorder p="md" radius="lg">
        <div className="pl-level-row">
          <span className={`pl-level-number pl-tone-${look.tone}`} aria-hidden="true">
            {level.state === 'passed' || level.state === 'locked' ? (
              <look.Icon size={20} stroke={2.5} />
            ) : (
              level.number
            )}
          </span>
          <div className="pl-level-text">
            <Title order={2} size="h4">
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {[
                format.levelKind(level.kind, level.gameName ?? level.name) ??
                  format.kindLabel('numeric'),
                format.levelTime(level.time),
                text('play.map.passAt', { points: level.passingScore }),
              ].join(' · ')}
            </Text>
            {/* The admin's own text, in the language it was written in. */}
            {level.goalText && (
              <Text size="sm" dir="auto">
                {level.goalText}
              </Text>
            )}
            <Group gap="xs" mt={6}>
              {level.state !== 'locked' && (
                <Chip tone={look.tone}>
                  <look.Icon size={14} aria-hidden="true" />
                  {text(look.text)}
                </Chip>
              )}
              {level.points !== null && (
                <Text size="sm" fw={600}>
                  {text(level.state === 'failed' ? 'play.map.bestPoints' : 'play.points', {
                    points: level.points,
                  })}
                </Text>
              )}
              {level.attempts > 0 && (
                <Text size="sm" c="dimmed">
                  {text('play.map.attempts', { count: level.attempts })}
                </Text>
              )}
            </Group>
          </div>
          {level.state !== 'passed' && (
            <Button
              onClick={() => onPlay(level.id)}
              disabled={!playable}
              variant={playable ? 'filled' : 'default'}
              leftSection={playable ? null : <IconLock size={16} aria-hidden="true" />}
              aria-label={
                playable
                  ? text(action.named, { level: title })
                  : text('play.map.lockedLabel', { level: title })
              }
              className="pl-level-action"
            >
              {playable ? text(action.label) : text('play.map.locked')}
            </Button>
          )}
        </div>
      </Paper>
    </li>
  );
}

type Props = {
  state: PlayState;
  onPlay: (levelId: string) => void;
  onResults?: () => void;
};

/** "You are 3rd of 120 players": where the participant stands, and no one else's name. */
function Rank({ rank }: { rank: NonNullable<PlayState['rank']> }) {
  return (
    <p className="pl-rank">
      <IconTrophy size={20} aria-hidden="true" />
      <span>
        <RichText
          id="play.map.rank"
          values={{ position: rank.position, total: rank.of }}
          components={{ 0: <strong /> }}
        />
      </span>
    </p>
  );
}

/** Nothing played yet: no ended level and none in progress. */
const newcomer = (state: PlayState) =>
  state.openRunLevelId === null && state.levels.every((l) => l.attempts === 0);

/** The levels in map order: each one's state, points and the way into it. */
export function LevelMap({ state, onPlay, onResults }: Props) {
  const text = useText();
  const eventId = state.event.eventId;
  // How to play shows by itself before the first level, until it is closed; then on request.
  const [howTo, setHowTo] = useState<'closed' | 'shown' | 'opened'>(() =>
    newcomer(state) && !howToPlaySeen(eventId) ? 'shown' : 'closed',
  );
  const howToButton = useRef<HTMLButtonElement>(null);
  const closeHowTo = () => {
    markHowToPlaySeen(eventId);
    setHowTo('closed');
    // The panel (and the focus in it) goes: focus lands on the button that brings it back.
    howToButton.current?.focus();
  };
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <ScreenTitle>{text('play.map.title')}</ScreenTitle>
        <Group gap="xs">
          <Button
            ref={howToButton}
            variant="default"
            leftSection={<IconHelpCircle size={18} aria-hidden="true" />}
            onClick={() => setHowTo('opened')}
            aria-expanded={howTo !== 'closed'}
            aria-controls={howTo === 'closed' ? undefined : 'pl-howto'}
          >
            {text('play.howTo.title')}
          </Button>
          {onResults && (
            <Button variant="light" onClick={onResults}>
              {text('play.map.seeResults')}
            </Button>
          )}
        </Group>
      </Group>
      {state.rank && <Rank rank={state.rank} />}
      {howTo !== 'closed' && <HowToPlay focusOnOpen={howTo === 'opened'} onClose={closeHowTo} />}
      {state.levels.length === 0 && <Text c="dimmed">{text('play.map.empty')}</Text>}
      <ol className="pl-map">
        {state.levels.map((level) => (
          <LevelCard
            key={level.id}
            level={level}
            continuing={state.openRunLevelId === level.id}
            onPlay={onPlay}
          />
        ))}
      </ol>
    </Stack>
  );
}
