/**
 * A club's description is HTML written by its officers (seed 1 §2). Whatever leaves this server for the public
 * — the public page's document and the open-data API (issue 48) — is sanitised by this one helper, from the
 * list the app's DOMPurify uses too (domain/organization/safe-html.ts): formatting and http(s), mailto and tel
 * links survive; scripts, event handlers, styles, images, forms and javascript: links do not.
 */
import sanitizeHtml from 'sanitize-html';
import { SAFE_ATTRIBUTES, SAFE_TAGS } from '../../../domain/organization/safe-html.ts';

export const sanitizeDescription = (html: string) =>
  sanitizeHtml(html, {
    allowedTags: [...SAFE_TAGS],
    allowedAttributes: { '*': [...SAFE_ATTRIBUTES] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  });
