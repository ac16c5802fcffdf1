/**
 * A cell a spreadsheet would run as a formula (it starts with = + - @, a tab or a carriage return)
 * gets a leading apostrophe (OWASP "CSV injection"). A number or a phone number written as people
 * write them (`+971 50 123 4567`, `-2`, `+44 (20) 7946-0958`) is no formula: it stays as it is, so a
 * CRM that imports the file gets the number (issue 39: every phone became `'+971…`).
 */
export function spreadsheetSafe(text: string): string {
  if (!/^[=+\-@\t\r]/.test(text)) return text;
  if (/^[+-]?\d[\d\s().-]*$/.test(text) && !/[\t\r]/.test(text)) return text;
  return `'${text}`;
}
