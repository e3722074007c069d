import type { CandidateAnswers, CandidateField } from './fields';
import { GENDER_LABELS, type Gender, SOURCES } from './options';

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
/** A date of birth as the spec's candidate record keeps it: DD-MM-YYYY. */
export const candidateDate = (iso: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(iso)
    ? `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`
    : iso;
const sourceLabel = (value: string) => SOURCES.find((s) => s.value === value)?.label ?? value;

/** The spec's file name 'User CSV', as a .csv file. */
/** Each answer's short name: the CSV's column and the report's detail label. */
export const CANDIDATE_FIELD_LABELS: Record<CandidateField, string> = {
  name: 'Name',
  partnerName: 'Guardian',
  dob: 'Date of Birth',
  email: 'Email',
  phone: 'Phone',
  altPhone: 'Alternate Phone',
  currentAddress: 'Current Address',
  currentCity: 'Current City',
  homeTown: 'Hometown',
  cnic: 'CNIC',
  gender: 'Gender',
  nationality: 'Nationality',
  lastDegree: 'Last Degree',
  universityName: 'University',
  cgpa: 'CGPA',
  specialization: 'Specialization',
  graduationYear: 'Graduation Year',
  otherDegree: 'Other Degree Details',
  internshipDetails: 'Internship Details',
  yearsOfExperience: 'Years of Experience',
  companyName: 'Company Name',
  department: 'Department',
  designation: 'Designation',
  currentEmployer: 'Current Job Tenure',
  relativesCount: 'Relatives in Company',
  relativeDetails: 'Relative Details',
  relationshipType: 'Relationship',
  pastInterviews: 'Interviewed Before',
  pastInterviewDetails: 'Interview Details',
  drivingLicenseValidity: 'Valid Driving Licence',
  talentProgram: 'Goal in Life',
  personality: 'About Your Personality',
  talentProgramSource: 'How You Found Us',
  talentProgramSourceOther: 'How You Found Us (Other)',
};

export const CANDIDATE_CSV_NAME = 'User CSV.csv';

const L = CANDIDATE_FIELD_LABELS;

export const CANDIDATE_CSV_COLUMNS: readonly {
  header: string;
  value: (c: CandidateCsvSource) => string;
}[] = [
  { header: L.name, value: (c) => c.name },
  { header: L.partnerName, value: (c) => c.partnerName },
  { header: L.dob, value: (c) => candidateDate(c.dob) },
  { header: L.email, value: (c) => c.email },
  { header: L.phone, value: (c) => c.phone },
  { header: L.altPhone, value: (c) => c.altPhone },
  { header: L.currentAddress, value: (c) => c.currentAddress },
  { header: L.currentCity, value: (c) => c.currentCity },
  { header: L.homeTown, value: (c) => c.homeTown },
  { header: L.cnic, value: (c) => c.cnic },
  { header: L.gender, value: (c) => GENDER_LABELS[c.gender as Gender] ?? c.gender },
  { header: L.nationality, value: (c) => c.nationality },
  { header: L.lastDegree, value: (c) => c.lastDegree },
  { header: L.universityName, value: (c) => c.universityName },
  { header: L.cgpa, value: (c) => c.cgpa },
  { header: L.specialization, value: (c) => c.specialization },
  { header: L.graduationYear, value: (c) => c.graduationYear },
  { header: L.otherDegree, value: (c) => c.otherDegree },
  { header: 'Resume Attached', value: (c) => yesNo(c.hasResume) },
  { header: L.internshipDetails, value: (c) => c.internshipDetails },
  { header: L.yearsOfExperience, value: (c) => c.yearsOfExperience },
  { header: L.companyName, value: (c) => c.companyName },
  { header: L.department, value: (c) => c.department },
  { header: L.designation, value: (c) => c.designation },
  { header: L.currentEmployer, value: (c) => c.currentEmployer },
  { header: L.relativesCount, value: (c) => c.relativesCount },
  { header: L.relativeDetails, value: (c) => c.relativeDetails },
  { header: L.relationshipType, value: (c) => c.relationshipType },
  { header: L.pastInterviews, value: (c) => c.pastInterviews },
  { header: L.pastInterviewDetails, value: (c) => c.pastInterviewDetails },
  { header: L.drivingLicenseValidity, value: (c) => c.drivingLicenseValidity },
  { header: 'Driving Licence Attached', value: (c) => yesNo(c.hasDrivingLicenseFile) },
  { header: L.talentProgram, value: (c) => c.talentProgram },
  { header: L.personality, value: (c) => c.personality },
  { header: L.talentProgramSource, value: (c) => sourceLabel(c.talentProgramSource) },
  { header: L.talentProgramSourceOther, value: (c) => c.talentProgramSourceOther },
  { header: 'Shortlisted', value: (c) => yesNo(c.shortlisted) },
  { header: 'Submitted At', value: (c) => c.submittedAt },
];
