/** The easy flow's pages (part B §2, "Easy flow"). */
export const easyPaths = {
  start: '/easy-flow/index',
  step1: '/easy-flow/step1',
  step2: '/easy-flow/step2',
  step3: '/easy-flow/step3',
  step4: '/easy-flow/step4',
  selectionList: '/easy-flow/selectionList',
  loading: '/easy-flow/step4/loading',
  congratulation: '/easy-flow/step4/congratulation',
  dashboard: '/easy-flow/dashboard',
  invitation: '/easy-flow/invitation',
} as const;
