import { appPaths } from '@campus/domain/navigation';
import {
  createAssociationRequestSchema,
  createProjectRequestSchema,
  myProjectsQuerySchema,
  projectDraftSchema,
  projectSearchQuerySchema,
  reviewProjectRequestSchema,
  setAssociationStatusRequestSchema,
  setProjectStatusRequestSchema,
  submitProjectRequestSchema,
  type Association,
  type DashboardProject,
  type MdbContact,
  type Project,
  type ProjectSearchPage,
  type ProjectSummary,
} from '@campus/domain/incubator';
import { isMdbAdmin } from '@campus/domain/rights';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { access, currentMember } from '../../platform/auth.js';
import { contentDisposition } from '../../platform/content-disposition.js';
import { sendUserFile } from '../../platform/uploads.js';
import { parseInput } from '../../platform/errors.js';
import { routeId, routeParams } from '../../platform/route-params.js';
import {
  createAssociation,
  findMdbContact,
  joinAssociation,
  listAssociations,
  quitAssociation,
  setAssociationStatus,
} from './associations.js';
import { ProjectFileStore, readProjectUpload, servedContentType } from './project-files.js';
import { renderProjectReport } from './project-report.js';
import { listDashboardProjects, listMemberProjects } from './member-projects.js';
import { findOwnedProject, findReadableProject, type Viewer } from './project-access.js';
import { mailUrgent } from '../notifications/notification-mails.js';
import { reviewProject, setProjectStatus } from './project-decisions.js';
import { createProject, saveDraft, submitProject } from './project-drafts.js';
import { deleteProjectFile, findProjectFile, listProjectFiles } from './project-file-rows.js';
import { presentProject } from './project-presentation.js';
import { countProjects, listUnderReview, searchProjects } from './project-search.js';
import { uniqueNames, zipStream } from './zip-stream.js';

/** A project's, a file's or an association's id in a path: at most 100 characters. */
const ID_MAX_LENGTH = 100;
const committeeQuery = z.object({ before: z.optional(z.string().check(z.maxLength(200))) });

const viewerOf = (request: FastifyRequest): Viewer => {
  const member = currentMember(request);
  return { uid: member.uid, isAdmin: isMdbAdmin(member.rights) };
};

/**
 * The incubator (spec 7.1 `/mdb-projects/*`, `/users/mdb-contact`; architecture 4.8; docs/incubator.md). Every
 * route needs MDB; the admin's search and status changes MDB_ADMIN; the association engine MDB without starter-MDB.
 * Whose project it is is checked in the named functions: another member's project answers 404.
 */
export function incubatorRoutes(app: FastifyInstance): void {
  const store = new ProjectFileStore(app.config.dataDir);
  const projectOf = async (request: FastifyRequest, projectId: string): Promise<Project> => {
    const viewer = viewerOf(request);
    return presentProject(app.db, await findReadableProject(app.db, projectId, viewer), viewer);
  };

  app.get('/mdb-projects/user', access('mdb'), async (request): Promise<ProjectSummary[]> => {
    const { state } = parseInput(myProjectsQuerySchema, request.query);
    const projects = await listMemberProjects(app.db, currentMember(request).uid);
    return state ? projects.filter((project) => project.state === state) : projects;
  });

  app.get('/mdb-projects/user/dashboard', access('mdb'), (request): Promise<DashboardProject[]> =>
    listDashboardProjects(app.db, currentMember(request).uid),
  );

  app.post('/mdb-projects/user', access('mdb'), async (request, reply): Promise<Project> => {
    const upload = await readProjectUpload(request);
    const draft = parseInput(createProjectRequestSchema, upload.data);
    const projectId = await createProject(app.db, store, currentMember(request).uid, draft, upload.files);
    reply.code(201);
    return projectOf(request, projectId);
  });

  // A draft saved at a step (any step, any field left out), with the files sent.
  app.patch('/mdb-projects/user/:id', access('mdb'), async (request): Promise<Project> => {
    const projectId = routeId(request, ID_MAX_LENGTH);
    const upload = await readProjectUpload(request);
    const draft = parseInput(projectDraftSchema, upload.data);
    await saveDraft(app.db, store, currentMember(request).uid, projectId, draft, upload.files);
    return projectOf(request, projectId);
  });

  // The whole project, every step valid: submitted to the committee.
  app.put('/mdb-projects/user/:id', access('mdb'), async (request): Promise<Project> => {
    const projectId = routeId(request, ID_MAX_LENGTH);
    const upload = await readProjectUpload(request);
    const project = parseInput(submitProjectRequestSchema, upload.data);
    await submitProject(app.db, store, currentMember(request).uid, projectId, project, upload.files);
    return projectOf(request, projectId);
  });

  app.delete('/mdb-projects/user/:id/files/:fileId', access('mdb'), async (request, reply) => {
    const { id: projectId, fileId } = routeParams(request, ['id', 'fileId'], ID_MAX_LENGTH);
    await deleteProjectFile(app.db, store, currentMember(request).uid, projectId, fileId);
    return reply.code(204).send();
  });

  app.get('/mdb-projects/committee', access('mdb'), async (request): Promise<ProjectSearchPage> => {
    const { before } = parseInput(committeeQuery, request.query);
    return listUnderReview(app.db, before);
  });

  app.get('/mdb-projects/search', access('admin'), (request): Promise<ProjectSearchPage> =>
    searchProjects(app.db, parseInput(projectSearchQuerySchema, request.query)),
  );

  app.get('/mdb-projects/search/count', access('admin'), async (request): Promise<{ count: number }> => ({
    count: await countProjects(app.db, parseInput(projectSearchQuerySchema, request.query)),
  }));

  app.get('/mdb-projects/:id', access('mdb'), async (request): Promise<Project> => {
    const projectId = routeId(request, ID_MAX_LENGTH);
    return projectOf(request, projectId);
  });

  app.post('/mdb-projects/:id/reviews', access('mdb'), async (request, reply): Promise<Project> => {
    const projectId = routeId(request, ID_MAX_LENGTH);
    const review = parseInput(reviewProjectRequestSchema, request.body);
    await reviewProject(app.db, viewerOf(request), projectId, review);
    reply.code(201);
    return projectOf(request, projectId);
  });

  // The admin sets the state and audit status (a MISSING_PARTS request names the parts in its note).
  app.put('/mdb-projects/:id/status', access('admin'), async (request): Promise<Project> => {
    const projectId = routeId(request, ID_MAX_LENGTH);
    const change = parseInput(setProjectStatusRequestSchema, request.body);
    const events = await setProjectStatus(app.db, currentMember(request).uid, projectId, change);
    await app.realtime.publish(events);
    if (events.length > 0) {
      // Urgent (issue 33): the owner was notified of a decision, and hears of it by mail at once unless turned off.
      const project = await app.db
        .selectFrom('mdb_projects')
        .select(['name', 'owner_uid'])
        .where('id', '=', projectId)
        .executeTakeFirstOrThrow();
      await mailUrgent(app, project.owner_uid, 'project-decisions', {
        subject: 'Une décision a été prise sur votre projet',
        before: [`Le comité a pris une décision sur votre projet « ${project.name} ».`],
        link: { path: appPaths.mdb.project(projectId), label: 'Voir le projet' },
      });
    }
    request.log.info({ project: projectId, ...change, by: currentMember(request).uid }, 'project status set');
    return projectOf(request, projectId);
  });

  app.get('/mdb-projects/:id/report', access('mdb'), async (request, reply) => {
    const projectId = routeId(request, ID_MAX_LENGTH);
    const viewer = viewerOf(request);
    const project = await presentProject(app.db, await findOwnedProject(app.db, projectId, viewer), viewer);
    const pdf = await renderProjectReport(project);
    return reply
      .type('application/pdf')
      .header('content-disposition', contentDisposition(`rapport-${project.name}.pdf`))
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(pdf));
  });

  // The project's files and its report, zipped as they are read (one file in memory at a time).
  app.get('/mdb-projects/:id/archive', access('mdb'), async (request, reply) => {
    const projectId = routeId(request, ID_MAX_LENGTH);
    const viewer = viewerOf(request);
    const row = await findOwnedProject(app.db, projectId, viewer);
    const project = await presentProject(app.db, row, viewer);
    const files = await listProjectFiles(app.db, projectId);
    const names = uniqueNames(files.map((file) => `${file.category}/${file.name}`));
    const report = await renderProjectReport(project);
    const stream = zipStream([
      { name: 'rapport.pdf', source: { bytes: report }, modifiedAt: new Date(project.updatedAt) },
      ...files.map((file, index) => ({
        name: names[index] ?? file.name,
        source: { path: store.path(file.id) },
        modifiedAt: new Date(file.created_at),
      })),
    ]);
    return reply
      .type('application/zip')
      .header('content-disposition', contentDisposition(`projet-${project.name}.zip`))
      .header('cache-control', 'private, no-store')
      .send(stream);
  });

  app.get('/mdb-projects/:id/files/:fileId', access('mdb'), async (request, reply) => {
    const { id: projectId, fileId } = routeParams(request, ['id', 'fileId'], ID_MAX_LENGTH);
    const file = await findProjectFile(app.db, projectId, fileId, viewerOf(request));
    return sendUserFile(reply, { contentType: servedContentType(file.content_type), size: file.size, name: file.name })
      .header('cache-control', 'private, no-store')
      .send(store.open(file.id));
  });

  app.get('/users/mdb-contact', access('mdb'), (): Promise<MdbContact> => findMdbContact(app.db));

  // The association engine built in (starter-MDB members have none: spec 6).
  app.get('/mdb-associations', access('mdb-associations'), (request): Promise<Association[]> =>
    listAssociations(app.db, currentMember(request).uid),
  );

  app.post('/mdb-associations', access('mdb-associations'), async (request, reply): Promise<Association> => {
    const input = parseInput(createAssociationRequestSchema, request.body);
    reply.code(201);
    return createAssociation(app.db, currentMember(request).uid, input);
  });

  app.put('/mdb-associations/:id/status', access('mdb-associations'), async (request): Promise<Association> => {
    const associationId = routeId(request, ID_MAX_LENGTH);
    const { status } = parseInput(setAssociationStatusRequestSchema, request.body);
    return setAssociationStatus(app.db, currentMember(request).uid, associationId, status);
  });

  app.post('/mdb-associations/:id/join', access('mdb-associations'), async (request): Promise<Association> => {
    const associationId = routeId(request, ID_MAX_LENGTH);
    const { association, events } = await joinAssociation(app.db, currentMember(request).uid, associationId);
    await app.realtime.publish(events);
    return association;
  });

  app.post('/mdb-associations/:id/quit', access('mdb-associations'), async (request): Promise<Association> => {
    const associationId = routeId(request, ID_MAX_LENGTH);
    const { association, events } = await quitAssociation(app.db, currentMember(request).uid, associationId);
    await app.realtime.publish(events);
    return association;
  });
}
