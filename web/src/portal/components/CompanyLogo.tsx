import { Avatar } from 'antd';
import { staticUrl } from '../../api/files';

interface Props {
  name: string;
  logo: string | null;
  size?: number;
}

/** A company's logo, or the first character of its name on the theme colour. */
export default function CompanyLogo({ name, logo, size = 56 }: Props) {
  return (
    <Avatar
      shape="square"
      size={size}
      src={logo ? staticUrl(logo) : undefined}
      alt={logo ? name : undefined}
      style={{ flex: 'none', background: logo ? '#fff' : 'var(--app-primary, #1890ff)' }}
    >
      {name.slice(0, 1)}
    </Avatar>
  );
}
