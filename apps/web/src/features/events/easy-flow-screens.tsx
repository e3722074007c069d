export {
  EasyFlowCongratulation,
  EasyFlowLoading,
  EasyFlowSelectionList,
} from './easy-flow/review-pages';
export { EasyFlowStart } from './easy-flow/start-page';
export { EasyFlowStep1 } from './easy-flow/step1-page';
export { EasyFlowStep2 } from './easy-flow/step2-page';
export { EasyFlowStep3 } from './easy-flow/step3-page';
export { EasyFlowStep4 } from './easy-flow/step4-page';
