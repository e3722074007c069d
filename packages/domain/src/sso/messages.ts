/**
 * Company sign-in (OIDC single sign-on for admins), its settings card and the login page's
 * button (docs/decisions/0032-company-sign-in.md). The spec has no texts for it; these are ours.
 */
export const ssoMessages = {
  // The settings card.
  cardTitle: 'Company sign-in (single sign-on)',
  /** The user menu's item and the accounts list's action. */
  menuLabel: 'Company sign-in',
  cardIntro:
    "Let your company's admins sign in with your identity provider (OpenID Connect): Microsoft Entra ID, Google Workspace, Okta and others. Anyone your provider signs in with an e-mail at your domain becomes an admin of this account.",
  issuerLabel: 'Issuer URL',
  issuerHint: 'The address your provider publishes /.well-known/openid-configuration under.',
  clientIdLabel: 'Client ID',
  clientSecretLabel: 'Client secret',
  domainLabel: 'Company e-mail domain',
  domainHint: 'For example example.com: the part of your admins’ e-mail addresses after the @.',
  save: 'Set up company sign-in',
  saved: 'Company sign-in is set up. Now prove the domain is yours.',
  redirectUriLabel: 'Redirect URI to register at your provider',
  verifyTitle: 'Prove the domain is yours',
  verifyIntro: (domain: string) =>
    `Add this TXT record to the DNS of ${domain}, then check it. Until then, nobody can sign in with it.`,
  recordName: 'Name',
  recordValue: 'Value',
  checkRecord: 'Check the record',
  verifyByHand: 'Mark the domain verified',
  domainVerified: 'The domain is verified. Your admins can sign in with your company.',
  recordNotFound: (name: string) =>
    `The TXT record was not found at ${name}. DNS changes can take a while to show; try again later.`,
  statusVerified: 'Domain verified',
  statusUnverified: 'Domain not verified',
  passwordSignInLabel: 'Admins may also sign in with a password',
  passwordSignInHint:
    'Turn this off to make your company sign-in the only way in. The super admin can always turn it back on.',
  passwordSignInNeedsVerified: 'Verify the domain before turning password sign-in off.',
  passwordSignInSaved: 'Saved',
  remove: 'Remove company sign-in',
  removeConfirm:
    'Remove company sign-in? Admins will have to sign in with a password, and those who never set one will need "Forgot password".',
  removed: 'Company sign-in is removed. Password sign-in is on.',
  ownerOnly: 'Only the account owner can change company sign-in.',
  alreadySetUp: 'This account already has a company sign-in. Remove it to set up another.',
  domainTaken: 'Another account already uses this e-mail domain for its company sign-in.',
  notSetUp: 'This account has no company sign-in.',
  // Checking the provider.
  invalidIssuer: 'Enter the https address of your identity provider.',
  invalidDomain: 'Enter a domain such as example.com.',
  privateIssuer:
    'This address is on a private network. Ask the operator to allow it (SSO_INTERNAL_ISSUERS).',
  discoveryFailed: 'Could not read the OpenID configuration at this address. Check the issuer URL.',
  discoveryMismatch:
    "The provider's configuration names another issuer than this address. Use the issuer it names.",
} as const;

/**
 * The login page's texts, apart from the settings card's: the sign-in page's bundle carries
 * only these.
 */
export const ssoSignInMessages = {
  signInWithCompany: 'Sign in with your company',
  companyEmailLabel: 'Work e-mail',
  continueToCompany: 'Continue',
  orPassword: 'or sign in with your password',
  noProvider: 'No company sign-in is set up for this e-mail address. Sign in with your password.',
  passwordSignInOff:
    'Your company signs in with single sign-on. Use "Sign in with your company" instead.',
  /** Shown on the login page after a failed return from the identity provider, by code. */
  failed: {
    SSO_OTHER_ACCOUNT:
      'This e-mail address belongs to another account here, so your company sign-in cannot sign it in.',
    SSO_WRONG_DOMAIN:
      "Your identity provider signed you in with an e-mail address outside your company's domain.",
    SSO_NOT_READY: "Your company's sign-in is not ready yet. Ask your account owner.",
    SSO_BLOCKED: 'Permission revoked by SuperAdmin.',
    other: 'Signing in with your company did not work. Please try again.',
  },
} as const;

export type SsoFailureCode = Exclude<keyof typeof ssoSignInMessages.failed, 'other'>;
