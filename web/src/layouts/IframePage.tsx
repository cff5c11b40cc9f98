/** An embedded page from a menu entry's url, filling the content area. */
export default function IframePage({ url, title }: { url: string; title: string }) {
  return (
    <iframe
      src={url}
      title={title}
      style={{
        width: '100%',
        height: 'calc(100vh - 200px)',
        minHeight: 480,
        border: 0,
        background: '#fff',
      }}
    />
  );
}
