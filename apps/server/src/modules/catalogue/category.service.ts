import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { PAGE_LIMIT_DEFAULT, type Category } from '@bazaar/contracts';
import { categories, products } from '../../db/schema';
import { notFound } from '../../lib/api-error';
import { forStore } from '../../plugins/store-cache';
import type { RequestContext } from '../../plugins/store-context';
import { visibleProducts } from './scope';
import { CATEGORY_TEXT, contentLanguage, translated } from './translated';

/** Owns the category tree: a flat list with parent ids, ordered parents before children. */

type CategoryRow = Pick<typeof categories.$inferSelect, 'id' | 'name' | 'parentId'>;

/**
 * A store's categories are few (tens): read once per language and kept with the store row
 * (forStore, dropped when a category or its translation changes), and walked in memory.
 */
export function storeCategories(ctx: RequestContext) {
  const lang = contentLanguage(ctx);
  return forStore(ctx.store, `categories:${lang?.exact ?? ''}`, () =>
    ctx.db
      .select({
        ...getTableColumns(categories),
        name: translated<string>(lang, CATEGORY_TEXT, categories.id, 'name', categories.name),
        description: translated<string>(lang, CATEGORY_TEXT, categories.id, 'description', categories.description),
      })
      .from(categories)
      .where(eq(categories.storeId, ctx.store.id))
      .orderBy(asc(categories.parentId), asc(categories.position), asc(categories.id)),
  );
}

/** Root first, the category itself last; stops on a cycle. */
export function pathTo(rows: CategoryRow[], categoryId: number): { category_id: number; category_name: string }[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const path: { category_id: number; category_name: string }[] = [];
  const seen = new Set<number>();
  for (let current = byId.get(categoryId); current && !seen.has(current.id); current = current.parentId ? byId.get(current.parentId) : undefined) {
    seen.add(current.id);
    path.unshift({ category_id: current.id, category_name: current.name });
  }
  return path;
}

export async function categoryPath(ctx: RequestContext, categoryId: number) {
  return pathTo(await storeCategories(ctx), categoryId);
}

/** Depth-first order so a flat list reads as a tree: each parent, then its children by position. */
function treeOrder<T extends CategoryRow>(rows: T[]): T[] {
  const ids = new Set(rows.map((r) => r.id));
  const children = new Map<number | null, T[]>();
  for (const row of rows) {
    const parent = row.parentId !== null && ids.has(row.parentId) ? row.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), row]);
  }
  const out: T[] = [];
  const seen = new Set<number>();
  const visit = (parent: number | null) => {
    for (const row of children.get(parent) ?? []) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      out.push(row);
      visit(row.id);
    }
  };
  visit(null);
  return out;
}

export async function listCategories(ctx: RequestContext, page: number, limit = PAGE_LIMIT_DEFAULT): Promise<{ categories: Category[]; total: number }> {
  const [rows, counts] = await Promise.all([
    storeCategories(ctx),
    ctx.db
      .select({ categoryId: products.categoryId, n: sql<number>`count(*)::int` })
      .from(products)
      .where(visibleProducts(ctx))
      .groupBy(products.categoryId),
  ]);
  const direct = new Map(counts.map((c) => [c.categoryId, c.n]));
  const total = new Map<number, number>();
  // Each product counts for its category and every ancestor.
  for (const row of rows) {
    const n = direct.get(row.id) ?? 0;
    if (!n) continue;
    for (const step of pathTo(rows, row.id)) total.set(step.category_id, (total.get(step.category_id) ?? 0) + n);
  }
  const all = treeOrder(rows).map((r) => ({
    category_id: r.id,
    category_name: r.name,
    parent_id: r.parentId,
    description: r.description,
    image: r.imagePath,
    position: r.position,
    product_count: total.get(r.id) ?? 0,
  }));
  const list = page === -1 ? all : all.slice((page - 1) * limit, page * limit);
  return { categories: list, total: all.length };
}

/**
 * The category and all its sub-categories, 404 for an id that is not one of this store's
 * categories. The store's few categories are kept with its row (storeCategories) and walked in
 * memory: the product filter then gets a plain list of ids, which the
 * planner estimates well, where a recursive CTE inside IN (…) it could not.
 */
export async function categorySubtree(ctx: RequestContext, categoryId: number): Promise<number[]> {
  const rows = await storeCategories(ctx);
  if (!rows.some((r) => r.id === categoryId)) throw notFound(`Category ${categoryId} was not found`);
  const children = new Map<number, number[]>();
  for (const r of rows) if (r.parentId !== null) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r.id]);
  const ids = new Set<number>();
  // The set also stops a cycle in the parent links.
  for (const queue = [categoryId]; queue.length > 0;) {
    const id = queue.pop()!;
    if (ids.has(id)) continue;
    ids.add(id);
    queue.push(...(children.get(id) ?? []));
  }
  return [...ids];
}
