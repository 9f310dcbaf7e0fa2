/** Spec 3.10: meeting types, plus external real-estate events and live webinars. */
export const EVENT_TYPES = ['LOCAL_MEETING', 'AMBASSADOR_MEETING', 'EXTERNAL_REAL_ESTATE_EVENT', 'LIVE'] as const;
export const EVENT_MODES = ['ONLINE', 'PHYSICAL'] as const;
export const WEBINAR_PROVIDERS = ['ZOOM', 'LIVESTORM'] as const;
/**
 * A member as the session's provider knows them: PENDING until registered, REGISTERED with their own join link, FAILED
 * once every attempt failed (the place stays reserved), CANCELLING once they left and the provider is still to be told.
 */
export const WEBINAR_REGISTRATION_STATUSES = ['PENDING', 'REGISTERED', 'FAILED', 'CANCELLING'] as const;
export type WebinarRegistrationStatus = (typeof WEBINAR_REGISTRATION_STATUSES)[number];
/** A member's own join link shows this long before the start, and until the session ends. */
export const JOIN_LINK_OPENS_MINUTES = 30;
/** Spec 3.10 live states: coming up and terminated. */
export const LIVE_STATES = ['COMING_UP', 'TERMINATED'] as const;
export type LiveState = (typeof LIVE_STATES)[number];

/** The longest session: one day. */
export const SESSION_MAX_MINUTES = 24 * 60;
export const EVENT_MAX_CAPACITY = 10_000;
/** Sessions of one event: a bound on the request and on the rows one event writes at once. */
export const EVENT_MAX_SESSIONS = 100;

/** Spec 8: the event messages of the error catalogue, and the success messages it leaves to us. */
export const EVENT_MESSAGES = {
  alreadyJoined: 'Vous participez déjà à cette session !',
  full: "La dernière place vient d'être réservée... Merci de retenter votre chance sur un futur évènement !",
  fullSession: "La dernière place vient d'être réservée... Merci de retenter votre chance sur une future session !",
  cannotJoin: 'Vous ne pouvez pas souscrire à cette évènement',
  webinarRegistrationFailed: "Erreur lors de l'inscription dans Livestorm. Merci de contacter le service client",
  joined: 'Votre place est réservée : à bientôt !',
  quit: 'Vous ne participez plus à cette session',
  waiting: "Vous êtes sur la liste d'attente : nous vous inscrirons dès qu'une place se libère",
  alreadyWaiting: "Vous êtes déjà sur la liste d'attente de cette session",
  leftWaitlist: "Vous avez quitté la liste d'attente",
  notParticipating: 'Vous ne participez pas à cette session',
  sessionOver: 'Cette session est terminée',
  addedToCalendar: 'La session a été ajoutée à votre calendrier',
  removedFromCalendar: 'La session a été retirée de votre calendrier',
  deleted: "L'évènement a été supprimé et ses participants prévenus",
  sessionDeleted: 'La session a été supprimée et ses participants prévenus',
  saved: "L'évènement a été enregistré",
  notFound: 'Évènement non trouvé',
  sessionNotFound: 'Session non trouvée',
  linkRequired: 'Un lien de connexion est obligatoire pour un évènement en ligne',
  providerRequired: 'Choisissez Zoom ou Livestorm pour un évènement en ligne',
  addressRequired: 'Une adresse est obligatoire pour un évènement physique',
  durationRange: `La durée doit être comprise entre 1 et ${SESSION_MAX_MINUTES} minutes`,
  capacityRange: `La capacité doit être comprise entre 1 et ${EVENT_MAX_CAPACITY} places`,
  sessionsRequired: 'Un évènement compte au moins une session',
  tooManySessions: `Un évènement compte au plus ${EVENT_MAX_SESSIONS} sessions`,
  webinarIdInvalid: 'Un identifiant de session Livestorm ou de réunion Zoom : lettres, chiffres, tirets (100 au plus)',
  lastSession: "C'est la dernière session de l'évènement : supprimez l'évènement pour l'annuler",
} as const;

/** When a session ends. */
export function sessionEnd(startsAt: string, durationMinutes: number): Date {
  return new Date(new Date(startsAt).getTime() + durationMinutes * 60_000);
}

/** Live states: a session is terminated once it has ended, coming up before. */
export function sessionLiveState(startsAt: string, durationMinutes: number, now: Date = new Date()): LiveState {
  return sessionEnd(startsAt, durationMinutes).getTime() <= now.getTime() ? 'TERMINATED' : 'COMING_UP';
}

/** Spec 8: the full message names a future session when the event has several, a future event otherwise. */
export function fullMessage(sessionCount: number): string {
  return sessionCount > 1 ? EVENT_MESSAGES.fullSession : EVENT_MESSAGES.full;
}

/** Seats left in a session; never negative (an admin may lower the capacity under the seats taken). */
export function seatsLeft(capacity: number, seatsTaken: number): number {
  return Math.max(0, capacity - seatsTaken);
}

/** Whether a member's own join link shows: from JOIN_LINK_OPENS_MINUTES before the start until the session ends. */
export function isJoinLinkOpen(startsAt: string, durationMinutes: number, now: Date = new Date()): boolean {
  const opensAt = new Date(startsAt).getTime() - JOIN_LINK_OPENS_MINUTES * 60_000;
  return now.getTime() >= opensAt && now.getTime() < sessionEnd(startsAt, durationMinutes).getTime();
}
