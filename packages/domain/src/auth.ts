import { z } from 'zod';
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

const requiredText = (max: number) => z.string().trim().min(1, m.required).max(max, m.tooLong(max));

export const emailSchema = z
  .string()
  .trim()
  .min(1, m.required)
  .max(REGISTER_TEXT_MAX, m.tooLong(REGISTER_TEXT_MAX))
  .pipe(z.email(m.invalidEmail));

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, m.passwordTooShort)
  .max(REGISTER_TEXT_MAX, m.tooLong(REGISTER_TEXT_MAX));

export const registerSchema = z
  .object({
    name: requiredText(REGISTER_TEXT_MAX),
    jobTitle: requiredText(REGISTER_TEXT_MAX),
    email: emailSchema,
    companyName: requiredText(REGISTER_TEXT_MAX),
    country: requiredText(REGISTER_TEXT_MAX),
    password: passwordSchema,
    confirmPassword: z.string().min(1, m.required),
    terms: z.literal(true, m.termsRequired),
    /** The spec's "free query": /auth/register?free=true. */
    free: z.boolean().optional(),
  })
  .refine(passwordsMatch, confirmMatches);
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email: z.string().trim().min(1, m.required).pipe(z.email(m.invalidEmail)),
  password: z.string().min(1, m.required),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const resetRequestSchema = z.object({
  email: z.string().trim().pipe(z.email(m.resetEmailInvalid)),
});

export const resetPasswordSchema = z
  .object({
    token: z.string().min(1),
    password: passwordSchema,
    confirmPassword: z.string().min(1, m.required),
  })
  .refine(passwordsMatch, confirmMatches);

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
  defaultEventId: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Top bar and side menu: the display name, or the part of the e-mail before the @. */
export function displayName(user: { name?: string | null; email: string }): string {
  const name = user.name?.trim();
  if (name) {
    return name;
  }
  return user.email.split('@')[0] ?? user.email;
}
