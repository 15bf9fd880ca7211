import { clsx } from 'clsx';

/** Up to two letters: the first of the first and of the last word ("Asha Rao" → "AR"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = Array.from(words[0]!)[0] ?? '';
  const last = words.length > 1 ? (Array.from(words[words.length - 1]!)[0] ?? '') : '';
  return (first + last).toLocaleUpperCase();
}

/** The customer's photo, or their initials on the store's primary colour when there is none. */
export function ProfileAvatar({ name, avatarPath, className }: { name: string; avatarPath: string | null; className?: string }) {
  const base = clsx('size-20 shrink-0 rounded-full', className);
  if (avatarPath) {
    return <img src={`/files/${avatarPath.replace(/^\/+/, '')}`} alt={name} width={80} height={80} className={clsx(base, 'object-cover')} />;
  }
  return (
    <span
      role="img"
      aria-label={name}
      data-testid="avatar-initials"
      className={clsx(base, 'inline-flex items-center justify-center bg-primary text-2xl font-semibold text-primary-fg')}
    >
      {initialsOf(name)}
    </span>
  );
}
