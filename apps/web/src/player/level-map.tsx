import type { PlayLevel, PlayState } from '@app/domain';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconCheck,
  IconLock,
  IconPlayerPlay,
  IconRefresh,
  IconStar,
  type TablerIcon,
} from '@tabler/icons-react';
import { formatNumber, levelTitle } from './format';
import { Chip, ScreenTitle, type Tone } from './ui';

const KIND_LABELS: Readonly<Record<PlayLevel['kind'], string>> = {
  numeric: 'Scenarios',
  mini: 'Mini game',
  cognitive: 'Cognitive game',
  aptitude: 'Aptitude game',
};

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

const minutes = (seconds: number) => `${Math.max(1, Math.round(seconds / 60))} min`;

function LevelCard({
  level,
  position,
  continuing,
  onPlay,
}: {
  level: PlayLevel;
  position: number;
  continuing: boolean;
  onPlay: (levelId: string) => void;
}) {
  const look = lookOf(level, continuing);
  const title = levelTitle(level.name);
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
              position
            )}
          </span>
          <div className="pl-level-text">
            <Title order={2} size="h4">
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {KIND_LABELS[level.kind]} · {minutes(level.time)} · pass at{' '}
              {formatNumber(level.passingScore)} points
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

/** The levels in map order: each one's state, points and the way into it. */
export function LevelMap({ state, onPlay, onResults }: Props) {
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <ScreenTitle>Level map</ScreenTitle>
        {onResults && (
          <Button variant="light" onClick={onResults}>
            See my results
          </Button>
        )}
      </Group>
      {state.levels.length === 0 && (
        <Text c="dimmed">This game has no levels yet. Please come back later.</Text>
      )}
      <ol className="pl-map">
        {state.levels.map((level, i) => (
          <LevelCard
            key={level.id}
            level={level}
            position={i + 1}
            continuing={state.openRunLevelId === level.id}
            onPlay={onPlay}
          />
        ))}
      </ol>
    </Stack>
  );
}
