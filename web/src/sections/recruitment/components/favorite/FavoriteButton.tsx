import { StarOutlined } from '@ant-design/icons';
import { RECRUITMENT_PERMISSIONS } from '@vets/contracts';
import { Button } from 'antd';
import { ui } from '../../../../app/ui-bridge';
import { useButtonPermission } from '../../../../components/Authorized';
import { recruitmentApi } from '../../api';

/** 收藏: keeps a position, company or resume in the user's favourites. */
export function FavoriteButton({
  targetType,
  targetId,
}: {
  targetType: 'position' | 'company' | 'resume';
  targetId: string;
}) {
  const allowed = useButtonPermission();
  if (!allowed(RECRUITMENT_PERMISSIONS.favoriteAdd)) return null;
  const add = async () => {
    const res = await recruitmentApi.addFavorite(targetType, targetId);
    ui().message.success(res.message);
  };
  return (
    <Button type="link" size="small" icon={<StarOutlined />} onClick={() => void add()}>
      收藏
    </Button>
  );
}
