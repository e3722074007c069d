import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeLive } from './test-fixtures';
import { MAX_LIVE_EVENTS, useLiveEvent, useLiveEvents } from './use-live-event';

describe('live event hook', () => {
  it('calls back only when the version moves on, and closes the stream on unmount', () => {
    const live = fakeLive();
    const onChange = vi.fn();
    const { result, unmount } = renderHook(() => useLiveEvent('a b', onChange, live.open));
    const source = live.last();
    expect(source.url).toBe('/api/events/a%20b/live');
    expect(result.current).toBe(false);

    act(() => source.connect());
    expect(result.current).toBe(true);
    act(() => source.send({ version: '1', participantsCount: 3 }));
    act(() => source.send({ version: '1', participantsCount: 3 }));
    act(() => source.send({ version: 2 }));
    expect(onChange).not.toHaveBeenCalled();
    act(() => source.send({ version: '2', participantsCount: 4 }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ version: '2', participantsCount: 4 });

    // A dropped stream keeps the last version: the browser's reconnect brings what was missed.
    act(() => source.fail());
    expect(result.current).toBe(false);
    act(() => source.send({ version: '3', participantsCount: 5 }));
    expect(result.current).toBe(true);
    expect(onChange).toHaveBeenCalledTimes(2);

    unmount();
    expect(source.isClosed).toBe(true);
  });

  it('keeps its streams across renders with the same ids, and opens at most a few', () => {
    const live = fakeLive();
    const ids = ['1', '2', '3', '4', '5'];
    const { rerender, unmount } = renderHook(
      ({ list }) => useLiveEvents(list, () => {}, live.open),
      { initialProps: { list: ids } },
    );
    expect(live.sources.map((s) => s.url)).toEqual(
      ids.slice(0, MAX_LIVE_EVENTS).map((id) => `/api/events/${id}/live`),
    );
    rerender({ list: [...ids] });
    expect(live.sources).toHaveLength(MAX_LIVE_EVENTS);

    rerender({ list: ['9'] });
    expect(live.sources.slice(0, MAX_LIVE_EVENTS).every((s) => s.isClosed)).toBe(true);
    expect(live.last().url).toBe('/api/events/9/live');
    unmount();
    expect(live.last().isClosed).toBe(true);
  });

  it('tells which event changed', () => {
    const live = fakeLive();
    const onChange = vi.fn();
    renderHook(() => useLiveEvents(['x', 'y'], onChange, live.open));
    const [x, y] = live.sources;
    act(() => {
      x?.send({ version: 'a', participantsCount: 1 });
      y?.send({ version: 'a', participantsCount: 1 });
      y?.send({ version: 'b', participantsCount: 2 });
    });
    expect(onChange).toHaveBeenCalledExactlyOnceWith('y', { version: 'b', participantsCount: 2 });
  });

  it('does nothing where the browser has no EventSource', () => {
    const { result } = renderHook(() => useLiveEvent('1', () => {}));
    expect(result.current).toBe(false);
  });
});
