import { formatThousands, type LevelStrengths } from '@app/domain';
import { Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useText } from '../../../i18n/language-switch';
import { competencyColor, levelHeading, percentText } from './level-strengths-format';

type Level = LevelStrengths['levels'][number];

function LevelCard({ level, competencies }: { level: Level; competencies: string[] }) {
  const text = useText();
  const heading = levelHeading(level.level, text);
  return (
    <Card withBorder padding="sm" component="article" aria-label={heading}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Title order={3} size="h5">
            {heading}
          </Title>
          <Text size="xs" c="dimmed">
            {text('console.reports.levelStrengths.cards.players', {
              count: level.players,
              total: formatThousands(level.players),
            })}
          </Text>
        </Group>
        {competencies.map((competency, index) => {
          const value = level.percentages[index] ?? null;
          return (
            <Stack key={competency} gap={2}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" truncate>
                  {competency}
                </Text>
                <Text size="sm" fw={600}>
                  {percentText(value)}
                </Text>
              </Group>
              <Progress
                value={value ?? 0}
                color={competencyColor(index)}
                size="sm"
                aria-label={`${competency}, ${heading}`}
              />
            </Stack>
          );
        })}
      </Stack>
    </Card>
  );
}

/**
 * A card per played level with its competencies' percentages as small bars; the levels nobody
 * reached are rows of dashes in the table already.
 */
export function LevelStrengthsCards({ report }: { report: LevelStrengths }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
      {report.levels
        .filter((level) => level.players > 0)
        .map((level) => (
          <LevelCard key={level.level} level={level} competencies={report.competencies} />
        ))}
    </SimpleGrid>
  );
}
