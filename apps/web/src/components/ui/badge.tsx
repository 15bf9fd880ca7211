import type { ComponentProps } from 'react';
import { clsx } from 'clsx';

export type BadgeVariant = 'default' | 'secondary' | 'destructive' | 'outline';

const variantClasses: Record<BadgeVariant, string> = {
  default: 'border-transparent bg-primary text-primary-fg',
  secondary: 'border-transparent bg-secondary text-secondary-fg',
  // The store theme has no "danger" colour, so destructive uses a fixed red that reads in both modes.
  destructive: 'border-transparent bg-red-600 text-white',
  outline: 'border-line bg-transparent text-page-fg',
};

export interface BadgeProps extends ComponentProps<'span'> {
  variant?: BadgeVariant;
}

export function Badge({ variant = 'default', className, ...props }: BadgeProps) {
  return (
    <span
      data-variant={variant}
      className={clsx('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', variantClasses[variant], className)}
      {...props}
    />
  );
}
