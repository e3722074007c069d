/**
 * The pricing plans a fresh install starts with (part B §9: Standard and Premium priced,
 * Business contact-only, Free filtered out of the dialog). The super admin edits them later.
 * The limits are what a purchase grants; the cards write their limit lines from them, so the
 * features name only what the limits do not (docs/decisions/0020-plan-limits-way-forward.md).
 */
export const defaultPricingPlans = [
  {
    id: 'free',
    name: 'Free',
    priceCents: 0,
    orderPosition: 0,
    features: ['Single user invite', 'Fixed competencies', 'Reports'],
    contactEmail: null,
    maxUsers: 15,
    maxAssessments: 1,
  },
  {
    id: 'standard',
    name: 'Standard',
    priceCents: 4900,
    orderPosition: 1,
    features: ['Bulk invites', 'All competencies', 'Reports and CSV export'],
    contactEmail: null,
    maxUsers: 250,
    maxAssessments: 3,
  },
  {
    id: 'premium',
    name: 'Premium',
    priceCents: 9900,
    orderPosition: 2,
    features: ['Bulk invites', 'Custom artwork', 'Candidate report'],
    contactEmail: null,
    maxUsers: 1000,
    maxAssessments: 5,
  },
  {
    id: 'business',
    name: 'Business',
    priceCents: null,
    orderPosition: 3,
    features: ['Unlimited candidates', 'Unlimited games', 'Dedicated support'],
    contactEmail: 'sales@example.com',
    maxUsers: null,
    maxAssessments: null,
  },
];
