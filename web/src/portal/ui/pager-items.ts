/** A page number, or a gap standing for the pages left out. */
type PagerItem = number | 'gap-before' | 'gap-after';

/** Pages shown in full when there are this many or fewer. */
const ALL_UP_TO = 7;
/** Pages on each side of the current one when some are left out. */
const AROUND = 1;

/** The total number of pages, at least 1. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The buttons of a pager: every page when there are few, else the first, the last, the
 * current with its neighbours, and gaps; near either end the run is widened so the count of
 * buttons stays the same as the current page moves.
 */
export function pagerItems(current: number, pages: number): PagerItem[] {
  if (pages <= ALL_UP_TO) return Array.from({ length: pages }, (_, i) => i + 1);
  const page = Math.min(Math.max(current, 1), pages);
  const span = ALL_UP_TO - 4; // first, last and two gaps
  let start = Math.max(2, page - AROUND);
  let end = Math.min(pages - 1, page + AROUND);
  if (start <= 3) {
    start = 2;
    end = start + span;
  } else if (end >= pages - 2) {
    end = pages - 1;
    start = end - span;
  }
  const items: PagerItem[] = [1];
  if (start > 2) items.push('gap-before');
  for (let n = start; n <= end; n++) items.push(n);
  if (end < pages - 1) items.push('gap-after');
  items.push(pages);
  return items;
}
