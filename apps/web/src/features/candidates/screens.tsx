export { CandidateReportScreen, CurrentCandidateReport } from './candidate-report-screen';
