import SharedRichText from '../../../components/RichText';
import styles from './RichText.module.css';

/**
 * A showcase story (sanitised on the server when saved), as an article reads: paragraphs
 * indented, a line when there is none.
 */
export default function RichText({ html, empty }: { html: string | null; empty: string }) {
  if (!html?.trim()) return <p className={styles.empty}>{empty}</p>;
  return <SharedRichText html={html} className={styles.story} />;
}
