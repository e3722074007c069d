import type { WizardDraft } from '@app/domain';
import { Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { browserToday } from '../../../app/dates';
import { useDraftSubmit } from '../use-draft-submit';
import { DateFields } from './date-fields';
import { StepActions } from './step-actions';

/** The launch and closing dates step, shared by the wizard's launch and the easy flow's step 4. */
export function LaunchForm(props: {
  draft: WizardDraft;
  previousTo: string | null;
  nextTo: string;
}) {
  const { draft } = props;
  const [dates, setDates] = useState({
    launchDate: draft.launchDate ?? '',
    closingDate: draft.closingDate ?? '',
  });
  const { submit, error, setError, isSaving } = useDraftSubmit();
  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <DateFields
          value={dates}
          today={browserToday()}
          onChange={(next) => {
            setError(null);
            setDates(next);
          }}
        />
      </Paper>
      <StepActions
        error={error}
        isBusy={isSaving}
        previousTo={props.previousTo}
        onNext={() =>
          submit(
            {
              ...draft,
              // An empty input is no date: the draft keeps the key out rather than ''.
              launchDate: dates.launchDate || undefined,
              closingDate: dates.closingDate || undefined,
            },
            ['launch'],
            props.nextTo,
          )
        }
      />
    </Stack>
  );
}
