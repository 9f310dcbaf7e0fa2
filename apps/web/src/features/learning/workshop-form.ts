import { workshopInputSchema, type EducationalContent, type WorkshopInput } from '@campus/domain/learning';
import {
  fromParisWallClock,
  toParisWallClock,
  violationsFromIssues,
  type ChannelSlug,
  type FieldViolations,
} from '@campus/domain/shared';

/** A workshop as its form holds it: the date in Paris time (`datetime-local`). */
export interface WorkshopFormValues {
  channel: ChannelSlug;
  title: string;
  description: string;
  /** `YYYY-MM-DDTHH:mm`, Paris time. */
  startsAt: string;
}

export type WorkshopCheck = { request: WorkshopInput; violations?: undefined } | { violations: FieldViolations };

/** A new workshop: a week from now (in Paris) at 18:00, until the member picks its date. */
export function newWorkshopValues(channel: ChannelSlug, now = new Date()): WorkshopFormValues {
  const day = new Date(`${toParisWallClock(now).slice(0, 10)}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 7);
  return { channel, title: '', description: '', startsAt: `${day.toISOString().slice(0, 10)}T18:00` };
}

export function workshopValuesOf(workshop: EducationalContent): WorkshopFormValues {
  return {
    channel: workshop.channel,
    title: workshop.title,
    description: workshop.description ?? '',
    startsAt: toParisWallClock(workshop.startsAt).slice(0, 16),
  };
}

/** The request the form sends; an empty description is none, a date that is no date stays empty so the check says so. */
export function workshopRequest(values: WorkshopFormValues): WorkshopInput {
  const description = values.description.trim();
  return {
    channel: values.channel,
    title: values.title.trim(),
    ...(description ? { description } : {}),
    startsAt: fromParisWallClock(values.startsAt.slice(0, 16))?.toISOString() ?? '',
  };
}

/** The same rules as the server (the endpoint's contract), with its French messages under each field. */
export function checkWorkshop(values: WorkshopFormValues): WorkshopCheck {
  const request = workshopRequest(values);
  const result = workshopInputSchema.safeParse(request);
  return result.success ? { request } : { violations: violationsFromIssues(result.error.issues) };
}
