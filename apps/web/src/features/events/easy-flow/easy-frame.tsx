import type { WizardDraft } from '@app/domain';
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../app/page-title';
import { EventLostModal } from '../fields/event-lost-modal';
import { ErrorBlock, LoadingBlock } from '../fields/query-state';
import { useDraftQuery } from '../use-draft';
import { EasyStepsHeader } from './easy-steps-header';
import { easyPaths } from './paths';

type Props = {
  /** 0 to 3 (the four parts); 4 on the review, where all are done. */
  active: number;
  title: string;
  description?: ReactNode;
  /** Step 1 starts from an empty draft; later pages need one. */
  needsDraft: boolean;
  children: (draft: WizardDraft) => ReactNode;
};

/** An easy-flow page: the four-part header, the server draft, 'Event Lost' without one. */
export function EasyFrame({ active, title, description, needsDraft, children }: Props) {
  const draft = useDraftQuery();
  usePageTitle(title);
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
  } else if (draft.data === null && needsDraft) {
    body = <EventLostModal proceedTo={easyPaths.step1} />;
  } else {
    body = children(draft.data ?? {});
  }
  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <Paper withBorder p="sm">
        <EasyStepsHeader active={active} />
      </Paper>
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
  );
}
