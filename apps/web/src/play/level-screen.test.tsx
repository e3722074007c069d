import type { PlayItem } from '@app/domain';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LevelScreen } from './level-screen';
import { apiError, fakeApi, json, makeResult, makeRun, renderPlayer } from './test-kit';

const question = (index: number, text: string): PlayItem => ({
  kind: 'question',
  index,
  type: 'Question',
  character: { key: 'boss', name: 'Morgan' },
  name: '',
  subject: '',
  email: '',
  text,
  options: ['Listen first', 'Interrupt', 'Walk away'],
});

const run = makeRun({
  items: [question(0, 'The client is upset.'), question(1, 'The client calls back.')],
});

const result = (passed: boolean) =>
  makeResult({
    runId: run.id,
    levelId: run.levelId,
    points: passed ? 450 : 120,
    passed,
    check: {
      pointsShort: passed ? 0 : 280,
      kinds: [{ kind: 'questions', answered: 2, minimum: 2, met: true }],
    },
    earned: passed ? ['highAchiever', 'speedDemon'] : [],
  });

/** Begin answers the seconds left by the server's clock. */
const begin = (secondsLeft: number) => () => json(200, { secondsLeft });

function mount(handlers: Parameters<typeof fakeApi>[0]) {
  const fake = fakeApi(handlers);
  const onBack = vi.fn();
  const onPlayAgain = vi.fn();
  const onEnded = vi.fn();
  renderPlayer(
    <LevelScreen
      api={fake.api}
      levelId={run.levelId}
      gameName="Sales Quest"
      onBack={onBack}
      onPlayAgain={onPlayAgain}
      onEnded={onEnded}
      retryDelays={[]}
    />,
  );
  return { ...fake, onBack, onPlayAgain, onEnded };
}

describe('a level', () => {
  it('asks each question without any rating, sends the choice, shows the verdict, then the result', async () => {
    let answered = 0;
    const { callsTo, onBack, onEnded } = mount({
      [`POST /levels/${run.levelId}/runs`]: () => json(200, run),
      [`POST /runs/${run.id}/begin`]: begin(300),
      [`POST /runs/${run.id}/answers`]: (body) => {
        const { index } = body as { index: number };
        answered += 1;
        return json(200, {
          index,
          rating: index === 0 ? 1 : 3,
          points: index === 0 ? 450 : 0,
          animation: index === 0 ? 'happy' : 'angry',
          runPoints: 450,
        });
      },
      [`POST /runs/${run.id}/end`]: () => json(200, result(true)),
    });

    expect(await screen.findByText('The client is upset.')).toBeTruthy();
    expect(screen.getByText('Question 1 of 2')).toBeTruthy();
    expect(screen.getByText('Morgan says')).toBeTruthy();
    // The speaker's face, named once (the visible "Morgan says" is not read twice).
    expect(screen.getByRole('img', { name: 'Morgan, normal' })).toBeTruthy();
    expect(screen.getByText('05:00')).toBeTruthy();
    // The title is set by an effect after the screen renders (a loaded CI machine saw the last
    // screen's title still there).
    await waitFor(() => expect(document.title).toBe('Level 1 · Sales Quest'));
    // Nothing gives the answer away before it is given.
    expect(screen.queryByText(/BEST|WRONG|OK\b/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /Listen first/ }));
    const next = await screen.findByRole('button', { name: 'Next' });
    expect(screen.getByText('BEST')).toBeTruthy();
    // The chosen option's animation is the face Morgan pulls.
    expect(screen.getByRole('img', { name: 'Morgan, happy' }).dataset.expression).toBe('happy');
    expect(screen.getByText(/Great answer · \+450 points/)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(next));
    const sent = callsTo(`POST /runs/${run.id}/answers`)[0]?.body;
    expect(sent).toMatchObject({ index: 0, answer: { choice: 0 } });
    expect((sent as { clientId: string }).clientId).toMatch(/^[0-9a-f-]{36}$/);

    fireEvent.click(next);
    expect(await screen.findByText('The client calls back.')).toBeTruthy();
    expect(screen.getByText('Question 2 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Walk away/ }));
    expect(await screen.findByText('WRONG')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Morgan, angry' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'See my result' }));

    expect(await screen.findByRole('heading', { name: 'Passed!' })).toBeTruthy();
    expect(screen.getByText('High achiever')).toBeTruthy();
    expect(screen.getByText('Speed demon')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Level 1 result · Sales Quest'));
    expect(screen.queryByRole('button', { name: 'Play again' })).toBeNull();
    expect(answered).toBe(2);
    // The header takes the new scores with the result, not only back on the map.
    expect(onEnded).toHaveBeenCalledTimes(1);
    expect(onEnded).toHaveBeenCalledWith(expect.objectContaining({ passed: true }));
    expect(onBack).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Back to map' }));
    expect(onBack).toHaveBeenCalledWith(expect.objectContaining({ passed: true }));
  });

  it('resumes after the answers already given, and retries a lost answer with the same clientId', async () => {
    let attempts = 0;
    const { callsTo, onPlayAgain } = mount({
      [`POST /levels/${run.levelId}/runs`]: () =>
        json(200, {
          ...run,
          secondsLeft: 65,
          points: 450,
          answers: [{ index: 0, rating: 1, points: 450, animation: 'happy', runPoints: 450 }],
        }),
      [`POST /runs/${run.id}/begin`]: begin(65),
      [`POST /runs/${run.id}/answers`]: () => {
        attempts += 1;
        if (attempts === 1) {
          throw new TypeError('Failed to fetch');
        }
        return json(200, { index: 1, rating: 2, points: 10, animation: null, runPoints: 460 });
      },
      [`POST /runs/${run.id}/end`]: () => json(200, result(false)),
    });

    expect(await screen.findByText('The client calls back.')).toBeTruthy();
    expect(screen.getByText('Question 2 of 2')).toBeTruthy();
    expect(screen.getByText('01:05')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Interrupt/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('OK')).toBeTruthy();
    // No animation from the server: Morgan's face stays normal.
    expect(screen.getByRole('img', { name: 'Morgan, normal' })).toBeTruthy();
    const [first, second] = callsTo(`POST /runs/${run.id}/answers`).map(
      (c) => (c.body as { clientId: string }).clientId,
    );
    expect(second).toBe(first);

    fireEvent.click(screen.getByRole('button', { name: 'See my result' }));
    expect(await screen.findByRole('heading', { name: 'Not passed' })).toBeTruthy();
    expect(screen.getByText('120 of 600 points · 400 needed to pass')).toBeTruthy();
    expect(screen.getByText('Not passed: 280 more points needed.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Play again' }));
    expect(onPlayAgain).toHaveBeenCalled();
  });

  it('ends the level when the server says the time is up', async () => {
    const { callsTo } = mount({
      [`POST /levels/${run.levelId}/runs`]: () => json(200, run),
      [`POST /runs/${run.id}/begin`]: begin(300),
      [`POST /runs/${run.id}/answers`]: () =>
        apiError(409, 'TIME_UP', 'Time is up for this level.'),
      [`POST /runs/${run.id}/end`]: () => json(200, result(false)),
    });
    fireEvent.click(await screen.findByRole('button', { name: /Listen first/ }));
    expect(await screen.findByRole('heading', { name: 'Not passed' })).toBeTruthy();
    expect(callsTo(`POST /runs/${run.id}/end`)).toHaveLength(1);
  });

  it('ends the level when the countdown reaches zero', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { callsTo } = mount({
      [`POST /levels/${run.levelId}/runs`]: () => json(200, { ...run, secondsLeft: 300 }),
      [`POST /runs/${run.id}/begin`]: begin(3),
      [`POST /runs/${run.id}/end`]: () => json(200, result(false)),
    });
    expect(await screen.findByText('00:03')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3500);
    });
    expect(await screen.findByRole('heading', { name: 'Not passed' })).toBeTruthy();
    expect(callsTo(`POST /runs/${run.id}/end`)).toHaveLength(1);
  });

  it('goes back to the map mid-level, leaving the attempt open', async () => {
    const { onBack, callsTo } = mount({
      [`POST /levels/${run.levelId}/runs`]: () => json(200, run),
      [`POST /runs/${run.id}/begin`]: begin(300),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Level map' }));
    expect(onBack).toHaveBeenCalledWith(null);
    expect(callsTo(`POST /runs/${run.id}/end`)).toHaveLength(0);
  });

  it("shows the server's refusal of a locked level, with the way back", async () => {
    const { onBack } = mount({
      [`POST /levels/${run.levelId}/runs`]: () =>
        apiError(409, 'LEVEL_LOCKED', 'Pass the previous level first.'),
    });
    expect(await screen.findByText('Pass the previous level first.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to map' }));
    expect(onBack).toHaveBeenCalledWith(null);
  });

  it('starts the clock once, when the first item is on screen, from what begin answers', async () => {
    let itemShownAtBegin = false;
    const onPoints = vi.fn();
    const fake = fakeApi({
      [`POST /levels/${run.levelId}/runs`]: () => json(200, { ...run, secondsLeft: 300 }),
      [`POST /runs/${run.id}/begin`]: () => {
        itemShownAtBegin = screen.queryByText('The client is upset.') !== null;
        return json(200, { secondsLeft: 42 });
      },
      [`POST /runs/${run.id}/answers`]: () =>
        json(200, { index: 0, rating: 1, points: 450, animation: null, runPoints: 450 }),
    });
    renderPlayer(
      <LevelScreen
        api={fake.api}
        levelId={run.levelId}
        gameName="Sales Quest"
        onBack={vi.fn()}
        onPlayAgain={vi.fn()}
        onPoints={onPoints}
        retryDelays={[]}
      />,
    );
    // The countdown runs from begin's figure, not the run's full time.
    expect(await screen.findByText('00:42')).toBeTruthy();
    expect(itemShownAtBegin).toBe(true);
    expect(onPoints).toHaveBeenLastCalledWith(0);

    fireEvent.click(screen.getByRole('button', { name: /Listen first/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('The client calls back.')).toBeTruthy();
    // The level's points go up to the header as they come in.
    expect(onPoints).toHaveBeenLastCalledWith(450);
    expect(fake.callsTo(`POST /runs/${run.id}/begin`)).toHaveLength(1);
  });

  it("carries on with the run's own time when begin gets no answer", async () => {
    const { callsTo } = mount({
      [`POST /levels/${run.levelId}/runs`]: () => json(200, { ...run, secondsLeft: 200 }),
      [`POST /runs/${run.id}/begin`]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(await screen.findByText('The client is upset.')).toBeTruthy();
    await waitFor(() => expect(callsTo(`POST /runs/${run.id}/begin`)).toHaveLength(1));
    expect(await screen.findByText(/^03:(20|19)$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Listen first/ })).toHaveProperty('disabled', false);
  });

  it('names a mini level by its place on the map, with its kind under it', async () => {
    mount({
      [`POST /levels/${run.levelId}/runs`]: () =>
        json(200, { ...run, levelName: 'Mini 1', levelNumber: 2, kind: 'mini' }),
      [`POST /runs/${run.id}/begin`]: begin(300),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Level 2' })).toBeTruthy();
    expect(screen.getByText('Mini game')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Level 2 · Sales Quest'));
  });

  it("plays in Urdu: the clock, the count, the verdict and the server's refusals", async () => {
    const fake = fakeApi({
      [`POST /levels/${run.levelId}/runs`]: () => json(200, run),
      [`POST /runs/${run.id}/begin`]: begin(300),
      [`POST /runs/${run.id}/answers`]: (body) =>
        (body as { index: number }).index === 0
          ? json(200, { index: 0, rating: 1, points: 450, animation: 'happy', runPoints: 450 })
          : apiError(409, 'ANSWER_INVALID', 'This answer does not fit the question.'),
    });
    renderPlayer(
      <LevelScreen
        api={fake.api}
        levelId={run.levelId}
        gameName="Sales Quest"
        onBack={vi.fn()}
        onPlayAgain={vi.fn()}
        retryDelays={[]}
      />,
      { locale: 'ur' },
    );
    // The author's words stay as written, in their own direction.
    const situation = await screen.findByText('The client is upset.');
    expect(situation.getAttribute('dir')).toBe('auto');
    expect(screen.getByRole('heading', { level: 1, name: 'لیول 1' })).toBeTruthy();
    expect(screen.getByText('سوال 1 از 2')).toBeTruthy();
    expect(screen.getByText('باقی وقت')).toBeTruthy();
    expect(screen.getByText('05:00').getAttribute('dir')).toBe('ltr');
    expect(screen.getByText('Morgan کہتے ہیں')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Morgan، عام' })).toBeTruthy();
    expect(screen.getByText('آپ کیا کریں گے؟')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Listen first/ }));
    expect(await screen.findByText('بہترین')).toBeTruthy();
    expect(screen.getByText('زبردست جواب · 450 پوائنٹس ملے')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'اگلا' }));
    fireEvent.click(await screen.findByRole('button', { name: /Walk away/ }));
    expect(await screen.findByText('آپ کا جواب محفوظ نہیں ہوا')).toBeTruthy();
    expect(screen.getByText('یہ جواب اس سوال سے مطابقت نہیں رکھتا۔')).toBeTruthy();
  });
});
