/** A Nova Poshta waybill (ТТН) number: 14 digits, as the carrier prints them. */
export const WAYBILL_PATTERN = '^\\d{14}$';

/** Whose numbering an order's waybill follows: a number is one order's per carrier, and Nova Poshta is the one today. */
export const NOVA_POSHTA = 'nova_poshta';

export const isWaybillNumber = (text: string): boolean => new RegExp(WAYBILL_PATTERN).test(text);

/** Where a parcel is, in the shop's words: the buyer's cabinet names it, and each change is told once. */
export const TRACKING_STAGES = ['created', 'on_the_way', 'at_branch', 'received', 'refused'] as const;
export type TrackingStage = (typeof TRACKING_STAGES)[number];

/** Stages after which a parcel is not asked about again. */
export const FINAL_STAGES: readonly TrackingStage[] = ['received', 'refused'];

/**
 * Nova Poshta's StatusCode (TrackingDocument.getStatusDocuments) as a stage; null: a code that says nothing about
 * the parcel's way (deleted, not found), so the stage stays as it was.
 */
export function trackingStage(statusCode: string): TrackingStage | null {
  const code = Number(statusCode);
  if (code === 1) return 'created';
  if ([4, 5, 6, 41, 101, 104, 112].includes(code)) return 'on_the_way';
  if ([7, 8].includes(code)) return 'at_branch';
  if ([9, 10, 11, 106].includes(code)) return 'received';
  if ([102, 103, 105, 108, 111].includes(code)) return 'refused';
  return null;
}
