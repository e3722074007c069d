/** The report screens' texts; the quoted ones are the spec's, word for word (part A §8). */
export const reportMessages = {
  selectUser: 'Select a user from dropdown(s)',
  noUserFound: 'No user found with that email.',
  noLevelData: 'No level data found',
  competencyRequired: 'Please choose a competency',
  unknownCompetency: 'This competency is not part of this game',
  unknownGrade: 'This grade does not exist',
  badMinimums: 'Give each competency a minimum from 0 to 100',
  participantNotFound: 'This user does not exist in this game',
  liveFull: 'Too many live views are open. Please reload the page later.',
  pdfFailed: 'The PDF report could not be downloaded',
} as const;
