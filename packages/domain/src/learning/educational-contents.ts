import * as z from 'zod/mini';
import { isoDateTimeSchema } from '../shared/dates.js';
import { channelSlugSchema } from '../shared/shared-schemas.js';
import { optionalText, requiredText } from '../shared/violations.js';

/** A workshop proposed by a member waits for an admin's validation before others see it. */
export const EDUCATIONAL_CONTENT_STATUSES = ['PENDING', 'VALIDATED'] as const;
export type EducationalContentStatus = (typeof EDUCATIONAL_CONTENT_STATUSES)[number];

export const EDUCATIONAL_CONTENT_MESSAGES = {
  notFound: 'Atelier introuvable',
  notAuthor: 'Seul l’auteur de cet atelier peut le modifier',
  notValidated: 'Cet atelier attend encore sa validation',
  past: 'Cet atelier a déjà eu lieu',
} as const;

// POST /api/educational-contents/brainstorming-workshop, PUT …/{id}
export const workshopInputSchema = z.object({
  channel: channelSlugSchema,
  title: requiredText(150),
  description: optionalText(3000),
  startsAt: isoDateTimeSchema,
});
export type WorkshopInput = z.input<typeof workshopInputSchema>;

// GET /api/educational-contents/brainstorming-workshop?channel=&q=
export const listWorkshopsQuerySchema = z.object({
  channel: channelSlugSchema,
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});

// GET /api/educational-contents/future?channel=
export const futureContentsQuerySchema = z.object({ channel: z.optional(channelSlugSchema) });

export const educationalContentSchema = z.object({
  id: z.string(),
  channel: channelSlugSchema,
  title: z.string(),
  description: z.nullable(z.string()),
  startsAt: z.string(),
  status: z.enum(EDUCATIONAL_CONTENT_STATUSES),
  author: z.object({ uid: z.string(), name: z.string() }),
  participantsCount: z.number(),
  isJoined: z.boolean(),
  isMine: z.boolean(),
});
export type EducationalContent = z.infer<typeof educationalContentSchema>;
export const educationalContentListSchema = z.array(educationalContentSchema);
