import type { EventDetail, Participant } from '@app/domain';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { createQueryClient } from '../../app/query-client';
import { eventDetail as appEventDetail } from '../../app/test-event-fixtures';
import { json } from '../../test/api-mock';
import { InvitationScreen } from './invitation-screen';

/** Shared data and helpers of the participants tests (web unit tests only; fetch is mocked). */
export const EVENT_ID = '4821';

/** The participants tests' event: a progress game that asks for department and region. */
export function eventDetail(overrides: Partial<EventDetail> = {}): EventDetail {
  return appEventDetail(EVENT_ID, {
    projectType: 'progress',
    registrationFields: ['fullName', 'email', 'department', 'region'],
    ...overrides,
  });
}

/** A stable uuid per e-mail, so each test row has its own id, as the server gives it. */
export function participantUuid(email: string): string {
  let hash = 0;
  for (const char of email.toLowerCase()) {
    hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 0xffffffffffff;
  }
  return `00000000-0000-4000-8000-${hash.toString(16).padStart(12, '0')}`;
}

export function participant(overrides: Partial<Participant> = {}): Participant {
  const email = overrides.email ?? 'ana@example.com';
  return {
    id: participantUuid(email),
    eventId: EVENT_ID,
    name: 'Ana Lima',
    email,
    department: 'Sales',
    region: 'North',
    userInfo: {},
    isActive: true,
    canExpire: false,
    expiryDate: null,
    currentLevel: 1,
    currentScore: 0,
    attempts: 1,
    completed: false,
    completedOnce: false,
    achievementCount: 0,
    lastUpdated: '2026-03-05T09:07:00.000Z',
    userCreated: '2026-03-01T09:07:00.000Z',
    tracking: {
      state: 'sent',
      sentAt: '2026-03-01T09:07:00.000Z',
      deliveredAt: null,
      openedAt: null,
      startedAt: null,
      completedAt: null,
      lastRemindedAt: null,
    },
    ...overrides,
  };
}

export const catalogHandlers = {
  'GET /api/departments': () => json(200, { items: [{ id: 'd1', department: 'Sales' }] }),
  'GET /api/regions': () => json(200, { items: [{ id: 'r1', region: 'North' }] }),
};

/**
 * jsdom's XMLHttpRequest would really send. This stand-in reports 40 % of the upload, waits for
 * `gate` (a test may hold it to look at the progress), reports 100 %, then hands the request to
 * the mocked `fetch`, so uploads meet the same handlers and call records.
 */
let gate: Promise<void> = Promise.resolve();

class FakeXhr {
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private method = 'GET';
  private url = '';

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader() {}

  send(body: FormData) {
    const progress = (loaded: number) =>
      this.upload.onprogress?.(
        new ProgressEvent('progress', { lengthComputable: true, loaded, total: 100 }),
      );
    progress(40);
    void gate
      .then(() => {
        progress(100);
        return fetch(this.url, { method: this.method, body });
      })
      .then(
        async (response) => {
          this.status = response.status;
          this.responseText = await response.text();
          this.onload?.();
        },
        () => this.onerror?.(),
      );
  }
}

/** Replaces XMLHttpRequest; `release` lets a held upload finish. */
export function stubXhr({ hold = false } = {}) {
  let release = () => {};
  gate = hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return { release };
}

/** The invitation screen at `path`, routed as the events feature will route it. */
export function renderInvitation(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/assessment/invitation/:eventId', Component: InvitationScreen },
      { path: '/easy-flow/invitation', Component: InvitationScreen },
      // Where the screen sent the browser, when it left for a route not mounted here.
      { path: '*', element: <p data-testid="elsewhere" /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}

export function csvFile(name: string, text = 'email\n') {
  return new File([text], name, { type: 'text/csv' });
}
