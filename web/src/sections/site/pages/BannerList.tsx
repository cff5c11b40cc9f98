import { bannerResource } from '@vets/contracts';
import { Image } from 'antd';
import { staticUrl } from '../../../api/files';
import { ResourceListPage } from '../../../components/resource/ResourceListPage';

/** 门户轮播图: the portal home's carousel, with a thumbnail of each picture. */
export default function BannerList() {
  return (
    <ResourceListPage
      def={bannerResource}
      columns={(standard) =>
        standard.map((column) =>
          column.key === 'image'
            ? {
                ...column,
                width: 140,
                render: (value: unknown) =>
                  typeof value === 'string' && value ? (
                    <Image
                      src={staticUrl(value.split(',')[0]!)}
                      width={96}
                      height={40}
                      style={{ objectFit: 'cover' }}
                    />
                  ) : null,
              }
            : column,
        )
      }
    />
  );
}
