/** Case-, accent- and punctuation-insensitive form of a name, for comparing names a user typed ("St. John’s" = "st johns"). */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’‘`´ʼ]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
