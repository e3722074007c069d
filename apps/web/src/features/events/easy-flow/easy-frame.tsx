import type { WizardDraft } from '@app/domain';
import { Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../app/page-title';
import { DraftPage } from '../fields/draft-page';
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
  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <Paper withBorder p="sm">
        <EasyStepsHeader active={active} />
      </Paper>
      <DraftPage
        draft={draft}
        title={title}
        description={description}
        needsDraft={needsDraft}
        lostTo={easyPaths.step1}
      >
        {children}
      </DraftPage>
    </Stack>
  );
}
