/**
 * A check rule splits a value into parts by length and tests each part with its pattern:
 * `[{digits: 2, pattern: '[A-Z]+', message: '前两位须为大写字母'}, {digits: '*', pattern: '\\d+', …}]`
 * (`*` takes the rest). The whole value must be used up.
 */
export interface CheckRulePart {
  digits: number | '*';
  pattern: string;
  message: string;
}

export const CHECK_RULE_MAX_PARTS = 20;
export const CHECK_RULE_MAX_PATTERN = 200;

/** The parts of a stored rule, or a Chinese message saying what is wrong with it. */
export function parseCheckRule(json: string): CheckRulePart[] | string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return '规则内容不是有效的 JSON';
  }
  if (!Array.isArray(parsed) || !parsed.length || parsed.length > CHECK_RULE_MAX_PARTS) {
    return `规则内容应为 1 到 ${CHECK_RULE_MAX_PARTS} 段的数组`;
  }
  const parts: CheckRulePart[] = [];
  for (const [i, raw] of parsed.entries()) {
    const p = raw as Partial<CheckRulePart>;
    const digitsOk = p.digits === '*' || (Number.isInteger(p.digits) && (p.digits as number) > 0);
    if (!digitsOk) return `第 ${i + 1} 段的位数应为正整数或 *`;
    if (p.digits === '*' && i !== parsed.length - 1) return '只有最后一段可以用 * 表示剩余部分';
    if (typeof p.pattern !== 'string' || !p.pattern || p.pattern.length > CHECK_RULE_MAX_PATTERN) {
      return `第 ${i + 1} 段的规则不能为空且不超过 ${CHECK_RULE_MAX_PATTERN} 个字符`;
    }
    try {
      new RegExp(p.pattern, 'u');
    } catch {
      return `第 ${i + 1} 段的规则不是有效的正则表达式`;
    }
    if (typeof p.message !== 'string' || !p.message) return `第 ${i + 1} 段缺少提示信息`;
    parts.push({ digits: p.digits as number | '*', pattern: p.pattern, message: p.message });
  }
  return parts;
}

/** null when `value` passes every part, else the message of the first part it fails. */
export function applyCheckRule(parts: readonly CheckRulePart[], value: string): string | null {
  const chars = [...value];
  let at = 0;
  for (const part of parts) {
    const take = part.digits === '*' ? chars.length - at : part.digits;
    const piece = chars.slice(at, at + take).join('');
    if ([...piece].length !== take || !new RegExp(`^(?:${part.pattern})$`, 'u').test(piece)) {
      return part.message;
    }
    at += take;
  }
  return at === chars.length ? null : (parts.at(-1)?.message ?? '值的长度不符合规则');
}
