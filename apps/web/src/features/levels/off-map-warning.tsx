import { type LevelPlayProblem, levelPlayProblemText, playableMessages } from '@app/domain';
import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * A level nobody could pass stays off the participants' map (domain `levelPlayability`): Add
 * Level, Edit Level and Level details say so, why, and what to change. A polite status, not an
 * alert: on the forms it follows every keystroke.
 */
export function OffMapWarning({
  problems,
  children,
}: {
  problems: readonly LevelPlayProblem[];
  /** The way to fix it (a link, a hint), below the reasons. */
  children?: ReactNode;
}) {
  if (problems.length === 0) {
    return null;
  }
  return (
    <Alert
      color="yellow"
      role="status"
      icon={<IconAlertTriangle size={18} />}
      title={playableMessages.offMap}
    >
      <Stack gap={6} align="flex-start">
        <Text size="sm">{playableMessages.why}</Text>
        {problems.map((problem) => (
          <Text size="sm" key={problem.kind} style={{ overflowWrap: 'anywhere' }}>
            {levelPlayProblemText(problem)}
          </Text>
        ))}
        {children}
      </Stack>
    </Alert>
  );
}
