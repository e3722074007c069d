import { isNumberedLevel, type LevelDetail, questionMessages } from '@app/domain';
import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useWrongEventRedirect } from '../../../app/wrong-event';
import { useText } from '../../../i18n/language-switch';
import { useLevelDetail } from '../api';
import { LoadFailed, ScreenLoading } from '../screen-frame';

type Props = {
  eventId: string;
  levelName: string;
  /** The form, once the level (its questions and the event's competencies) has loaded. */
  children: (detail: LevelDetail) => ReactNode;
};

/** Loads the level a question form belongs to; only numbered levels have questions. */
export function QuestionLevelGate({ eventId, levelName, children }: Props) {
  const text = useText();
  const detail = useLevelDetail(eventId, levelName);
  const redirecting = useWrongEventRedirect([detail.error], eventId);
  if (detail.isPending || redirecting) {
    return <ScreenLoading label={text('console.levels.loadingLevel')} />;
  }
  if (detail.isError) {
    return <LoadFailed error={detail.error} onRetry={() => void detail.refetch()} />;
  }
  if (!isNumberedLevel(levelName)) {
    return (
      <Alert color="yellow" role="alert">
        {questionMessages.notAQuestionLevel}
      </Alert>
    );
  }
  return children(detail.data);
}
