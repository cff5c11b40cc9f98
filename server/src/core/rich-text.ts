import sanitizeHtml from 'sanitize-html';

/** An uploaded file's address with a query: the signature the editor showed it with. */
const SIGNED_UPLOAD = /^([^?#]*\/sys\/common\/static\/[^?#]+)[?#].*$/;

/** Keeps an uploaded file's address without its (expiring) signature. */
function unsigned(attribute: string): sanitizeHtml.Transformer {
  return (tagName, attribs) => {
    const value = attribs[attribute];
    if (value === undefined) return { tagName, attribs };
    return { tagName, attribs: { ...attribs, [attribute]: value.replace(SIGNED_UPLOAD, '$1') } };
  };
}

/** Tags and attributes the rich-text editor produces; everything else is dropped. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'span', 'u', 's', 'mark', 'h1', 'h2'],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan', 'colwidth'],
    th: ['colspan', 'rowspan', 'colwidth'],
    '*': ['style', 'class'],
  },
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i],
      'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i],
      'text-align': [/^(left|right|center|justify)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  transformTags: { img: unsigned('src'), a: unsigned('href') },
};

/** Removes scripts, event handlers and unknown markup from editor HTML. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
