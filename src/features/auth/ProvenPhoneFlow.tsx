import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { Purpose } from '../../api/auth';
import type { NewPasswordValues } from '../../domain/account-rules';
import { paths } from '../../domain/paths';
import { signedIn, type Customer } from '../../stores/customer';
import { notify } from '../../stores/notifications';
import { AuthLayout } from './AuthLayout';
import { NewPasswordForm } from './NewPasswordForm';
import { PhoneProof } from './PhoneProof';

interface ProvenPhoneFlowProps {
  purpose: Purpose;
  /** keys of the auth namespace */
  texts: { title: string; submit: string; done: string };
  links: ReactNode;
  /** sets the password with the proof of the phone and answers the signed-in customer */
  setPassword: (token: string, values: NewPasswordValues) => Promise<Customer>;
}

/** Registration and reset alike: the phone, the SMS code, then a password with its confirmation; ends signed in, in the cabinet. */
export function ProvenPhoneFlow({ purpose, texts, links, setPassword }: ProvenPhoneFlowProps) {
  const { t } = useTranslation('auth');
  const [, navigate] = useLocation();
  const [token, setToken] = useState<string | null>(null);
  const [codeAsked, setCodeAsked] = useState(false);
  return (
    <AuthLayout title={t(texts.title)} step={token ? 3 : codeAsked ? 2 : 1} links={links}>
      {token === null ? (
        <PhoneProof purpose={purpose} onCodeSent={setCodeAsked} onProven={setToken} />
      ) : (
        <NewPasswordForm
          submitLabel={t(texts.submit)}
          send={async (values) => signedIn(await setPassword(token, values))}
          onSent={() => {
            notify({ type: 'success', title: t(texts.done) });
            navigate(paths.cabinet(), { replace: true });
          }}
        />
      )}
    </AuthLayout>
  );
}
