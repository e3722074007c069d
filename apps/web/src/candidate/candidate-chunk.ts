// What candidate.html's first script loads after React and Mantine (see main.tsx).
export { createCandidateApi } from './api';
export { CandidateApp } from './candidate-app';
