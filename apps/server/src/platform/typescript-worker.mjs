// A worker thread of the sources (development, tests): tsx's loader registered in this thread, then the TypeScript
// worker file (platform/worker-pool.ts). The built server's workers are compiled .js files and do not come here.
import { register } from 'tsx/esm/api';
import { workerData } from 'node:worker_threads';

register();
await import(workerData.entry);
