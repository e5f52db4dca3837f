/**
 * What survives of a club's description (HTML written by club officers, seed 1 §2): formatting does; scripts,
 * event handlers, styles, images and forms do not. The app sanitises with DOMPurify, the server's document
 * with sanitize-html, both from this one list.
 */
export const SAFE_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'a',
  'h2',
  'h3',
  'h4',
  'blockquote',
] as const;

export const SAFE_ATTRIBUTES = ['href', 'title'] as const;
