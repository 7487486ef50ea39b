import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';
// Built into our own assets: the worker comes from this origin, never from another host.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { provide } from './tools';

/**
 * The first page of a PDF design, drawn by pdf.js for the preview. Imported only when a PDF is
 * chosen: pdf.js is far larger than the mock-up itself.
 */
GlobalWorkerOptions.workerSrc = workerUrl;

/** The page drawn at most `most` pixels on its longer side, and its size in points. */
export async function firstPage(file: File, most: number): Promise<{ picture: HTMLCanvasElement; width: number; height: number }> {
  const task = getDocument({ data: new Uint8Array(await file.arrayBuffer()), disableWorkerRendering: true });
  const pdf = await task.promise;
  try {
    const page = await pdf.getPage(1);
    const own = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: Math.min(most / own.width, most / own.height) });
    const picture = document.createElement('canvas');
    picture.width = Math.round(viewport.width);
    picture.height = Math.round(viewport.height);
    await page.render({ canvas: picture, viewport, background: 'rgba(0,0,0,0)' }).promise;
    return { picture, width: own.width, height: own.height };
  } finally {
    await task.destroy();
  }
}

provide('pdf', { firstPage });
