// A worker thread of the PDF pool (pdf-workers.ts): pdf-lib's rendering, font subsetting and image decoding, 0.2 to
// 0.5 s a document, done here rather than on the event loop.
import { serveTasks } from '../../platform/worker-pool.js';
import { renderInvoicePdf } from '../billing/invoice-pdf.js';
import { renderContractPdf } from '../contracts/contract-pdf.js';
import { signContractPdf } from '../contracts/signed-contract-pdf.js';

const PDF_TASKS = { renderContractPdf, signContractPdf, renderInvoicePdf };
export type PdfTasks = typeof PDF_TASKS;

serveTasks(PDF_TASKS);
