import type { WebinarProvider } from '@campus/domain/events';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { WebinarsConfig } from '../../../platform/config.js';
import { livestormClient } from './livestorm-client.js';
import type { WebinarProviderClient } from './webinar-provider.js';
import { sandboxClient } from './webinar-sandbox.js';
import { zoomClient } from './zoom-client.js';

export type WebinarClients = Record<WebinarProvider, WebinarProviderClient>;

/** Livestorm and Zoom through their APIs when their keys are set; the sandbox stands for the one without. */
export function createWebinarClients(db: Kysely<DB>, config: WebinarsConfig): WebinarClients {
  return {
    LIVESTORM: config.livestormApiToken
      ? livestormClient({ apiUrl: config.livestormApiUrl, token: config.livestormApiToken })
      : sandboxClient(db, 'LIVESTORM'),
    ZOOM: config.zoom
      ? zoomClient({ apiUrl: config.zoomApiUrl, oauthUrl: config.zoomOauthUrl, ...config.zoom })
      : sandboxClient(db, 'ZOOM'),
  };
}
