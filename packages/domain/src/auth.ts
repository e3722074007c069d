import { z } from 'zod/mini';
import { authMessages as m } from './messages';

export const roles = ['admin', 'superAdmin'] as const;
export type Role = (typeof roles)[number];

export const projectTypes = ['progress', 'ace'] as const;
export type ProjectType = (typeof projectTypes)[number];

export const plans = ['free', 'standard', 'premium'] as const;
export type Plan = (typeof plans)[number];

/** Register text fields are capped at 250 characters (part B §5). */
export const REGISTER_TEXT_MAX = 250;
export const PASSWORD_MIN = 8;

/** companyKey: lower case, spaces removed, dots to underscores (part B §3). */
export function toCompanyKey(companyName: string): string {
  return companyName.toLowerCase().replace(/\s+/g, '').replace(/\./g, '_');
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * 'Password do not match' on the confirm field. `when` makes zod run it even while other fields
 * are still invalid, so a form can show it as soon as the confirm field is filled.
 */
const confirmMatches = {
  message: m.passwordMismatch,
  path: ['confirmPassword'],
  when: (payload: { value: unknown }) => {
    const v = payload.value as { password?: unknown; confirmPassword?: unknown } | undefined;
    return (
      typeof v?.password === 'string' &&
      typeof v.confirmPassword === 'string' &&
      v.confirmPassword !== ''
    );
  },
};
const passwordsMatch = (v: { password: string; confirmPassword: string }) =>
  v.password === v.confirmPassword;

const requiredText = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, m.required), z.maxLength(max, m.tooLong(max)));

export const emailSchema = z.pipe(
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, m.required),
      z.maxLength(REGISTER_TEXT_MAX, m.tooLong(REGISTER_TEXT_MAX)),
    ),
  z.email(m.invalidEmail),
);

export const passwordSchema = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN, m.passwordTooShort),
    z.maxLength(REGISTER_TEXT_MAX, m.tooLong(REGISTER_TEXT_MAX)),
  );

/**
 * The IANA name a time zone is stored under, or null when it is not one. A zone is kept as
 * sent (runtimes differ on which alias they call canonical, e.g. Buenos Aires); only a name
 * that differs from the runtime's by case alone takes the runtime's spelling ('utc' → 'UTC').
 * UTC offsets are not zones (their local date ignores daylight saving), so they are refused.
 */
export function canonicalTimeZone(value: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(value)) {
    return null;
  }
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
  return resolved.toLowerCase() === value.toLowerCase() ? resolved : value;
}

/** An IANA time zone (DESIGN §6.14: the account's "today"), as the runtime spells it. */
export const timeZoneSchema = z.pipe(
  z.string({ error: m.invalidTimeZone }).check(z.trim()),
  z.transform((value, context) => {
    const zone = canonicalTimeZone(value);
    if (zone === null) {
      context.issues.push({ code: 'custom', message: m.invalidTimeZone, input: value });
      return z.NEVER;
    }
    return zone;
  }),
);

export const registerSchema = z
  .object({
    name: requiredText(REGISTER_TEXT_MAX),
    jobTitle: requiredText(REGISTER_TEXT_MAX),
    email: emailSchema,
    companyName: requiredText(REGISTER_TEXT_MAX),
    country: requiredText(REGISTER_TEXT_MAX),
    password: passwordSchema,
    confirmPassword: z.string().check(z.minLength(1, m.required)),
    terms: z.literal(true, m.termsRequired),
    /** The spec's "free query": /auth/register?free=true. */
    free: z.optional(z.boolean()),
    /**
     * The browser's zone (`Intl.DateTimeFormat().resolvedOptions().timeZone`). A client that
     * sends none gets UTC; one that sends something that is not a zone gets a 400.
     */
    timeZone: z.optional(timeZoneSchema),
  })
  .check(z.refine(passwordsMatch, confirmMatches));
export type RegisterInput = z.infer<typeof registerSchema>;

/**
 * The registration error codes whose own message the register form shows; any other failure
 * shows the spec's catch-all 'Password/Email Incorrect' (part B §8).
 */
const specificRegistrationErrors = new Set([
  'VALIDATION',
  'COMPANY_EXISTS',
  'EMAIL_EXISTS',
  'NO_PLAN_PURCHASED',
  'RATE_LIMITED',
]);
export function registrationFailureMessage(error: { code: string; message: string }): string {
  return specificRegistrationErrors.has(error.code) ? error.message : m.registrationFailed;
}

/** Part B §2: the login page's social links, each shown only when the deployment sets it. */
export const socialNetworks = ['linkedin', 'facebook', 'x', 'instagram', 'youtube'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];
export const socialLinkSchema = z.object({
  network: z.enum(socialNetworks),
  url: z.url({ protocol: /^https$/ }),
});
export type SocialLink = z.infer<typeof socialLinkSchema>;
export const socialLinksSchema = z.object({ items: z.array(socialLinkSchema) });

export const loginSchema = z.object({
  email: z.pipe(z.string().check(z.trim(), z.minLength(1, m.required)), z.email(m.invalidEmail)),
  password: z.string().check(z.minLength(1, m.required)),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const resetRequestSchema = z.object({
  email: z.pipe(z.string().check(z.trim()), z.email(m.resetEmailInvalid)),
});

export const resetPasswordSchema = z
  .object({
    token: z.string().check(z.minLength(1)),
    password: passwordSchema,
    confirmPassword: z.string().check(z.minLength(1, m.required)),
  })
  .check(z.refine(passwordsMatch, confirmMatches));

/** The signed-in console user as the API returns it (GET /api/auth/session). */
export const sessionUserSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roles),
  projectType: z.enum(projectTypes),
  plan: z.enum(plans),
  newUser: z.boolean(),
  companyName: z.string(),
  /** DESIGN §6.3: last opened event, else newest, else null (the dashboard). */
  defaultEventId: z.nullable(z.string()),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
/** POST /api/auth/login. */
export const loginResponseSchema = z.object({ user: sessionUserSchema });
/** GET /api/auth/session: `user` is null when signed out (a normal state, not an error). */
export const sessionResponseSchema = z.object({ user: z.nullable(sessionUserSchema) });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** Top bar and side menu: the display name, or the part of the e-mail before the @. */
export function displayName(user: { name?: string | null; email: string }): string {
  const name = user.name?.trim();
  if (name) {
    return name;
  }
  return user.email.split('@')[0] ?? user.email;
}
