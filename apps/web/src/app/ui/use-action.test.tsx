import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAction } from './use-action';

/** A request the test answers by hand. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('useAction (a form request without a query library)', () => {
  it('is pending, then holds the answer and calls onSuccess once', async () => {
    const answer = deferred<string>();
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useAction(() => answer.promise, { onSuccess }));
    act(() => result.current.run(undefined));
    expect(result.current.isPending).toBe(true);
    await act(async () => answer.resolve('sent'));
    expect(result.current).toMatchObject({ isPending: false, data: 'sent', error: undefined });
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith('sent');
  });

  it('holds the failure and clears it on the next run', async () => {
    let attempt = 0;
    const { result } = renderHook(() =>
      useAction(async () => {
        attempt += 1;
        if (attempt === 1) {
          throw new Error('offline');
        }
        return 'ok';
      }),
    );
    await act(async () => result.current.run(undefined));
    expect((result.current.error as Error).message).toBe('offline');
    await act(async () => result.current.run(undefined));
    expect(result.current).toMatchObject({ data: 'ok', error: undefined });
  });

  it('keeps only the latest run: an earlier, slower answer is ignored', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const onSuccess = vi.fn();
    const { result } = renderHook(() =>
      useAction((n: number) => (n === 1 ? first.promise : second.promise), { onSuccess }),
    );
    act(() => result.current.run(1));
    act(() => result.current.run(2));
    await act(async () => second.resolve('second'));
    await act(async () => first.resolve('first'));
    expect(result.current.data).toBe('second');
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith('second');
  });

  it('sets nothing and calls nothing after the form has gone', async () => {
    const answer = deferred<string>();
    const onError = vi.fn();
    const { result, unmount } = renderHook(() => useAction(() => answer.promise, { onError }));
    act(() => result.current.run(undefined));
    unmount();
    await act(async () => answer.reject(new Error('late')));
    expect(onError).not.toHaveBeenCalled();
  });
});
