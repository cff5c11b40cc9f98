import { cityOf, provinceOf } from '@vets/contracts';
import { badRequest } from '../../../core/errors.js';
import type { RecruitmentDb } from '../tables.js';

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** What portal search reads of a position: title, company, category, skills and welfare. */
export function positionSearchText(parts: {
  title: unknown;
  companyName: unknown;
  categoryName: unknown;
  skillTags: unknown;
  welfareTags: unknown;
}): string {
  return [parts.title, parts.companyName, parts.categoryName, parts.skillTags, parts.welfareTags]
    .map(text)
    .filter(Boolean)
    .join(' ');
}

/**
 * Columns the engine does not edit but matching and search read: the category's parent, the
 * workplace's city and province, and the searchable text.
 */
export async function positionDerivedColumns(
  db: RecruitmentDb,
  input: Record<string, unknown>,
  existing: Record<string, unknown> | undefined,
): Promise<Record<string, unknown>> {
  const pick = (key: string) => (input[key] !== undefined ? input[key] : existing?.[key]);
  const categoryId = text(pick('categoryId'));
  const regionCode = text(pick('regionCode'));
  const companyId = text(pick('companyId'));
  const [category, company] = await Promise.all([
    db
      .selectFrom('sysCategory')
      .select(['pid', 'name'])
      .where('id', '=', categoryId)
      .executeTakeFirst(),
    db
      .selectFrom('zpCompany')
      .select(['companyName'])
      .where('id', '=', companyId)
      .executeTakeFirst(),
  ]);
  if (!category) throw badRequest('岗位类别不存在');
  return {
    categoryParentId: category.pid,
    cityCode: cityOf(regionCode),
    provinceCode: provinceOf(regionCode),
    searchText: positionSearchText({
      title: pick('title'),
      companyName: company?.companyName,
      categoryName: category.name,
      skillTags: pick('skillTags'),
      welfareTags: pick('welfareTags'),
    }),
  };
}
