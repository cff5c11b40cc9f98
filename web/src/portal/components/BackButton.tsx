import { Button } from 'antd';
import { useNavigate } from 'react-router';

/** The way back from a page that could not be shown. */
export default function BackButton({ to, label }: { to: string; label: string }) {
  const navigate = useNavigate();
  return (
    <Button type="primary" onClick={() => navigate(to)}>
      {label}
    </Button>
  );
}
