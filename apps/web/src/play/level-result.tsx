import {
  ACHIEVEMENT_RULES,
  type AchievementType,
  type MessageKey,
  type PlayRun,
  type PlayRunResult,
} from '@app/domain';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBarbell, IconCheck, IconConfetti, IconX } from '@tabler/icons-react';
import { useText } from '../i18n/language-switch';
import { type PlayFormat, usePlayFormat } from './format';
import { AchievementIcon } from './icons';
import { usePageTitle } from './page-title';
import { RichText } from './rich-text';
import { Bar, ScreenTitle } from './ui';

type PassKind = PlayRunResult['check']['kinds'][number]['kind'];
type TextFn = ReturnType<typeof useText>;

const KIND_NAMES: Readonly<Record<PassKind, MessageKey>> = {
  questions: 'play.result.kind.questions',
  emails: 'play.result.kind.emails',
  sms: 'play.result.kind.sms',
};

/** "you answered 0 of the 2 text messages this level needs", by kind. */
const KIND_SHORTFALLS: Readonly<Record<PassKind, MessageKey>> = {
  questions: 'play.result.short.questions',
  emails: 'play.result.short.emails',
  sms: 'play.result.short.sms',
};

/** A share as "3 in 4": the smallest whole numbers that make it (else a percentage). */
function inWords(share: number, text: TextFn, format: PlayFormat): string {
  for (let of = 2; of <= 10; of += 1) {
    const part = share * of;
    if (Math.abs(part - Math.round(part)) < 1e-9) {
      return text('play.result.inWords', {
        part: format.number(Math.round(part)),
        whole: format.number(of),
      });
    }
  }
  return format.percent(Math.round(share * 100));
}

/** Why each achievement is earned, from the domain's own thresholds. */
function achievementWhy(type: AchievementType, text: TextFn, format: PlayFormat): string {
  switch (type) {
    case 'highAchiever':
      return text('play.result.why.highAchiever', {
        percent: format.percent(Math.round(ACHIEVEMENT_RULES.highAchiever.share * 100)),
      });
    case 'mostlyRight':
      return text('play.result.why.mostlyRight', {
        share: inWords(ACHIEVEMENT_RULES.mostlyRight.share, text, format),
      });
    case 'speedDemon':
      return ACHIEVEMENT_RULES.speedDemon.timeShare === 0.5
        ? text('play.result.why.speedDemonHalf')
        : text('play.result.why.speedDemonShare', {
            percent: format.percent(Math.round(ACHIEVEMENT_RULES.speedDemon.timeShare * 100)),
          });
    default:
      return text('play.result.why.streakOf10', { count: ACHIEVEMENT_RULES.streakOf10.length });
  }
}

/** What kept the level from passing, each as a plain sentence's end. */
function shortfalls(result: PlayRunResult, text: TextFn, format: PlayFormat): string[] {
  const missing = result.check.kinds
    .filter((k) => !k.met)
    .map((k) =>
      text(KIND_SHORTFALLS[k.kind], { answered: format.number(k.answered), minimum: k.minimum }),
    );
  const short = result.check.pointsShort;
  if (short > 0) {
    missing.push(text('play.result.pointsShort', { points: short }));
  }
  return missing;
}

/** A sentence's end as a sentence: capitalised (where the script has capitals), with its stop. */
const sentence = (fragment: string, text: TextFn) =>
  text('play.result.sentence', {
    text: `${fragment.charAt(0).toUpperCase()}${fragment.slice(1)}`,
  });

/** The verdict in words: why it passed, or each thing that was missing. */
function Verdict({ result }: { result: PlayRunResult }) {
  const text = useText();
  const format = usePlayFormat();
  if (result.passed) {
    return (
      <Text className="pl-verdict pl-tone-teal">
        {result.check.kinds.length > 0
          ? text('play.result.passedAll')
          : text('play.result.passedScore')}
      </Text>
    );
  }
  const missing = shortfalls(result, text, format);
  if (missing.length <= 1) {
    return (
      <Text className="pl-verdict pl-tone-red">
        {text('play.result.notPassedBecause', {
          reason: missing[0] ?? text('play.result.notCompleted'),
        })}
      </Text>
    );
  }
  return (
    <div className="pl-verdict pl-tone-red">
      <Text fw={700}>{text('play.result.notPassedList')}</Text>
      <ul>
        {missing.map((line) => (
          <li key={line}>{sentence(line, text)}</li>
        ))}
      </ul>
    </div>
  );
}

function Check({ label, value, met }: { label: string; value: string; met: boolean }) {
  const text = useText();
  const Mark = met ? IconCheck : IconX;
  return (
    <li className={met ? 'pl-check pl-check-met' : 'pl-check pl-check-unmet'}>
      <Mark size={18} stroke={3} aria-hidden="true" className="pl-check-mark" />
      <span className="pl-check-label">{label}</span>
      <span className="pl-check-value">{value}</span>
      <span className="pl-visually-hidden">
        {met ? text('play.result.check.done') : text('play.result.check.notEnough')}
      </span>
    </li>
  );
}

/** What each pass condition came to: the points, then each kind's answers against its minimum. */
function PassChecks({ result }: { result: PlayRunResult }) {
  const text = useText();
  const format = usePlayFormat();
  const value = (got: number, needed: number) =>
    text('play.result.check.value', { value: format.number(got), needed: format.number(needed) });
  return (
    <ul className="pl-checks" aria-label={text('play.result.checks')}>
      <Check
        label={text('play.result.check.points')}
        value={value(result.points, result.passingScore)}
        met={result.check.pointsShort === 0}
      />
      {result.check.kinds.map((k) => (
        <Check
          key={k.kind}
          label={text(KIND_NAMES[k.kind])}
          value={value(k.answered, k.minimum)}
          met={k.met}
        />
      ))}
    </ul>
  );
}

/** The attempt in numbers: answered, Best, the time used and the Best streak. */
function Breakdown({ result }: { result: PlayRunResult }) {
  const text = useText();
  const format = usePlayFormat();
  const { asked, answered, best, secondsUsed, time, streak } = result.breakdown;
  const of = (part: string, whole: string) => text('play.result.of', { part, whole });
  const rows: [MessageKey, string][] = [
    ['play.result.row.answered', of(format.number(answered), format.number(asked))],
    [
      'play.result.row.bestAnswers',
      answered > 0 ? of(format.number(best), format.number(answered)) : format.number(best),
    ],
    [
      'play.result.row.timeUsed',
      of(format.duration(Math.min(secondsUsed, time)), format.duration(time)),
    ],
    ['play.result.row.bestStreak', text('play.result.inARow', { count: format.number(streak) })],
  ];
  return (
    <dl className="pl-breakdown">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{text(term)}</dt>
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
  const text = useText();
  const format = usePlayFormat();
  const title = format.levelLabel(run.levelNumber);
  const kind = format.levelKind(run.kind, run.levelName);
  usePageTitle(text('play.result.pageTitle', { level: title }), gameName);
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
            <ScreenTitle>
              {result.passed ? text('play.result.passed') : text('play.result.notPassed')}
            </ScreenTitle>
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
              {text('play.points', { points: Math.round(result.points) })}
            </Text>
            <Text c="dimmed">
              {text('play.result.summary', {
                points: format.number(result.points),
                max: format.number(result.maxPoints),
                passing: format.number(result.passingScore),
              })}
            </Text>
          </Stack>
          <div className="pl-score-track">
            <Bar value={(result.points / max) * 100} />
            {result.passingScore > 0 && (
              <span
                className="pl-score-pass"
                style={{
                  // Logical: the mark is measured from the bar's start, the right in Urdu.
                  insetInlineStart: `min(${Math.min(100, (result.passingScore / max) * 100)}%, calc(100% - 3px))`,
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
                {text('play.result.earned')}
              </Title>
              <ul className="pl-earned-list">
                {result.earned.map((type) => (
                  <li key={type}>
                    <AchievementIcon type={type} size={20} />
                    <span>
                      <RichText
                        id="play.result.earnedItem"
                        values={{
                          label: text(`play.achievement.${type}` as const),
                          why: achievementWhy(type, text, format),
                        }}
                        components={{ 0: <strong /> }}
                      />
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {!result.passed && <Text fw={600}>{text('play.result.replay')}</Text>}
          <Group gap="sm">
            {!result.passed && (
              <Button onClick={onPlayAgain}>{text('play.actions.playAgain')}</Button>
            )}
            <Button variant={result.passed ? 'filled' : 'default'} onClick={onBack}>
              {text('play.actions.backToMap')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="md">
          <section aria-labelledby="pl-attempt-title">
            <Title order={2} size="h4" id="pl-attempt-title" mb="xs">
              {text('play.result.attempt')}
            </Title>
            <Breakdown result={result} />
          </section>
          {result.measured.length > 0 && (
            <section aria-labelledby="pl-measured-title">
              <Title order={2} size="h4" id="pl-measured-title" mb="xs">
                {text('play.result.measured')}
              </Title>
              <ul className="pl-bars">
                {result.measured.map(({ competency, asked, percentage }) => (
                  <li key={competency}>
                    <Text size="sm" fw={600}>
                      {text('play.result.measuredRow', {
                        competency,
                        asked: format.number(asked),
                        percent: format.percent(percentage),
                      })}
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
