/**
 * The form's fields (part B §3), apart from the rules: the API bodies and the labels need the
 * names without the rules' phone metadata (the public page loads the rules lazily).
 */

/** The answers as the form keeps them (every value text, as typed or chosen). */
export type CandidateAnswers = Record<CandidateField, string>;

export const CANDIDATE_FIELDS = [
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
  'lastDegree',
  'universityName',
  'cgpa',
  'specialization',
  'graduationYear',
  'otherDegree',
  'internshipDetails',
  'yearsOfExperience',
  'companyName',
  'department',
  'designation',
  'currentEmployer',
  'relativesCount',
  'relativeDetails',
  'relationshipType',
  'pastInterviews',
  'pastInterviewDetails',
  'drivingLicenseValidity',
  'talentProgram',
  'personality',
  'talentProgramSource',
  'talentProgramSourceOther',
] as const;
export type CandidateField = (typeof CANDIDATE_FIELDS)[number];

export const emptyAnswers = (): CandidateAnswers =>
  Object.fromEntries(CANDIDATE_FIELDS.map((f) => [f, ''])) as CandidateAnswers;
