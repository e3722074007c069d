import { accessMessages, authMessages } from '../../messages';
import { ssoSignInMessages } from '../../sso/messages';

/**
 * The sign-in and register pages' texts that are the spec's (or the server's) words, by their
 * catalogue key: en.json must say exactly these. Left out: `signIn.errors.tooLong`, the ICU
 * form of the function authMessages.tooLong (`Must be at most {max} characters`), which the
 * web's sign-in tests check with a value (Urdu and English).
 */
export const signInSpecTexts: Record<string, string> = {
  'signIn.company.title': ssoSignInMessages.signInWithCompany,
  'signIn.company.emailLabel': ssoSignInMessages.companyEmailLabel,
  'signIn.company.continue': ssoSignInMessages.continueToCompany,
  'signIn.company.orPassword': ssoSignInMessages.orPassword,
  'signIn.company.noProvider': ssoSignInMessages.noProvider,
  'signIn.company.passwordSignInOff': ssoSignInMessages.passwordSignInOff,
  'signIn.company.failed.otherAccount': ssoSignInMessages.failed.SSO_OTHER_ACCOUNT,
  'signIn.company.failed.wrongDomain': ssoSignInMessages.failed.SSO_WRONG_DOMAIN,
  'signIn.company.failed.notReady': ssoSignInMessages.failed.SSO_NOT_READY,
  'signIn.company.failed.blocked': ssoSignInMessages.failed.SSO_BLOCKED,
  'signIn.company.failed.other': ssoSignInMessages.failed.other,
  'signIn.errors.required': authMessages.required,
  'signIn.errors.invalidEmail': authMessages.invalidEmail,
  'signIn.errors.passwordTooShort': authMessages.passwordTooShort,
  'signIn.errors.passwordMismatch': authMessages.passwordMismatch,
  'signIn.errors.termsRequired': authMessages.termsRequired,
  'signIn.errors.resetEmailInvalid': authMessages.resetEmailInvalid,
  'signIn.errors.invalidTimeZone': authMessages.invalidTimeZone,
  'signIn.errors.invalidCredentials': authMessages.invalidCredentials,
  'signIn.errors.accountNotVerified': authMessages.accountNotVerified,
  'signIn.errors.permissionRevoked': authMessages.permissionRevoked,
  'signIn.errors.userNotExists': authMessages.userNotExists,
  'signIn.errors.accountLocked': authMessages.accountLocked,
  'signIn.errors.tooManyAttempts': authMessages.tooManyAttempts,
  'signIn.errors.tooManyRegistrations': authMessages.tooManyRegistrations,
  'signIn.errors.companyExists': authMessages.companyExists,
  'signIn.errors.emailExists': authMessages.emailExists,
  'signIn.errors.noPlanPurchased': authMessages.noPlanPurchased,
  'signIn.errors.registrationFailed': authMessages.registrationFailed,
  'signIn.errors.resetLinkInvalid': authMessages.resetLinkInvalid,
  'signIn.errors.internal': accessMessages.internal,
  'signIn.errors.serviceUnavailable': accessMessages.serviceUnavailable,
  'signIn.notices.emailVerified': authMessages.emailVerified,
  'signIn.notices.verifyLinkInvalid': authMessages.verifyLinkInvalid,
  'signIn.notices.registrationSuccess': authMessages.registrationSuccess,
  'signIn.notices.resetEmailSent': authMessages.resetEmailSent,
  'signIn.notices.passwordResetDone': authMessages.passwordResetDone,
};
