import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { inputClassName } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { IsolatedCopy } from './isolated-copy';

type Props = {
  applied: string | null;
  /** What the coupon takes off, already formatted. */
  saving: string;
  busy: boolean;
  onApply: (code: string, onError: (error: Error) => void) => void;
  onRemove: () => void;
};

/** A coupon code: applied or removed by the server, whose reason is shown when it refuses one. */
export function CouponForm({ applied, saving, busy, onApply, onRemove }: Props) {
  const { t } = useTranslation(['order', 'common']);
  const inputId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      setError(t('order:coupon_empty'));
      return;
    }
    setError(null);
    onApply(trimmed, (failure) => setError(failure instanceof ApiError ? failure.message : t('common:something_went_wrong')));
  };

  if (applied) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-muted px-3 py-2 text-sm" aria-live="polite">
        <span>
          <IsolatedCopy i18nKey="order:coupon_applied" values={{ code: applied, amount: saving }} />
        </span>
        <Button size="sm" variant="ghost" disabled={busy} onClick={onRemove} aria-label={t('order:coupon_remove_named', { code: applied })}>
          {t('order:coupon_remove')}
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium">
        {t('order:coupon_label')}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={code}
          maxLength={32}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          dir="ltr"
          placeholder={t('order:coupon_placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(event) => setCode(event.target.value.replace(/\s/g, '').toUpperCase())}
          className={inputClassName(!!error, 'h-10 min-w-0 flex-1 uppercase placeholder:normal-case')}
        />
        <Button type="submit" variant="tertiary" disabled={busy}>
          {t('order:coupon_apply')}
        </Button>
      </div>
      {error && (
        <p id={`${inputId}-error`} role="alert" dir="auto" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </form>
  );
}
