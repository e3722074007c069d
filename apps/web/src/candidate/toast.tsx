import {
  createContext,
  type ReactNode,
  use,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';

/**
 * The form's toasts (part B §10: every message of the form is a toast), without
 * @mantine/notifications: a live region and a timer, a fraction of its size.
 */
export type Tone = 'error' | 'success';
export type ShowToast = (message: string, tone?: Tone) => void;

type Toast = { id: number; message: string; tone: Tone };

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
      for (const [id, text] of messages.current) {
        if (text === message) {
          dismiss(id);
        }
      }
      const id = nextId.current++;
      messages.current.set(id, message);
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
      <section className="cf-toasts" aria-label="Notifications" aria-live="assertive">
        {toasts.map((toast) => (
          <div key={toast.id} className={`cf-toast cf-toast-${toast.tone}`}>
            <p className="cf-toast-text">{toast.message}</p>
            <button
              type="button"
              className="cf-toast-close"
              aria-label="Close"
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
