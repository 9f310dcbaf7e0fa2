import * as z from 'zod/mini';
import { DEFAULT_COUNTRY, isCountryCode, isPostalCodeOf } from './address.js';
import { channelSlugSchema, levelItemSchema } from '../shared/shared-schemas.js';
import { formationsSchema } from '../shared/shared-schemas.js';
import { VIOLATION_MESSAGES, emailField, optionalText, passwordField, requiredText } from '../shared/violations.js';

/** Every error body: `{ error, errors? }` (architecture 4.3). */
export const apiErrorSchema = z.object({
  error: z.string(),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const AUTH_MESSAGES = {
  badCredentials: 'Email ou mot de passe incorrect',
  tooManyAttempts: 'Trop de tentatives de connexion. Merci de réessayer dans quelques minutes.',
  tooManyRequests: 'Trop de requêtes. Merci de réessayer dans quelques instants.',
  unauthenticated: 'Vous devez être connecté pour accéder à cette ressource',
  forbidden: "Vous n'avez pas accès à cette ressource",
  notFound: 'Ressource introuvable',
  invalidResetToken: 'Ce lien de réinitialisation est invalide ou a expiré',
  invalidBody: 'Les données envoyées ne sont pas valides',
  malformedJson: "Le corps de la requête n'est pas un JSON valide",
  tooLarge: VIOLATION_MESSAGES.uploadsSize,
  unsupportedImage: 'Le fichier doit être une image (JPEG, PNG, WebP ou GIF)',
  serverError: 'Une erreur est survenue. Merci de réessayer plus tard.',
  overloaded: 'Le service est très sollicité. Merci de réessayer dans quelques instants.',
} as const;

// POST /api/auth/login
export const loginRequestSchema = z.object({
  email: emailField(),
  password: z.string(VIOLATION_MESSAGES.notBlank).check(z.minLength(1, VIOLATION_MESSAGES.notBlank)),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;
export const loginResponseSchema = z.object({ token: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

// POST /api/auth/forgot-password
export const forgotPasswordRequestSchema = z.object({ email: emailField() });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

// POST /api/auth/reset-password
export const resetPasswordRequestSchema = z.object({
  token: z.string(VIOLATION_MESSAGES.notBlank).check(z.minLength(1, VIOLATION_MESSAGES.notBlank)),
  password: passwordField(),
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

const countryField = z._default(
  z.string().check(
    z.trim(),
    z.toUpperCase(),
    z.refine((code: string) => isCountryCode(code), VIOLATION_MESSAGES.country),
  ),
  DEFAULT_COUNTRY,
);

/** A postal code must be one of its country's (when there is one). */
const postalCodeOfCountry = z.superRefine((address: { postale_code: string | null; country: string }, context) => {
  const code = address.postale_code;
  if (!code) return;
  if (!isPostalCodeOf(address.country, code))
    context.addIssue({ code: 'custom', path: ['postale_code'], message: VIOLATION_MESSAGES.postalCode });
});

// The billing address of spec 3.2 (country defaults to FR): GET /api/me, PUT /api/me and GET /shop/billinginformations.
export const addressSchema = z
  .object({
    line1: optionalText(200),
    postale_code: optionalText(10),
    city: optionalText(100),
    country: countryField,
    company: optionalText(200),
  })
  .check(postalCodeOfCountry);
export type Address = z.infer<typeof addressSchema>;

// PUT /shop/billinginformations: the address invoices are made out to, street, postal code and city required
// (a body without them, `{}` or `null`, must not erase it).
export const billingAddressRequestSchema = z
  .object({
    line1: requiredText(200),
    postale_code: requiredText(10),
    city: requiredText(100),
    country: countryField,
    company: optionalText(200),
  })
  .check(postalCodeOfCountry);
export type BillingAddressRequest = z.input<typeof billingAddressRequestSchema>;

// GET /api/me
export const meResponseSchema = z.object({
  uid: z.string(),
  email: z.string(),
  displayName: z.nullable(z.string()),
  firstname: z.nullable(z.string()),
  lastname: z.nullable(z.string()),
  phoneNumber: z.nullable(z.string()),
  pictureUrl: z.nullable(z.string()),
  lms: z.object({
    token: z.nullable(z.string()),
    /**
     * Whether the server is configured with an external course site (`COURSE_SITE_URL`): trainings then open through
     * the redirect page `/site-de-cours?to=/cours/<id>`, else straight in Campus's classroom.
     */
    courseSite: z.boolean(),
  }),
  channels: z.array(z.object({ slug: channelSlugSchema, name: z.string() })),
  userChannels: z.array(channelSlugSchema),
  points: z.number(),
  levels: z.partialRecord(channelSlugSchema, z.array(levelItemSchema)),
  permissions: z.array(z.string()),
  isCustomer: z.boolean(),
  isAmbassador: z.boolean(),
  permissionAmbassador: z.boolean(),
  isYAM: z.boolean(),
  neededRefreshCgv: z.boolean(),
  formations: formationsSchema,
  scenario: z.nullable(z.string()),
  address: addressSchema,
  lastSignIn: z.nullable(z.string()),
  createdAt: z.string(),
  /** Whether the member saw the guided tour (spec 2.6): it shows on the visit after a false. */
  tourSeen: z.boolean(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

// PUT /api/me
export const updateMeRequestSchema = z.object({
  firstname: requiredText(100),
  lastname: requiredText(100),
  displayName: optionalText(100),
  phoneNumber: z.pipe(
    z.nullish(z.string().check(z.trim(), z.regex(/^$|^\+?[0-9][0-9 .()-]{5,19}$/, VIOLATION_MESSAGES.phone))),
    z.transform((value: string | null | undefined) => (value ? value : null)),
  ),
  address: z.optional(addressSchema),
});
export type UpdateMeRequest = z.input<typeof updateMeRequestSchema>;

// PUT /api/me/levels: the channel whose levels the server recomputes. Levels are earned: the ones sent are ignored.
export const updateLevelsRequestSchema = z.object({
  channel: channelSlugSchema,
  levels: z.optional(z.array(levelItemSchema).check(z.maxLength(3))),
});
export type UpdateLevelsRequest = z.infer<typeof updateLevelsRequestSchema>;

// GET /api/cgv/needRefresh
export const cgvNeedRefreshResponseSchema = z.object({
  needRefresh: z.boolean(),
  terms: z.nullable(z.object({ version: z.string(), publishedAt: z.string(), effectiveAt: z.string() })),
});
export type CgvNeedRefreshResponse = z.infer<typeof cgvNeedRefreshResponseSchema>;

// PUT /api/cgv/accepted (acceptance defaults to true, spec 9)
export const cgvAcceptedRequestSchema = z.object({ cgvAccepted: z._default(z.boolean(), true) });
export type CgvAcceptedRequest = z.input<typeof cgvAcceptedRequestSchema>;

// GET /api/firebase/user/{uid}/info
export const profileInfoResponseSchema = z.object({
  success: z.boolean(),
  data: z.object({ displayName: z.nullable(z.string()), pictureUrl: z.nullable(z.string()) }),
});
export type ProfileInfoResponse = z.infer<typeof profileInfoResponseSchema>;

// GET /api/users/{id}
export const publicUserResponseSchema = z.object({
  uid: z.string(),
  displayName: z.nullable(z.string()),
  firstname: z.nullable(z.string()),
  lastname: z.nullable(z.string()),
  pictureUrl: z.nullable(z.string()),
  isAmbassador: z.boolean(),
  userChannels: z.array(channelSlugSchema),
  memberSince: z.string(),
});
export type PublicUserResponse = z.infer<typeof publicUserResponseSchema>;

// POST /api/me/refresh: the fresh token, and the member as GET /api/me gives it (a first load saves a round trip).
export const refreshResponseSchema = z.extend(loginResponseSchema, { me: meResponseSchema });
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

// GET /api/health
export const healthResponseSchema = z.object({ status: z.literal('ok') });

// PUT /api/me/tour: true once the member finished or skipped the guided tour; false shows it again on the next visit.
export const updateTourRequestSchema = z.object({ seen: z.boolean() });
export type UpdateTourRequest = z.infer<typeof updateTourRequestSchema>;
