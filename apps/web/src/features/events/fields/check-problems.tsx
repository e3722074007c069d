import type { WizardStep } from '@app/domain';
import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ApiError, errorMessage, hasCode } from '../../../app/api-client';
import { useText } from '../../../i18n/language-switch';
import { EventLostModal } from './event-lost-modal';

type Props = {
  error: unknown;
  problems: string[];
  /** Where a named step is fixed (the wizard's step, the easy flow's page). */
  pathOf: (step: WizardStep) => string;
  infoPath: string;
  noun: string;
};

function stepOf(error: ApiError): WizardStep | null {
  const [step] = Object.keys(error.fields);
  return (step as WizardStep | undefined) ?? null;
}

/** Why the game cannot be created yet: the check's problems or its refusal. */
export function CheckProblems({ error, problems, pathOf, infoPath, noun }: Props) {
  const text = useText();
  if (hasCode(error, 'EVENT_LOST')) {
    return <EventLostModal proceedTo={infoPath} />;
  }
  if (error) {
    const step = error instanceof ApiError ? stepOf(error) : null;
    const isNameTaken = hasCode(error, 'NAME_TAKEN');
    const fixAt = step ? pathOf(step) : isNameTaken ? infoPath : null;
    return (
      <Alert color="red" role="alert" title={text('console.events.check.title', { noun })}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(error)}</Text>
          {fixAt ? (
            <Anchor component={Link} to={fixAt} size="sm">
              {isNameTaken
                ? text('console.events.check.chooseAnotherName')
                : text('console.events.check.fixStep')}
            </Anchor>
          ) : null}
        </Stack>
      </Alert>
    );
  }
  if (problems.length === 0) {
    return null;
  }
  return (
    <Alert color="red" role="alert" title={text('console.events.check.title', { noun })}>
      <Stack gap="xs">
        <List size="sm" spacing={4}>
          {problems.map((problem) => (
            <List.Item key={problem}>{problem}</List.Item>
          ))}
        </List>
        <Text size="sm">{text('console.events.check.problemsHint')}</Text>
      </Stack>
    </Alert>
  );
}
