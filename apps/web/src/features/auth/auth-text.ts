import {
  accessMessages,
  authMessages,
  type MessageKey,
  registrationFailureMessage,
  type SsoFailureCode,
  ssoSignInMessages,
} from '@app/domain';
import { type ReactNode, useMemo } from 'react';
import { ApiError } from '../../app/api-client';
import { useText } from '../../i18n/language-switch';

/**
 * The domain's English texts these pages show (the schemas' field messages, the server's
 * answers), by the key of their translation: a form keeps the English a schema or the server
 * gave, and shows it in the page's language, so a switch of language changes it too.
 */
const keyOfText = new Map<string, MessageKey>([
  [authMessages.required, 'signIn.errors.required'],
  [authMessages.invalidEmail, 'signIn.errors.invalidEmail'],
  [authMessages.passwordTooShort, 'signIn.errors.passwordTooShort'],
  [authMessages.passwordMismatch, 'signIn.errors.passwordMismatch'],
  [authMessages.termsRequired, 'signIn.errors.termsRequired'],
  [authMessages.resetEmailInvalid, 'signIn.errors.resetEmailInvalid'],
  [authMessages.invalidTimeZone, 'signIn.errors.invalidTimeZone'],
  [authMessages.invalidCredentials, 'signIn.errors.invalidCredentials'],
  [authMessages.accountNotVerified, 'signIn.errors.accountNotVerified'],
  [authMessages.permissionRevoked, 'signIn.errors.permissionRevoked'],
  [authMessages.userNotExists, 'signIn.errors.userNotExists'],
  [authMessages.accountLocked, 'signIn.errors.accountLocked'],
  [authMessages.tooManyAttempts, 'signIn.errors.tooManyAttempts'],
  [authMessages.tooManyRegistrations, 'signIn.errors.tooManyRegistrations'],
  [authMessages.companyExists, 'signIn.errors.companyExists'],
  [authMessages.emailExists, 'signIn.errors.emailExists'],
  [authMessages.noPlanPurchased, 'signIn.errors.noPlanPurchased'],
  [authMessages.registrationFailed, 'signIn.errors.registrationFailed'],
  [authMessages.resetLinkInvalid, 'signIn.errors.resetLinkInvalid'],
  [authMessages.registrationSuccess, 'signIn.notices.registrationSuccess'],
  [authMessages.resetEmailSent, 'signIn.notices.resetEmailSent'],
  [authMessages.passwordResetDone, 'signIn.notices.passwordResetDone'],
  [ssoSignInMessages.noProvider, 'signIn.company.noProvider'],
  [ssoSignInMessages.passwordSignInOff, 'signIn.company.passwordSignInOff'],
  [accessMessages.internal, 'signIn.errors.internal'],
  [accessMessages.serviceUnavailable, 'signIn.errors.serviceUnavailable'],
]);

/** authMessages.tooLong(max) for any max: its words around the number. */
const [beforeMax = '', afterMax = ''] = authMessages.tooLong(1234567).split('1234567');

/**
 * The server's answers by their code (docs/api-contract.md's `{ error: { code } }`), which the
 * page says in its own words. RATE_LIMITED is said by its message (sign-in or registration).
 */
const keyOfCode = new Map<string, MessageKey>([
  ['INVALID_CREDENTIALS', 'signIn.errors.invalidCredentials'],
  ['EMAIL_NOT_VERIFIED', 'signIn.errors.accountNotVerified'],
  ['PERMISSION_REVOKED', 'signIn.errors.permissionRevoked'],
  ['USER_NOT_FOUND', 'signIn.errors.userNotExists'],
  ['ACCOUNT_LOCKED', 'signIn.errors.accountLocked'],
  ['PASSWORD_SIGN_IN_OFF', 'signIn.company.passwordSignInOff'],
  ['SSO_NO_PROVIDER', 'signIn.company.noProvider'],
  ['COMPANY_EXISTS', 'signIn.errors.companyExists'],
  ['EMAIL_EXISTS', 'signIn.errors.emailExists'],
  ['NO_PLAN_PURCHASED', 'signIn.errors.noPlanPurchased'],
  ['RESET_LINK_INVALID', 'signIn.errors.resetLinkInvalid'],
  ['SERVICE_UNAVAILABLE', 'signIn.errors.serviceUnavailable'],
  // No answer, or one without an error body: the client's own "something went wrong".
  ['INTERNAL', 'signIn.errors.internal'],
  ['NETWORK', 'signIn.errors.internal'],
  ['HTTP_ERROR', 'signIn.errors.internal'],
]);

/** A failed return from the company's identity provider (`?ssoError=`), by its code. */
const keyOfSsoFailure = new Map<SsoFailureCode | (string & {}), MessageKey>([
  ['SSO_OTHER_ACCOUNT', 'signIn.company.failed.otherAccount'],
  ['SSO_WRONG_DOMAIN', 'signIn.company.failed.wrongDomain'],
  ['SSO_NOT_READY', 'signIn.company.failed.notReady'],
  ['SSO_BLOCKED', 'signIn.company.failed.blocked'],
]);

/** The translator of the sign-in and register pages, for what the domain says in English. */
export function useAuthText() {
  const text = useText();
  return useMemo(() => {
    /** A known domain text in the page's language; anything else (the server's) as it is. */
    const say = (english: string): string => {
      const key = keyOfText.get(english);
      if (key) {
        return text(key);
      }
      if (english.startsWith(beforeMax) && english.endsWith(afterMax)) {
        const max = english.slice(beforeMax.length, english.length - afterMax.length);
        if (/^\d+$/.test(max)) {
          return text('signIn.errors.tooLong', { max });
        }
      }
      return english;
    };
    /** What to say about a failed request: by the answer's code, else by its message. */
    const failure = (error: unknown): string => {
      if (!(error instanceof ApiError)) {
        return text('signIn.errors.internal');
      }
      const key = keyOfCode.get(error.code);
      if (key) {
        return text(key);
      }
      if (error.code === 'RATE_LIMITED' && !keyOfText.has(error.message)) {
        return text('signIn.errors.tooManyAttempts');
      }
      return say(error.message);
    };
    return {
      text,
      say,
      failure,
      /** A field's message (a schema's or the server's) in the page's language. */
      field<P extends { error?: ReactNode }>(props: P): P {
        return typeof props.error === 'string' ? { ...props, error: say(props.error) } : props;
      },
      /** The register form's failure: its own message for some codes, else part B §8's. */
      registrationFailure(error: unknown): string {
        return error instanceof ApiError && registrationFailureMessage(error) === error.message
          ? failure(error)
          : text('signIn.errors.registrationFailed');
      },
      /** The login page's `?ssoError=` code, said; null for none. */
      ssoFailure(code: string | null): string | null {
        if (code === null || code === '') {
          return null;
        }
        return text(keyOfSsoFailure.get(code) ?? 'signIn.company.failed.other');
      },
    };
  }, [text]);
}
