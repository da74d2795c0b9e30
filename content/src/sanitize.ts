import sanitizeHtml from 'sanitize-html';

/**
 * The one allow-list for learn-more HTML, wherever it comes from (imports, the admin area):
 * paragraphs, emphasis, line breaks and links to http(s) or relative addresses, nothing else.
 * Disallowed tags are dropped with their text kept (script and style with their content);
 * entity-encoded or whitespace-split `javascript:` addresses lose their href. The web app runs
 * DOMPurify again before rendering.
 */
export function sanitizeLearnMore(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'em', 'strong', 'a', 'br', 'i', 'b'],
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: ['http', 'https'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      // A link that opens a new tab must not hand the game's window to the other site.
      a: (tagName, attribs) => ({
        tagName,
        attribs: attribs.target ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
      }),
    },
  });
}
