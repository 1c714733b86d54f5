import type { Operator } from '../../api/operator';

/** docs/product-rules.md#back-office "/admin?section=...": what each role sees, in the menu's order. */
export type AdminSection = 'onboarding' | 'sellers' | 'moderation' | 'promotions' | 'content' | 'catalogue' | 'support' | 'team' | 'audit';

const BY_ROLE: Record<Operator['role'], AdminSection[]> = {
  admin: ['onboarding', 'sellers', 'moderation', 'promotions', 'content', 'catalogue', 'support', 'team', 'audit'],
  moderator: ['moderation'],
};

export const sectionsFor = (role: Operator['role']) => BY_ROLE[role];

/** Each section's name in the menu, as namespace:key: a section's texts live in its own namespace where it has one. */
export const SECTION_LABELS: Record<AdminSection, string> = {
  onboarding: 'admin:sections.onboarding',
  sellers: 'admin:sections.sellers',
  moderation: 'admin:sections.moderation',
  promotions: 'admin-promotions:section',
  content: 'admin-content:sections.content',
  catalogue: 'admin-catalogue:section',
  support: 'admin-support:section',
  team: 'admin-team:section',
  audit: 'admin:sections.audit',
};

/** The section the address asks for, or the role's first one when it asks for none or one the role may not open. */
export function sectionFromSearch(search: string, role: Operator['role']): AdminSection {
  const wanted = new URLSearchParams(search).get('section');
  return BY_ROLE[role].find((section) => section === wanted) ?? BY_ROLE[role][0]!;
}
