// A parcel's tracking page for the carriers US shops ship with most. The console takes
// the carrier as free text (docs/product.md, the console's Orders), so it is matched by
// its letters alone: 'UPS', 'ups', 'U.P.S.' and 'United Parcel Service' are one carrier.
// Any other carrier gets no link: the mail shows the carrier and the number, as My Orders does.

const TRACKING_PAGES: Array<{ names: string[]; page: (number: string) => string }> = [
  { names: ['ups', 'unitedparcelservice'], page: (n) => `https://www.ups.com/track?tracknum=${n}` },
  {
    names: ['usps', 'uspostalservice', 'unitedstatespostalservice'],
    page: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`,
  },
  { names: ['fedex', 'federalexpress'], page: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}` },
  {
    names: ['dhl', 'dhlexpress'],
    page: (n) => `https://www.dhl.com/us-en/home/tracking/tracking-express.html?submit=1&tracking-id=${n}`,
  },
];

/** The carrier's page for the tracking number, or undefined for a carrier not known here. */
export function trackingUrlOf(carrier: string, trackingNumber: string): string | undefined {
  const letters = carrier.toLowerCase().replace(/[^a-z]/g, '');
  const known = TRACKING_PAGES.find((entry) => entry.names.includes(letters));
  return known?.page(encodeURIComponent(trackingNumber.trim()));
}
