import { useTranslation } from 'react-i18next';
import { acceptInvitation, invitationPreview } from '../../api/seller-team';
import type { SellerUser } from '../../api/seller-workspace';
import { InvitationAcceptance as Acceptance } from '../../ui/InvitationAcceptance';

/**
 * An invited manager's way in (docs/product-rules.md#seller-team): the invitation's shop and phone, and a new
 * password; accepting spends the invitation and signs the manager in.
 */
export function InvitationAcceptance({ token, onJoined }: { token: string; onJoined: (user: SellerUser) => void }) {
  const { t } = useTranslation('seller-team');
  return (
    <Acceptance
      token={token}
      block="seller-workspace"
      namespace="seller-team"
      preview={invitationPreview}
      accept={acceptInvitation}
      about={(preview) => t('invitation.about', { shop: preview.shop_name, phone: `+${preview.phone}` })}
      onJoined={onJoined}
    />
  );
}
