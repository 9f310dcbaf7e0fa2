import * as z from 'zod/mini';
import { CHANNEL_SLUGS } from './channels.js';

// Schemas live apart from the rules they mirror: a page that only needs a rule (guards, menu) then loads no zod.

export const channelSlugSchema = z.enum(CHANNEL_SLUGS);

export const formationsSchema = z.object({
  air: z.boolean(),
  mdb: z.boolean(),
  sport: z.boolean(),
  starter_mdb: z.boolean(),
});

export const levelItemSchema = z.object({
  level: z.int().check(z.minimum(1), z.maximum(3)),
  completed: z.boolean(),
});
