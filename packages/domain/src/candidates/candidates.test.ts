import { describe, expect, it } from 'vitest';
import { CITIES, CITY_PLACEHOLDER, OTHER_CITY } from './cities';
import { CANDIDATE_CSV_COLUMNS } from './csv';
import { exampleApplication } from './example';
import { type CandidateAnswers, emptyAnswers } from './fields';
import { candidateMessages as m } from './messages';
import { GRADUATION_YEARS } from './options';
import {
  ageGroupBirthDates,
  ageGroupOf,
  ageOn,
  attachmentTypeOf,
  candidateApplicationProblem,
  candidateHeaderTarget,
  candidateProgress,
  candidateStepProblem,
  clampCgpa,
  cnicInput,
  fileProblem,
  isValidPhone,
  normalisePhone,
  yearsBefore,
} from './rules';
import { candidateAnswersSchema, candidateListQuerySchema } from './schemas';

const resume = { name: 'cv.pdf', size: 200_000 };
const complete = () => exampleApplication();
const files = { resume, drivingLicenseFile: null };

describe('the progress bar and the step header', () => {
  it('shows 17, 33, 50, 67 after each Next and 100 on submit', () => {
    expect(candidateProgress({})).toBe(0);
    expect(candidateProgress({ basicInfo: true })).toBe(17);
    expect(candidateProgress({ basicInfo: true, education: true })).toBe(33);
    expect(candidateProgress({ basicInfo: true, education: true, experience: true })).toBe(50);
    const four = { basicInfo: true, education: true, experience: true, orgQuestions: true };
    expect(candidateProgress(four)).toBe(67);
    expect(candidateProgress({ ...four, candidateSpecific: true })).toBe(100);
  });

  it('opens a header only when the step before it is done', () => {
    expect(candidateHeaderTarget('basicInfo', {})).toEqual({ ok: true });
    expect(candidateHeaderTarget('education', {})).toEqual({ ok: false, message: m.previousStep });
    expect(candidateHeaderTarget('education', { basicInfo: true })).toEqual({ ok: true });
    expect(candidateHeaderTarget('orgQuestions', { basicInfo: true })).toEqual({
      ok: false,
      message: m.previousStep,
    });
    expect(candidateHeaderTarget('completed', { orgQuestions: true })).toEqual({
      ok: false,
      message: m.previousStep,
    });
  });

  it('after the submit, opens only Completed', () => {
    const all = {
      basicInfo: true,
      education: true,
      experience: true,
      orgQuestions: true,
      candidateSpecific: true,
    };
    expect(candidateHeaderTarget('completed', all)).toEqual({ ok: true });
    expect(candidateHeaderTarget('basicInfo', all).ok).toBe(false);
    expect(candidateHeaderTarget('education', all).ok).toBe(false);
  });
});

describe('the field rules', () => {
  it('caps the CNIC input at 13 digits and drops dashes', () => {
    expect(cnicInput('35202-1234567-1')).toBe('3520212345671');
    expect(cnicInput('35202123456719999')).toBe('3520212345671');
  });

  it('clamps the CGPA to 4 (and to 0 below)', () => {
    expect(clampCgpa(4.7)).toBe(4);
    expect(clampCgpa(3.456)).toBe(3.46);
    expect(clampCgpa(-1)).toBe(0);
  });

  it('takes a phone number of the country its prefix names, Pakistan without one', () => {
    expect(isValidPhone('+923001234567')).toBe(true);
    expect(isValidPhone('03001234567')).toBe(true);
    expect(isValidPhone('+92300123')).toBe(false);
    expect(isValidPhone('+14155552671')).toBe(true);
    expect(isValidPhone('not a phone')).toBe(false);
  });

  it('stores a valid phone in one form', () => {
    expect(normalisePhone('+92 300 1234567')).toBe('+923001234567');
    expect(normalisePhone('+9203001234567')).toBe('+923001234567');
    expect(normalisePhone('0300-1234567')).toBe('+923001234567');
    expect(normalisePhone('12')).toBe('12');
  });

  it('checks a file by name first (type), then by size', () => {
    expect(fileProblem({ name: 'cv.PDF', size: 1024 * 1024 })).toBeNull();
    expect(fileProblem({ name: 'cv.pdf', size: 1024 * 1024 + 1 })).toBe(m.fileSize);
    expect(fileProblem({ name: 'cv.exe', size: 10 })).toBe(m.fileType);
    expect(fileProblem({ name: 'cv.webp', size: 10 })).toBe(m.fileType);
    expect(fileProblem({ name: 'pdf', size: 10 })).toBe(m.fileType);
  });

  it('knows a file by its bytes, whatever its name says', () => {
    const bytes = (text: string) => new TextEncoder().encode(text);
    expect(attachmentTypeOf(bytes('%PDF-1.7\n...'))?.extension).toBe('pdf');
    expect(attachmentTypeOf(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))?.contentType).toBe(
      'image/jpeg',
    );
    expect(attachmentTypeOf(bytes('GIF89a....'))?.extension).toBe('gif');
    expect(attachmentTypeOf(Uint8Array.from([0x49, 0x49, 0x2a, 0x00, 1]))?.extension).toBe('tiff');
    const docx = bytes('PK\u0003\u0004....[Content_Types].xml....word/document.xml');
    expect(attachmentTypeOf(docx)?.extension).toBe('docx');
    // A zip that is not a Word document, and an executable named cv.pdf, are refused.
    expect(attachmentTypeOf(bytes('PK\u0003\u0004....[Content_Types].xml..xl/'))).toBeNull();
    expect(attachmentTypeOf(bytes('MZ\u0090\u0000 this program'))).toBeNull();
    expect(attachmentTypeOf(bytes('<svg onload="alert(1)">'))).toBeNull();
  });

  it('lists the cities with the placeholder outside and other last', () => {
    expect(CITIES).toContain('Karachi');
    expect(CITIES.at(-1)).toBe(OTHER_CITY);
    expect(CITIES).not.toContain(CITY_PLACEHOLDER);
    expect(new Set(CITIES).size).toBe(CITIES.length);
    expect(GRADUATION_YEARS[0]).toBe(2025);
    expect(GRADUATION_YEARS.at(-1)).toBe(1994);
  });
});

describe('each step gives its first problem as the toast says it', () => {
  it('accepts a complete application', () => {
    expect(candidateApplicationProblem(complete(), files)).toBeNull();
  });

  it('asks for the required fields of each step', () => {
    expect(candidateStepProblem('basicInfo', { ...complete(), nationality: ' ' }, files)).toBe(
      m.required,
    );
    expect(candidateStepProblem('education', complete(), { ...files, resume: null })).toBe(
      m.required,
    );
    expect(candidateStepProblem('experience', emptyAnswers(), files)).toBeNull();
    expect(candidateStepProblem('orgQuestions', { ...complete(), pastInterviews: '' }, files)).toBe(
      m.required,
    );
    expect(
      candidateStepProblem('candidateSpecific', { ...complete(), personality: '' }, files),
    ).toBe(m.required);
  });

  it('checks the e-mail, the CNIC, the date of birth and the phone', () => {
    const step = (answers: Partial<CandidateAnswers>) =>
      candidateStepProblem('basicInfo', { ...complete(), ...answers }, files);
    expect(step({ email: 'ayesha@example' })).toBe(m.invalidEmail);
    expect(step({ cnic: '352021234567' })).toBe(m.invalidCnic);
    expect(step({ cnic: '35202-1234567' })).toBe(m.invalidCnic);
    expect(step({ dob: '2010-01-01' })).toBeNull();
    expect(step({ dob: '2010-01-02' })).toBe(m.dobTooLate);
    expect(step({ dob: '1999-02-30' })).toBe(m.invalidDob);
    expect(step({ phone: '+9230012' })).toBe(m.invalidPhone);
    expect(step({ altPhone: '12' })).toBe(m.invalidPhone);
    expect(step({ gender: 'other' })).toBe(m.invalidChoice);
  });

  it('refuses a licence file of the wrong type, and answers off the lists', () => {
    expect(
      candidateStepProblem('candidateSpecific', complete(), {
        resume,
        drivingLicenseFile: { name: 'licence.bmp', size: 10 },
      }),
    ).toBe(m.fileType);
    expect(candidateStepProblem('education', { ...complete(), universityName: 'MIT' }, files)).toBe(
      m.invalidChoice,
    );
    expect(
      candidateStepProblem('education', { ...complete(), graduationYear: '1993' }, files),
    ).toBe(m.invalidChoice);
  });
});

describe('ages and age groups', () => {
  it('counts whole years, a birthday from its day', () => {
    expect(ageOn('2000-06-15', '2026-06-14')).toBe(25);
    expect(ageOn('2000-06-15', '2026-06-15')).toBe(26);
    expect(ageOn('2004-02-29', '2025-02-28')).toBe(20);
    expect(ageOn('2004-02-29', '2025-03-01')).toBe(21);
  });

  it('puts an age in its group', () => {
    expect([0, 18, 19, 25, 26, 45, 46, 90].map(ageGroupOf)).toEqual([
      '0-18',
      '0-18',
      '19-25',
      '19-25',
      '26-45',
      '26-45',
      '46-above',
      '46-above',
    ]);
  });

  it('turns a group into the birth dates it covers', () => {
    expect(ageGroupBirthDates('19-25', '2026-11-24')).toEqual({
      onOrBefore: '2007-11-24',
      after: '2000-11-24',
    });
    expect(ageGroupBirthDates('46-above', '2026-11-24')).toEqual({
      onOrBefore: '1980-11-24',
      after: null,
    });
    // 29 February in a common year is the 28th.
    expect(yearsBefore('2024-02-29', 21)).toBe('2003-02-28');
    // Agrees with ageOn at the edges.
    const today = '2026-11-24';
    const { onOrBefore, after } = ageGroupBirthDates('26-45', today);
    expect(ageOn(onOrBefore, today)).toBe(26);
    expect(ageOn('1980-11-25', today)).toBe(45);
    expect(after).toBe('1980-11-24');
    expect(ageOn(after ?? '', today)).toBe(46);
  });
});

describe('the API bodies and the CSV', () => {
  it('refuses unknown answers and fills missing ones with empty text', () => {
    expect(candidateAnswersSchema.safeParse({ name: 'A', isAdmin: 'yes' }).success).toBe(false);
    const parsed = candidateAnswersSchema.parse({ name: 'A' });
    expect(parsed.name).toBe('A');
    expect(parsed.email).toBe('');
  });

  it('pages by 10 unless asked, and takes All', () => {
    expect(candidateListQuerySchema.parse({})).toMatchObject({ pageSize: '10', page: 1 });
    expect(candidateListQuerySchema.parse({ pageSize: 'all' }).pageSize).toBe('all');
    expect(candidateListQuerySchema.safeParse({ pageSize: '7' }).success).toBe(false);
  });

  it('starts the CSV with name, guardian, date of birth and e-mail', () => {
    const row = {
      ...complete(),
      partnerName: 'Imran Khan',
      shortlisted: true,
      submittedAt: '2026-11-24T10:00:00.000Z',
      hasResume: true,
      hasDrivingLicenseFile: false,
    };
    expect(CANDIDATE_CSV_COLUMNS.slice(0, 4).map((c) => c.header)).toEqual([
      'Name',
      'Guardian',
      'Date of Birth',
      'Email',
    ]);
    expect(CANDIDATE_CSV_COLUMNS.slice(0, 4).map((c) => c.value(row))).toEqual([
      'Ayesha Khan',
      'Imran Khan',
      '12-04-1999',
      'ayesha@example.com',
    ]);
  });
});
