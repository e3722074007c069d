/**
 * The pricing plans a fresh install starts with (part B §9: Standard and Premium priced,
 * Business contact-only, Free filtered out of the dialog). The super admin edits them later.
 */
export const defaultPricingPlans = [
  {
    id: 'free',
    name: 'Free',
    priceCents: 0,
    orderPosition: 0,
    features: [
      '15 candidate assessments',
      '1 assessment game',
      'Single user invite',
      'Fixed competencies',
      'Reports',
    ],
    contactEmail: null,
  },
  {
    id: 'standard',
    name: 'Standard',
    priceCents: 4900,
    orderPosition: 1,
    features: [
      '250 candidate assessments',
      '1 assessment game',
      'Bulk invites',
      'All competencies',
      'Reports and CSV export',
    ],
    contactEmail: null,
  },
  {
    id: 'premium',
    name: 'Premium',
    priceCents: 9900,
    orderPosition: 2,
    features: [
      '1,000 candidate assessments',
      '5 assessment games',
      'Bulk invites',
      'Custom artwork',
      'Candidate report',
    ],
    contactEmail: null,
  },
  {
    id: 'business',
    name: 'Business',
    priceCents: null,
    orderPosition: 3,
    features: ['Unlimited candidates', 'Unlimited games', 'Dedicated support'],
    contactEmail: 'sales@example.com',
  },
];
