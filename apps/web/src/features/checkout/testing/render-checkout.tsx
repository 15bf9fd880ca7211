import type { ReactElement } from 'react';
import { renderWithShell, type ShellEntry } from '@/test/render-with-shell';

/** Renders a checkout page at `entry` inside the providers the app shell gives it (renderWithShell). */
export const renderCheckoutPage = (page: ReactElement, { path, entry }: { path: string; entry: ShellEntry }) =>
  renderWithShell(page, { path, entry, toaster: true });
