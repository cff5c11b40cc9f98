import { describe, expect, it } from 'vitest';
import { INDUSTRY_SECTIONS } from './industry-tree.js';
import { OCCUPATION_MAJORS } from './occupation-tree.js';

describe('INDUSTRY_SECTIONS (GB/T 4754-2017)', () => {
  it('has the 20 sections A..T in order', () => {
    expect(INDUSTRY_SECTIONS.map((s) => s.code)).toEqual([...'ABCDEFGHIJKLMNOPQRST']);
    for (const s of INDUSTRY_SECTIONS) expect(s.name.trim()).not.toBe('');
  });

  it('has the 97 divisions 01..97, each once and ascending', () => {
    const codes = INDUSTRY_SECTIONS.flatMap((s) => s.divisions.map(([code]) => code));
    const expected = Array.from({ length: 97 }, (_, i) => String(i + 1).padStart(2, '0'));
    expect(codes).toEqual(expected);
  });

  it('has non-empty, unique division names', () => {
    const names = INDUSTRY_SECTIONS.flatMap((s) => s.divisions.map(([, name]) => name));
    for (const name of names) expect(name.trim()).not.toBe('');
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('OCCUPATION_MAJORS (职业分类大典)', () => {
  it('has the 8 majors 1..8 in order', () => {
    expect(OCCUPATION_MAJORS.map((m) => m.code)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    for (const m of OCCUPATION_MAJORS) expect(m.name.trim()).not.toBe('');
    expect(OCCUPATION_MAJORS[7]!.name).toBe('不便分类的其他从业人员');
    expect(OCCUPATION_MAJORS[7]!.middles).toHaveLength(1);
  });

  it('prefixes every middle code with its major code, a dash and two digits', () => {
    for (const m of OCCUPATION_MAJORS) {
      expect(m.middles.length).toBeGreaterThan(0);
      const pattern = new RegExp(`^${m.code}-\\d{2}$`);
      for (const [code] of m.middles) expect(code).toMatch(pattern);
    }
  });

  it('has unique middle codes and non-empty, unique middle names', () => {
    const middles = OCCUPATION_MAJORS.flatMap((m) => m.middles);
    const codes = middles.map(([code]) => code);
    const names = middles.map(([, name]) => name);
    expect(new Set(codes).size).toBe(codes.length);
    for (const name of names) expect(name.trim()).not.toBe('');
    expect(new Set(names).size).toBe(names.length);
  });
});
