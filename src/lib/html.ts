/** Text made safe for HTML, in an element or a double-quoted attribute: the app's markup strings and the build's head. */
export const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
