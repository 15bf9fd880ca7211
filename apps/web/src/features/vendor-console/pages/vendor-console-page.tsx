import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { isolatedValues } from '@/components/ui/isolated-values';
import { vendorKeys } from '../api/vendor-keys';
import { ConsoleNav } from '../components/console-nav';
import { VendorEnquiries } from '../components/vendor-enquiries';
import { VendorItems } from '../components/vendor-items';
import { readConsoleView } from '../enquiry-filters';
import { VendorSignIn } from '../components/vendor-sign-in';
import { endVendorSession, sessionEndedByServer, useVendorSession, type VendorSignedIn } from '../vendor-session';

/**
 * /vendor-console (issues #12, #13): a vendor user signs in with a code, moves its order items along
 * and answers its enquiries (?view=enquiries).
 * Its sign-in is the vendor's own, apart from the shopper's, and so is its header (app layout).
 */
export default function VendorConsolePage() {
  const session = useVendorSession();
  return session ? <SignedIn session={session} /> : <VendorSignIn sessionEnded={sessionEndedByServer()} />;
}

function SignedIn({ session }: { session: VendorSignedIn }) {
  const { t } = useTranslation('vendor');
  const queryClient = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  const [searchParams] = useSearchParams();
  const view = readConsoleView(searchParams);

  // Signing in replaces the form that had focus: start keyboard and screen reader users at the top.
  useEffect(() => {
    if (document.activeElement === document.body) heading.current?.focus();
  }, []);

  function signOut() {
    queryClient.removeQueries({ queryKey: vendorKeys.all });
    endVendorSession({ expired: false });
  }

  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 ref={heading} tabIndex={-1} className="text-3xl font-semibold tracking-tight focus:outline-none">
            {t('vendor:title')}
          </h1>
          <p className="font-medium">
            <bdi>{session.vendorName}</bdi>
          </p>
          <p className="text-sm text-muted-fg">{isolatedValues(t, 'vendor:signed_in_as', { name: session.userName })}</p>
        </div>
        <Button variant="tertiary" onClick={signOut}>
          {t('vendor:sign_out')}
        </Button>
      </div>
      <ConsoleNav view={view} />
      {view === 'enquiries' ? <VendorEnquiries vendorId={session.vendorId} /> : <VendorItems vendorId={session.vendorId} />}
    </section>
  );
}
