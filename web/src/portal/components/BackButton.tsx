import { useNavigate } from 'react-router';
import Button from '../ui/Button';

/** The way back from a page that could not be shown. */
export default function BackButton({ to, label }: { to: string; label: string }) {
  const navigate = useNavigate();
  return (
    <Button variant="primary" onClick={() => navigate(to)}>
      {label}
    </Button>
  );
}
