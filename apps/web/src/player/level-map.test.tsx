import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LevelMap } from './level-map';
import { makeLevel, makeState, renderPlayer } from './test-kit';

const levels = [
  makeLevel({ name: 'Warm up', state: 'passed', points: 1200, attempts: 1 }),
  makeLevel({ name: 'Tough client', state: 'failed', points: 300, attempts: 2 }),
  makeLevel({ name: 'Negotiation', state: 'open' }),
  makeLevel({ name: 'Final', state: 'locked' }),
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

    const passed = card(/Warm up/);
    expect(passed.getByText('Passed')).toBeTruthy();
    expect(passed.getByText('1,200 points')).toBeTruthy();
    expect(passed.queryByRole('button')).toBeNull();

    const failed = card(/Tough client/);
    expect(failed.getByText('Not passed yet')).toBeTruthy();
    expect(failed.getByText('Best: 300 points')).toBeTruthy();
    expect(failed.getByText('2 attempts')).toBeTruthy();
    fireEvent.click(failed.getByRole('button', { name: /Play again/ }));
    expect(onPlay).toHaveBeenLastCalledWith(levels[1]?.id);

    const open = card(/Negotiation/);
    fireEvent.click(open.getByRole('button', { name: 'Play Negotiation' }));
    expect(onPlay).toHaveBeenLastCalledWith(levels[2]?.id);

    const locked = card(/Final/);
    const lockedButton = locked.getByRole('button', { name: 'Final is locked' });
    expect(lockedButton).toHaveProperty('disabled', true);
    expect(lockedButton.textContent).toBe('Locked');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(4);
  });

  it('offers to continue a level left open', () => {
    const onPlay = vi.fn();
    const state = makeState({ levels, openRunLevelId: levels[2]?.id ?? null });
    renderPlayer(<LevelMap state={state} onPlay={onPlay} />);
    const open = card(/Negotiation/);
    expect(open.getByText('In progress')).toBeTruthy();
    fireEvent.click(open.getByRole('button', { name: /Continue/ }));
    expect(onPlay).toHaveBeenCalledWith(levels[2]?.id);
  });
});
