import type { PlayState } from '@app/domain';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useText } from '../i18n/language-switch';
import { achievementTypes, usePlayFormat } from './format';
import { AchievementIcon } from './icons';
import { usePageTitle } from './page-title';
import { Bar, ScreenTitle } from './ui';

function Score({ label, value }: { label: string; value: number }) {
  const format = usePlayFormat();
  return (
    <Paper withBorder radius="md" p="sm" className="pl-score">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {format.number(value)}
      </Text>
    </Paper>
  );
}

/** Every level passed: the scores, the competency percentages and the achievements. */
export function Results({ state, onMap }: { state: PlayState; onMap: () => void }) {
  const text = useText();
  const format = usePlayFormat();
  const { participant: p, event } = state;
  usePageTitle(text('play.results.pageTitle'), event.name);
  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p="lg" className="pl-result pl-result-passed">
        <Stack gap="xs" align="center" ta="center">
          <IconFlag className="pl-result-icon" size={48} aria-hidden="true" />
          <ScreenTitle>{text('play.results.title')}</ScreenTitle>
          <Text>{text('play.results.wellDone', { name: p.name })}</Text>
        </Stack>
      </Paper>
      <section aria-labelledby="pl-scores">
        <Title order={2} size="h4" id="pl-scores" mb="xs">
          {text('play.results.scores')}
        </Title>
        <div className="pl-scores">
          <Score label={text('play.results.score.total')} value={p.currentScore} />
          <Score label={text('play.results.score.behaviour')} value={p.behaviourScore} />
          {event.projectType === 'ace' ? (
            <>
              <Score label={text('play.results.score.cognitive')} value={p.cognitiveScore} />
              <Score label={text('play.results.score.aptitude')} value={p.aptitudeScore} />
            </>
          ) : (
            <Score label={text('play.results.score.miniGames')} value={p.miniGameScore} />
          )}
        </div>
      </section>
      {state.competencies.length > 0 && (
        <section aria-labelledby="pl-competencies">
          <Title order={2} size="h4" id="pl-competencies" mb="xs">
            {text('play.results.competencies')}
          </Title>
          <ul className="pl-bars">
            {state.competencies.map(({ competency, percentage }) => (
              <li key={competency}>
                <Group justify="space-between" gap="xs">
                  <Text size="sm" fw={600}>
                    {competency}
                  </Text>
                  <Text size="sm" fw={700}>
                    {format.percent(percentage)}
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
          {text('play.achievements.title')}
        </Title>
        <ul className="pl-achievement-list">
          {achievementTypes.map((type) => (
            <li key={type}>
              <AchievementIcon type={type} size={20} />
              <span>{text(`play.achievement.${type}` as const)}</span>
              <strong>×{format.number(p.achievements[type])}</strong>
            </li>
          ))}
        </ul>
      </section>
      <Group>
        <Button variant="light" onClick={onMap}>
          {text('play.results.backToMap')}
        </Button>
      </Group>
    </Stack>
  );
}
