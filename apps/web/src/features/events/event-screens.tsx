export { AssessmentsScreen } from './assessments/assessments-screen';
export { DashboardScreen } from './dashboard/dashboard-screen';
