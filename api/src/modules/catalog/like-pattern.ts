/**
 * A LIKE pattern matching `text` anywhere, with the wildcards % and _ and the escape
 * character itself escaped, so user input matches literally (used with ESCAPE '\').
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
