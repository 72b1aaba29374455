/**
 * `value` as JSON that is safe inside a <script> element (a JSON-LD or data block, an inline
 * script's options): every `<` is written `\u003c`, so no text in it can end the element.
 */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c')
