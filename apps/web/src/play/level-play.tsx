import type {
  PlayAnswerInput,
  PlayAnswerResult,
  PlayAnswerValue,
  PlayItem,
  PlayRun,
} from '@app/domain';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useText } from '../i18n/language-switch';
import { newClientId, sendAnswer } from './answer';
import { hasCode, isNetworkError, type PlayApi } from './api';
import { Countdown, useCountdown } from './countdown';
import { Feedback } from './feedback';
import { usePlayFormat } from './format';
import { ItemView } from './items/item-view';
import { usePageTitle } from './page-title';
import { useServerText } from './server-text';
import { Bar, Problem, ScreenTitle } from './ui';

type Props = {
  api: PlayApi;
  run: PlayRun;
  gameName: string;
  /** Every item answered, the time up, or the server says the run is over. */
  onEnd: () => void;
  /** The server knows answers this screen does not (another tab): fetch the run again. */
  onResync: () => void;
  /** Back to the map mid-level: the attempt stays open (and its clock runs) to continue. */
  onLeave: () => void;
  /** The run's points so far: at the start (a resumed run has some) and after each answer. */
  onPoints?: (points: number) => void;
  /** Delays between network retries of an answer (tests pass none). */
  retryDelays?: readonly number[];
};

/** One attempt at a level: the clock, one item at a time, and the verdict after each answer. */
export function LevelPlay({
  api,
  run,
  gameName,
  onEnd,
  onResync,
  onLeave,
  onPoints,
  retryDelays,
}: Props) {
  const text = useText();
  const format = usePlayFormat();
  const serverText = useServerText();
  const title = format.levelLabel(run.levelNumber);
  const kind = format.levelKind(run.kind, run.levelName);
  usePageTitle(title, gameName);
  const [answers, setAnswers] = useState<PlayAnswerResult[]>(run.answers);
  const [points, setPoints] = useState(run.points);
  const [feedback, setFeedback] = useState<{ item: PlayItem; result: PlayAnswerResult } | null>(
    null,
  );
  /** An answer that got no reply: "Try again" resends it with the same clientId. */
  const [unsent, setUnsent] = useState<{ item: PlayItem; input: PlayAnswerInput } | null>(null);
  const [sending, setSending] = useState(false);
  /** The failure of the last answer sent (its words follow the page's language). */
  const [problem, setProblem] = useState<{ error: unknown } | null>(null);
  // The clock runs from the server's answer to "begin"; until then it shows the run's time.
  const [clockFrom, setClockFrom] = useState<number | null>(null);
  const secondsLeft = useCountdown(clockFrom, onEnd) ?? run.secondsLeft;

  const answered = new Set(answers.map((a) => a.index));
  const remaining = run.items.filter((item) => !answered.has(item.index));
  const current = feedback?.item ?? remaining[0];

  // The level's clock starts when its first item is on screen: tell the server once (a resumed
  // run too: begin is idempotent and says what is left). Without an answer, the run's own
  // figure will do; the server keeps the real time anyway.
  const begun = useRef(false);
  const hasItem = current !== undefined;
  useEffect(() => {
    if (!hasItem || begun.current) {
      return;
    }
    begun.current = true;
    api.begin(run.id).then(
      (clock) => setClockFrom(clock.secondsLeft),
      () => setClockFrom(run.secondsLeft),
    );
  }, [hasItem, api, run.id, run.secondsLeft]);

  const onPointsRef = useRef(onPoints);
  onPointsRef.current = onPoints;
  useEffect(() => {
    onPointsRef.current?.(points);
  }, [points]);

  useEffect(() => {
    if (!current) {
      onEnd();
    }
  }, [current, onEnd]);

  // The Next button goes away with the verdict: focus moves to the next item, not the page top.
  const itemRef = useRef<HTMLDivElement>(null);
  const [movedOn, setMovedOn] = useState(false);
  useEffect(() => {
    if (movedOn) {
      itemRef.current?.focus();
      setMovedOn(false);
    }
  }, [movedOn]);

  const send = useCallback(
    async (item: PlayItem, input: PlayAnswerInput) => {
      setSending(true);
      setProblem(null);
      try {
        const result = await sendAnswer(api, run.id, input, retryDelays);
        setUnsent(null);
        setAnswers((a) => [...a, result]);
        setPoints(result.runPoints);
        setFeedback({ item, result });
      } catch (error) {
        if (hasCode(error, 'TIME_UP', 'RUN_ENDED')) {
          onEnd();
        } else if (hasCode(error, 'ALREADY_ANSWERED')) {
          onResync();
        } else {
          setUnsent(isNetworkError(error) ? { item, input } : null);
          setProblem({ error });
        }
      } finally {
        setSending(false);
      }
    },
    [api, run.id, retryDelays, onEnd, onResync],
  );

  const answer = useCallback(
    (item: PlayItem) => (value: PlayAnswerValue) => {
      void send(item, { clientId: newClientId(), index: item.index, answer: value });
    },
    [send],
  );

  const phases = useMemo(
    () => ({
      stimulus: (index: number) => api.stimulus(run.id, index),
      choices: (index: number) => api.choices(run.id, index),
    }),
    [api, run.id],
  );

  if (!current) {
    return null;
  }
  const total = run.items.length;
  const number = Math.min(total, answers.length + (feedback ? 0 : 1));
  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p="md" className="pl-level-bar">
        <Stack gap="xs">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <ScreenTitle>{title}</ScreenTitle>
              {kind && (
                <Text size="sm" c="dimmed" fw={600}>
                  {kind}
                </Text>
              )}
            </div>
            <Button variant="subtle" size="compact-sm" onClick={onLeave}>
              {text('play.level.toMap')}
            </Button>
          </Group>
          {run.goalText && <Text size="sm">{run.goalText}</Text>}
          <Group justify="space-between" gap="sm">
            <Countdown seconds={secondsLeft} />
            <Text fw={600}>
              {text('play.points', { points })}{' '}
              <Text span c="dimmed" size="sm">
                {text('play.level.passAt', { points: format.number(run.passingScore) })}
              </Text>
            </Text>
          </Group>
          <Text size="sm" fw={600}>
            {text('play.level.progress', {
              number: format.number(number),
              total: format.number(total),
            })}
          </Text>
          <Bar value={(answers.length / Math.max(1, total)) * 100} />
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p="md" className="pl-item" ref={itemRef} tabIndex={-1}>
        {feedback ? (
          <Feedback
            item={feedback.item}
            result={feedback.result}
            last={remaining.length === 0}
            onNext={() => {
              setFeedback(null);
              setMovedOn(true);
            }}
          />
        ) : (
          <ItemView
            key={current.index}
            item={current}
            onAnswer={answer(current)}
            disabled={sending || unsent !== null}
            phases={phases}
          />
        )}
      </Paper>
      {problem && (
        <Problem
          title={text('play.level.notSaved')}
          message={serverText.error(problem.error)}
          onRetry={unsent ? () => void send(unsent.item, unsent.input) : undefined}
        />
      )}
    </Stack>
  );
}
