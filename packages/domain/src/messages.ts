/**
 * User-facing texts of the spec's error catalogue, word for word (DESIGN §7).
 * The API returns them and the forms show them, so both import from here.
 */
export const authMessages = {
  userNotExists: 'User not exists.',
  permissionRevoked: 'Permission revoked by SuperAdmin.',
  accountNotVerified: 'Account not verified / Please verify your email.',
  invalidCredentials: 'Invalid username or password',
  resetEmailSent: 'Reset email sent',
  resetEmailInvalid: 'Invalid email, Please use valid e-mail address',
  companyExists: 'Company already registered',
  noPlanPurchased: 'You have not purchased any plan',
  passwordMismatch: 'Password do not match',
  emailExists: 'Email already exists',
  // DESIGN §6.6 replaces the legacy 'Password must be 6 digit long'.
  passwordTooShort: 'Password must be at least 8 characters long',
  registrationFailed: 'Password/Email Incorrect',
  registrationSuccess: 'Verification email sent, Kindly check the email to proceed',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few seconds and try again.',
  accountLocked:
    'Too many failed sign-ins for this account. Try again in 15 minutes, or reset your password to sign in now.',
  tooManyRegistrations: 'Too many registrations from this address. Please try again later.',
  invalidTimeZone: 'Please choose a valid time zone',
  passwordResetDone: 'Your password has been changed. You can now sign in.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  emailVerified: 'Your e-mail is verified. You can now sign in.',
  verifyLinkInvalid: 'This verification link is invalid or has expired.',
  termsRequired: 'You must accept the terms and conditions',
  required: 'This field is required',
  invalidEmail: 'Please enter a valid e-mail address',
  tooLong: (max: number) => `Must be at most ${max} characters`,
} as const;

export const accessMessages = {
  signInRequired: 'Please sign in to continue.',
  forbidden: 'You do not have permission to do this.',
  wrongEventTitle: 'Wrong Event',
  wrongEvent: 'You are trying to access wrong event',
  eventNotFound: 'This game does not exist',
  notFound: 'Not found',
  validation: 'Please correct the highlighted fields.',
  internal: 'Something went wrong. Please try again.',
  controlCharacters: 'Remove the control characters (such as NUL) from this field.',
  /** A JSON body nested deeper than any form sends (platform/json-body.ts). */
  bodyTooDeep: 'The request body is nested too deeply.',
  bodyTooManyValues: 'The request body holds too many values.',
  crossOrigin: 'This request came from another site and was refused.',
  tooManyEventMisses: 'Too many requests for games that do not exist. Please wait a minute.',
  accountNotFound: 'Account not found',
  serviceUnavailable: 'The service is unavailable right now. Please try again in a few minutes.',
  playerSignInRequired: 'Please open the link from your invitation e-mail to play.',
} as const;

export const bannerMessages = {
  currentPlanFree: 'Your current plan is: FREE',
  upgradeYourPlan: 'Upgrade your plan',
  selectYourPlan: 'Select your plan',
  paymentNotConfigured:
    'Online payment is not configured. Please contact the administrator to upgrade your plan.',
} as const;

export const uploadMessages = {
  notMultipart: 'Send the file as multipart/form-data',
  noFile: 'No file was sent',
} as const;

export const billingMessages = {
  planNotFound: 'Plan not found',
  notPurchasable: 'This plan cannot be bought online; please contact us',
  noCheckoutPage: 'The payment provider returned no checkout page',
  badSignature: 'Invalid signature',
  limitsRequired: 'A plan sold online needs its number of games and of users',
} as const;

export const eventMessages = {
  noFreeEventNumber: 'No free event number; please try again',
  gameGone: 'A chosen game no longer exists; choose the games again',
  competencyGone: 'A chosen competency no longer exists; choose the competencies again',
  uploadLogoAgain: 'Please upload the logo again',
  uploadVideoAgain: 'Please upload the video again',
} as const;
