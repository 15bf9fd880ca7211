import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAccountPage } from '@/features/account/testing/render-account-page';
import PoliciesPage from './policies-page';

describe('PoliciesPage', () => {
  it('shows a policy with its headings', () => {
    renderAccountPage(<PoliciesPage />, { path: '/policies/*', entry: '/policies/returns' });
    expect(screen.getByRole('heading', { level: 1, name: 'Returns and refunds' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Refunds' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/policies/privacy');
  });

  it('lists the policies at /policies', () => {
    renderAccountPage(<PoliciesPage />, { path: '/policies/*', entry: '/policies' });
    expect(screen.getByRole('link', { name: 'Shipping policy' })).toBeInTheDocument();
  });

  it('shows not found for an unknown policy', () => {
    renderAccountPage(<PoliciesPage />, { path: '/policies/*', entry: '/policies/cookies' });
    expect(screen.getByRole('heading', { name: 'Policy not found' })).toBeInTheDocument();
  });
});
