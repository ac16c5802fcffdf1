/**
 * What a visitor types with an Arabic keyboard, read as Western figures (issue 43): Arabic-Indic
 * and Persian digits, the Arabic decimal separator and thousands separators become 0-9, '.' and ','.
 * The calculators' parsers run every entry through it.
 */
export function westernDigits(raw: string): string {
  return raw
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066B/g, ".")
    .replace(/[\u066C\u060C]/g, ",");
}
