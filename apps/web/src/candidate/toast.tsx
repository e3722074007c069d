import {
  createContext,
  type ReactNode,
  use,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useText } from '../i18n/language-switch';
import { type Said, useSay } from './messages';

/**
 * The form's toasts (part B §10: every message of the form is a toast), without
 * @mantine/notifications: a live region and a timer, a fraction of its size.
 */
export type Tone = 'error' | 'success';
/**
 * A toast's message is kept as said (a key, or a domain text), and put in words as it is shown:
 * a language chosen while it is up changes it too.
 */
export type ShowToast = (message: Said, tone?: Tone) => void;

type Toast = { id: number; message: Said; tone: Tone };

/** Two messages are the same toast when they say the same thing. */
const sameness = (message: Said) =>
  typeof message === 'string' ? message : JSON.stringify([message.key, message.values ?? {}]);

const ToastContext = createContext<ShowToast>(() => {});
export const useToast = () => use(ToastContext);
const ClearContext = createContext<() => void>(() => {});
/** Clears every toast: a step passed, its complaints no longer apply. */
export const useClearToasts = () => use(ClearContext);

/** How long a toast stays; long enough to read a sentence twice. */
export const TOAST_MS = 6000;
const MAX_SHOWN = 3;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const text = useText();
  const say = useSay();
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const nextId = useRef(1);

  /** The message of each toast shown, by id: a repeated message replaces its toast. */
  const messages = useRef(new Map<number, string>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    messages.current.delete(id);
    setToasts((list) => list.filter((t) => t.id !== id));
  }, []);

  const show = useCallback<ShowToast>(
    (message, tone = 'error') => {
      // The same message again (Next pressed twice) replaces the old toast: no pile of copies.
      const same = sameness(message);
      for (const [id, shown] of messages.current) {
        if (shown === same) {
          dismiss(id);
        }
      }
      const id = nextId.current++;
      messages.current.set(id, same);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), TOAST_MS),
      );
      setToasts((list) => [...list, { id, message, tone }].slice(-MAX_SHOWN));
    },
    [dismiss],
  );

  const clear = useCallback(() => {
    for (const id of [...messages.current.keys()]) {
      dismiss(id);
    }
  }, [dismiss]);

  useEffect(() => {
    const all = timers.current;
    return () => {
      for (const timer of all.values()) {
        clearTimeout(timer);
      }
    };
  }, []);

  return (
    <ToastContext value={show}>
      <ClearContext value={clear}>{children}</ClearContext>
      {/* Always in the page, so a screen reader hears what is added to it. */}
      <section
        className="cf-toasts"
        aria-label={text('candidate.toast.region')}
        aria-live="assertive"
      >
        {toasts.map((toast) => (
          <div key={toast.id} className={`cf-toast cf-toast-${toast.tone}`}>
            <p className="cf-toast-text">{say(toast.message)}</p>
            <button
              type="button"
              className="cf-toast-close"
              aria-label={text('common.close')}
              onClick={() => dismiss(toast.id)}
            >
              ×
            </button>
          </div>
        ))}
      </section>
    </ToastContext>
  );
}
