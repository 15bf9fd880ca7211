import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { textLinkClassName } from '@/components/ui/text-link';
import { AuthCard } from './components/auth-card';
import { ForgotPasswordForm } from './components/forgot-password-form';
import { OtpSignInForm } from './components/otp-sign-in-form';
import { PasswordSignInForm } from './components/password-sign-in-form';
import { useCompleteLogin } from './hooks/use-complete-login';

type Mode = 'code' | 'password' | 'forgot';

/** /signin: a code by default, a password on request, and a way back in when the password is forgotten. */
export default function SignInPage() {
  const { t } = useTranslation(['signin', 'common']);
  const location = useLocation();
  const completeLogin = useCompleteLogin();
  const [mode, setMode] = useState<Mode>('code');
  const [identifier, setIdentifier] = useState('');
  const [notice, setNotice] = useState<string | null>(null);

  const choose = (next: Mode) => {
    setNotice(null);
    setMode(next);
  };

  return (
    <AuthCard
      title={mode === 'forgot' ? t('forgot_title') : t('title')}
      subtitle={mode === 'forgot' ? t('forgot_subtitle') : t('subtitle')}
      footer={
        <>
          {t('no_account')}{' '}
          <Link to="/signup" state={location.state} className={textLinkClassName}>
            {t('create_account_link')}
          </Link>
        </>
      }
    >
      {mode === 'code' && <OtpSignInForm identifier={identifier} onIdentifierChange={setIdentifier} onSignedIn={completeLogin} />}
      {mode === 'password' && <PasswordSignInForm identifier={identifier} onIdentifierChange={setIdentifier} onSignedIn={completeLogin} notice={notice} />}
      {mode === 'forgot' && (
        <ForgotPasswordForm
          identifier={identifier}
          onIdentifierChange={setIdentifier}
          onSignedIn={completeLogin}
          onResetWithoutSignIn={() => {
            setMode('password');
            setNotice(t('password_reset_done'));
          }}
        />
      )}
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3 text-sm">
        {mode === 'code' && (
          <button type="button" className={textLinkClassName} onClick={() => choose('password')}>
            {t('use_password')}
          </button>
        )}
        {mode === 'password' && (
          <>
            <button type="button" className={textLinkClassName} onClick={() => choose('code')}>
              {t('use_code')}
            </button>
            <button type="button" className={textLinkClassName} onClick={() => choose('forgot')}>
              {t('forgot_password')}
            </button>
          </>
        )}
        {mode === 'forgot' && (
          <button type="button" className={textLinkClassName} onClick={() => choose('password')}>
            {t('back_to_sign_in')}
          </button>
        )}
      </div>
    </AuthCard>
  );
}
