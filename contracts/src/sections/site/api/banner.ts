import { z } from 'zod';
import { defineEndpoints, OPEN } from '../../../api/endpoint.js';

/** 门户: the portal home's carousel (no personal data: title, image, link). */
export const bannerApi = defineEndpoints('门户', {
  list: {
    method: 'GET',
    path: '/portal/banner/list',
    summary: '门户首页轮播图（上架且在有效期内）',
    access: OPEN,
    response: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        image: z.string(),
        linkUrl: z.string().nullable(),
      }),
    ),
  },
});
