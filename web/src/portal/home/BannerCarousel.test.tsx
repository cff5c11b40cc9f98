// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { bannerApi } from '@vets/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortalBanner } from '../portal-api';
import { portalRead } from '../portal-http';
import { renderPage } from '../test-render';
import BannerCarousel from './BannerCarousel';
import { CAROUSEL_INTERVAL_MS } from './use-carousel';

vi.mock('../portal-http', async (original) => ({
  ...(await original<typeof import('../portal-http')>()),
  portalRead: vi.fn(),
}));
const get = vi.mocked(portalRead);

const banner = (id: string, title: string, linkUrl: string | null = null): PortalBanner => ({
  id,
  title,
  image: `/upload/${id}.png`,
  linkUrl,
});

/** The slide shown: the one not hidden from assistive technology. */
const shown = () =>
  screen
    .getAllByRole('img')
    .find((img) => !img.closest('[aria-hidden="true"]'))
    ?.getAttribute('alt');

const dot = (n: number) => screen.getByRole('button', { name: `第 ${n} 张` });

beforeEach(() => {
  get.mockReset();
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function renderWith(banners: PortalBanner[]) {
  get.mockResolvedValue(banners);
  const view = renderPage('/home', '/home', <BannerCarousel />);
  // Lets the query's answer arrive without moving the carousel on.
  await act(() => vi.advanceTimersByTimeAsync(0));
  return view;
}

describe('BannerCarousel', () => {
  it('shows nothing without banners', async () => {
    const { container } = await renderWith([]);
    expect(get).toHaveBeenCalledWith(bannerApi.list.path, {});
    expect(container.querySelector('section')).toBeNull();
  });

  it('shows a single banner without dots, linking inside the site', async () => {
    await renderWith([banner('b1', '春季招聘会', '/zph')]);
    expect(shown()).toBe('春季招聘会');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/zph');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('moves on every five seconds, round again after the last', async () => {
    await renderWith([banner('b1', '一'), banner('b2', '二'), banner('b3', '三')]);
    expect(shown()).toBe('一');
    expect(dot(1).getAttribute('aria-current')).toBe('true');
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS - 1));
    expect(shown()).toBe('一');
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe('二');
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(shown()).toBe('一');
  });

  it('stands still while the pointer is over it, and a dot chooses the slide', async () => {
    await renderWith([banner('b1', '一'), banner('b2', '二'), banner('b3', '三')]);
    const carousel = screen.getByRole('region', { name: '轮播图' });
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 3));
    expect(shown()).toBe('一');
    fireEvent.click(dot(3));
    expect(shown()).toBe('三');
    fireEvent.mouseLeave(carousel);
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(shown()).toBe('一');
  });
});
