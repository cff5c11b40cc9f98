// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ImportPreview } from '@vets/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubDomApis } from '../../test-support/dom-stubs';
import { ImportModal } from './ImportModal';

const posts: Array<{ url: string; data: unknown }> = [];
let answer: ImportPreview;

vi.mock('../../api/request', () => ({
  http: {
    post: vi.fn(async (url: string, data: unknown) => {
      posts.push({ url, data });
      return { success: true, code: 200, message: '预检完成', result: answer };
    }),
    get: vi.fn(async () => ({ success: true, code: 200, message: '', result: null })),
  },
}));
const downloads: string[] = [];
vi.mock('../../api/files', () => ({
  downloadFile: vi.fn(async (url: string) => {
    downloads.push(url);
  }),
}));

beforeAll(stubDomApis);
afterEach(() => {
  cleanup();
  posts.length = 0;
  downloads.length = 0;
});

function renderModal(preview: boolean) {
  render(
    <ImportModal
      open
      url="/archives/employment/importExcel"
      params={{ batch: 'b1' }}
      preview={preview}
      onClose={() => {}}
      onImported={() => {}}
    />,
  );
}

async function chooseFile(name = '花名册.xlsx') {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files: [new File(['x'], name)] } });
  });
  await screen.findByText(name);
}

const button = (name: RegExp) => screen.getByRole('button', { name });

describe('ImportModal preview (导入预检)', () => {
  it('offers no preview for a resource without an import key', async () => {
    renderModal(false);
    await chooseFile();
    expect(screen.queryByRole('button', { name: /导入预检/ })).toBeNull();
    expect(button(/开始上传/)).toBeTruthy();
  });

  it('sends the chosen file to importPreview and shows what the import would do', async () => {
    answer = {
      addCount: 1200,
      updateCount: 35,
      unchangedCount: 8,
      errorCount: 2,
      fileUrl: '/sys/common/importErrors/abc.xlsx',
      samples: {
        errors: [
          { row: 7, reason: '身份证号“130102198801010011”在文件中重复' },
          { row: 9, reason: '身份证号为“130102198801010022”的记录不在您的管辖范围内，不能导入' },
        ],
      },
    };
    renderModal(true);
    expect((button(/导入预检/) as HTMLButtonElement).disabled).toBe(true);
    await chooseFile();
    fireEvent.click(button(/导入预检/));
    await screen.findByTestId('import-preview');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.url).toBe('/archives/employment/importPreview?batch=b1');
    const sent = (posts[0]!.data as FormData).getAll('files[]') as File[];
    expect(sent.map((f) => f.name)).toEqual(['花名册.xlsx']);
    const shown = screen.getByTestId('import-preview').textContent ?? '';
    expect(shown).toContain(
      `将新增 ${(1200).toLocaleString()} 条，将更新 35 条，未变化 8 条，有误 2 条`,
    );
    expect(shown).toContain('第 7 行：身份证号“130102198801010011”在文件中重复');
    expect(shown).toContain('第 9 行：');

    fireEvent.click(button(/下载错误报告/));
    expect(downloads).toEqual(['/sys/common/importErrors/abc.xlsx']);
    // The import itself is still to be started by the user.
    expect((button(/开始上传/) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says so when the preview finds nothing wrong, and forgets it when the files change', async () => {
    answer = {
      addCount: 3,
      updateCount: 0,
      unchangedCount: 0,
      errorCount: 0,
      samples: { errors: [] },
    };
    renderModal(true);
    await chooseFile();
    fireEvent.click(button(/导入预检/));
    const shown = await screen.findByTestId('import-preview');
    expect(shown.textContent).toContain('预检未发现问题');
    expect(screen.queryByRole('button', { name: /下载错误报告/ })).toBeNull();
    await chooseFile('另一个.xlsx');
    await waitFor(() => expect(screen.queryByTestId('import-preview')).toBeNull());
  });
});
