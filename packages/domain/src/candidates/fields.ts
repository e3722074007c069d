/**
 * The form's fields (part B §3), apart from the rules: the API bodies and the labels need the
 * names without the rules' phone metadata (the public page loads the rules lazily).
 */

/** The answers as the form keeps them (every value text, as typed or chosen). */
export type CandidateAnswers = Record<CandidateField, string>;

/** Each step's fields; starred in the form when required (part B §5). */
export const STEP_FIELDS = {
  basicInfo: [
    'name',
    'partnerName',
    'dob',
    'email',
    'phone',
    'altPhone',
    'currentAddress',
    'currentCity',
    'homeTown',
    'cnic',
    'gender',
    'nationality',
  ],
  education: [
    'lastDegree',
    'universityName',
    'cgpa',
    'specialization',
    'graduationYear',
    'otherDegree',
  ],
  experience: [
    'internshipDetails',
    'yearsOfExperience',
    'companyName',
    'department',
    'designation',
    'currentEmployer',
  ],
  orgQuestions: [
    'relativesCount',
    'relativeDetails',
    'relationshipType',
    'pastInterviews',
    'pastInterviewDetails',
  ],
  candidateSpecific: [
    'drivingLicenseValidity',
    'talentProgram',
    'personality',
    'talentProgramSource',
    'talentProgramSourceOther',
  ],
} as const;

export type CandidateField = (typeof STEP_FIELDS)[keyof typeof STEP_FIELDS][number];
/** Every field, in the form's order. */
export const CANDIDATE_FIELDS: readonly CandidateField[] = Object.values(STEP_FIELDS).flat();

export const emptyAnswers = (): CandidateAnswers =>
  Object.fromEntries(CANDIDATE_FIELDS.map((f) => [f, ''])) as CandidateAnswers;
