import type { PlayEvent, PlayState } from '@app/domain';
import { Group } from '@mantine/core';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { LanguageSwitch, useText } from '../i18n/language-switch';
import { ApiError, hasCode, type PlayApi } from './api';
import { Game } from './game';
import { Landing, SignInProblem } from './landing';
import { Titled } from './page-title';
import { useServerText } from './server-text';
import { Loading, Problem } from './ui';

type Phase =
  | { kind: 'loading' }
  | { kind: 'landing'; event: PlayEvent }
  | { kind: 'linkRefused'; event: PlayEvent | null; error: ApiError }
  /** The failure itself, not its words: they follow the page's language when it changes. */
  | { kind: 'missing'; error: unknown }
  | { kind: 'failed'; error: unknown }
  | { kind: 'playing'; state: PlayState };

type Props = {
  api: PlayApi;
  /** The invitation link's token, if the page was opened with one. */
  token: string | null;
  /** Takes the token out of the address bar and history once it has been used. */
  dropToken: () => void;
  retryDelays?: readonly number[];
};

/** The event's public page, or null when even that cannot be read (the refusal still shows). */
const eventOrNull = (api: PlayApi) => api.event().catch(() => null);

/**
 * The participant's game, or null without a session: the session is asked first, so a visitor
 * who has not signed in gets no error answer (and the browser logs none). /me can still answer
 * 401 when the session ends between the two calls; the callers show the landing page then too.
 */
async function stateOrNull(api: PlayApi): Promise<PlayState | null> {
  const { signedIn } = await api.session();
  return signedIn ? api.me() : null;
}

/** Boot: sign in with the link's token if any, then the participant's game or the landing page. */
export function PlayerApp({ api, token, dropToken, retryDelays }: Props) {
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  // A screen that follows a request is built as a transition: React yields to the browser every
  // few milliseconds instead of holding a phone's main thread in one long task (decision 0029).
  const show = useCallback((next: Phase) => startTransition(() => setPhase(next)), []);
  const [signingOut, setSigningOut] = useState(false);
  const pendingToken = useRef(token);

  const showLanding = useCallback(async () => {
    try {
      show({ kind: 'landing', event: await api.event() });
    } catch (error) {
      show(
        hasCode(error, 'EVENT_NOT_FOUND') ? { kind: 'missing', error } : { kind: 'failed', error },
      );
    }
  }, [api, show]);

  /** The link's sign-in, once: a second boot (StrictMode, "Try again") waits for the same one. */
  const signingIn = useRef<Promise<void> | null>(null);
  const generation = useRef(0);

  const boot = useCallback(async () => {
    const mine = ++generation.current;
    const current = () => generation.current === mine;
    setPhase({ kind: 'loading' });
    const linkToken = pendingToken.current;
    if (linkToken !== null) {
      // A token is single-use here: whatever the answer, it leaves the URL and is not sent again.
      pendingToken.current = null;
      signingIn.current = api.signIn(linkToken).finally(dropToken);
    }
    if (signingIn.current) {
      try {
        await signingIn.current;
      } catch (error) {
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
          const event = await eventOrNull(api);
          if (current()) {
            show({ kind: 'linkRefused', event, error });
          }
          return;
        }
        // Anything else (the network): the session check says whether an earlier visit left one.
      }
    }
    try {
      const state = await stateOrNull(api);
      if (!current()) {
        return;
      }
      if (state) {
        show({ kind: 'playing', state });
      } else {
        await showLanding();
      }
    } catch (error) {
      if (!current()) {
        return;
      }
      if (error instanceof ApiError && error.status === 401) {
        await showLanding();
      } else if (hasCode(error, 'EVENT_NOT_FOUND')) {
        show({ kind: 'missing', error });
      } else {
        show({ kind: 'failed', error });
      }
    }
  }, [api, dropToken, show, showLanding]);

  useEffect(() => {
    void boot();
  }, [boot]);

  const reload = useCallback(async () => {
    try {
      const state = await stateOrNull(api);
      if (state) {
        show({ kind: 'playing', state });
      } else {
        await showLanding();
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        await showLanding();
      }
      // Otherwise the map keeps the state it has; the next level start reports any problem.
    }
  }, [api, show, showLanding]);

  const signOut = useCallback(async () => {
    setSigningOut(true);
    try {
      await api.signOut();
      await showLanding();
    } catch (error) {
      show({ kind: 'failed', error });
    } finally {
      setSigningOut(false);
    }
  }, [api, show, showLanding]);

  return (
    <div className="pl-page">
      {phase.kind === 'playing' ? (
        <Game
          api={api}
          state={phase.state}
          reload={reload}
          onSignOut={() => void signOut()}
          signingOut={signingOut}
          retryDelays={retryDelays}
        />
      ) : (
        <main className="pl-main">
          {/* Before the game, the language switch heads the page (the header has it after). */}
          <Group justify="flex-end" className="pl-entry-bar">
            <LanguageSwitch />
          </Group>
          <Entry phase={phase} api={api} onRetry={() => void boot()} />
        </main>
      )}
    </div>
  );
}

function Entry({
  phase,
  api,
  onRetry,
}: {
  phase: Exclude<Phase, { kind: 'playing' }>;
  api: PlayApi;
  onRetry: () => void;
}) {
  const text = useText();
  const serverText = useServerText();
  switch (phase.kind) {
    case 'loading':
      return (
        <Titled title={text('play.loading')}>
          <Loading />
        </Titled>
      );
    case 'landing':
      return <Landing event={phase.event} api={api} />;
    case 'linkRefused':
      return (
        <SignInProblem
          event={phase.event}
          message={serverText.error(phase.error)}
          offerLink={hasCode(phase.error, 'LINK_INVALID', 'REGISTRATION_CLOSED')}
          api={api}
        />
      );
    case 'missing':
      return (
        <Titled title={text('play.page.notFound')}>
          <Problem
            title={text('play.page.notFound')}
            heading={1}
            message={serverText.error(phase.error)}
          />
        </Titled>
      );
    default:
      return (
        <Titled title={text('play.problem.title')}>
          <Problem heading={1} message={serverText.error(phase.error)} onRetry={onRetry} />
        </Titled>
      );
  }
}
