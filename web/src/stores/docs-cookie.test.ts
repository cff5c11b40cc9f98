// @vitest-environment jsdom
import { TOKEN_HEADER } from '@vets/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setDocsCookie } from './docs-cookie';

describe('the docs cookie', () => {
  afterEach(() => vi.restoreAllMocks());

  it('carries the token to the OpenAPI pages only, and is removed on sign-out', () => {
    const written: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
    });
    setDocsCookie('abc_DEF-123');
    setDocsCookie(null);
    expect(written).toEqual([
      `${TOKEN_HEADER}=abc_DEF-123; Path=/api/docs; SameSite=Strict`,
      `${TOKEN_HEADER}=; Max-Age=0; Path=/api/docs; SameSite=Strict`,
    ]);
  });
});
