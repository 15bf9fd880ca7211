import type { ComponentProps } from 'react';
import { clsx } from 'clsx';

export type ButtonVariant = 'primary' | 'secondary' | 'tertiary' | 'ghost';
export type ButtonSize = 'sm' | 'md';

const variantClasses: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-primary-fg hover:opacity-90',
  secondary: 'bg-secondary text-secondary-fg hover:opacity-90',
  tertiary: 'bg-tertiary text-tertiary-fg border border-line hover:bg-muted',
  ghost: 'bg-transparent text-page-fg hover:bg-muted',
};

const sizeClasses: Record<ButtonSize, string> = {
  sm: 'h-8 gap-1.5 px-3 text-sm',
  md: 'h-10 gap-2 px-4 text-base',
};

/** Exposed so links and other elements can look like buttons without nesting a <button>. */
export function buttonClassName(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string) {
  return clsx(
    'inline-flex items-center justify-center rounded-md font-medium whitespace-nowrap transition-colors',
    'focus-visible:focus-ring',
    'disabled:pointer-events-none disabled:opacity-50',
    variantClasses[variant],
    sizeClasses[size],
    className,
  );
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant = 'primary', size = 'md', className, type = 'button', ...props }: ButtonProps) {
  // type defaults to "button" because the HTML default ("submit") silently submits any surrounding form.
  return <button type={type} data-variant={variant} data-size={size} className={buttonClassName(variant, size, className)} {...props} />;
}
