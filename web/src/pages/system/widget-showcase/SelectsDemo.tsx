/** Placeholder: filled in by the widget work of issue 3. */
export default function SelectsDemo() {
  return <div data-testid="SelectsDemo">待实现</div>;
}
