import type { PortalAttachment } from '@vets/contracts';
import { lazy, Suspense, useState } from 'react';
import { staticUrl } from '../portal-http';
import Button from '../ui/Button';
import styles from './Attachments.module.css';

const PdfPreview = lazy(() => import('./PdfPreview'));

/** 附件: each file to download; a PDF also previews inside the page. */
export default function Attachments({ files }: { files: PortalAttachment[] }) {
  const [open, setOpen] = useState<string | null>(null);
  if (!files.length) return null;
  return (
    <section className={styles.box} aria-labelledby="attachments-title">
      <h2 id="attachments-title" className={styles.title}>
        附件
      </h2>
      <ul className={styles.list}>
        {files.map((f) => (
          <li key={f.path} className={styles.item}>
            <div className={styles.row}>
              <span className={styles.name}>{f.name}</span>
              <span className={styles.actions}>
                {f.ext === 'pdf' && (
                  <Button
                    aria-expanded={open === f.path}
                    onClick={() => setOpen(open === f.path ? null : f.path)}
                  >
                    {open === f.path ? '收起预览' : '在线预览'}
                  </Button>
                )}
                <a className={styles.download} href={staticUrl(f.path)} download={f.name}>
                  下载
                </a>
              </span>
            </div>
            {open === f.path && (
              <Suspense fallback={<p className={styles.hint}>正在加载预览…</p>}>
                <PdfPreview url={staticUrl(f.path)} name={f.name} />
              </Suspense>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
