import { Alert } from 'antd';

/** A form's refusal from the server, above its fields; nothing while there is none. */
export function FormError({ message, testId }: { message: string | null; testId: string }) {
  if (!message) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={message}
      style={{ marginBottom: 24 }}
      data-testid={testId}
    />
  );
}
