import { GENDER_LABELS, type Gender, SOURCES } from './options';
import type { CandidateAnswers } from './rules';

/**
 * The 'User CSV' columns (part B §2: "name, guardian, dob, email and so on; full list not
 * shown"): ours, fixed, in the form's order. Dates as the spec's candidate record keeps them
 * (DD-MM-YYYY); file columns say whether one was attached (files are downloaded in the console,
 * never by a link in a spreadsheet).
 */
export type CandidateCsvSource = CandidateAnswers & {
  shortlisted: boolean;
  submittedAt: string;
  hasResume: boolean;
  hasDrivingLicenseFile: boolean;
};

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const dmy = (iso: string) =>
  iso.length >= 10 ? `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}` : iso;
const sourceLabel = (value: string) => SOURCES.find((s) => s.value === value)?.label ?? value;

/** The spec's file name 'User CSV', as a .csv file. */
export const CANDIDATE_CSV_NAME = 'User CSV.csv';

export const CANDIDATE_CSV_COLUMNS: readonly {
  header: string;
  value: (c: CandidateCsvSource) => string;
}[] = [
  { header: 'Name', value: (c) => c.name },
  { header: 'Guardian', value: (c) => c.partnerName },
  { header: 'Date of Birth', value: (c) => dmy(c.dob) },
  { header: 'Email', value: (c) => c.email },
  { header: 'Phone', value: (c) => c.phone },
  { header: 'Alternate Phone', value: (c) => c.altPhone },
  { header: 'Current Address', value: (c) => c.currentAddress },
  { header: 'Current City', value: (c) => c.currentCity },
  { header: 'Hometown', value: (c) => c.homeTown },
  { header: 'CNIC', value: (c) => c.cnic },
  { header: 'Gender', value: (c) => GENDER_LABELS[c.gender as Gender] ?? c.gender },
  { header: 'Nationality', value: (c) => c.nationality },
  { header: 'Last Degree', value: (c) => c.lastDegree },
  { header: 'University', value: (c) => c.universityName },
  { header: 'CGPA', value: (c) => c.cgpa },
  { header: 'Specialization', value: (c) => c.specialization },
  { header: 'Graduation Year', value: (c) => c.graduationYear },
  { header: 'Other Degree Details', value: (c) => c.otherDegree },
  { header: 'Resume Attached', value: (c) => yesNo(c.hasResume) },
  { header: 'Internship Details', value: (c) => c.internshipDetails },
  { header: 'Years of Experience', value: (c) => c.yearsOfExperience },
  { header: 'Company Name', value: (c) => c.companyName },
  { header: 'Department', value: (c) => c.department },
  { header: 'Designation', value: (c) => c.designation },
  { header: 'Current Job Tenure', value: (c) => c.currentEmployer },
  { header: 'Relatives in Company', value: (c) => c.relativesCount },
  { header: 'Relative Details', value: (c) => c.relativeDetails },
  { header: 'Relationship', value: (c) => c.relationshipType },
  { header: 'Interviewed Before', value: (c) => c.pastInterviews },
  { header: 'Interview Details', value: (c) => c.pastInterviewDetails },
  { header: 'Valid Driving Licence', value: (c) => c.drivingLicenseValidity },
  { header: 'Driving Licence Attached', value: (c) => yesNo(c.hasDrivingLicenseFile) },
  { header: 'Goal in Life', value: (c) => c.talentProgram },
  { header: 'About Your Personality', value: (c) => c.personality },
  { header: 'How You Found Us', value: (c) => sourceLabel(c.talentProgramSource) },
  { header: 'How You Found Us (Other)', value: (c) => c.talentProgramSourceOther },
  { header: 'Shortlisted', value: (c) => yesNo(c.shortlisted) },
  { header: 'Submitted At', value: (c) => c.submittedAt },
];
