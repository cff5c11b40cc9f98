/** What the scorer needs to know of a position, already read from the database. */
export interface PositionFacts {
  id: string;
  categoryId: string;
  /** The category's parent in the position tree; null at the top. */
  categoryParentId: string | null;
  categoryName: string;
  /** GB/T 2260 district (or city) code of the workplace. */
  regionCode: string;
  /** Education dictionary value; the values rise with the level. Null: no requirement. */
  education: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
  experienceYears: number;
  skillTags: string[];
  /** The position or its company gives veterans priority. */
  veteranPriority: boolean;
}

/** What the scorer needs to know of a resume. */
export interface ResumeFacts {
  id: string;
  /** Intended categories with their parents. */
  categories: Array<{ id: string; parentId: string | null; name: string }>;
  /** Intended regions; when empty, the home region stands in. */
  regions: string[];
  homeRegion: string;
  education: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
  workYears: number;
  /** Skills, certificates and the military specialty, as words. */
  skills: string[];
}

/** Comma- or space-separated words, trimmed and without empties. */
export function splitWords(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(/[,，、;；\s]+/)
    .map((w) => w.trim())
    .filter(Boolean);
}
