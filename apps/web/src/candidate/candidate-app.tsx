import type { CandidateFlowEvent, MessageKey } from '@app/domain';
import { Button, Loader, Stack, Text, Title } from '@mantine/core';
import { Component, lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { LanguageSwitch, useText } from '../i18n/language-switch';
import { ApiError, type CandidateApi } from './api';
import type { FileStore } from './file-store';
import { useSay } from './messages';
import { ToastProvider } from './toast';

/**
 * The form (its fields, the rules and the phone numbers' metadata: ~45 KB gzip) is its own
 * chunk, asked for as the page starts, beside the event: the page's first script stays small,
 * and the greeting waits for neither.
 */
const wizardChunk = () => import('./wizard');
const Wizard = lazy(() => wizardChunk().then((m) => ({ default: m.Wizard })));

type Load =
  | { kind: 'loading' }
  | { kind: 'failed'; message: MessageKey }
  | { kind: 'closed'; event: CandidateFlowEvent | null }
  | { kind: 'open'; event: CandidateFlowEvent };

/** The tab's title: 'Apply – {assessment}' once the event is known, in the page's language. */
function useTitle(name: string | null) {
  const text = useText();
  const title = name
    ? text('candidate.title.withAssessment', { assessment: name })
    : text('candidate.title.plain');
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** /candidate-flow/{eventId}: the event's application form, or why it takes none. */
export function CandidateApp({ api, fileStore }: { api: CandidateApi; fileStore?: FileStore }) {
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const text = useText();
  const say = useSay();

  const fetchEvent = useCallback(() => {
    let live = true;
    setLoad({ kind: 'loading' });
    api.event().then(
      (event) => {
        if (live) {
          setLoad(event.status === 'open' ? { kind: 'open', event } : { kind: 'closed', event });
        }
      },
      (error: unknown) => {
        if (!live) {
          return;
        }
        if (error instanceof ApiError && error.status === 404) {
          setLoad({ kind: 'closed', event: null });
        } else {
          setLoad({
            kind: 'failed',
            message:
              error instanceof ApiError && error.status === 0
                ? 'candidate.load.offline'
                : 'candidate.load.failed',
          });
        }
      },
    );
    return () => {
      live = false;
    };
  }, [api]);
  useEffect(() => fetchEvent(), [fetchEvent]);
  useEffect(() => {
    wizardChunk().catch(() => {
      // Shown by the boundary below when the form is opened.
    });
  }, []);

  const event = load.kind === 'open' || load.kind === 'closed' ? load.event : null;
  useTitle(event?.assessmentName ?? null);

  return (
    <ToastProvider>
      <Page event={event}>
        {load.kind === 'loading' ? (
          <Loading />
        ) : load.kind === 'failed' ? (
          <Failed message={load.message} onRetry={fetchEvent} />
        ) : load.kind === 'closed' ? (
          <section className="cf-step" aria-labelledby="cf-closed-title">
            <Stack gap="sm">
              <Title order={2} size="h3" id="cf-closed-title">
                {text('candidate.notOpen')}
              </Title>
              {/* The server's line (its dates, its company) in the page's language. */}
              <Text>
                {load.event?.statusMessage
                  ? say(load.event.statusMessage)
                  : load.event?.companyName
                    ? text('candidate.notOpenDetail', { company: load.event.companyName })
                    : text('candidate.notOpenDetailNoCompany')}
              </Text>
            </Stack>
          </section>
        ) : (
          <ChunkBoundary>
            <Suspense fallback={<Loading />}>
              <Wizard api={api} event={load.event} fileStore={fileStore} />
            </Suspense>
          </ChunkBoundary>
        )}
      </Page>
    </ToastProvider>
  );
}

function Loading() {
  const text = useText();
  return (
    <Stack align="center" gap="xs" py="xl" role="status">
      <Loader aria-hidden="true" />
      <Text c="dimmed">{text('common.loading')}</Text>
    </Stack>
  );
}

function Failed({ message, onRetry }: { message: MessageKey; onRetry: () => void }) {
  const text = useText();
  return (
    <section className="cf-step cf-notice" role="alert">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          {text('candidate.failed')}
        </Title>
        <Text>{text(message)}</Text>
        <Button onClick={onRetry}>{text('common.tryAgain')}</Button>
      </Stack>
    </section>
  );
}

/** The form's chunk did not load (offline, or a new version replaced it): a reload fetches it again. */
class ChunkBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? (
      <Failed message="candidate.load.formOffline" onRetry={() => window.location.reload()} />
    ) : (
      this.props.children
    );
  }
}

/** The page around every state: the company's logo and the assessment's name, and the footer. */
function Page({ event, children }: { event: CandidateFlowEvent | null; children: ReactNode }) {
  const text = useText();
  const year = String(new Date().getFullYear());
  const company = event?.companyName.replace(/\.+$/, '');
  return (
    <div className="cf-page">
      <header className="cf-top">
        {event?.logoUrl && (
          <img
            className="cf-logo"
            src={event.logoUrl}
            alt={
              event.companyName
                ? text('candidate.page.logoOf', { company: event.companyName })
                : text('candidate.page.companyLogo')
            }
            width={48}
            height={48}
          />
        )}
        <div className="cf-top-text">
          <h1 className="cf-title">
            {event?.assessmentName || text('candidate.page.application')}
          </h1>
          {event?.companyName && <p className="cf-company">{event.companyName}</p>}
        </div>
        <div className="cf-language">
          <LanguageSwitch />
        </div>
      </header>
      <main className="cf-main">{children}</main>
      <footer className="cf-footer">
        {company
          ? text('candidate.footer.withCompany', { year, company })
          : text('candidate.footer.plain', { year })}
      </footer>
    </div>
  );
}
