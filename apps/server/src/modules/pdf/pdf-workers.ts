import { WorkerPool, workerFile } from '../../platform/worker-pool.js';
import type { PdfTasks } from './pdf-worker.js';

/**
 * Every PDF the server makes (a contract issued or signed, an invoice) is rendered in these worker threads: measured,
 * each took 0.2 to 0.5 s of CPU, which on the event loop made every other member's request wait as long.
 */
export const pdfWorkers = new WorkerPool<PdfTasks>(workerFile('pdf-worker', import.meta.url));
