import type { PlayLevel, PlayState } from '@app/domain';
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
import { formatNumber, KIND_LABELS, levelKind, levelLabel, levelTime, ordinal } from './format';
import { HowToPlay, howToPlaySeen, markHowToPlaySeen } from './how-to-play';
import { Chip, ScreenTitle, type Tone } from './ui';

type Look = { text: string; tone: Tone; Icon: TablerIcon };

function lookOf(level: PlayLevel, continuing: boolean): Look {
  if (continuing) {
    return { text: 'In progress', tone: 'orange', Icon: IconPlayerPlay };
  }
  switch (level.state) {
    case 'locked':
      return { text: 'Locked', tone: 'gray', Icon: IconLock };
    case 'open':
      return { text: 'Open', tone: 'indigo', Icon: IconStar };
    case 'failed':
      return { text: 'Not passed yet', tone: 'red', Icon: IconRefresh };
    default:
      return { text: 'Passed', tone: 'teal', Icon: IconCheck };
  }
}

function LevelCard({
  level,
  continuing,
  onPlay,
}: {
  level: PlayLevel;
  continuing: boolean;
  onPlay: (levelId: string) => void;
}) {
  const look = lookOf(level, continuing);
  const title = levelLabel(level.number);
  const playable = level.state === 'open' || level.state === 'failed' || continuing;
  const action = continuing ? 'Continue' : level.state === 'failed' ? 'Play again' : 'Play';
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
              {levelKind(level.kind, level.gameName ?? level.name) ?? KIND_LABELS.numeric} ·{' '}
              {levelTime(level.time)} · pass at {formatNumber(level.passingScore)} points
            </Text>
            {level.goalText && <Text size="sm">{level.goalText}</Text>}
            <Group gap="xs" mt={6}>
              {level.state !== 'locked' && (
                <Chip tone={look.tone}>
                  <look.Icon size={14} aria-hidden="true" />
                  {look.text}
                </Chip>
              )}
              {level.points !== null && (
                <Text size="sm" fw={600}>
                  {level.state === 'failed' ? 'Best: ' : ''}
                  {formatNumber(level.points)} points
                </Text>
              )}
              {level.attempts > 0 && (
                <Text size="sm" c="dimmed">
                  {level.attempts} {level.attempts === 1 ? 'attempt' : 'attempts'}
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
              aria-label={playable ? `${action} ${title}` : `${title} is locked`}
              className="pl-level-action"
            >
              {playable ? action : 'Locked'}
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
        You are <strong>{ordinal(rank.position)}</strong> of {formatNumber(rank.of)}{' '}
        {rank.of === 1 ? 'player' : 'players'}
      </span>
    </p>
  );
}

/** Nothing played yet: no ended level and none in progress. */
const newcomer = (state: PlayState) =>
  state.openRunLevelId === null && state.levels.every((l) => l.attempts === 0);

/** The levels in map order: each one's state, points and the way into it. */
export function LevelMap({ state, onPlay, onResults }: Props) {
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
        <ScreenTitle>Level map</ScreenTitle>
        <Group gap="xs">
          <Button
            ref={howToButton}
            variant="default"
            leftSection={<IconHelpCircle size={18} aria-hidden="true" />}
            onClick={() => setHowTo('opened')}
            aria-expanded={howTo !== 'closed'}
            aria-controls={howTo === 'closed' ? undefined : 'pl-howto'}
          >
            How to play
          </Button>
          {onResults && (
            <Button variant="light" onClick={onResults}>
              See my results
            </Button>
          )}
        </Group>
      </Group>
      {state.rank && <Rank rank={state.rank} />}
      {howTo !== 'closed' && <HowToPlay focusOnOpen={howTo === 'opened'} onClose={closeHowTo} />}
      {state.levels.length === 0 && (
        <Text c="dimmed">This game has no levels yet. Please come back later.</Text>
      )}
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
