import { ACHIEVEMENT_LABELS, type PlayRunResult } from '@app/domain';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBarbell, IconConfetti } from '@tabler/icons-react';
import { formatNumber, levelTitle } from './format';
import { AchievementIcon } from './icons';
import { usePageTitle } from './page-title';
import { ScreenTitle } from './ui';

type Props = {
  levelName: string;
  gameName: string;
  result: PlayRunResult;
  onBack: () => void;
  onPlayAgain: () => void;
};

/** What the attempt came to: points against the passing score, and achievements earned. */
export function LevelResult({ levelName, gameName, result, onBack, onPlayAgain }: Props) {
  usePageTitle(`${levelTitle(levelName)} result`, gameName);
  return (
    <Paper
      withBorder
      radius="lg"
      p="lg"
      className={result.passed ? 'pl-result pl-result-passed' : 'pl-result pl-result-failed'}
    >
      <Stack gap="md" align="center" ta="center">
        {result.passed ? (
          <IconConfetti className="pl-result-icon" size={48} aria-hidden="true" />
        ) : (
          <IconBarbell className="pl-result-icon" size={48} aria-hidden="true" />
        )}
        <ScreenTitle>{result.passed ? 'Passed!' : 'Not passed'}</ScreenTitle>
        <Text fw={600}>{levelTitle(levelName)}</Text>
        <Text fz="xl" fw={700}>
          {formatNumber(result.points)} points
        </Text>
        <Text c="dimmed">
          {formatNumber(result.passingScore)} points needed to pass.
          {result.passed ? '' : ' Your best attempt is the one that counts.'}
        </Text>
        {result.earned.length > 0 && (
          <Stack gap="xs" align="center">
            <Text fw={700} component="h2">
              Achievements earned
            </Text>
            <ul className="pl-earned">
              {result.earned.map((type) => (
                <li key={type}>
                  <AchievementIcon type={type} />
                  {ACHIEVEMENT_LABELS[type]}
                </li>
              ))}
            </ul>
          </Stack>
        )}
        <Group justify="center" gap="sm">
          {!result.passed && <Button onClick={onPlayAgain}>Play again</Button>}
          <Button variant={result.passed ? 'filled' : 'default'} onClick={onBack}>
            Back to map
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
