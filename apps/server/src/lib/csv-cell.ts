/** A text cell a spreadsheet would run as a formula (= + - @, tab, CR) is prefixed with a quote (CSV injection). */
export function safeCsvCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
