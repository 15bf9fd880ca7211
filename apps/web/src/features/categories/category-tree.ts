import type { Category } from '@bazaar/contracts';

export type CategoryNode = Category & { children: CategoryNode[] };

/** Parents before children, each level in position order; orphans (a hidden parent) become roots. */
export function buildCategoryTree(categories: Category[]): CategoryNode[] {
  const nodes = new Map(categories.map((c) => [c.category_id, { ...c, children: [] as CategoryNode[] }]));
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_id === null ? undefined : nodes.get(node.parent_id);
    (parent ? parent.children : roots).push(node);
  }
  const sort = (list: CategoryNode[]) => {
    list.sort((a, b) => a.position - b.position || a.category_name.localeCompare(b.category_name));
    list.forEach((n) => sort(n.children));
  };
  sort(roots);
  return roots;
}
