/**
 * Word and WPS put lists on the clipboard as paragraphs (`mso-list: l0 level1 lfo1`) whose
 * number or bullet is a text span marked `mso-list: Ignore`. This turns such runs of paragraphs
 * into real lists (nested by their level), so a pasted list stays a list in the editor.
 */
const LIST_STYLE = /mso-list:\s*l\d+\s+level(\d+)/i;
const ORDERED_MARKER =
  /^\s*(\(?[0-9]+[.)、]?|[a-zA-Z][.)]|[ivxlcdm]+[.)]|[一二三四五六七八九十]+[、.])/i;

interface ListItem {
  level: number;
  ordered: boolean;
  content: string;
}

function listItemOf(p: HTMLElement): ListItem | null {
  const match = LIST_STYLE.exec(p.getAttribute('style') ?? '');
  if (!match) return null;
  let marker = '';
  for (const span of [...p.querySelectorAll('span')]) {
    if (/mso-list:\s*Ignore/i.test(span.getAttribute('style') ?? '')) {
      marker += span.textContent ?? '';
      span.remove();
    }
  }
  return {
    level: Number(match[1]),
    ordered: ORDERED_MARKER.test(marker.replace(/\u00a0/g, ' ')),
    content: p.innerHTML.trim(),
  };
}

function listHtml(items: ListItem[]): string {
  let out = '';
  const open: Array<'ol' | 'ul'> = [];
  for (const item of items) {
    while (open.length > item.level) out += `</li></${open.pop()}>`;
    if (open.length === item.level) out += '</li>';
    while (open.length < item.level) {
      const tag = item.ordered ? 'ol' : 'ul';
      open.push(tag);
      out += `<${tag}>`;
    }
    out += `<li><p>${item.content}</p>`;
  }
  while (open.length) out += `</li></${open.pop()}>`;
  return out;
}

export function wordListsToHtmlLists(html: string): string {
  if (!/mso-list/i.test(html)) return html;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const paragraphs = [...doc.body.querySelectorAll('p')];
  let run: Array<{ p: HTMLElement; item: ListItem }> = [];
  const flush = () => {
    if (!run.length) return;
    const holder = doc.createElement('div');
    holder.innerHTML = listHtml(run.map((r) => r.item));
    const first = run[0]!.p;
    first.replaceWith(...holder.childNodes);
    for (const r of run.slice(1)) r.p.remove();
    run = [];
  };
  for (const p of paragraphs) {
    const item = listItemOf(p);
    const follows = run.length > 0 && run[run.length - 1]!.p.nextElementSibling === p;
    if (!item || (run.length && !follows)) flush();
    if (item) run.push({ p, item });
  }
  flush();
  return doc.body.innerHTML;
}
