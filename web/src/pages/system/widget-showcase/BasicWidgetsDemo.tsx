/** Placeholder: filled in by the widget work of issue 3. */
export default function BasicWidgetsDemo() {
  return <div data-testid="BasicWidgetsDemo">待实现</div>;
}
