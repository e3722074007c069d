import {
  ACHIEVEMENT_LABELS,
  ACHIEVEMENT_RULES,
  type AchievementType,
  type PlayRun,
  type PlayRunResult,
} from '@app/domain';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBarbell, IconCheck, IconConfetti, IconX } from '@tabler/icons-react';
import { formatDuration, formatNumber, levelKind, levelLabel } from './format';
import { AchievementIcon } from './icons';
import { usePageTitle } from './page-title';
import { Bar, ScreenTitle } from './ui';

type PassKind = PlayRunResult['check']['kinds'][number]['kind'];

const KIND_NAMES: Readonly<Record<PassKind, string>> = {
  questions: 'Questions',
  emails: 'E-mails',
  sms: 'Text messages',
};

const KIND_NOUNS: Readonly<Record<PassKind, readonly [string, string]>> = {
  questions: ['question', 'questions'],
  emails: ['e-mail', 'e-mails'],
  sms: ['text message', 'text messages'],
};

const plural = (n: number, [one, many]: readonly [string, string]) => (n === 1 ? one : many);

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];
const spelled = (n: number) =>
  NUMBER_WORDS[n] ?? ['nine', 'ten', 'eleven', 'twelve'][n - 9] ?? `${n}`;

/** A share as "3 in 4": the smallest whole numbers that make it. */
function inWords(share: number): string {
  for (let of = 2; of <= 10; of += 1) {
    const part = share * of;
    if (Math.abs(part - Math.round(part)) < 1e-9) {
      return `${Math.round(part)} in ${of}`;
    }
  }
  return `${Math.round(share * 100)}%`;
}

/** Why each achievement is earned, from the domain's own thresholds. */
const ACHIEVEMENT_WHY: Readonly<Record<AchievementType, string>> = {
  highAchiever: `${Math.round(ACHIEVEMENT_RULES.highAchiever.share * 100)}% or more of the level's points`,
  mostlyRight: `${inWords(ACHIEVEMENT_RULES.mostlyRight.share)} answers Best`,
  speedDemon:
    ACHIEVEMENT_RULES.speedDemon.timeShare === 0.5
      ? 'passed in half the time'
      : `passed in ${Math.round(ACHIEVEMENT_RULES.speedDemon.timeShare * 100)}% of the time`,
  streakOf10: `${spelled(ACHIEVEMENT_RULES.streakOf10.length)} Best answers in a row`,
};

/** What kept the level from passing, each as a plain sentence's end. */
function shortfalls(result: PlayRunResult): string[] {
  const missing = result.check.kinds
    .filter((k) => !k.met)
    .map(
      (k) =>
        `you answered ${k.answered} of the ${k.minimum} ${plural(k.minimum, KIND_NOUNS[k.kind])} this level needs`,
    );
  const short = result.check.pointsShort;
  if (short > 0) {
    missing.push(`${formatNumber(short)} more ${short === 1 ? 'point' : 'points'} needed`);
  }
  return missing;
}

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;

/** The verdict in words: why it passed, or each thing that was missing. */
function Verdict({ result }: { result: PlayRunResult }) {
  if (result.passed) {
    return (
      <Text className="pl-verdict pl-tone-teal">
        {result.check.kinds.length > 0
          ? 'Passed: you reached the passing score and answered enough of each kind.'
          : 'Passed: you reached the passing score.'}
      </Text>
    );
  }
  const missing = shortfalls(result);
  if (missing.length <= 1) {
    return (
      <Text className="pl-verdict pl-tone-red">
        Not passed: {missing[0] ?? 'the level was not completed'}.
      </Text>
    );
  }
  return (
    <div className="pl-verdict pl-tone-red">
      <Text fw={700}>Not passed:</Text>
      <ul>
        {missing.map((text) => (
          <li key={text}>{sentence(text)}</li>
        ))}
      </ul>
    </div>
  );
}

function Check({ label, value, met }: { label: string; value: string; met: boolean }) {
  const Mark = met ? IconCheck : IconX;
  return (
    <li className={met ? 'pl-check pl-check-met' : 'pl-check pl-check-unmet'}>
      <Mark size={18} stroke={3} aria-hidden="true" className="pl-check-mark" />
      <span className="pl-check-label">{label}</span>
      <span className="pl-check-value">{value}</span>
      <span className="pl-visually-hidden">{met ? '(done)' : '(not enough)'}</span>
    </li>
  );
}

/** What each pass condition came to: the points, then each kind's answers against its minimum. */
function PassChecks({ result }: { result: PlayRunResult }) {
  return (
    <ul className="pl-checks" aria-label="What this level needs">
      <Check
        label="Points"
        value={`${formatNumber(result.points)} (${formatNumber(result.passingScore)} needed)`}
        met={result.check.pointsShort === 0}
      />
      {result.check.kinds.map((k) => (
        <Check
          key={k.kind}
          label={KIND_NAMES[k.kind]}
          value={`${k.answered} (${k.minimum} needed)`}
          met={k.met}
        />
      ))}
    </ul>
  );
}

/** The attempt in numbers: answered, Best, the time used and the Best streak. */
function Breakdown({ result }: { result: PlayRunResult }) {
  const { asked, answered, best, secondsUsed, time, streak } = result.breakdown;
  const rows: [string, string][] = [
    ['Answered', `${answered} of ${asked}`],
    ['Best answers', answered > 0 ? `${best} of ${answered}` : `${best}`],
    ['Time used', `${formatDuration(Math.min(secondsUsed, time))} of ${formatDuration(time)}`],
    ['Best streak', `${streak} in a row`],
  ];
  return (
    <dl className="pl-breakdown">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

type Props = {
  run: PlayRun;
  gameName: string;
  result: PlayRunResult;
  onBack: () => void;
  onPlayAgain: () => void;
};

/**
 * What the attempt came to and why: the points against the passing score and the level's best,
 * each kind's answers against its minimum, what a replay changes, the attempt in numbers, what
 * it measured, and each achievement earned with the reason.
 */
export function LevelResult({ run, gameName, result, onBack, onPlayAgain }: Props) {
  const title = levelLabel(run.levelNumber);
  const kind = levelKind(run.kind, run.levelName);
  usePageTitle(`${title} result`, gameName);
  const max = Math.max(result.maxPoints, result.points, result.passingScore, 1);
  return (
    <Stack gap="md">
      <Paper
        withBorder
        radius="lg"
        p="lg"
        className={result.passed ? 'pl-result pl-result-passed' : 'pl-result pl-result-failed'}
      >
        <Stack gap="md">
          <Stack gap={4} align="center" ta="center">
            {result.passed ? (
              <IconConfetti className="pl-result-icon" size={48} aria-hidden="true" />
            ) : (
              <IconBarbell className="pl-result-icon" size={48} aria-hidden="true" />
            )}
            <ScreenTitle>{result.passed ? 'Passed!' : 'Not passed'}</ScreenTitle>
            <Text fw={600}>
              {title}
              {kind && (
                <Text span c="dimmed" fw={600}>
                  {' · '}
                  {kind}
                </Text>
              )}
            </Text>
            <Text fz={32} fw={800} lh={1.2} mt="xs">
              {formatNumber(result.points)} points
            </Text>
            <Text c="dimmed">
              {formatNumber(result.points)} of {formatNumber(result.maxPoints)} points ·{' '}
              {formatNumber(result.passingScore)} needed to pass
            </Text>
          </Stack>
          <div className="pl-score-track">
            <Bar value={(result.points / max) * 100} />
            {result.passingScore > 0 && (
              <span
                className="pl-score-pass"
                style={{
                  left: `min(${Math.min(100, (result.passingScore / max) * 100)}%, calc(100% - 3px))`,
                }}
                aria-hidden="true"
              />
            )}
          </div>
          <Verdict result={result} />
          <PassChecks result={result} />
          {result.earned.length > 0 && (
            <section aria-labelledby="pl-earned-title">
              <Title order={2} size="h4" id="pl-earned-title" mb="xs">
                Achievements earned
              </Title>
              <ul className="pl-earned-list">
                {result.earned.map((type) => (
                  <li key={type}>
                    <AchievementIcon type={type} size={20} />
                    <span>
                      <strong>{ACHIEVEMENT_LABELS[type]}</strong>: {ACHIEVEMENT_WHY[type]}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {!result.passed && (
            <Text fw={600}>
              Play again: you get new situations. Passing once opens the next level, and every
              attempt counts toward your score.
            </Text>
          )}
          <Group gap="sm">
            {!result.passed && <Button onClick={onPlayAgain}>Play again</Button>}
            <Button variant={result.passed ? 'filled' : 'default'} onClick={onBack}>
              Back to map
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="md">
          <section aria-labelledby="pl-attempt-title">
            <Title order={2} size="h4" id="pl-attempt-title" mb="xs">
              This attempt
            </Title>
            <Breakdown result={result} />
          </section>
          {result.measured.length > 0 && (
            <section aria-labelledby="pl-measured-title">
              <Title order={2} size="h4" id="pl-measured-title" mb="xs">
                What this attempt measured
              </Title>
              <ul className="pl-bars">
                {result.measured.map(({ competency, asked, percentage }) => (
                  <li key={competency}>
                    <Text size="sm" fw={600}>
                      {competency} · {asked} asked · {percentage}%
                    </Text>
                    <Bar value={percentage} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
