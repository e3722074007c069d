export { ArtworkStep, LaunchStep } from './wizard/artwork-launch-steps';
export { InfoStep } from './wizard/info-step';
export { AptitudeStep, BehavioralStep, CognitiveStep, MiniGamesStep } from './wizard/pick-step';
export { CongratulationStep, LoadingStep } from './wizard/result-steps';
export { SelectionStep } from './wizard/selection-step';
export { LoginMethodStep, RegistrationFieldsStep } from './wizard/settings-steps';
