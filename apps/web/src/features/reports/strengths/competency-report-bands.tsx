import { formatThousands } from '@app/domain';
import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CompetencyReport } from './api';

type Props = { bands: CompetencyReport['bands']; competencies: string[] };

/**
 * Part B §2's stat cards: one per score band (the account's grades), counting per competency the
 * participants whose percentage falls in it.
 */
export function CompetencyReportBands({ bands, competencies }: Props) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: Math.min(4, Math.max(1, bands.length)) }} spacing="md">
      {bands.map((band) => (
        <Paper
          key={band.name}
          withBorder
          p="md"
          component="section"
          aria-label={`${band.name} (${band.start}–${band.end}%)`}
        >
          <Stack gap="xs">
            <Group justify="space-between" gap="xs" wrap="nowrap" align="baseline">
              <Title order={2} size="h5" style={{ overflowWrap: 'anywhere' }}>
                {band.name}
              </Title>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {band.start}–{band.end}%
              </Text>
            </Group>
            <Stack gap={2} component="dl" m={0}>
              {competencies.map((name, index) => (
                <Group key={name} justify="space-between" gap="xs" wrap="nowrap">
                  <Text component="dt" size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {name}
                  </Text>
                  <Text component="dd" size="sm" fw={700} m={0}>
                    {formatThousands(band.counts[index] ?? 0)}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
