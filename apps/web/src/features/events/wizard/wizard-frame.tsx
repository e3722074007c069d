import { type WizardDraft, type WizardStep, wizardSteps } from '@app/domain';
import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { usePageTitle } from '../../../app/page-title';
import { useSignedInUser } from '../../../app/session';
import { EventLostModal } from '../fields/event-lost-modal';
import { ErrorBlock, LoadingBlock } from '../fields/query-state';
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

  let body: ReactNode;
  if (draft.isPending) {
    body = <LoadingBlock what="draft" />;
  } else if (draft.isError) {
    body = (
      <ErrorBlock
        what="draft"
        error={draft.error}
        onRetry={() => void draft.refetch()}
        isRetrying={draft.isFetching}
      />
    );
  } else if (draft.data === null && step !== 'info') {
    body = <EventLostModal proceedTo={INFO_PATH} />;
  } else {
    body = children(draft.data ?? {});
  }

  return (
    <div className={classes.layout}>
      <aside className={classes.aside}>
        <JourneyNav draft={draft.data ?? null} projectType={user.projectType} current={step} />
      </aside>
      <Stack gap="lg" miw={0}>
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          {description ? (
            <Text c="dimmed" size="sm" mt={4}>
              {description}
            </Text>
          ) : null}
        </div>
        {body}
      </Stack>
    </div>
  );
}
