import type { FastifyInstance } from 'fastify';
import { DEFAULT_WEBINARS } from '../../../platform/config.js';
import { defineWebinarAttendance } from './webinar-attendance.js';
import { createWebinarClients } from './webinar-clients.js';
import { defineWebinarRegistrations } from './webinar-registrations.js';

/** The webinar providers' background work: registrations and cancellations, and attendance read back (issue 35). */
export function defineWebinarJobs(app: FastifyInstance): void {
  const clients = createWebinarClients(app.db, app.config.webinars ?? DEFAULT_WEBINARS);
  defineWebinarRegistrations(app, clients);
  defineWebinarAttendance(app, clients);
}
