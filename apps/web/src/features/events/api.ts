import {
  type CreatedEvent,
  createdEventSchema,
  type EventFormInput,
  type EventList,
  eventListSchema,
  type UploadedImage,
  uploadedImageSchema,
  type WizardCheck,
  type WizardDraft,
  wizardCheckSchema,
  wizardDraftResponseSchema,
} from '@app/domain';
import {
  apiDelete,
  apiGet,
  apiPost,
  apiPostNoContent,
  apiPut,
  apiSend,
  apiUpload,
} from '../../app/api-client';

export type { EventList, WizardCheck };
export type UploadedFile = UploadedImage;

const eventPath = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}`;

export async function fetchDraft(signal?: AbortSignal): Promise<WizardDraft | null> {
  return (await apiGet('/api/wizard/draft', wizardDraftResponseSchema, signal)).draft;
}

export async function saveDraft(draft: WizardDraft): Promise<WizardDraft | null> {
  return (await apiPut('/api/wizard/draft', draft, wizardDraftResponseSchema)).draft;
}

export function checkWizard(): Promise<WizardCheck> {
  return apiPost('/api/wizard/check', undefined, wizardCheckSchema);
}

export function fetchEvents(accountId: string | null, signal?: AbortSignal): Promise<EventList> {
  const query = accountId ? `?accountId=${encodeURIComponent(accountId)}` : '';
  return apiGet(`/api/events${query}`, eventListSchema, signal);
}

export function openEvent(eventId: string): Promise<void> {
  return apiPostNoContent(`${eventPath(eventId)}/open`);
}

export function deleteEvent(eventId: string): Promise<void> {
  return apiDelete(eventPath(eventId));
}

export function createEvent(input: EventFormInput): Promise<CreatedEvent> {
  return apiPost('/api/events', input, createdEventSchema);
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
