import { useState } from 'react';

/**
 * What a form modal edits ('new' when adding). The target outlives `opened`, so the title and
 * form do not change while the modal animates closed; `key` remounts the form on every open.
 */
export function useModalTarget<T>() {
  const [state, setState] = useState<{ target: T | 'new'; opened: boolean; key: number }>({
    target: 'new',
    opened: false,
    key: 0,
  });
  return {
    ...state,
    open: (target: T | 'new') => setState((s) => ({ target, opened: true, key: s.key + 1 })),
    close: () => setState((s) => ({ ...s, opened: false })),
  };
}
