/** The application form's choices (part B §3 Options, §9 constants), as data both sides use. */

export const DEGREES = [
  'Computer Studies',
  'Engineering',
  'Accounting and Finance',
  'Business and Management',
  'Humanities',
  'Arts & Design',
  'Law',
  'Media Studies & others',
] as const;

/** The spec's six, and 'Other' (ours: an applicant from elsewhere can still apply). */
export const UNIVERSITIES = ['NUST', 'LUMS', 'FAST', 'PU', 'ITU', 'UET', 'Other'] as const;

export const FIRST_GRADUATION_YEAR = 1994;
export const LAST_GRADUATION_YEAR = 2025;
/** Newest first, as a year picker lists them. */
export const GRADUATION_YEARS: readonly number[] = Array.from(
  { length: LAST_GRADUATION_YEAR - FIRST_GRADUATION_YEAR + 1 },
  (_, i) => LAST_GRADUATION_YEAR - i,
);

export const EXPERIENCE_OPTIONS = ['0', '1', '2', '3', '4', '5', '6', '7', '8+'] as const;
export type Experience = (typeof EXPERIENCE_OPTIONS)[number];

/** How the candidate heard of the programme: stored value and label. */
export const SOURCES = [
  { value: 'socialMedia', label: 'Social Media' },
  { value: 'friendOrFamily', label: 'Friend/Family' },
  { value: 'googleAds', label: 'Google Ads' },
  { value: 'other', label: 'Other' },
] as const;
export type Source = (typeof SOURCES)[number]['value'];
export const SOURCE_VALUES = SOURCES.map((s) => s.value) as [Source, ...Source[]];

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Record<Gender, string> = { male: 'Male', female: 'Female' };

export const YES_NO = ['Yes', 'No'] as const;
export type YesNo = (typeof YES_NO)[number];

/** Candidate report page sizes (part B §9): 10 by default; 'all' lists the whole result. */
export const CANDIDATE_PAGE_SIZES = ['5', '10', '15', '20', 'all'] as const;
export type CandidatePageSize = (typeof CANDIDATE_PAGE_SIZES)[number];
export const DEFAULT_CANDIDATE_PAGE_SIZE: CandidatePageSize = '10';
/**
 * 'All' is every candidate of the filtered list in one page, up to this many; beyond it the
 * list pages by this many (decision: a browser table of 50,000 rows helps nobody).
 */
export const CANDIDATE_ALL_LIMIT = 1000;

/** The report's age groups (part B §9), inclusive, in whole years on the day of the request. */
export const AGE_GROUPS = [
  { value: '0-18', label: '0-18', min: 0, max: 18 },
  { value: '19-25', label: '19-25', min: 19, max: 25 },
  { value: '26-45', label: '26-45', min: 26, max: 45 },
  { value: '46-above', label: '46-above', min: 46, max: null },
] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number]['value'];
export const AGE_GROUP_VALUES = AGE_GROUPS.map((g) => g.value) as [AgeGroup, ...AgeGroup[]];
