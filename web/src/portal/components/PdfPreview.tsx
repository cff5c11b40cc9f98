import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import styles from './Attachments.module.css';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Pages drawn at most; a longer file is for downloading. */
const MAX_PAGES = 20;

/** A PDF drawn page by page inside the page (pdf.js), so it reads the same in every browser. */
export default function PdfPreview({ url, name }: { url: string; name: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'done' | 'error'>('loading');
  const [pages, setPages] = useState(0);

  useEffect(() => {
    let cancelled = false;
    const task = getDocument({ url, isEvalSupported: false });
    const draw = async () => {
      const pdf = await task.promise;
      setPages(pdf.numPages);
      const holder = box.current;
      if (!holder) return;
      holder.replaceChildren();
      const width = holder.clientWidth || 600;
      for (let n = 1; n <= Math.min(pdf.numPages, MAX_PAGES) && !cancelled; n++) {
        const page = await pdf.getPage(n);
        const scale = (width / page.getViewport({ scale: 1 }).width) * window.devicePixelRatio;
        const viewport = page.getViewport({ scale });
        const canvas = document.createElement('canvas');
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.className = styles.page ?? '';
        canvas.setAttribute('role', 'img');
        canvas.setAttribute('aria-label', `${name} 第${n}页`);
        holder.append(canvas);
        await page.render({ canvas, viewport }).promise;
      }
      if (!cancelled) setState('done');
    };
    draw().catch(() => {
      if (!cancelled) setState('error');
    });
    return () => {
      cancelled = true;
      void task.destroy();
    };
  }, [url, name]);

  return (
    <div className={styles.preview} aria-busy={state === 'loading'}>
      {state === 'loading' && <p className={styles.hint}>正在加载预览…</p>}
      {state === 'error' && <p className={styles.hint}>无法预览该文件，请下载后查看。</p>}
      {state === 'done' && pages > MAX_PAGES && (
        <p className={styles.hint}>
          共{pages}页，预览前{MAX_PAGES}页，完整内容请下载查看。
        </p>
      )}
      <div ref={box} className={styles.pages} data-testid="pdf-pages" />
    </div>
  );
}
