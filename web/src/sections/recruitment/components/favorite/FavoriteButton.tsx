import { StarOutlined } from '@ant-design/icons';
import { type EndpointInput, favoriteApi, RECRUITMENT_PERMISSIONS } from '@vets/contracts';
import { Button } from 'antd';
import { call } from '../../../../api/call';
import { useButtonPermission } from '../../../../components/Authorized';
import { ui } from '../../../../components/ui-bridge';

type FavoriteTarget = EndpointInput<typeof favoriteApi.add>['body'];

/** 收藏: keeps a position, company or resume in the user's favourites. */
export function FavoriteButton({ targetType, targetId }: FavoriteTarget) {
  const allowed = useButtonPermission();
  if (!allowed(RECRUITMENT_PERMISSIONS.favoriteAdd)) return null;
  const add = async () => {
    const res = await call(favoriteApi.add, { body: { targetType, targetId } });
    ui().message.success(res.message);
  };
  return (
    <Button type="link" size="small" icon={<StarOutlined />} onClick={() => void add()}>
      收藏
    </Button>
  );
}
