import { sendCharacteristicsReport } from '../../api/product';
import { characteristicsReportRules } from '../../domain/product-reports';
import { ReportForm } from './ReportForm';

const TEXTS = {
  trigger: 'reportError',
  title: 'reportTitle',
  choice: 'reportCharacteristic',
  choiceEmpty: 'reportCharacteristicAny',
  text: 'reportText',
  sent: 'reportSent',
};

/** "Report an error in the characteristics": which one (optional), what is right, and a contact for an answer. */
export function CharacteristicsReportForm({ productId, names }: { productId: number; names: readonly string[] }) {
  return (
    <ReportForm
      choice="characteristic"
      options={[...new Set(names)].map((name) => ({ value: name, label: name }))}
      choiceRequired={false}
      rules={characteristicsReportRules}
      send={({ choice, ...report }) => sendCharacteristicsReport(productId, { ...report, ...(choice && { characteristic: choice }) })}
      texts={TEXTS}
    />
  );
}
