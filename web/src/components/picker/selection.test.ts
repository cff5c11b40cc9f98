import { describe, expect, it } from 'vitest';
import {
  emptySelection,
  refreshSelected,
  selectionFromKeys,
  selectionOf,
  toggleRow,
  withoutKey,
} from './selection';

interface Row {
  id: string;
  name: string;
}
const a: Row = { id: 'a', name: 'A' };
const b: Row = { id: 'b', name: 'B' };
const c: Row = { id: 'c', name: 'C' };
const keyOf = (r: Row) => r.id;
const keys = (s: ReadonlyMap<string, Row>) => [...s.keys()];

describe('toggleRow', () => {
  it('adds and removes rows in multiple mode, keeping the order chosen', () => {
    let s = toggleRow(emptySelection<Row>(), 'b', b, true);
    s = toggleRow(s, 'a', a, true);
    expect(keys(s)).toEqual(['b', 'a']);
    s = toggleRow(s, 'b', b, true);
    expect(keys(s)).toEqual(['a']);
  });

  it('replaces the choice in single mode, and a second click clears it', () => {
    let s = toggleRow(emptySelection<Row>(), 'a', a, false);
    s = toggleRow(s, 'b', b, false);
    expect(keys(s)).toEqual(['b']);
    s = toggleRow(s, 'b', b, false);
    expect(s.size).toBe(0);
  });

  it('does not change the selection it was given', () => {
    const before = selectionOf([a], keyOf);
    toggleRow(before, 'b', b, true);
    expect(keys(before)).toEqual(['a']);
  });
});

describe('selectionFromKeys', () => {
  it('keeps rows of other pages and takes the rows on this page', () => {
    const before = selectionOf([a], keyOf);
    const after = selectionFromKeys(before, ['a', 'c'], [c], keyOf);
    expect([...after.values()]).toEqual([a, c]);
    expect(keys(selectionFromKeys(after, ['c'], [c], keyOf))).toEqual(['c']);
  });
});

describe('refreshSelected and withoutKey', () => {
  it('replaces partial rows with loaded ones and removes by key', () => {
    const partial = selectionOf([{ id: 'a', name: '' }, b], keyOf);
    const fresh = refreshSelected(partial, [a, c], keyOf);
    expect([...fresh.values()]).toEqual([a, b]);
    expect(refreshSelected(partial, [c], keyOf)).toBe(partial);
    expect(keys(withoutKey(fresh, 'a'))).toEqual(['b']);
  });
});
