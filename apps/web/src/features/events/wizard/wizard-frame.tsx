import { type WizardDraft, type WizardStep, wizardSteps } from '@app/domain';
import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { usePageTitle } from '../../../app/page-title';
import { useSignedInUser } from '../../../app/session';
import { DraftPage } from '../fields/draft-page';
import { useDraftQuery } from '../use-draft';
import { JourneyNav } from './journey-nav';
import { INFO_PATH } from './steps';
import classes from './wizard-layout.module.css';

type Props = {
  step: WizardStep | 'selection';
  title: string;
  description?: ReactNode;
  /** Rendered once the draft is known; info starts from an empty draft, others need one. */
  children: (draft: WizardDraft) => ReactNode;
};

/** A wizard page: the journey beside the step, the draft loaded, 'Event Lost' without one. */
export function WizardFrame({ step, title, description, children }: Props) {
  const user = useSignedInUser();
  const draft = useDraftQuery();
  usePageTitle(title);
  if (step !== 'selection' && !wizardSteps(user.projectType).includes(step)) {
    // A step of the other edition (e.g. /assessment/miniGames in ace) has nothing to offer.
    return <Navigate to={INFO_PATH} replace />;
  }
  return (
    <div className={classes.layout}>
      <aside className={classes.aside}>
        <JourneyNav draft={draft.data ?? null} projectType={user.projectType} current={step} />
      </aside>
      <Stack gap="lg" miw={0}>
        <DraftPage
          draft={draft}
          title={title}
          description={description}
          needsDraft={step !== 'info'}
          lostTo={INFO_PATH}
        >
          {children}
        </DraftPage>
      </Stack>
    </div>
  );
}
