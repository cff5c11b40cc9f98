/** Placeholder: filled in by the widget work of issue 3. */
export default function PickerModalsDemo() {
  return <div data-testid="PickerModalsDemo">待实现</div>;
}
