import type { PlayAnswerValue, PlayItem } from '@app/domain';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { ItemView } from './items/item-view';
import type { MemoryPhases } from './items/types';
import { renderPlayer } from './test-kit';

const noPhases: MemoryPhases = {
  stimulus: () => Promise.reject(new Error('not a memory item')),
  choices: () => Promise.reject(new Error('not a memory item')),
};

function show(item: PlayItem, phases = noPhases) {
  const onAnswer = vi.fn<(answer: PlayAnswerValue) => void>();
  renderPlayer(<ItemView item={item} onAnswer={onAnswer} disabled={false} phases={phases} />);
  return onAnswer;
}

const SEQUENCE_CHOICES = ['0 5 3', '0 1 3', '0 7 3', '0 3 1'].map((text) => ({
  type: 'text' as const,
  text,
}));
const memoryItem = (choices: typeof SEQUENCE_CHOICES | null): PlayItem => ({
  kind: 'memory',
  index: 0,
  engine: 'workingMemory',
  difficulty: 1,
  prompt: 'Which sequence did you see?',
  memorizeMs: 3400,
  choices,
});
/** The server's two phases: the stimulus with `msLeft`, then the choices (after `refusals`). */
function fakePhases(msLeft: number, refusals = 0) {
  let refused = 0;
  return {
    stimulus: vi.fn(async (index: number) => ({
      index,
      stimulus: { type: 'sequence' as const, items: ['0', '1', '3'] },
      memorizeMs: 3400,
      msLeft,
    })),
    choices: vi.fn(async (index: number) => {
      if (refused++ < refusals) {
        throw new ApiError(409, 'STILL_MEMORIZING', 'Keep memorizing');
      }
      return { index, choices: SEQUENCE_CHOICES };
    }),
  };
}
const later = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('the item screens', () => {
  it('mini 1 offers its options as lettered buttons; a letter or digit key chooses too', () => {
    const onAnswer = show({
      kind: 'mini1',
      index: 0,
      title: 'Busy morning',
      scenario: 'Three calls at once.',
      options: ['Take the first', 'Ignore all', 'Ask for help', 'Hang up'],
    });
    expect(screen.getByRole('heading', { name: 'Busy morning' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Ask for help/ }));
    expect(onAnswer).toHaveBeenLastCalledWith({ choice: 2 });
    fireEvent.keyDown(window, { key: '4' });
    expect(onAnswer).toHaveBeenLastCalledWith({ choice: 3 });
    fireEvent.keyDown(window, { key: 'b' });
    expect(onAnswer).toHaveBeenLastCalledWith({ choice: 1 });
  });

  it('mini 2 names its picture options and lays them over the background', () => {
    const onAnswer = show({
      kind: 'mini2',
      index: 1,
      title: 'Pick the tool',
      scenario: 'Which one fixes it?',
      optionsType: 'image',
      options: ['/api/files/a', '/api/files/b'],
      backgroundUrl: '/api/files/bg',
    });
    expect(screen.getByRole('img', { name: 'Option 2' }).getAttribute('src')).toBe('/api/files/b');
    fireEvent.click(screen.getByRole('button', { name: 'Option 2' }));
    expect(onAnswer).toHaveBeenCalledWith({ choice: 1 });
  });

  it('mini 3 builds the word from tapped letters, and takes typing as well', () => {
    const onAnswer = show({ kind: 'mini3', index: 2, title: 'Find it', letters: ['t', 'a', 'c'] });
    const tiles = within(screen.getByRole('list', { name: 'Letters' }));
    fireEvent.click(tiles.getByRole('button', { name: 'Letter C' }));
    fireEvent.click(tiles.getByRole('button', { name: 'Letter A' }));
    expect(tiles.getByRole('button', { name: 'Letter C, used' })).toHaveProperty('disabled', true);
    const input = screen.getByLabelText('Your word') as HTMLInputElement;
    expect(input.value).toBe('ca');
    fireEvent.change(input, { target: { value: 'cat' } });
    expect(tiles.getByRole('button', { name: 'Letter T, used' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo letter' }));
    fireEvent.click(tiles.getByRole('button', { name: 'Letter T' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit word' }));
    expect(onAnswer).toHaveBeenCalledWith({ word: 'cat' });
  });

  it('mini 4 numbers the scenes in the order tapped, with undo and reset, then sends it', () => {
    const onAnswer = show({
      kind: 'mini4',
      index: 3,
      title: 'Tell the story',
      scenario: 'A day at work.',
      images: ['/a', '/b', '/c'],
    });
    const submit = screen.getByRole('button', { name: 'Submit order' });
    fireEvent.click(screen.getByRole('button', { name: 'Scene 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Scene 1' }));
    expect(screen.getByRole('button', { name: 'Scene 3, step 1' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryByRole('button', { name: /step/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Scene 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Scene 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Scene 3' }));
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Scene 1' }));
    expect(screen.getByRole('button', { name: 'Scene 1, step 3' })).toBeTruthy();
    fireEvent.click(submit);
    expect(onAnswer).toHaveBeenCalledWith({ order: [1, 2, 0] });
  });

  it('working memory shows the sequence for the time left, then hides it and fetches the choices', async () => {
    vi.useFakeTimers();
    const phases = fakePhases(3400);
    const onAnswer = show(memoryItem(null), phases);
    await later(0);
    expect(screen.getByRole('list', { name: 'Sequence' }).textContent).toBe('013');
    expect(screen.queryByRole('button', { name: /0 1 3/ })).toBeNull();
    await later(3300);
    expect(screen.getByRole('list', { name: 'Sequence' })).toBeTruthy();
    expect(phases.choices).not.toHaveBeenCalled();
    await later(200);
    expect(screen.queryByRole('list', { name: 'Sequence' })).toBeNull();
    expect(screen.getByText('It is hidden now. Choose from memory.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /0 1 3/ }));
    expect(onAnswer).toHaveBeenCalledWith({ choice: 1 });
    expect(phases.stimulus).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('working memory asks again while the server says to keep memorizing', async () => {
    vi.useFakeTimers();
    const phases = fakePhases(1200, 2);
    show(memoryItem(null), phases);
    await later(0);
    await later(1200);
    expect(screen.queryByRole('button', { name: /0 1 3/ })).toBeNull();
    await later(600);
    expect(phases.choices).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('button', { name: /0 1 3/ })).toBeTruthy();
    vi.useRealTimers();
  });

  it('a resumed memory item shows what is left of its time', async () => {
    vi.useFakeTimers();
    show(memoryItem(null), fakePhases(900));
    await later(0);
    expect(screen.getByText('Memorize this. It will be hidden in 1 second.')).toBeTruthy();
    vi.useRealTimers();
  });

  it('a resumed memory item whose choices are out offers them at once, never the sequence', () => {
    const phases = fakePhases(0);
    show(memoryItem(SEQUENCE_CHOICES), phases);
    expect(screen.getByRole('button', { name: /0 7 3/ })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Sequence' })).toBeNull();
    expect(phases.stimulus).not.toHaveBeenCalled();
  });

  it('draws attention grids character by character and spatial shapes as bitmaps', () => {
    show({
      kind: 'engine',
      index: 1,
      engine: 'attention',
      item: {
        index: 1,
        difficulty: 2,
        prompt: 'How many times does X appear?',
        stimulus: { type: 'grid', rows: ['OX', 'XO'] },
        choices: ['1', '2', '3', '4'].map((text) => ({ type: 'text', text })),
      },
    });
    expect(screen.getByRole('img', { name: /OX, XO/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /2/ })).toBeTruthy();
  });

  it('names shape choices "Option n"', () => {
    const onAnswer = show({
      kind: 'engine',
      index: 2,
      engine: 'spatial',
      item: {
        index: 2,
        difficulty: 3,
        prompt: 'Which is this shape turned?',
        stimulus: { type: 'grids', grids: [['#.', '##']] },
        choices: [
          ['##', '#.'],
          ['.#', '##'],
        ].map((rows) => ({ type: 'grid', rows })),
      },
    });
    expect(screen.getByRole('img', { name: /^Figure\. row 1: filled empty/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Option 2' }));
    expect(onAnswer).toHaveBeenCalledWith({ choice: 1 });
  });

  it('labels the word game in Urdu and keeps the letters as they are', () => {
    const onAnswer = vi.fn<(answer: PlayAnswerValue) => void>();
    renderPlayer(
      <ItemView
        item={{ kind: 'mini3', index: 2, title: 'Find it', letters: ['t', 'a', 'c'] }}
        onAnswer={onAnswer}
        disabled={false}
        phases={noPhases}
      />,
      { locale: 'ur' },
    );
    expect(screen.getByText('حروف کو ترتیب سے چنیں، یا لفظ ٹائپ کریں۔')).toBeTruthy();
    const tiles = within(screen.getByRole('list', { name: 'حروف' }));
    fireEvent.click(tiles.getByRole('button', { name: 'حرف C' }));
    expect(tiles.getByRole('button', { name: 'حرف C، استعمال ہو چکا' })).toBeTruthy();
    expect((screen.getByLabelText('آپ کا لفظ') as HTMLInputElement).value).toBe('c');
    fireEvent.click(screen.getByRole('button', { name: 'لفظ جمع کرائیں' }));
    expect(onAnswer).toHaveBeenCalledWith({ word: 'c' });
  });

  it('names figures, options and what a memory item is doing in Urdu', async () => {
    vi.useFakeTimers();
    renderPlayer(
      <ItemView
        item={memoryItem(null)}
        onAnswer={vi.fn()}
        disabled={false}
        phases={fakePhases(2600)}
      />,
      { locale: 'ur' },
    );
    await later(0);
    expect(screen.getByText('اسے یاد کر لیں۔ یہ 3 سیکنڈ میں چھپ جائے گا۔')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'ترتیب' })).toBeTruthy();
    await later(2700);
    expect(screen.getByText('اب یہ چھپا دیا گیا ہے۔ یادداشت سے منتخب کریں۔')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'آپ کا جواب' })).toBeTruthy();
    vi.useRealTimers();
  });
});
