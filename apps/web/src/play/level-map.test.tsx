import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LevelMap } from './level-map';
import { makeEvent, makeLevel, makeState, renderPlayer } from './test-kit';

// Stored tab names; the player names each level by its place on the map.
const levels = [
  makeLevel({ number: 1, name: '1', state: 'passed', points: 1200, attempts: 1 }),
  makeLevel({ number: 2, name: 'Mini 1', kind: 'mini', state: 'failed', points: 300, attempts: 2 }),
  makeLevel({ number: 3, name: '2', state: 'open' }),
  makeLevel({ number: 4, name: 'Numerical', kind: 'aptitude', state: 'locked' }),
];

const card = (name: RegExp) => {
  const heading = screen.getByRole('heading', { name });
  const item = heading.closest('li');
  if (!item) {
    throw new Error(`no card for ${name}`);
  }
  return within(item);
};

describe('the level map', () => {
  it('shows each level as locked, open, failed or passed', () => {
    const onPlay = vi.fn();
    renderPlayer(<LevelMap state={makeState({ levels })} onPlay={onPlay} />);

    const passed = card(/^Level 1$/);
    expect(passed.getByText('Passed')).toBeTruthy();
    expect(passed.getByText('1,200 points')).toBeTruthy();
    expect(passed.queryByRole('button')).toBeNull();

    const failed = card(/^Level 2$/);
    expect(failed.getByText('Not passed yet')).toBeTruthy();
    expect(failed.getByText('Best: 300 points')).toBeTruthy();
    expect(failed.getByText('2 attempts')).toBeTruthy();
    fireEvent.click(failed.getByRole('button', { name: /Play again/ }));
    expect(onPlay).toHaveBeenLastCalledWith(levels[1]?.id);

    const open = card(/^Level 3$/);
    fireEvent.click(open.getByRole('button', { name: 'Play Level 3' }));
    expect(onPlay).toHaveBeenLastCalledWith(levels[2]?.id);

    const locked = card(/^Level 4$/);
    const lockedButton = locked.getByRole('button', { name: 'Level 4 is locked' });
    expect(lockedButton).toHaveProperty('disabled', true);
    expect(lockedButton.textContent).toBe('Locked');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(4);
  });

  it('offers to continue a level left open', () => {
    const onPlay = vi.fn();
    const state = makeState({ levels, openRunLevelId: levels[2]?.id ?? null });
    renderPlayer(<LevelMap state={state} onPlay={onPlay} />);
    const open = card(/^Level 3$/);
    expect(open.getByText('In progress')).toBeTruthy();
    fireEvent.click(open.getByRole('button', { name: /Continue/ }));
    expect(onPlay).toHaveBeenCalledWith(levels[2]?.id);
  });

  it('names each stop by its place on the map, minis counted, with its kind', () => {
    renderPlayer(<LevelMap state={makeState({ levels })} onPlay={vi.fn()} />);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Level 1', 'Level 2', 'Level 3', 'Level 4']);
    expect(card(/^Level 1$/).getByText(/^Scenarios · 5 min/)).toBeTruthy();
    expect(card(/^Level 2$/).getByText(/^Mini game · 5 min/)).toBeTruthy();
    expect(card(/^Level 3$/).getByText(/^Scenarios · 5 min/)).toBeTruthy();
    expect(card(/^Level 4$/).getByText(/^Aptitude game · Numerical · 5 min/)).toBeTruthy();
  });

  it("names a mini level by its game, never by its stored 'Mini 1'", () => {
    const mini = makeLevel({
      number: 2,
      name: 'Mini 1',
      gameName: 'Quick Decision',
      kind: 'mini',
      time: 60,
    });
    renderPlayer(
      <LevelMap
        state={makeState({ levels: [makeLevel({ number: 1, name: '1' }), mini] })}
        onPlay={vi.fn()}
      />,
    );
    expect(card(/^Level 2$/).getByText(/^Mini game · Quick Decision · 1 min/)).toBeTruthy();
    expect(screen.queryByText(/Mini 1/)).toBeNull();
  });

  it("shows the participant's own rank, and nothing before one", () => {
    const { unmount } = renderPlayer(
      <LevelMap state={makeState({ levels, rank: { position: 3, of: 120 } })} onPlay={vi.fn()} />,
    );
    expect(screen.getByText(/You are/).textContent).toBe('You are 3rd of 120 players');
    unmount();
    renderPlayer(
      <LevelMap state={makeState({ levels, rank: { position: 1, of: 1 } })} onPlay={vi.fn()} />,
    );
    expect(screen.getByText(/You are/).textContent).toBe('You are 1st of 1 player');
  });

  it('shows no rank line when there is no rank', () => {
    renderPlayer(<LevelMap state={makeState({ levels, rank: null })} onPlay={vi.fn()} />);
    expect(screen.queryByText(/You are/)).toBeNull();
  });

  it('shows How to play before the first level, once, and opens it again on request', async () => {
    const fresh = makeState({
      event: makeEvent({ eventId: 'ev-howto' }),
      levels: [makeLevel({ number: 1, name: '1' }), makeLevel({ number: 2, state: 'locked' })],
    });
    const first = renderPlayer(<LevelMap state={fresh} onPlay={vi.fn()} />);
    const panel = screen.getByRole('region', { name: 'How to play' });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(6);
    expect(within(panel).getByText(/clock starts when the first one appears/)).toBeTruthy();
    // On arrival the map's title keeps the focus; the panel follows it in reading order.
    expect(document.activeElement?.textContent).toBe('Level map');
    fireEvent.click(within(panel).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('region', { name: 'How to play' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'How to play' }));
    first.unmount();

    // Remembered for this game: the map opens without it, and the button brings it back.
    renderPlayer(<LevelMap state={fresh} onPlay={vi.fn()} />);
    expect(screen.queryByRole('region', { name: 'How to play' })).toBeNull();
    const button = screen.getByRole('button', { name: 'How to play' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    const again = screen.getByRole('region', { name: 'How to play' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(again).getByRole('heading', { name: 'How to play' }),
      ),
    );
    // Escape closes it, and focus goes back to the button.
    fireEvent.keyDown(document.activeElement ?? again, { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'How to play' })).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('does not show How to play by itself once a level was played', () => {
    renderPlayer(<LevelMap state={makeState({ levels })} onPlay={vi.fn()} />);
    expect(screen.queryByRole('region', { name: 'How to play' })).toBeNull();
    expect(screen.getByRole('button', { name: 'How to play' })).toBeTruthy();
  });

  it('shows the map in Urdu: states, buttons named for their level, times and points', () => {
    const onPlay = vi.fn();
    const fresh = makeState({
      event: makeEvent({ eventId: 'ev-howto-ur' }),
      levels: [makeLevel({ number: 1, name: '1', time: 75 })],
    });
    const { unmount } = renderPlayer(<LevelMap state={fresh} onPlay={onPlay} />, { locale: 'ur' });
    expect(screen.getByRole('region', { name: 'کیسے کھیلیں' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ٹھیک ہے' })).toBeTruthy();
    expect(
      card(/^لیول 1$/).getByText('منظرنامے · 1 منٹ 15 سیکنڈ · پاس ہونے کے لیے 400 پوائنٹس'),
    ).toBeTruthy();
    unmount();

    renderPlayer(<LevelMap state={makeState({ levels })} onPlay={onPlay} />, { locale: 'ur' });
    expect(screen.getByRole('heading', { level: 1, name: 'لیول کا نقشہ' })).toBeTruthy();
    const failed = card(/^لیول 2$/);
    expect(failed.getByText('ابھی پاس نہیں ہوا')).toBeTruthy();
    expect(failed.getByText('بہترین: 300 پوائنٹس')).toBeTruthy();
    expect(failed.getByText('2 کوششیں')).toBeTruthy();
    fireEvent.click(failed.getByRole('button', { name: 'لیول 2 دوبارہ کھیلیں' }));
    expect(onPlay).toHaveBeenLastCalledWith(levels[1]?.id);
    expect(card(/^لیول 1$/).getByText('پاس')).toBeTruthy();
    expect(card(/^لیول 3$/).getByRole('button', { name: 'لیول 3 کھیلیں' })).toBeTruthy();
    expect(card(/^لیول 4$/).getByRole('button', { name: 'لیول 4 بند ہے' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(card(/^لیول 4$/).getByText(/^اپٹیٹیوڈ گیم · Numerical · 5 منٹ/)).toBeTruthy();
  });
});
