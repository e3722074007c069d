import type { PlayLevel, PlayState } from '@app/domain';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatNumber } from './format';
import { Chip, ScreenTitle, type Tone } from './ui';

const KIND_LABELS: Readonly<Record<PlayLevel['kind'], string>> = {
  numeric: 'Scenarios',
  mini: 'Mini game',
  cognitive: 'Cognitive game',
  aptitude: 'Aptitude game',
};

function stateBadge(
  level: PlayLevel,
  continuing: boolean,
): { text: string; tone: Tone; icon: string } {
  if (continuing) {
    return { text: 'In progress', tone: 'orange', icon: '▶' };
  }
  switch (level.state) {
    case 'locked':
      return { text: 'Locked', tone: 'gray', icon: '🔒' };
    case 'open':
      return { text: 'Open', tone: 'indigo', icon: '★' };
    case 'failed':
      return { text: 'Not passed yet', tone: 'red', icon: '↻' };
    default:
      return { text: 'Passed', tone: 'teal', icon: '✓' };
  }
}

const actionLabel = (level: PlayLevel, continuing: boolean) =>
  continuing ? 'Continue' : level.state === 'failed' ? 'Play again' : 'Play';

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
      <ol className="pl-map">
        {state.levels.map((level, i) => {
          const continuing = state.openRunLevelId === level.id;
          const badge = stateBadge(level, continuing);
          const playable = level.state === 'open' || level.state === 'failed' || continuing;
          return (
            <li key={level.id} className={`pl-level pl-level-${level.state}`}>
              <Paper withBorder p="md" radius="lg">
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                  <Group wrap="nowrap" align="flex-start" gap="sm" className="pl-level-main">
                    <span className="pl-level-number" aria-hidden="true">
                      {level.state === 'passed' ? '✓' : level.state === 'locked' ? '🔒' : i + 1}
                    </span>
                    <div className="pl-level-text">
                      <Title order={2} size="h4">
                        {`Level ${i + 1}: ${level.name}`}
                      </Title>
                      <Text size="sm" c="dimmed">
                        {KIND_LABELS[level.kind]} · {Math.round(level.time / 60)} min · pass at{' '}
                        {formatNumber(level.passingScore)} points
                      </Text>
                      {level.goalText && <Text size="sm">{level.goalText}</Text>}
                      <Group gap="xs" mt={6}>
                        <Chip tone={badge.tone}>
                          <span aria-hidden="true">{badge.icon} </span>
                          {badge.text}
                        </Chip>
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
                  </Group>
                  {level.state !== 'passed' && (
                    <Button
                      onClick={() => onPlay(level.id)}
                      disabled={!playable}
                      variant={playable ? 'filled' : 'default'}
                      aria-label={
                        playable
                          ? `${actionLabel(level, continuing)} level ${i + 1}`
                          : `Level ${i + 1} is locked`
                      }
                      className="pl-level-action"
                    >
                      {playable ? actionLabel(level, continuing) : 'Locked'}
                    </Button>
                  )}
                </Group>
              </Paper>
            </li>
          );
        })}
      </ol>
    </Stack>
  );
}
