import { candidateMessages, emptyAnswers } from '@app/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CandidateApp } from './candidate-app';
import { type FileStore, memoryFileStore } from './file-store';
import {
  apiError,
  fakeApi,
  fileOf,
  filledAnswers,
  json,
  makeEvent,
  renderCandidate,
} from './test-kit';

const KEY = 'candidate-flow:ev1';
const SUBMISSION = '11111111-2222-4333-8444-555555555555';

type Handlers = Parameters<typeof fakeApi>[0];

function mount(handlers: Handlers = {}, fileStore: FileStore = memoryFileStore()) {
  const fake = fakeApi({ 'GET /': () => json(200, makeEvent()), ...handlers });
  const view = renderCandidate(<CandidateApp api={fake.api} fileStore={fileStore} />);
  return { ...fake, ...view, fileStore };
}

/** A draft left by an earlier visit, as the page stores it. */
function storeDraft(draft: object) {
  window.localStorage.setItem(
    KEY,
    JSON.stringify({
      submissionId: SUBMISSION,
      answers: emptyAnswers(),
      done: {},
      place: 'greeting',
      phoneCountries: { phone: 'PK', altPhone: 'PK' },
      honeypot: '',
      submitted: false,
      ...draft,
    }),
  );
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) =>
  fireEvent.change(field(label), { target: { value } });
/** Clicks Next or Submit once it takes clicks (it waits while stored files load). */
async function clickReady(name: 'Next' | 'Submit') {
  const button = screen.getByRole('button', { name });
  await waitFor(() => expect(button.getAttribute('data-loading')).toBeNull());
  fireEvent.click(button);
}
const next = () => clickReady('Next');
const progress = () => screen.getByRole('progressbar').getAttribute('aria-valuenow');

async function begin() {
  fireEvent.click(await screen.findByRole('button', { name: 'Lets begin!' }));
  await screen.findByRole('heading', { name: 'Please enter your personal information' });
}

describe('the application form', () => {
  it('walks from the greeting through basic information to education', async () => {
    mount();
    await begin();
    expect(progress()).toBe('0');
    type(/^Full name/, 'Ayesha Khan');
    type(/^Date of birth/, '1999-04-12');
    expect(field(/^Date of birth/).max).toBe('2010-01-01');
    type(/^Email/, 'ayesha@example.com');
    type(/^Phone number/, '03001234567');
    type(/^Current address/, '12 Mall Road');
    fireEvent.change(screen.getByLabelText(/^Current city/), { target: { value: 'Lahore' } });
    type(/^Home town/, 'Multan');
    type(/^CNIC/, '3520212345671');
    fireEvent.click(screen.getByLabelText('Female'));
    type(/^Nationality/, 'Pakistani');
    await next();
    expect(
      await screen.findByRole('heading', { name: 'Please, enter your educational information' }),
    ).toBeTruthy();
    expect(progress()).toBe('17');
    const steps = screen.getByRole('navigation', { name: 'Application steps' });
    expect(
      within(steps).getByRole('button', { name: /Basic Information\s*\(done\)/ }),
    ).toBeTruthy();
    // The phone is kept with its country's code, the trunk 0 dropped.
    const stored = JSON.parse(window.localStorage.getItem(KEY) ?? '{}');
    expect(stored.answers.phone).toBe('+923001234567');
    expect(stored.done).toEqual({ basicInfo: true });
    // Back keeps what is done: the bar still says 17.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(
      await screen.findByRole('heading', { name: 'Please enter your personal information' }),
    ).toBeTruthy();
    expect(progress()).toBe('17');
    expect(field(/^Full name/).value).toBe('Ayesha Khan');
  });

  it('toasts the missing required fields on Next and stays on the step', async () => {
    mount();
    await begin();
    type(/^Full name/, 'Ayesha Khan');
    await next();
    expect(await screen.findByText(candidateMessages.required)).toBeTruthy();
    expect(
      screen.getByRole('heading', { name: 'Please enter your personal information' }),
    ).toBeTruthy();
    expect(field(/^Email/).getAttribute('aria-invalid')).toBe('true');
    expect(field(/^Full name/).getAttribute('aria-invalid')).not.toBe('true');
    expect(progress()).toBe('0');
  });

  it('caps the CNIC at 13 digits and keeps digits only', async () => {
    mount();
    await begin();
    type(/^CNIC/, '35202-1234567-18');
    expect(field(/^CNIC/).value).toBe('3520212345671');
    expect(field(/^CNIC/).inputMode).toBe('numeric');
  });

  it('toasts the CNIC and e-mail rules in the spec’s words', async () => {
    storeDraft({ answers: { ...filledAnswers(), cnic: '12345' }, place: 'basicInfo' });
    mount();
    await screen.findByRole('heading', { name: 'Please enter your personal information' });
    await next();
    expect(await screen.findByText(candidateMessages.invalidCnic)).toBeTruthy();
    type(/^Email/, 'ayesha@');
    type(/^CNIC/, '3520212345671');
    await next();
    expect(await screen.findByText(candidateMessages.invalidEmail)).toBeTruthy();
    // Once the step passes, its complaints go with it.
    type(/^Email/, 'ayesha@example.com');
    await next();
    await screen.findByRole('heading', { name: 'Please, enter your educational information' });
    expect(screen.queryByText(candidateMessages.invalidEmail)).toBeNull();
  });

  it('turns a CGPA above 4 into 4 when the field is left', async () => {
    storeDraft({ done: { basicInfo: true }, place: 'education' });
    mount();
    await screen.findByRole('heading', { name: 'Please, enter your educational information' });
    type(/^CGPA/, '4.5');
    fireEvent.blur(field(/^CGPA/));
    expect(field(/^CGPA/).value).toBe('4');
    type(/^CGPA/, '3.25');
    fireEvent.blur(field(/^CGPA/));
    expect(field(/^CGPA/).value).toBe('3.25');
  });

  it('caps the CGPA on Next too, when the field was never left', async () => {
    const files = memoryFileStore();
    await files.put('ev1:resume', fileOf('cv.pdf'));
    storeDraft({
      answers: { ...filledAnswers(), cgpa: '' },
      done: { basicInfo: true },
      place: 'education',
    });
    mount({}, files);
    await screen.findByText(/^cv\.pdf \(/);
    type(/^CGPA/, '4.8');
    await next();
    expect(await screen.findByRole('heading', { name: 'Internships and Experience' })).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem(KEY) ?? '{}').answers.cgpa).toBe('4');
    expect(progress()).toBe('33');
  });

  it('refuses a resume of the wrong type and one over 1 MB, and keeps a good one', async () => {
    storeDraft({ done: { basicInfo: true }, place: 'education' });
    const { fileStore } = mount();
    await screen.findByRole('heading', { name: 'Please, enter your educational information' });
    const input = field(/^Resume/);
    expect(input.accept).toBe('.pdf,.doc,.docx,.jpg,.jpeg,.png,.gif,.tiff');
    fireEvent.change(input, { target: { files: [fileOf('cv.exe')] } });
    expect(await screen.findByText(candidateMessages.fileType)).toBeTruthy();
    fireEvent.change(input, { target: { files: [fileOf('cv.pdf', 1024 * 1024 + 1)] } });
    expect(await screen.findByText(candidateMessages.fileSize)).toBeTruthy();
    expect(screen.getByText('No file chosen')).toBeTruthy();
    expect(await fileStore.get('ev1:resume')).toBeNull();

    fireEvent.change(input, { target: { files: [fileOf('cv.pdf', 1024 * 1024)] } });
    expect(await screen.findByText('cv.pdf (1024 KB)')).toBeTruthy();
    expect((await fileStore.get('ev1:resume'))?.name).toBe('cv.pdf');
  });

  it('refuses a header step whose previous step is not done', async () => {
    mount();
    await begin();
    const steps = screen.getByRole('navigation', { name: 'Application steps' });
    fireEvent.click(within(steps).getByRole('button', { name: /Internships & Experience/ }));
    expect(await screen.findByText(candidateMessages.previousStep)).toBeTruthy();
    expect(
      screen.getByRole('heading', { name: 'Please enter your personal information' }),
    ).toBeTruthy();
    fireEvent.click(within(steps).getByRole('button', { name: /Completed/ }));
    expect(screen.getAllByText(candidateMessages.previousStep)).toHaveLength(1);
  });

  it('opens a header step whose previous step is done', async () => {
    storeDraft({ done: { basicInfo: true, education: true }, place: 'basicInfo' });
    mount();
    await screen.findByRole('heading', { name: 'Please enter your personal information' });
    const steps = screen.getByRole('navigation', { name: 'Application steps' });
    fireEvent.click(within(steps).getByRole('button', { name: /Internships & Experience/ }));
    expect(await screen.findByRole('heading', { name: 'Internships and Experience' })).toBeTruthy();
    expect(progress()).toBe('33');
  });

  it('keeps the answers, the step and the files across a reload', async () => {
    const files = memoryFileStore();
    const first = mount({}, files);
    await begin();
    type(/^Full name/, 'Ayesha Khan');
    type(/^CNIC/, '3520212345671');
    type(/^Phone number/, '3001234567');
    fireEvent.change(screen.getByLabelText(/^Country code of the phone number/), {
      target: { value: 'AE' },
    });
    const submissionId = JSON.parse(window.localStorage.getItem(KEY) ?? '{}').submissionId;
    expect(submissionId).toMatch(/^[0-9a-f-]{36}$/);
    await files.put('ev1:resume', fileOf('cv.pdf'));
    first.unmount();

    mount({}, files);
    await screen.findByRole('heading', { name: 'Please enter your personal information' });
    expect(field(/^Full name/).value).toBe('Ayesha Khan');
    expect(field(/^CNIC/).value).toBe('3520212345671');
    expect(field(/^Phone number/).value).toBe('3001234567');
    expect(
      (screen.getByLabelText(/^Country code of the phone number/) as HTMLSelectElement).value,
    ).toBe('AE');
    const stored = JSON.parse(window.localStorage.getItem(KEY) ?? '{}');
    expect(stored.answers.phone).toBe('+9713001234567');
    // One application, one id: a reload does not make a new one.
    expect(stored.submissionId).toBe(submissionId);
  });

  it('sends the application as multipart and thanks the candidate', async () => {
    const files = memoryFileStore();
    const resume = fileOf('cv.pdf');
    await files.put('ev1:resume', resume);
    storeDraft({
      answers: { ...filledAnswers(), drivingLicenseValidity: '' },
      done: { basicInfo: true, education: true, experience: true, orgQuestions: true },
      place: 'candidateSpecific',
    });
    const { calls, callsTo } = mount(
      {
        'POST /applications': () =>
          json(201, {
            candidateId: '00000000-0000-4000-8000-000000000001',
            submittedAt: '2026-03-01T10:00:00.000Z',
          }),
      },
      files,
    );
    await screen.findByRole('heading', { name: 'Candidate Specific' });
    expect(progress()).toBe('67');
    // A required Yes/No is missing: the toast, and nothing is sent.
    await clickReady('Submit');
    expect(await screen.findByText(candidateMessages.required)).toBeTruthy();
    expect(callsTo('POST /applications')).toHaveLength(0);

    fireEvent.click(screen.getByLabelText('Yes'));
    const license = fileOf('license.png', 1000, 'image/png');
    await waitFor(() => field(/^Driving license/));
    fireEvent.change(field(/^Driving license/), { target: { files: [license] } });
    fireEvent.change(screen.getByLabelText(/^How did you hear/), { target: { value: 'other' } });
    type(/^Where did you hear/, 'A poster');
    await clickReady('Submit');

    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeTruthy();
    expect(progress()).toBe('100');
    const [call] = callsTo('POST /applications');
    expect(call?.init?.credentials).toBe('same-origin');
    const form = call?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('submissionId')).toBe(SUBMISSION);
    expect(form.get('website')).toBe('');
    expect(JSON.parse(String(form.get('answers')))).toEqual({
      ...filledAnswers(),
      drivingLicenseValidity: 'Yes',
      talentProgramSource: 'other',
      talentProgramSourceOther: 'A poster',
    });
    expect((form.get('resume') as File).name).toBe('cv.pdf');
    expect((form.get('drivingLicenseFile') as File).name).toBe('license.png');
    expect(calls).toHaveLength(2);

    // Only 'Completed' opens now, and a reload still thanks the candidate.
    const steps = screen.getByRole('navigation', { name: 'Application steps' });
    fireEvent.click(within(steps).getByRole('button', { name: /Basic Information/ }));
    expect(screen.getByRole('heading', { name: 'Thank you!' })).toBeTruthy();
    // The draft is saved by an effect after the render that thanks the candidate: wait for it
    // (a loaded CI machine once read the storage before the effect had run).
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(KEY) ?? '{}')).toEqual({ submitted: true }),
    );
    await waitFor(async () => expect(await files.get('ev1:resume')).toBeNull());
    document.body.innerHTML = '';
    mount({}, files);
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeTruthy();
  });

  it('sends the honeypot field as it is', async () => {
    const files = memoryFileStore();
    await files.put('ev1:resume', fileOf('cv.pdf'));
    storeDraft({
      answers: filledAnswers(),
      done: { basicInfo: true, education: true, experience: true, orgQuestions: true },
      place: 'candidateSpecific',
    });
    const { callsTo } = mount(
      {
        'POST /applications': () =>
          json(201, { candidateId: '00000000-0000-4000-8000-000000000001', submittedAt: 'x' }),
      },
      files,
    );
    await screen.findByRole('heading', { name: 'Candidate Specific' });
    const trap = document.querySelector('input[name="website"]') as HTMLInputElement;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.getAttribute('aria-hidden')).toBe('true');
    expect(trap.autocomplete).toBe('off');
    fireEvent.change(trap, { target: { value: 'http://spam.example' } });
    await clickReady('Submit');
    await screen.findByRole('heading', { name: 'Thank you!' });
    const form = callsTo('POST /applications')[0]?.body as FormData | undefined;
    expect(form?.get('website')).toBe('http://spam.example');
  });

  it('toasts a failed submit and changes nothing else', async () => {
    const files = memoryFileStore();
    await files.put('ev1:resume', fileOf('cv.pdf'));
    storeDraft({
      answers: filledAnswers(),
      done: { basicInfo: true, education: true, experience: true, orgQuestions: true },
      place: 'candidateSpecific',
    });
    let tries = 0;
    mount(
      {
        'POST /applications': () =>
          ++tries === 1
            ? new Response('<html>Bad gateway</html>', { status: 502 })
            : apiError(409, 'ALREADY_APPLIED', candidateMessages.alreadyApplied),
      },
      files,
    );
    await screen.findByRole('heading', { name: 'Candidate Specific' });
    await clickReady('Submit');
    // A submit reads the files from the store and builds the form: slow on a loaded machine.
    expect(await screen.findByText(candidateMessages.failed, {}, { timeout: 10_000 })).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit.getAttribute('data-loading')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Candidate Specific' })).toBeTruthy();
    expect(progress()).toBe('67');
    const stored = JSON.parse(window.localStorage.getItem(KEY) ?? '{}');
    expect(stored.answers.name).toBe('Ayesha Khan');
    expect(stored.submissionId).toBe(SUBMISSION);
    // The server's own message when it gives one.
    await clickReady('Submit');
    expect(
      await screen.findByText(candidateMessages.alreadyApplied, {}, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it('takes the candidate back to a step that no longer passes before sending', async () => {
    storeDraft({
      answers: filledAnswers(),
      done: { basicInfo: true, education: true, experience: true, orgQuestions: true },
      place: 'candidateSpecific',
    });
    // No resume in the store (the browser lost it): education is reopened, nothing is sent.
    const { callsTo } = mount();
    await screen.findByRole('heading', { name: 'Candidate Specific' });
    await clickReady('Submit');
    expect(await screen.findByText(candidateMessages.required)).toBeTruthy();
    expect(
      await screen.findByRole('heading', { name: 'Please, enter your educational information' }),
    ).toBeTruthy();
    expect(callsTo('POST /applications')).toHaveLength(0);
  });
});
