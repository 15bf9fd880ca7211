// Types of bundle-budget.mjs, for its test.
export type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] };
export type Manifest = Record<string, ManifestChunk>;
export type RouteModule = { path: string; module: string };
export type RouteResult = { name: string; path: string; files: { file: string; kb: number }[]; totalKb: number; over: boolean };

export const BUDGET_KB: number;
export const BUDGETED_ROUTES: { name: string; path: string }[];
export function initialFiles(manifest: Manifest, routes: RouteModule[], path: string): string[];
export function measureRoutes(manifest: Manifest, routes: RouteModule[], readFile: (file: string) => Buffer, budgetKb?: number): RouteResult[];
export function report(results: RouteResult[], budgetKb?: number): string;
