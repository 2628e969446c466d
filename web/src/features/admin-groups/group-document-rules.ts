// The API's rules for a group document (docs/decisions.md, "Group documents"), checked as
// the operator types so a refused name never makes a round trip: a PDF, and a name of 1
// to 120 characters without slashes or control characters (it travels in the upload URL).

export const DOCUMENT_NAME_MAX = 120;
export const DOCUMENT_NAME_MESSAGES = {
  required: 'Enter the name shoppers see',
  invalid: `Use 1 to ${DOCUMENT_NAME_MAX} characters without / \\ or control characters`,
} as const;

/** A PDF by its declared type, or by its name when the browser declares none. */
export function isGroupDocumentFile(file: File): boolean {
  if (file.type) return file.type === 'application/pdf';
  return file.name.toLowerCase().endsWith('.pdf');
}

/** The field's message for a name, or null when the API takes it. */
export function documentNameError(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return DOCUMENT_NAME_MESSAGES.required;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (trimmed.length > DOCUMENT_NAME_MAX || /[/\\\u0000-\u001f\u007f]/.test(trimmed)) {
    return DOCUMENT_NAME_MESSAGES.invalid;
  }
  return null;
}
