import styles from './RichText.module.css';

/** HTML the server sanitised when it was saved (never record text put together here). */
export default function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={className ? `${styles.body} ${className}` : styles.body}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server when saved
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
