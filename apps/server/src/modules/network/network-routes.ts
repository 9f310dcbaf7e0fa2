import { createReadStream } from 'node:fs';
import {
  ambassadorsQuerySchema,
  dealRequestSchema,
  dealsQuerySchema,
  directoryQuerySchema,
  mapDepartmentParamsSchema,
  NETWORK_MESSAGES,
  reportDealRequestSchema,
  searchQuerySchema,
  updateNetworkProfileRequestSchema,
  type Deal,
  type DealPage,
  type DealReport,
  type DirectoryPage,
  type ExpertsResponse,
  type MapCounts,
  type MemberCard,
  type NetworkContact,
  type NetworkProfile,
  type PointsOfSaleResponse,
  type SearchResponse,
  type SearchStructureResponse,
} from '@campus/domain/network';
import { isMdbAdmin } from '@campus/domain/rights';
import { channelSlugSchema } from '@campus/domain/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { access, currentMember } from '../../platform/auth.js';
import { HttpError, notFound, parseInput } from '../../platform/errors.js';
import { routeId, routeParams } from '../../platform/route-params.js';
import { readUploadedFile } from '../../platform/multipart.js';
import { sendUserFile, storedFileSize } from '../../platform/uploads.js';
import { AUTH_MESSAGES } from '@campus/domain/account';
import { VIOLATION_MESSAGES } from '@campus/domain/shared';
import { requireOwnedChannel } from '../users/user-queries.js';
import {
  addDealPhoto,
  applyDealAction,
  createDeal,
  findDeal,
  findDealPhotoFile,
  listDeals,
  mayFindDeals,
  removeDealPhoto,
  requireImmobilier,
  updateDeal,
} from './deals.js';
import { decide } from '../moderation/moderation-decisions.js';
import { listOpenDealReports, reportDeal } from '../moderation/reports.js';
import { searchDirectory } from './directory.js';
import { findMemberCard } from './member-cards.js';
import {
  findAmbassadors,
  findCoaches,
  findExperts,
  findMentors,
  findNetworkContacts,
  findNetworkProfile,
  findPointsOfSale,
  mapCounts,
  mapDepartmentMembers,
  saveNetworkProfile,
  searchStructure,
} from './network-lists.js';
import { maySearchProjects, searchNetwork } from './search.js';

const channelQuery = z.object({ channel: channelSlugSchema });
const optionalChannelQuery = z.object({ channel: z.optional(channelSlugSchema) });
const mapDepartmentQuery = z.object({ channel: channelSlugSchema, ambassadors: z.optional(z.enum(['1'])) });
/** A member's or a deal's id in a path: at most 128 characters. */
const ID_MAX_LENGTH = 128;
export const DEAL_PHOTO_FIELD = 'photo';

async function readDealPhoto(request: FastifyRequest): Promise<Buffer> {
  const { content } = await readUploadedFile(
    request,
    DEAL_PHOTO_FIELD,
    () => new HttpError(400, AUTH_MESSAGES.invalidBody, { [DEAL_PHOTO_FIELD]: [VIOLATION_MESSAGES.notBlank] }),
  );
  return content;
}

/** The member network (issue 13): directory, people lists, map, contacts, cached lists, search. */
export function networkRoutes(app: FastifyInstance): void {
  app.get('/users/directory', access('network'), async (request): Promise<DirectoryPage> => {
    const { uid } = currentMember(request);
    const query = parseInput(directoryQuerySchema, request.query);
    await requireOwnedChannel(app.db, uid, query.channel);
    return searchDirectory(app.db, uid, query);
  });

  app.get('/users/ambassadors', access('air'), (request): Promise<MemberCard[]> =>
    findAmbassadors(app.db, parseInput(ambassadorsQuerySchema, request.query).type),
  );

  app.get('/users/mentors', access('mdb'), (): Promise<MemberCard[]> => findMentors(app.db));

  app.get('/users/coaches', access('network'), async (request): Promise<MemberCard[]> => {
    const { uid, rights } = currentMember(request);
    const { channel } = parseInput(channelQuery, request.query);
    await requireOwnedChannel(app.db, uid, channel);
    return findCoaches(app.db, rights, channel);
  });

  for (const [path, ambassadorsOnly] of [
    ['/users/map/clients', false],
    ['/users/map/ambassadors', true],
  ] as const) {
    app.get(path, access('network'), async (request): Promise<MapCounts> => {
      const { uid } = currentMember(request);
      // architecture 4.7: the counts answer without a channel too (the whole community); a channel asked must be owned.
      const { channel } = parseInput(optionalChannelQuery, request.query);
      if (channel) await requireOwnedChannel(app.db, uid, channel);
      return mapCounts(app.db, channel, ambassadorsOnly);
    });
  }

  app.get('/users/map/departments/:code', access('network'), async (request): Promise<MemberCard[]> => {
    const { uid } = currentMember(request);
    const { code } = parseInput(mapDepartmentParamsSchema, request.params);
    const { channel, ambassadors } = parseInput(mapDepartmentQuery, request.query);
    await requireOwnedChannel(app.db, uid, channel);
    return mapDepartmentMembers(app.db, channel, code, ambassadors === '1');
  });

  // A member's card (their page): the same visibility rule as every list.
  app.get('/users/:id/card', access('network'), async (request): Promise<MemberCard> => {
    const id = routeId(request, ID_MAX_LENGTH);
    const card = await findMemberCard(app.db, id);
    if (!card) throw notFound();
    return card;
  });

  app.get('/network/profile', access('customer'), (request): Promise<NetworkProfile> =>
    findNetworkProfile(app.db, currentMember(request).uid),
  );

  app.put('/network/profile', access('customer'), async (request): Promise<NetworkProfile> => {
    const { uid } = currentMember(request);
    await saveNetworkProfile(app.db, uid, parseInput(updateNetworkProfileRequestSchema, request.body));
    return findNetworkProfile(app.db, uid);
  });

  app.get('/network/partners', access('network'), (): Promise<NetworkContact[]> =>
    findNetworkContacts(app.db, 'PARTNER'),
  );
  app.get('/network/good-contacts', access('network'), (): Promise<NetworkContact[]> =>
    findNetworkContacts(app.db, 'GOOD_CONTACT'),
  );
  app.get('/experts/full', access('network'), (): Promise<ExpertsResponse> => findExperts(app.db));
  app.get('/pdvs/light', access('network'), (): Promise<PointsOfSaleResponse> => findPointsOfSale(app.db));

  app.get(
    '/configurations/search_engine/structure',
    access('network'),
    async (request): Promise<SearchStructureResponse> => {
      const { uid, rights } = currentMember(request);
      return searchStructure(await mayFindDeals(app.db, uid, rights), maySearchProjects(rights));
    },
  );

  app.get('/search', access('network'), async (request): Promise<SearchResponse> => {
    const { uid, rights } = currentMember(request);
    const query = parseInput(searchQuerySchema, request.query);
    await requireOwnedChannel(app.db, uid, query.channel);
    return searchNetwork(app.db, uid, rights, query, new Date());
  });
}

/** Deals off market (`deals-off-market`, immobilier only; moderation for admins). */
export function dealsRoutes(app: FastifyInstance): void {
  const member = async (request: FastifyRequest) => {
    const caller = currentMember(request);
    await requireImmobilier(app.db, caller.uid);
    return caller;
  };

  app.get('/deals', access('deals-off-market'), async (request): Promise<DealPage> => {
    const { uid } = await member(request);
    return listDeals(app.db, uid, parseInput(dealsQuerySchema, request.query), new Date());
  });

  // Issue 13's deal moderation, kept on top of the reports and decisions of modules/moderation (issue 32).
  app.get('/deals/reports', access('admin'), (): Promise<DealReport[]> => listOpenDealReports(app.db));

  app.get('/deals/:id', access('deals-off-market'), async (request): Promise<Deal> => {
    const { uid, rights } = await member(request);
    return findDeal(app.db, uid, routeId(request, ID_MAX_LENGTH), isMdbAdmin(rights), new Date());
  });

  app.post('/deals', access('deals-off-market'), async (request, reply): Promise<Deal> => {
    const { uid } = await member(request);
    const deal = await createDeal(app.db, uid, parseInput(dealRequestSchema, request.body), new Date());
    reply.code(201);
    return deal;
  });

  app.put('/deals/:id', access('deals-off-market'), async (request): Promise<Deal> => {
    const { uid } = await member(request);
    const id = routeId(request, ID_MAX_LENGTH);
    return updateDeal(app.db, uid, id, parseInput(dealRequestSchema, request.body), new Date());
  });

  for (const action of ['publish', 'renew', 'close'] as const) {
    app.post(`/deals/:id/${action}`, access('deals-off-market'), async (request): Promise<Deal> => {
      const { uid } = await member(request);
      return applyDealAction(app.db, uid, routeId(request, ID_MAX_LENGTH), action, new Date());
    });
  }

  app.post('/deals/:id/photos', access('deals-off-market'), async (request): Promise<Deal> => {
    const { uid } = await member(request);
    const id = routeId(request, ID_MAX_LENGTH);
    const content = await readDealPhoto(request);
    return addDealPhoto(app.db, app.pictures, uid, id, content, new Date());
  });

  // An `img` of the app fetches it with the bearer token: a draft's photo is its author's and the admins' only.
  app.get('/deals/:id/photos/:photoId', access('deals-off-market'), async (request, reply) => {
    const { uid, rights } = await member(request);
    const { id, photoId } = routeParams(request, ['id', 'photoId'], ID_MAX_LENGTH);
    const fileName = await findDealPhotoFile(app.db, uid, id, photoId, isMdbAdmin(rights), new Date());
    const picture = app.pictures.locate(fileName);
    const size = picture ? await storedFileSize(picture.path) : null;
    if (!picture || size === null) throw new HttpError(404, NETWORK_MESSAGES.photoNotFound);
    return sendUserFile(reply, { contentType: picture.contentType, size, name: fileName, inline: true })
      .header('cache-control', 'private, max-age=600')
      .send(createReadStream(picture.path));
  });

  app.delete('/deals/:id/photos/:photoId', access('deals-off-market'), async (request): Promise<Deal> => {
    const { uid } = await member(request);
    const { id, photoId } = routeParams(request, ['id', 'photoId'], ID_MAX_LENGTH);
    return removeDealPhoto(app.db, app.pictures, uid, id, photoId, new Date());
  });

  app.post('/deals/:id/reports', access('deals-off-market'), async (request, reply) => {
    const caller = await member(request);
    const id = routeId(request, ID_MAX_LENGTH);
    const { reason } = parseInput(reportDealRequestSchema, request.body);
    await app.realtime.publish((await reportDeal(app.db, caller, id, reason, new Date())).events);
    return reply.code(204).send();
  });

  app.post('/deals/:id/hide', access('admin'), async (request, reply) => {
    const { uid } = currentMember(request);
    const { events } = await decide(app.db, uid, 'deal', routeId(request, ID_MAX_LENGTH), 'hide', {}, new Date());
    await app.realtime.publish(events);
    return reply.code(204).send();
  });
}
