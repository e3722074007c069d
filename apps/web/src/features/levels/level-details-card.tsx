import { isNumberedLevel, parseAttempts, parseMiniLevelNumber } from '@app/domain';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useText } from '../../i18n/language-switch';
import type { Level } from './api';
import { formatAttempts, formatSeconds } from './labels';

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

/** 'q|e|s' as 'q / e / s', anything unreadable as stored. */
function counts(stored: string): string {
  const attempts = parseAttempts(stored);
  return attempts ? formatAttempts(attempts) : stored;
}

/** Name, passing score, time, counts and goal of one level (part B §2 Level details). */
export function LevelDetailsCard({ level }: { level: Level }) {
  const text = useText();
  const isNumbered = isNumberedLevel(level.tabName);
  const miniNumber = parseMiniLevelNumber(level.totalQuestion);
  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-label={text('console.levels.card.label')}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          <Item label={text('console.levels.card.name')} value={level.tabName} />
          <Item
            label={text('console.levels.card.passingScore')}
            value={String(level.passingScore)}
          />
          <Item label={text('console.levels.card.time')} value={formatSeconds(level.time, text)} />
          {isNumbered ? (
            <>
              <Item
                label={text('console.levels.card.totalQuestions')}
                value={counts(level.totalQuestion)}
              />
              <Item
                label={text('console.levels.card.minAttempts')}
                value={counts(level.minAttempt)}
              />
            </>
          ) : (
            <Item
              label={text('console.levels.card.level')}
              value={miniNumber === null ? level.totalQuestion : String(miniNumber)}
            />
          )}
        </SimpleGrid>
        <Item label={text('console.levels.card.goal')} value={level.goalText || '—'} />
      </Stack>
    </Paper>
  );
}
