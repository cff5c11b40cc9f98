import { beforeAll, describe, expect, it } from 'vitest';
import { addCompany, creditCode } from '../../../helpers/recruitment.js';
import {
  ADMIN_PASSWORD,
  apiCaller,
  login,
  useTestApp,
  withToken,
} from '../../../helpers/test-app.js';
import { download, postImport, readSheet, workbook } from '../../../helpers/workbook.js';

/** Region names follow the installation's province (INSTALL_PROVINCE), here Shaanxi. */
const t = useTestApp({ env: { INSTALL_PROVINCE: '610000' } });
let admin: Record<string, string>;
const call = apiCaller(t, () => admin);

beforeAll(async () => {
  admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
});

describe('region names in another province’s installation', () => {
  it('reads 长安区 as 西安市长安区, and spells out other provinces on export', async () => {
    await addCompany(call, '河北的企业', 'PXQ000001', { regionCode: '130102' });
    const res = await postImport(
      t,
      admin,
      '/recruitment/company',
      await workbook([
        ['企业名称', '统一社会信用代码', '所在地区', '联系人', '联系电话'],
        ['陕西的企业', creditCode('PXQ000002'), '长安区', '王五', '13900000000'],
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const [row] = (await call('GET', '/recruitment/company/list?companyName=陕西的企业')).json()
      .result.records;
    expect(row.regionCode).toBe('610116');

    const exported = await download(t, admin, '/recruitment/company/exportXls?companyName=*的企业');
    const regions = Object.fromEntries(
      (await readSheet(exported)).records().map((r) => [r.企业名称, r.所在地区]),
    );
    expect(regions).toEqual({ 河北的企业: '河北省石家庄市长安区', 陕西的企业: '西安市长安区' });
  });
});
