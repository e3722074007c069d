import { ACHIEVEMENT_LABELS, type PlayState } from '@app/domain';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { achievementTypes, formatNumber } from './format';
import { AchievementIcon } from './icons';
import { usePageTitle } from './page-title';
import { Bar, ScreenTitle } from './ui';

function Score({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder radius="md" p="sm" className="pl-score">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {formatNumber(value)}
      </Text>
    </Paper>
  );
}

/** Every level passed: the scores, the competency percentages and the achievements. */
export function Results({ state, onMap }: { state: PlayState; onMap: () => void }) {
  const { participant: p, event } = state;
  usePageTitle('Your results', event.name);
  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p="lg" className="pl-result pl-result-passed">
        <Stack gap="xs" align="center" ta="center">
          <IconFlag className="pl-result-icon" size={48} aria-hidden="true" />
          <ScreenTitle>You finished the game!</ScreenTitle>
          <Text>Well done, {p.name}. Here is how you did.</Text>
        </Stack>
      </Paper>
      <section aria-labelledby="pl-scores">
        <Title order={2} size="h4" id="pl-scores" mb="xs">
          Scores
        </Title>
        <div className="pl-scores">
          <Score label="Total score" value={p.currentScore} />
          <Score label="Behaviour" value={p.behaviourScore} />
          {event.projectType === 'ace' ? (
            <>
              <Score label="Cognitive" value={p.cognitiveScore} />
              <Score label="Aptitude" value={p.aptitudeScore} />
            </>
          ) : (
            <Score label="Mini games" value={p.miniGameScore} />
          )}
        </div>
      </section>
      {state.competencies.length > 0 && (
        <section aria-labelledby="pl-competencies">
          <Title order={2} size="h4" id="pl-competencies" mb="xs">
            Competencies
          </Title>
          <ul className="pl-bars">
            {state.competencies.map(({ competency, percentage }) => (
              <li key={competency}>
                <Group justify="space-between" gap="xs">
                  <Text size="sm" fw={600}>
                    {competency}
                  </Text>
                  <Text size="sm" fw={700}>
                    {percentage}%
                  </Text>
                </Group>
                <Bar value={percentage} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="pl-achievements">
        <Title order={2} size="h4" id="pl-achievements" mb="xs">
          Achievements
        </Title>
        <ul className="pl-achievement-list">
          {achievementTypes.map((type) => (
            <li key={type}>
              <AchievementIcon type={type} size={20} />
              <span>{ACHIEVEMENT_LABELS[type]}</span>
              <strong>×{p.achievements[type]}</strong>
            </li>
          ))}
        </ul>
      </section>
      <Group>
        <Button variant="light" onClick={onMap}>
          Back to the level map
        </Button>
      </Group>
    </Stack>
  );
}
