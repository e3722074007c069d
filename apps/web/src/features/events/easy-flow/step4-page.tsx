import { isoToday, type WizardDraft } from '@app/domain';
import { Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { useSignedInUser } from '../../../app/session';
import { DateFields } from '../fields/date-fields';
import { StepActions } from '../fields/step-actions';
import { useDraftSubmit } from '../use-draft-submit';
import { nounOf } from '../wording';
import { EasyFrame } from './easy-frame';
import { easyPaths } from './paths';

function Step4Form({ draft }: { draft: WizardDraft }) {
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
          today={isoToday()}
          onChange={(next) => {
            setError(null);
            setDates(next);
          }}
        />
      </Paper>
      <StepActions
        error={error}
        isBusy={isSaving}
        previousTo={easyPaths.step3}
        onNext={() =>
          submit(
            {
              ...draft,
              launchDate: dates.launchDate || undefined,
              closingDate: dates.closingDate || undefined,
            },
            ['launch'],
            easyPaths.selectionList,
          )
        }
      />
    </Stack>
  );
}

export function EasyFlowStep4() {
  const user = useSignedInUser();
  return (
    <EasyFrame
      active={3}
      title="Configure & Launch"
      needsDraft
      description={`Choose when your ${nounOf(user.projectType)} opens and closes.`}
    >
      {(draft) => <Step4Form draft={draft} />}
    </EasyFrame>
  );
}
