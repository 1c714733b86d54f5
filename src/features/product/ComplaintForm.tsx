import { useTranslation } from 'react-i18next';
import { sendComplaint } from '../../api/product';
import { COMPLAINT_REASONS, complaintRules, type ComplaintReason } from '../../domain/product-reports';
import { ReportForm } from './ReportForm';

const TEXTS = {
  trigger: 'complain',
  title: 'complaintTitle',
  choice: 'complaintReason',
  choiceEmpty: 'complaintReasonPick',
  text: 'complaintText',
  sent: 'complaintSent',
};

/** "Complain about the product": a reason from the list, what is wrong and, for an answer, a contact. */
export function ComplaintForm({ productId }: { productId: number }) {
  const { t } = useTranslation('product');
  return (
    <ReportForm
      choice="reason"
      options={COMPLAINT_REASONS.map((r) => ({ value: r, label: t(`complaintReasons.${r}`) }))}
      choiceRequired
      rules={complaintRules}
      send={({ choice, ...report }) => sendComplaint(productId, { reason: choice as ComplaintReason, ...report })}
      texts={TEXTS}
    />
  );
}
