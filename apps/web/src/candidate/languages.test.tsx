import { candidateMessages, emptyAnswers } from '@app/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CandidateApp } from './candidate-app';
import { memoryFileStore } from './file-store';
import {
  apiError,
  fakeApi,
  fileOf,
  filledAnswers,
  json,
  makeEvent,
  renderCandidate,
} from './test-kit';

type Handlers = Parameters<typeof fakeApi>[0];

function mount(locale: 'en' | 'ur', handlers: Handlers = {}, fileStore = memoryFileStore()) {
  const fake = fakeApi({ 'GET /': () => json(200, makeEvent()), ...handlers });
  renderCandidate(<CandidateApp api={fake.api} fileStore={fileStore} />, locale);
  return fake;
}

function storeDraft(draft: object) {
  window.localStorage.setItem(
    'candidate-flow:ev1',
    JSON.stringify({
      submissionId: '11111111-2222-4333-8444-555555555555',
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

/** The header's language switch. */
const languageSwitch = () =>
  within(screen.getByRole('banner')).getByRole('group', { name: /Language|زبان/ });

afterEach(() => {
  // What choosing a language wrote into the document and the cookie.
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
  // biome-ignore lint/suspicious/noDocumentCookie: clearing the test's own cookie.
  document.cookie = 'lang=; Path=/; Max-Age=0';
  window.localStorage.clear();
});

describe('the candidate page in Urdu', () => {
  it('greets, names the tab and offers the two languages in its header', async () => {
    mount('ur');
    expect(await screen.findByRole('heading', { name: 'خوش آمدید!' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'آئیے شروع کریں!' })).toBeTruthy();
    expect(
      screen.getByText(/Acme کی جانب سے Graduate Programme 2026 میں دلچسپی لینے پر آپ کا شکریہ۔/),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('درخواست دیں – Graduate Programme 2026'));
    const choices = languageSwitch();
    expect(within(choices).getByRole('button', { name: 'اردو' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(within(choices).getByRole('button', { name: 'English' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'درخواست کے مراحل' })).toBeTruthy();
    expect(screen.getByText('0% مکمل')).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toBe(
      `© ${new Date().getFullYear()} Acme۔ جملہ حقوق محفوظ ہیں`,
    );
  });

  it('labels the fields and complains in Urdu', async () => {
    mount('ur');
    fireEvent.click(await screen.findByRole('button', { name: 'آئیے شروع کریں!' }));
    expect(
      await screen.findByRole('heading', { name: 'براہ کرم اپنی ذاتی معلومات درج کریں' }),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^پورا نام/), { target: { value: 'عائشہ خان' } });
    expect(screen.getByLabelText('خاتون')).toBeTruthy();
    expect(screen.getByText('13 ہندسے، ڈیش کے بغیر')).toBeTruthy();
    // The country picker names the countries in Urdu, the calling code kept left to right.
    const country = screen.getByLabelText('فون نمبر کا ملکی کوڈ') as HTMLSelectElement;
    expect(country.value).toBe('PK');
    expect(country.selectedOptions[0]?.textContent).toBe('پاکستان \u2066+92\u2069');
    // Digits and addresses are typed left to right in the right-to-left form.
    expect(
      screen
        .getByLabelText(/^ای میل/)
        .closest('[dir]')
        ?.getAttribute('dir'),
    ).toBe('ltr');
    expect(
      screen
        .getByLabelText(/^فون نمبر/, { selector: 'input' })
        .closest('[dir]')
        ?.getAttribute('dir'),
    ).toBe('ltr');
    const next = screen.getByRole('button', { name: 'آگے' });
    await waitFor(() => expect(next.getAttribute('data-loading')).toBeNull());
    fireEvent.click(next);
    expect(await screen.findByText('براہ کرم تمام لازمی خانے پُر کریں۔')).toBeTruthy();
    expect(screen.queryByText(candidateMessages.required)).toBeNull();
  });

  it('says a file’s rule and the resume’s hint in Urdu', async () => {
    storeDraft({ done: { basicInfo: true }, place: 'education' });
    mount('ur');
    await screen.findByRole('heading', { name: 'براہ کرم اپنی تعلیمی معلومات درج کریں' });
    expect(screen.getByRole('option', { name: 'انجینئرنگ' })).toBeTruthy();
    expect(screen.getByText('کوئی فائل منتخب نہیں کی گئی')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^ریزیومے/), {
      target: { files: [fileOf('cv.exe')] },
    });
    expect(
      await screen.findByText('فائل pdf، doc، docx، jpg، jpeg، png، gif یا tiff ہونی چاہیے'),
    ).toBeTruthy();
  });

  it('shows the server’s closed line in Urdu, its date in Urdu words', async () => {
    mount('ur', {
      'GET /': () =>
        json(
          200,
          makeEvent({
            status: 'closed',
            statusMessage: candidateMessages.closedOn('31 Jan 2026'),
          }),
        ),
    });
    expect(
      await screen.findByRole('heading', { name: 'یہ درخواست اس وقت کھلی نہیں ہے۔' }),
    ).toBeTruthy();
    expect(
      screen.getByText(/^درخواستیں وصول کرنے کی آخری تاریخ 31 جنوری، 2026 تھی۔$/),
    ).toBeTruthy();
  });

  it('tells a refused submit in Urdu by its code', async () => {
    const files = memoryFileStore();
    await files.put('ev1:resume', fileOf('cv.pdf'));
    storeDraft({
      answers: filledAnswers(),
      done: { basicInfo: true, education: true, experience: true, orgQuestions: true },
      place: 'candidateSpecific',
    });
    mount(
      'ur',
      {
        'POST /applications': () =>
          apiError(429, 'TOO_MANY_APPLICATIONS', candidateMessages.tooManyApplications),
      },
      files,
    );
    await screen.findByRole('heading', { name: 'امیدوار سے متعلق سوالات' });
    const submit = screen.getByRole('button', { name: 'جمع کرائیں' });
    await waitFor(() => expect(submit.getAttribute('data-loading')).toBeNull());
    fireEvent.click(submit);
    expect(
      await screen.findByText(
        'اس ڈیوائس سے بہت زیادہ درخواستیں بھیجی گئی ہیں۔ براہ کرم کچھ دیر بعد دوبارہ کوشش کریں۔',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
  });
});

describe('the language switch', () => {
  it('turns the whole page, an open toast included, into Urdu and back, and remembers it', async () => {
    mount('en');
    fireEvent.click(await screen.findByRole('button', { name: 'Lets begin!' }));
    const next = await screen.findByRole('button', { name: 'Next' });
    await waitFor(() => expect(next.getAttribute('data-loading')).toBeNull());
    fireEvent.click(next);
    expect(await screen.findByText(candidateMessages.required)).toBeTruthy();

    fireEvent.click(within(languageSwitch()).getByRole('button', { name: 'اردو' }));
    expect(
      await screen.findByRole('heading', { name: 'براہ کرم اپنی ذاتی معلومات درج کریں' }),
    ).toBeTruthy();
    expect(screen.getByText('براہ کرم تمام لازمی خانے پُر کریں۔')).toBeTruthy();
    expect(screen.getByLabelText(/^تاریخ پیدائش/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'آگے' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'پیچھے' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'اطلاعات' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'بند کریں' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('درخواست دیں – Graduate Programme 2026'));
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ur-PK');
    expect(document.cookie).toContain('lang=ur');

    fireEvent.click(within(languageSwitch()).getByRole('button', { name: 'English' }));
    expect(
      await screen.findByRole('heading', { name: 'Please enter your personal information' }),
    ).toBeTruthy();
    expect(screen.getByText(candidateMessages.required)).toBeTruthy();
    expect(document.documentElement.dir).toBe('ltr');
    await waitFor(() => expect(document.title).toBe('Apply – Graduate Programme 2026'));
  });
});
