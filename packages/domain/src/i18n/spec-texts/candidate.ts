import { CITY_PLACEHOLDER } from '../../candidates/cities';
import { candidateMessages as m } from '../../candidates/messages';
import { DEGREES, GENDER_LABELS, SOURCES, YES_NO } from '../../candidates/options';
import { STEP_HEADERS } from '../../candidates/rules';
import { accessMessages } from '../../messages';

const sourceLabel = (value: (typeof SOURCES)[number]['value']) =>
  SOURCES.find((source) => source.value === value)?.label ?? value;
const degree = (index: number) => DEGREES[index] ?? '';

/**
 * The candidate application's texts that are the spec's (or the server's) words, by their
 * catalogue key: en.json must say exactly these. The messages with a value in them
 * (candidateMessages.tooLong, notOpenDetail, notOpenYet and closedOn: `candidate.validation.tooLong`,
 * `candidate.notOpenDetail`, `candidate.notOpenYet`, `candidate.closedOn`) are not here: the
 * page's own test (apps/web/src/candidate/messages.test.tsx) holds each one's English, with its
 * value, to the domain's function.
 */
export const candidateSpecTexts: Record<string, string> = {
  'candidate.validation.required': m.required,
  'candidate.validation.invalidEmail': m.invalidEmail,
  'candidate.validation.invalidCnic': m.invalidCnic,
  'candidate.validation.invalidPhone': m.invalidPhone,
  'candidate.validation.invalidDob': m.invalidDob,
  'candidate.validation.dobTooLate': m.dobTooLate,
  'candidate.validation.invalidChoice': m.invalidChoice,
  'candidate.validation.fileSize': m.fileSize,
  'candidate.validation.fileType': m.fileType,
  'candidate.validation.previousStep': m.previousStep,
  'candidate.failed': m.failed,
  'candidate.thankYou': m.thankYou,
  'candidate.notOpen': m.notOpen,
  'candidate.notOpenDetailNoCompany': m.notOpenDetail(''),
  'candidate.server.alreadyApplied': m.alreadyApplied,
  'candidate.server.tooManyApplications': m.tooManyApplications,
  'candidate.server.internal': accessMessages.internal,
  'candidate.server.unavailable': accessMessages.serviceUnavailable,
  'candidate.steps.basicInfo': STEP_HEADERS.basicInfo,
  'candidate.steps.education': STEP_HEADERS.education,
  'candidate.steps.experience': STEP_HEADERS.experience,
  'candidate.steps.orgQuestions': STEP_HEADERS.orgQuestions,
  'candidate.steps.candidateSpecific': STEP_HEADERS.candidateSpecific,
  'candidate.steps.completed': STEP_HEADERS.completed,
  'candidate.placeholder.city': CITY_PLACEHOLDER,
  'candidate.options.yes': YES_NO[0],
  'candidate.options.no': YES_NO[1],
  'candidate.options.male': GENDER_LABELS.male,
  'candidate.options.female': GENDER_LABELS.female,
  'candidate.options.socialMedia': sourceLabel('socialMedia'),
  'candidate.options.friendOrFamily': sourceLabel('friendOrFamily'),
  'candidate.options.googleAds': sourceLabel('googleAds'),
  'candidate.options.other': sourceLabel('other'),
  'candidate.degree.computerStudies': degree(0),
  'candidate.degree.engineering': degree(1),
  'candidate.degree.accountingAndFinance': degree(2),
  'candidate.degree.businessAndManagement': degree(3),
  'candidate.degree.humanities': degree(4),
  'candidate.degree.artsAndDesign': degree(5),
  'candidate.degree.law': degree(6),
  'candidate.degree.mediaStudies': degree(7),
};
