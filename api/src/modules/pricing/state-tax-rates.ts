/**
 * Base (state-level) sales tax rates in basis points (1 bp = 0.01 %), 50 states and DC,
 * from the Tax Foundation's "State and Local Sales Tax Rates, 2025" table. Local
 * add-ons are left out on purpose (docs/product.md#pricing-and-money taxes at the state base rate). A few rates
 * have a half basis point (MN 6.875 %), so values are not always whole numbers.
 */
export const STATE_TAX_RATES_BP: Readonly<Record<string, { name: string; bp: number }>> = {
  AL: { name: 'Alabama', bp: 400 },
  AK: { name: 'Alaska', bp: 0 },
  AZ: { name: 'Arizona', bp: 560 },
  AR: { name: 'Arkansas', bp: 650 },
  CA: { name: 'California', bp: 725 },
  CO: { name: 'Colorado', bp: 290 },
  CT: { name: 'Connecticut', bp: 635 },
  DE: { name: 'Delaware', bp: 0 },
  DC: { name: 'District of Columbia', bp: 600 },
  FL: { name: 'Florida', bp: 600 },
  GA: { name: 'Georgia', bp: 400 },
  HI: { name: 'Hawaii', bp: 400 },
  ID: { name: 'Idaho', bp: 600 },
  IL: { name: 'Illinois', bp: 625 },
  IN: { name: 'Indiana', bp: 700 },
  IA: { name: 'Iowa', bp: 600 },
  KS: { name: 'Kansas', bp: 650 },
  KY: { name: 'Kentucky', bp: 600 },
  LA: { name: 'Louisiana', bp: 500 },
  ME: { name: 'Maine', bp: 550 },
  MD: { name: 'Maryland', bp: 600 },
  MA: { name: 'Massachusetts', bp: 625 },
  MI: { name: 'Michigan', bp: 600 },
  MN: { name: 'Minnesota', bp: 687.5 },
  MS: { name: 'Mississippi', bp: 700 },
  MO: { name: 'Missouri', bp: 422.5 },
  MT: { name: 'Montana', bp: 0 },
  NE: { name: 'Nebraska', bp: 550 },
  NV: { name: 'Nevada', bp: 685 },
  NH: { name: 'New Hampshire', bp: 0 },
  NJ: { name: 'New Jersey', bp: 662.5 },
  NM: { name: 'New Mexico', bp: 487.5 },
  NY: { name: 'New York', bp: 400 },
  NC: { name: 'North Carolina', bp: 475 },
  ND: { name: 'North Dakota', bp: 500 },
  OH: { name: 'Ohio', bp: 575 },
  OK: { name: 'Oklahoma', bp: 450 },
  OR: { name: 'Oregon', bp: 0 },
  PA: { name: 'Pennsylvania', bp: 600 },
  RI: { name: 'Rhode Island', bp: 700 },
  SC: { name: 'South Carolina', bp: 600 },
  SD: { name: 'South Dakota', bp: 420 },
  TN: { name: 'Tennessee', bp: 700 },
  TX: { name: 'Texas', bp: 625 },
  UT: { name: 'Utah', bp: 610 },
  VT: { name: 'Vermont', bp: 600 },
  VA: { name: 'Virginia', bp: 530 },
  WA: { name: 'Washington', bp: 650 },
  WV: { name: 'West Virginia', bp: 600 },
  WI: { name: 'Wisconsin', bp: 500 },
  WY: { name: 'Wyoming', bp: 400 },
};

const byName = new Map(Object.values(STATE_TAX_RATES_BP).map((s) => [s.name.toLowerCase(), s.bp]));

/**
 * The rate of a state given as its code ('TX', what the pickers store) or its name
 * ('Texas'); 0 for anything else (territories, foreign addresses): no US state tax.
 */
export function stateTaxRateBp(state: string): number {
  const key = state.trim();
  return STATE_TAX_RATES_BP[key.toUpperCase()]?.bp ?? byName.get(key.toLowerCase()) ?? 0;
}
