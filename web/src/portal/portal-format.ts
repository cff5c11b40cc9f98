import { fairType } from '@vets/contracts';
/** 0 years → 经验不限, n → n年以上经验. */
export function experienceText(years: number): string {
  return years > 0 ? `${years}年以上经验` : '经验不限';
}

/** Comma-separated tags (half- or full-width commas, 、 too), trimmed, blanks and repeats dropped. */
export function splitTags(tags: string | null | undefined): string[] {
  if (!tags) return [];
  const parts = tags.split(/[,，、]/).map((t) => t.trim());
  return [...new Set(parts.filter(Boolean))];
}

/** `YYYY-MM-DD HH:mm:ss` → `YYYY-MM-DD HH:mm`; anything shorter as it is. */
export function minuteText(time: string): string {
  return time.length >= 16 ? time.slice(0, 16) : time;
}

/** A fair's time span; the end's date is left out when it falls on the start's day. */
export function fairTimeText(start: string, end: string): string {
  const from = minuteText(start);
  const to = minuteText(end);
  const sameDay = from.slice(0, 10) === to.slice(0, 10) && to.length === 16;
  return `${from} 至 ${sameDay ? to.slice(11) : to}`;
}

type FairPhase = '未开始' | '进行中' | '已结束';

/** Where a fair stands at `now`; all three are local `YYYY-MM-DD HH:mm:ss` texts. */
export function fairPhase(start: string, end: string, now: string): FairPhase {
  if (now < start) return '未开始';
  if (now > end) return '已结束';
  return '进行中';
}

/** The local time as `YYYY-MM-DD HH:mm:ss`, comparable with the server's times. */
export function localNowText(date: Date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${p(date.getMonth() + 1)}-${p(date.getDate())} ${p(date.getHours())}:${p(date.getMinutes())}:${p(date.getSeconds())}`;
}

/** 18–35岁, 18岁以上, 35岁以下, or null when the position sets no age. */
export function ageText(min: number | null, max: number | null): string | null {
  if (min !== null && max !== null) return `${min}-${max}岁`;
  if (min !== null) return `${min}岁以上`;
  if (max !== null) return `${max}岁以下`;
  return null;
}

/** 行业 · 规模 · 性质 · 地区, leaving out what the company has not filled in. */
export function companyFacts(c: {
  industryName: string;
  scaleText: string;
  ownershipText: string;
  regionName: string;
}): string {
  return [c.industryName, c.scaleText, c.ownershipText, c.regionName].filter(Boolean).join(' · ');
}

/** Where a fair takes place: its venue, else its region, else 线上 for an online one. */
export function fairPlace(f: {
  venue: string | null;
  regionName: string;
  fairType: string;
}): string {
  return f.venue || f.regionName || (f.fairType === fairType.values.online ? '线上' : '');
}

/** The education requirement as a phrase: 本科, or 学历不限 where the dictionary says 不限. */
export function educationLabel(text: string): string {
  return !text || text === '不限' ? '学历不限' : text;
}
