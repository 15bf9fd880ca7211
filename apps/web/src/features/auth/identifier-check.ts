/** The only check made before the server's: something was typed. The server says what else is wrong. */
export function identifierError(identifier: string, t: (key: string) => string): string | null {
  return identifier.trim() === '' ? t('common:identifier_required') : null;
}
