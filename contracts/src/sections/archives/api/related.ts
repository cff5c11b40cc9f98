import { z } from 'zod';
import { defineEndpoints, perm } from '../../../api/endpoint.js';
import { permissionCode } from '../../../resource/resource-types.js';
import { archiveResource } from '../resources/archive.js';

/** The sub-tables of an archive, read and saved together on its 相关记录 drawer. */
export const ARCHIVE_RELATED_KINDS = ['family', 'skill', 'training', 'employment'] as const;
export type ArchiveRelatedKind = (typeof ARCHIVE_RELATED_KINDS)[number];

/** A record as the engine presents it (`<field>_dictText` beside coded fields, masked). */
const relatedRecord = z.record(z.string(), z.unknown());
/** A kind left out of a save stays as it is. */
const rowsSchema = z
  .array(z.record(z.string(), z.unknown()))
  .max(50, '每类记录最多50条')
  .optional();
const archiveId = z.string().min(1, '缺少参数：archiveId').max(32, 'archiveId 过长');

export const archiveRelatedApi = defineEndpoints('就业档案', {
  related: {
    method: 'GET',
    path: '/archive/basic/related',
    summary: '档案的家庭成员、技能证书、培训记录与就业记录',
    access: perm(permissionCode(archiveResource, 'list')),
    records: { archiveId: archiveResource.key },
    query: z.object({ archiveId }),
    response: z.object({
      family: z.array(relatedRecord),
      skill: z.array(relatedRecord),
      training: z.array(relatedRecord),
      employment: z.array(relatedRecord),
    }),
  },
  saveRelated: {
    method: 'POST',
    path: '/archive/basic/related',
    summary: '一次保存档案的四类相关记录（整体替换，全部成功或全部不变）',
    access: perm(permissionCode(archiveResource, 'edit')),
    records: { archiveId: archiveResource.key },
    body: z.object({
      archiveId,
      family: rowsSchema,
      skill: rowsSchema,
      training: rowsSchema,
      employment: rowsSchema,
    }),
    response: z.null(),
  },
});
