/** Placeholder: filled in by the widget work of issue 3. */
export default function ListWidgetsDemo() {
  return <div data-testid="ListWidgetsDemo">待实现</div>;
}
