import { describe, expect, it } from 'vitest';
import { locateRow, SUB_TABLE_MAX_RETRIES, subTablePlacement } from './sub-table';

describe('sub-table placement', () => {
  it('opens below the row when more than 350 px remain under it', () => {
    expect(subTablePlacement({ top: 100, bottom: 140 }, 800)).toEqual({
      side: 'bottom',
      top: 140,
      maxHeight: 652,
    });
  });

  it('opens above the row when 350 px or less remain', () => {
    expect(subTablePlacement({ top: 410, bottom: 450 }, 800)).toEqual({
      side: 'top',
      bottom: 390,
      maxHeight: 402,
    });
    expect(subTablePlacement({ top: 500, bottom: 540 }, 800).side).toBe('top');
  });
});

describe('locating the row', () => {
  const run = (foundOnAttempt: number | null) => {
    let attempts = 0;
    let result: Element | null | undefined;
    const element = {} as Element;
    locateRow(
      () => (attempts++ === foundOnAttempt ? element : null),
      (retry) => retry(),
      (found) => {
        result = found;
      },
    );
    return { attempts, found: result === element, failed: result === null };
  };

  it('finds a row that is already there without retrying', () => {
    expect(run(0)).toEqual({ attempts: 1, found: true, failed: false });
  });

  it('retries until the row appears', () => {
    expect(run(3)).toEqual({ attempts: 4, found: true, failed: false });
  });

  it('fails after more than 3 retries', () => {
    expect(run(null)).toEqual({ attempts: SUB_TABLE_MAX_RETRIES + 1, found: false, failed: true });
    expect(run(4)).toMatchObject({ found: false, failed: true });
  });
});
