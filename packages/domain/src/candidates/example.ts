import { type CandidateAnswers, emptyAnswers } from './fields';

/**
 * A complete application that passes every rule: the worked example of the rules' tests, and
 * the starting point of the server's and the screens' test data (each overrides what it needs).
 */
export const exampleApplication = (
  overrides: Partial<CandidateAnswers> = {},
): CandidateAnswers => ({
  ...emptyAnswers(),
  name: 'Ayesha Khan',
  partnerName: 'Imran Khan',
  dob: '1999-04-12',
  email: 'ayesha@example.com',
  phone: '+923001234567',
  currentAddress: '12 Mall Road',
  currentCity: 'Lahore',
  homeTown: 'Multan',
  cnic: '3520212345671',
  gender: 'female',
  nationality: 'Pakistani',
  lastDegree: 'Engineering',
  universityName: 'NUST',
  cgpa: '3.6',
  specialization: 'Electrical',
  graduationYear: '2021',
  yearsOfExperience: '2',
  relativesCount: 'No',
  pastInterviews: 'No',
  drivingLicenseValidity: 'Yes',
  personality: 'Curious and calm.',
  ...overrides,
});
