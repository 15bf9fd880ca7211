import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** LIKE treats % _ and \ specially; typed text must match literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `column` contains the typed text anywhere, ignoring case. */
export const containsText = (column: SQLWrapper, text: string): SQL => sql`${column} ilike ${`%${escapeLike(text)}%`}`;
