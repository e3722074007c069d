import type { PlayRunResult } from '@app/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LevelResult } from './level-result';
import { makeResult, makeRun, renderPlayer } from './test-kit';

function show(result: PlayRunResult, run = makeRun({ levelNumber: 4 })) {
  const onBack = vi.fn();
  const onPlayAgain = vi.fn();
  renderPlayer(
    <LevelResult
      run={run}
      gameName="Sales Quest"
      result={result}
      onBack={onBack}
      onPlayAgain={onPlayAgain}
    />,
  );
  return { onBack, onPlayAgain };
}

const checks = () =>
  within(screen.getByRole('list', { name: 'What this level needs' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

/** 1,000 points of 1,336, passing 400: enough points, but no e-mail answered. */
const missedEmail = makeResult({
  points: 1000,
  maxPoints: 1336,
  passed: false,
  passingScore: 400,
  check: {
    pointsShort: 0,
    kinds: [
      { kind: 'questions', answered: 2, minimum: 2, met: true },
      { kind: 'emails', answered: 0, minimum: 1, met: false },
      { kind: 'sms', answered: 1, minimum: 1, met: true },
    ],
  },
  breakdown: { asked: 4, answered: 3, best: 2, secondsUsed: 125, time: 300, streak: 2 },
});

describe('a level result', () => {
  it('names the minimum that was not met, and what a replay changes', async () => {
    const { onPlayAgain } = show(missedEmail);
    expect(screen.getByRole('heading', { level: 1, name: 'Not passed' })).toBeTruthy();
    expect(screen.getByText('Level 4')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Level 4 result · Sales Quest'));
    expect(screen.getByText('1,000 of 1,336 points · 400 needed to pass')).toBeTruthy();
    expect(
      screen.getByText('Not passed: you answered 0 of the 1 e-mail this level needs.'),
    ).toBeTruthy();
    expect(checks()).toEqual([
      'Points1,000 (400 needed)(done)',
      'Questions2 (2 needed)(done)',
      'E-mails0 (1 needed)(not enough)',
      'Text messages1 (1 needed)(done)',
    ]);
    expect(
      screen.getByText(
        'Play again: you get new situations. Passing once opens the next level, and every attempt counts toward your score.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Play again' }));
    expect(onPlayAgain).toHaveBeenCalled();
  });

  it('says how many points were missing', () => {
    show(makeResult({ points: 250, passed: false, check: { pointsShort: 150, kinds: [] } }));
    expect(screen.getByText('Not passed: 150 more points needed.')).toBeTruthy();
    expect(checks()).toEqual(['Points250 (400 needed)(not enough)']);
  });

  it('lists every shortfall when there are several', () => {
    show(
      makeResult({
        points: 399,
        passed: false,
        check: {
          pointsShort: 1,
          kinds: [{ kind: 'sms', answered: 0, minimum: 2, met: false }],
        },
      }),
    );
    expect(screen.getByText('Not passed:')).toBeTruthy();
    expect(
      screen.getByText('You answered 0 of the 2 text messages this level needs.'),
    ).toBeTruthy();
    expect(screen.getByText('1 more point needed.')).toBeTruthy();
  });

  it('shows the attempt in numbers, what it measured and why each achievement was earned', () => {
    show(
      makeResult({
        points: 1200,
        maxPoints: 1336,
        breakdown: { asked: 6, answered: 6, best: 5, secondsUsed: 125, time: 300, streak: 12 },
        measured: [
          { competency: 'Collaboration', asked: 2, percentage: 75 },
          { competency: 'Ownership', asked: 4, percentage: 100 },
        ],
        earned: ['highAchiever', 'mostlyRight', 'speedDemon', 'streakOf10'],
      }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Passed!' })).toBeTruthy();
    expect(
      screen.getByText('Passed: you reached the passing score and answered enough of each kind.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Play again' })).toBeNull();
    const numbers = [...document.querySelectorAll('.pl-breakdown > div')].map(
      (row) => row.textContent,
    );
    expect(numbers).toEqual([
      'Answered6 of 6',
      'Best answers5 of 6',
      'Time used2:05 of 5:00',
      'Best streak12 in a row',
    ]);
    expect(screen.getByText('Collaboration · 2 asked · 75%')).toBeTruthy();
    expect(screen.getByText('Ownership · 4 asked · 100%')).toBeTruthy();
    const earned = within(screen.getByRole('region', { name: 'Achievements earned' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(earned).toEqual([
      "High achiever: 90% or more of the level's points",
      'Mostly right: 3 in 4 answers Best',
      'Speed demon: passed in half the time',
      'Streak of 10: ten Best answers in a row',
    ]);
  });

  it('leaves out what was not measured, and names a game level by its kind', () => {
    show(
      makeResult({ measured: [], check: { pointsShort: 0, kinds: [] } }),
      makeRun({ levelNumber: 7, kind: 'aptitude', levelName: 'Numerical reasoning' }),
    );
    expect(screen.queryByRole('heading', { name: 'What this attempt measured' })).toBeNull();
    expect(screen.getByText('Passed: you reached the passing score.')).toBeTruthy();
    expect(screen.getByText('Level 7').textContent).toBe(
      'Level 7 · Aptitude game · Numerical reasoning',
    );
  });

  it('says it all in Urdu, with the same figures', async () => {
    renderPlayer(
      <LevelResult
        run={makeRun({ levelNumber: 4 })}
        gameName="Sales Quest"
        result={makeResult({
          ...missedEmail,
          check: { ...missedEmail.check, pointsShort: 1 },
          measured: [{ competency: 'Collaboration', asked: 2, percentage: 75 }],
          earned: ['mostlyRight'],
        })}
        onBack={vi.fn()}
        onPlayAgain={vi.fn()}
      />,
      { locale: 'ur' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'پاس نہیں ہوئے' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('لیول 4 کا نتیجہ · Sales Quest'));
    expect(screen.getByText('1,336 میں سے 1,000 پوائنٹس · پاس ہونے کے لیے 400 درکار')).toBeTruthy();
    expect(screen.getByText('پاس نہیں ہوئے:')).toBeTruthy();
    expect(screen.getByText('اس لیول کو درکار 1 ای میل میں سے آپ نے 0 کا جواب دیا۔')).toBeTruthy();
    expect(screen.getByText('مزید 1 پوائنٹ درکار تھا۔')).toBeTruthy();
    const rows = within(screen.getByRole('list', { name: 'اس لیول کی شرائط' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(rows[0]).toBe('پوائنٹس1,000 (400 درکار)(کافی نہیں)');
    expect(rows[1]).toBe('سوالات2 (2 درکار)(مکمل)');
    expect(rows[2]).toBe('ای میلز0 (1 درکار)(کافی نہیں)');
    expect(screen.getByText('Collaboration · 2 پوچھے گئے · 75%')).toBeTruthy();
    const earned = within(screen.getByRole('region', { name: 'حاصل کردہ کامیابیاں' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(earned).toEqual(['زیادہ تر درست: 4 میں سے 3 جوابات بہترین']);
    expect(screen.getByRole('button', { name: 'دوبارہ کھیلیں' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'نقشے پر واپس جائیں' })).toBeTruthy();
  });
});
