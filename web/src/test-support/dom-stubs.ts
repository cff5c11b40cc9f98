/** jsdom lacks ResizeObserver; antd measures menus, dropdowns and tables with it. */
export function stubResizeObserver(): void {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

/** jsdom lacks matchMedia; antd's Grid, Form and Table watch breakpoints with it. */
export function stubMatchMedia(): void {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

/** Both stand-ins, for tests that render antd tables or forms. */
export function stubDomApis(): void {
  stubResizeObserver();
  stubMatchMedia();
}
