/**
 * A list call's page and total. Page -1 means every row, whose number is then the total, so only
 * a real page pays for a separate count (run beside it).
 */
export async function readPage<T>(
  page: number,
  limit: number,
  query: { all: () => Promise<T[]>; slice: (limit: number, offset: number) => Promise<T[]>; count: () => Promise<number> },
): Promise<{ rows: T[]; total: number }> {
  if (page === -1) {
    const rows = await query.all();
    return { rows, total: rows.length };
  }
  const [rows, total] = await Promise.all([query.slice(limit, (page - 1) * limit), query.count()]);
  return { rows, total };
}
