import { useEffect, useRef, useState } from 'react';
import { cn } from '../lib/cn';

/**
 * Renders every page of a PDF as an image in the page (PDF.js, loaded only when a PDF is shown), the same on a phone
 * and on a desktop.
 */
async function renderPages(data: Uint8Array, container: HTMLElement, label: (page: number) => string) {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  const document = await pdfjs.getDocument({ data, isEvalSupported: false }).promise;
  try {
    const width = container.clientWidth;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    const canvases: HTMLCanvasElement[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const viewport = page.getViewport({ scale: (width / page.getViewport({ scale: 1 }).width) * ratio });
      const canvas = window.document.createElement('canvas');
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = '100%';
      canvas.setAttribute('role', 'img');
      canvas.setAttribute('aria-label', label(number));
      canvas.className = 'block rounded-md bg-white shadow-sm';
      const context = canvas.getContext('2d');
      if (context) await page.render({ canvasContext: context, viewport }).promise;
      canvases.push(canvas);
    }
    container.replaceChildren(...canvases);
  } finally {
    await document.destroy();
  }
}

export type PdfPagesState = 'loading' | 'ready' | 'error';

interface PdfPagesProps {
  data: Blob;
  /** The accessible name of the document. */
  label: string;
  /** The accessible name of one page (`Page 2 du contrat`). */
  pageLabel: (page: number) => string;
  loadingText: string;
  errorText: string;
  /**
   * `frame` (default): the pages scroll inside a frame of the screen's height; `page`: they follow one another in
   * the page itself, so the window's scroll is the reading's (a lesson read on scroll, spec 9).
   */
  layout?: 'frame' | 'page';
  /** Told once the pages are drawn (their height is then known) or could not be. */
  onStateChange?: (state: PdfPagesState) => void;
}

/** A PDF read in the page: its pages one under the other. */
export function PdfPages({
  data,
  label,
  pageLabel,
  loadingText,
  errorText,
  layout = 'frame',
  onStateChange,
}: PdfPagesProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<PdfPagesState>('loading');
  const pageLabelRef = useRef(pageLabel);
  const onStateChangeRef = useRef(onStateChange);
  useEffect(() => {
    pageLabelRef.current = pageLabel;
    onStateChangeRef.current = onStateChange;
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let isCurrent = true;
    const settle = (next: PdfPagesState) => {
      if (!isCurrent) return;
      setState(next);
      onStateChangeRef.current?.(next);
    };
    void data
      .arrayBuffer()
      .then((buffer) => renderPages(new Uint8Array(buffer), container, (page) => pageLabelRef.current(page)))
      .then(
        () => settle('ready'),
        () => settle('error'),
      );
    return () => {
      isCurrent = false;
    };
  }, [data]);

  return (
    <section
      aria-label={label}
      aria-busy={state === 'loading'}
      className={cn(
        'rounded-xl border border-line bg-canvas p-2 sm:p-4',
        layout === 'frame' && 'h-[60dvh] min-h-96 overflow-y-auto lg:h-[75dvh]',
      )}
    >
      {state === 'loading' ? (
        <p role="status" className="py-10 text-center text-ink-soft">
          {loadingText}
        </p>
      ) : null}
      {state === 'error' ? (
        <p role="alert" className="py-10 text-center text-danger">
          {errorText}
        </p>
      ) : null}
      <div ref={containerRef} className="space-y-3" />
    </section>
  );
}
