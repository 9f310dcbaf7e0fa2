import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Renders every page of a PDF as an image in the page (PDF.js), the same on a phone and on a desktop. */
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

interface PdfPagesProps {
  data: Blob;
  /** The accessible name of the document. */
  label: string;
}

/** A PDF read in the page: its pages one under the other, in a scrolling frame. */
export function PdfPages({ data, label }: PdfPagesProps) {
  const { t } = useTranslation('contracts');
  const containerRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let isCurrent = true;
    void data
      .arrayBuffer()
      .then((buffer) => renderPages(new Uint8Array(buffer), container, (page) => t('sign.page', { page })))
      .then(
        () => isCurrent && setState('ready'),
        () => isCurrent && setState('error'),
      );
    return () => {
      isCurrent = false;
    };
  }, [data, t]);

  return (
    <section
      aria-label={label}
      aria-busy={state === 'loading'}
      className="h-[60dvh] min-h-96 overflow-y-auto rounded-xl border border-line bg-canvas p-2 sm:p-4 lg:h-[75dvh]"
    >
      {state === 'loading' ? (
        <p role="status" className="py-10 text-center text-ink-soft">
          {t('sign.pdfLoading')}
        </p>
      ) : null}
      {state === 'error' ? (
        <p role="alert" className="py-10 text-center text-danger">
          {t('sign.pdfError')}
        </p>
      ) : null}
      <div ref={containerRef} className="space-y-3" />
    </section>
  );
}
