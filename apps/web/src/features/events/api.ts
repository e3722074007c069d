import {
  type EventFormInput,
  type EventSummary,
  eventSummarySchema,
  uploadedImageSchema,
  type WizardDraft,
  wizardDraftSchema,
} from '@app/domain';
import {
  apiDelete,
  apiGet,
  apiPost,
  apiPostNoContent,
  apiSend,
  apiUpload,
  listOf,
  type Parser,
  readProp,
} from '../../app/api-client';

export type UploadedFile = ReturnType<typeof uploadedImageSchema.parse>;
export type EventList = { items: EventSummary[]; totals: { games: number; users: number } };
export type WizardCheck = { eventId: string; problems: string[] };

const draftResponse: Parser<WizardDraft | null> = {
  parse: (input) => {
    const draft = readProp(input, 'draft');
    return draft === null || draft === undefined ? null : wizardDraftSchema.parse(draft);
  },
};

const eventList: Parser<EventList> = {
  parse: (input) => {
    const totals = readProp(input, 'totals');
    const count = (key: string): number => {
      const value = readProp(totals, key);
      if (typeof value !== 'number') {
        throw new TypeError(`Expected totals.${key}`);
      }
      return value;
    };
    return {
      items: listOf(eventSummarySchema).parse(input),
      totals: { games: count('games'), users: count('users') },
    };
  },
};

const wizardCheck: Parser<WizardCheck> = {
  parse: (input) => {
    const problems = readProp(input, 'problems');
    return {
      eventId: String(readProp(input, 'eventId')),
      problems: Array.isArray(problems) ? problems.map(String) : [],
    };
  },
};

const createdEvent: Parser<{ id: string }> = {
  parse: (input) => ({ id: String(readProp(input, 'id')) }),
};

const eventPath = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}`;

export function fetchDraft(signal?: AbortSignal): Promise<WizardDraft | null> {
  return apiGet('/api/wizard/draft', draftResponse, signal);
}

export async function saveDraft(draft: WizardDraft): Promise<WizardDraft | null> {
  const response = await apiSend('PUT', '/api/wizard/draft', draft);
  return draftResponse.parse(await response.json());
}

export function checkWizard(): Promise<WizardCheck> {
  return apiPost('/api/wizard/check', undefined, wizardCheck);
}

export function fetchEvents(accountId: string | null, signal?: AbortSignal): Promise<EventList> {
  const query = accountId ? `?accountId=${encodeURIComponent(accountId)}` : '';
  return apiGet(`/api/events${query}`, eventList, signal);
}

export function openEvent(eventId: string): Promise<void> {
  return apiPostNoContent(`${eventPath(eventId)}/open`);
}

export function deleteEvent(eventId: string): Promise<void> {
  return apiDelete(eventPath(eventId));
}

export function createEvent(input: EventFormInput): Promise<{ id: string }> {
  return apiPost('/api/events', input, createdEvent);
}

/** Answers 204. */
export async function updateEvent(eventId: string, input: EventFormInput): Promise<void> {
  await apiSend('PATCH', eventPath(eventId), input);
}

function uploadTo(path: string, file: Blob, fileName: string): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, fileName);
  return apiUpload(path, form, uploadedImageSchema);
}

export function uploadImage(file: File): Promise<UploadedFile> {
  return uploadTo('/api/uploads/images', file, file.name);
}

export function uploadVideo(file: File): Promise<UploadedFile> {
  return uploadTo('/api/uploads/videos', file, file.name);
}
