// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubDomApis } from '../../test-support/dom-stubs';
import { envelope } from '../../test-support/envelope';
import { FileUpload } from '../FileUpload';
import { ImageCell } from '../ImageUpload';

const asked: string[][] = [];

/** The server: a private image (signed), a public attachment (no signature), nothing else. */
vi.mock('../../api/call', () => ({
  call: vi.fn(async (_endpoint: unknown, input: { body: { paths: string[] } }) => {
    asked.push(input.body.paths);
    const known = [
      { path: 'avatar/20260101/a.png', name: '证件照.png', signature: '9.s.sig' },
      { path: 'temp/20260101/b.pdf', name: '招聘简章.pdf', signature: null },
    ];
    return envelope(known.filter((k) => input.body.paths.includes(k.path)));
  }),
}));

beforeAll(stubDomApis);
afterEach(() => {
  cleanup();
  asked.length = 0;
});

function withQueries(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

describe('stored files in the upload widgets', () => {
  it('an image opens through the signed address the server gave it', async () => {
    withQueries(<ImageCell value="avatar/20260101/a.png" />);
    const img = await screen.findByAltText('图片1');
    await waitFor(() =>
      expect(img.getAttribute('src')).toBe(
        '/api/sys/common/static/avatar/20260101/a.png?sig=9.s.sig',
      ),
    );
    expect(asked).toEqual([['avatar/20260101/a.png']]);
  });

  it('a file shows the name it was uploaded with and links without a signature when public', async () => {
    withQueries(<FileUpload value="temp/20260101/b.pdf" />);
    const link = await screen.findByText('招聘简章.pdf');
    expect(link.closest('a')?.getAttribute('href')).toBe(
      '/api/sys/common/static/temp/20260101/b.pdf',
    );
  });

  it('asks nothing for addresses of their own', async () => {
    withQueries(<ImageCell value="https://example.com/a.png" />);
    expect((await screen.findByAltText('图片1')).getAttribute('src')).toBe(
      'https://example.com/a.png',
    );
    expect(asked).toEqual([]);
  });
});
