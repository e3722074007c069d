import type { WizardDraft } from '@app/domain';
import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useText } from '../../../i18n/language-switch';
import type { useDraftQuery } from '../use-draft';
import { EventLostModal } from './event-lost-modal';
import { ErrorBlock, LoadingBlock } from './query-state';

type Props = {
  draft: ReturnType<typeof useDraftQuery>;
  title: string;
  description?: ReactNode;
  /** The first page starts from an empty draft; later pages need one. */
  needsDraft: boolean;
  /** Where 'Event Lost' sends the user: the flow's first page. */
  lostTo: string;
  children: (draft: WizardDraft) => ReactNode;
};

/**
 * The heading and body of a page of the event flows (easy and wizard): the page once the server
 * draft is loaded, 'Event Lost' when a later page finds none.
 */
export function DraftPage({ draft, title, description, needsDraft, lostTo, children }: Props) {
  const text = useText();
  const what = text('console.events.draftPage.what');
  let body: ReactNode;
  if (draft.isPending) {
    body = <LoadingBlock what={what} />;
  } else if (draft.isError) {
    body = (
      <ErrorBlock
        what={what}
        error={draft.error}
        onRetry={() => void draft.refetch()}
        isRetrying={draft.isFetching}
      />
    );
  } else if (draft.data === null && needsDraft) {
    body = <EventLostModal proceedTo={lostTo} />;
  } else {
    body = children(draft.data ?? {});
  }
  return (
    <>
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
    </>
  );
}
