/** Placeholder: filled in by the widget work of issue 3. */
export default function EditableGridDemo() {
  return <div data-testid="EditableGridDemo">待实现</div>;
}
