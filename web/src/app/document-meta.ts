import { useEffect } from 'react';

export const SITE_TITLE = '精准就业服务系统';

/** Names the page in the browser tab and describes it for search engines and link previews. */
export function setDocumentMeta(title: string | null | undefined, description?: string): void {
  document.title = title ? `${title} - ${SITE_TITLE}` : SITE_TITLE;
  if (description === undefined) return;
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = description;
}

/** `setDocumentMeta` for as long as the page shows (a title of null waits for the data). */
export function useDocumentMeta(title: string | null | undefined, description?: string): void {
  useEffect(() => {
    if (title === null) return;
    setDocumentMeta(title, description);
  }, [title, description]);
}
